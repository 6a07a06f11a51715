import { Link } from "react-router";
import type { Route } from "./+types/content-index";
import { AdminPageHeader } from "~/components/admin/page-header";
import { TranslationStateBadge } from "~/components/admin/document-form/language-tabs";
import { contentTypes } from "~/content-types/registry";
import { can } from "~/lib/permissions";
import { requireUser } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { listTranslationOverview } from "~/server/admin/translation-overview.server";

export function meta() {
  return [{ title: "Site content | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

/** Every document type this person may edit (docs/decisions/021). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const allowed = contentTypes.filter((t) => can(user.role, t.permission));
  return {
    translations: await listTranslationOverview(context.get(servicesContext).database.db, allowed),
    types: allowed
      .filter((t) => !t.translationsOnly)
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
      <AdminPageHeader
        title="Site content"
        description="The texts and facts of the public pages. Each has drafts, a preview, scheduled publishing and revisions."
      />
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
      <Translations overview={loaderData.translations} />
    </>
  );
}

type Overview = Route.ComponentProps["loaderData"]["translations"];

/** Every document's translation state per language, each a link to that translation's editor. */
function Translations({ overview }: { overview: Overview }) {
  return (
    <section aria-labelledby="translations-heading" className="mt-10">
      <h2 id="translations-heading" className="text-xl font-semibold text-ocean-950">
        Translations
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">
        Each document in Hindi, Telugu and Arabic: not translated (the page shows the English), a draft translation, English changed since
        it was translated, reviewed in part (some texts still show the English), or reviewed by a native speaker; with how many of its texts
        are translated. Reviews, videos and gallery pictures are listed once they have a translation: start one with the translations button
        on its card under Testimonials, YouTube Embeds or Gallery.
      </p>
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-seaglass-200">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">Translation state of each document in each language</caption>
          <thead>
            <tr className="border-b border-seaglass-200">
              <th scope="col" className="p-3 text-start font-semibold">
                Document
              </th>
              {overview.languages.map((l) => (
                <th key={l.locale} scope="col" className="p-3 text-start font-semibold">
                  {l.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {overview.rows.map((row) => (
              <tr key={`${row.type}/${row.key}`} className="border-b border-seaglass-100 last:border-0">
                <th scope="row" className="p-3 text-start font-medium">
                  {row.title}
                </th>
                {row.cells.map((cell) => (
                  <td key={cell.locale} className="p-3">
                    <a href={cell.href} className="inline-flex min-h-11 items-center rounded-lg px-1 hover:bg-seaglass-50">
                      <TranslationStateBadge state={cell.state} />
                      {cell.state === "missing" ? null : (
                        <span className="ms-2 whitespace-nowrap text-xs text-muted">
                          {cell.translated} of {cell.total}
                          {cell.changed > 0 ? `, ${cell.changed} changed` : ""}
                        </span>
                      )}
                      <span className="sr-only">
                        : edit the {cell.name} of {row.title}
                      </span>
                    </a>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
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
