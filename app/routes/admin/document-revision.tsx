import { Form, Link } from "react-router";
import type { Route } from "./+types/document-revision";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ChangeTable } from "~/components/admin/document-form/change-table";
import { loadRevisionDiff, requireContentType, requireDocumentKey, requireEditorLocale } from "~/server/admin/document-editor.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Version ${loaderData.revision.version} of ${loaderData.type.title}` : "Revision";
  return [{ title: `${title} | Admin | Samudra` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const type = requireContentType(params.type);
  requirePermission(context, type.permission);
  // The keyed route (a collection's document) shares this module; its params add `key`.
  const services = context.get(servicesContext);
  const doc = await requireDocumentKey(services.database.db, type, (params as { key?: string }).key);
  return loadRevisionDiff(services, type, doc, params.revisionId, url.searchParams.get("against"), requireEditorLocale(type, url, doc.key));
}

export default function DocumentRevision({ loaderData }: Route.ComponentProps) {
  const { type, revision, against, changes, choices, version, editorPath } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={`Version ${revision.version} of ${type.title}`}
        description={`${revision.authorName}, ${revision.at}${revision.note ? ` · ${revision.note}` : ""}`}
      />
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        {loaderData.locale !== "en" ? <input type="hidden" name="lang" value={loaderData.locale} /> : null}
        <div>
          <label htmlFor="against" className="field-label">
            Compare with
          </label>
          <select id="against" name="against" defaultValue={against?.id ?? ""} className="field-input">
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                Version {c.version}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Compare
        </button>
      </Form>
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-seaglass-200 sm:p-6">
        <h2 className="text-lg font-semibold text-ocean-950">
          {against ? `From version ${against.version} to version ${revision.version}` : `Version ${revision.version} (the first)`}
        </h2>
        {changes.length > 0 ? (
          <ChangeTable changes={changes} caption={`Changes from version ${against?.version ?? "none"} to version ${revision.version}`} />
        ) : (
          <p className="mt-2 text-muted">No field differs.</p>
        )}
      </section>
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post" action={editorPath}>
          <input type="hidden" name="_version" value={version} />
          <input type="hidden" name="revisionId" value={revision.id} />
          <button type="submit" name="intent" value="restore" className="btn-primary">
            Restore version {revision.version} as a draft
          </button>
        </Form>
        <Link to={editorPath} className="btn-secondary">
          Back to the editor
        </Link>
      </div>
    </>
  );
}
