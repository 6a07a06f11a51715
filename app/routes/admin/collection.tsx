// The one list screen of the table-backed types (issue 46 item 2), mounted at each type's list
// address (routes.ts): the address says which type; the type's collection says the rest.
import { data } from "react-router";
import type { Route } from "./+types/collection";
import { CollectionScreen } from "~/components/admin/collection-screen";
import { collectionAt, collectionTypes, isCollectionEntity } from "~/content-types/collections";
import { listHref } from "~/lib/admin-list-url";
import { collections } from "~/server/admin/collections.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";

function collectionOf(url: URL) {
  const entity = collectionAt(url.pathname);
  if (!entity) throw data({ message: "Not found." }, { status: 404 });
  return collections[entity];
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? `${loaderData.view.title} | ` : ""}Admin | Samudra` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const collection = collectionOf(url);
  requirePermission(context, collection.type.permission);
  return collection.load(context.get(servicesContext).database.db, url);
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const collection = collectionOf(url);
  const user = requirePermission(context, collection.type.permission);
  return collection.act(context.get(servicesContext), user, await request.formData(), listHref(url.pathname, url.search));
}

export default function AdminCollection({ loaderData, actionData }: Route.ComponentProps) {
  const { view, editing, deleting, choices } = loaderData;
  if (!isCollectionEntity(view.entity)) throw new Error(`No collection screen for ${view.entity}`);
  return (
    <CollectionScreen
      type={collectionTypes[view.entity]}
      view={view}
      editing={editing}
      deleting={deleting}
      choices={choices}
      actionData={actionData}
    />
  );
}
