import { Link } from "react-router";
import type { Route } from "./+types/content-index";
import { AdminPageHeader } from "~/components/admin/page-header";
import { contentTypes } from "~/content-types/registry";
import { can } from "~/lib/permissions";
import { requireUser } from "~/server/auth/guards.server";

export function meta() {
  return [{ title: "Site content | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

/** Every document type this person may edit (docs/decisions/021). */
export function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return {
    types: contentTypes
      .filter((t) => can(user.role, t.permission))
      .map((t) => ({ type: t.type, title: t.title, description: t.description, href: t.collection?.adminPath ?? `/admin/content/${t.type}` })),
  };
}

export default function ContentIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title="Site content" description="The texts and facts of the public pages. Each has drafts, a preview, scheduled publishing and revisions." />
      <ul className="grid gap-4 sm:grid-cols-2">
        {loaderData.types.map((t) => (
          <li key={t.type} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-seaglass-200">
            <h2 className="text-lg font-semibold text-ocean-950">{t.title}</h2>
            <p className="mt-1 text-sm text-muted">{t.description}</p>
            <Link to={t.href} className="btn-primary mt-4">
              Edit<span className="sr-only"> {t.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
