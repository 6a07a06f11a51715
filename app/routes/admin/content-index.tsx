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
      .map((t) => ({
        type: t.type,
        title: t.title,
        description: t.description,
        group: t.group ?? null,
        href: t.collection?.adminPath ?? `/admin/content/${t.type}`,
      })),
  };
}

type ListedType = Route.ComponentProps["loaderData"]["types"][number];

export default function ContentIndex({ loaderData }: Route.ComponentProps) {
  const pages = loaderData.types.filter((t) => t.group === null);
  const groups = [...new Set(loaderData.types.map((t) => t.group).filter((g) => g !== null))];
  return (
    <>
      <AdminPageHeader title="Site content" description="The texts and facts of the public pages. Each has drafts, a preview, scheduled publishing and revisions." />
      <TypeCards types={pages} />
      {groups.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="mt-10">
          <h2 id={`group-${group}`} className="text-xl font-semibold text-ocean-950">
            {group}
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">
            The words around the pages' content: menus, buttons, form labels and messages, section headings.
          </p>
          <TypeCards types={loaderData.types.filter((t) => t.group === group)} nested />
        </section>
      ))}
    </>
  );
}

function TypeCards({ types, nested = false }: { types: readonly ListedType[]; nested?: boolean }) {
  const Heading = nested ? "h3" : "h2";
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {types.map((t) => (
          <li key={t.type} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-seaglass-200">
            <Heading className="text-lg font-semibold text-ocean-950">{t.title}</Heading>
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
