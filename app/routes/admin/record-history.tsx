import { Form, Link } from "react-router";
import type { Route } from "./+types/record-history";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ChangeTable } from "~/components/admin/document-form/change-table";
import { loadRecordHistory, requireRecord, restoreRecordAction } from "~/server/admin/record-history.server";
import { RECORD_KINDS } from "~/lib/record-history";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `History of ${loaderData?.title ?? "an item"} | Admin | Samudra` }, { name: "robots", content: "noindex" }];
}

// Each type's history is for those who may edit it (a service's: admins).
export async function loader({ context, params }: Route.LoaderArgs) {
  const { entity, id } = requireRecord(params.entity, params.id);
  requirePermission(context, RECORD_KINDS[entity].permission);
  return loadRecordHistory(context.get(servicesContext), entity, id);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { entity, id } = requireRecord(params.entity, params.id);
  const user = requirePermission(context, RECORD_KINDS[entity].permission);
  return restoreRecordAction(context.get(servicesContext), user, entity, id, await request.formData());
}

export default function RecordHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { label, title, exists, revisions, listPath } = loaderData;
  const formError = (actionData as { formError?: string } | undefined)?.formError;
  return (
    <>
      <AdminPageHeader
        title={`History: ${title}`}
        description={`${label}. Every save is kept, newest first, with what it changed.${exists ? "" : " This item has been deleted; restore a version to bring it back."}`}
        actions={
          <Link to={listPath} className="btn-secondary">
            Back to the list
          </Link>
        }
      />
      {formError ? (
        <p role="alert" className="mb-6 rounded-xl bg-sand-50 p-4 font-semibold text-coral-700 ring-1 ring-coral-500">
          {formError}
        </p>
      ) : null}
      <ol className="space-y-4">
        {revisions.map((r) => (
          <li key={r.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-seaglass-200 sm:p-6" data-testid="record-revision">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="text-lg font-semibold text-ocean-950">
                  Version {r.version}
                  {r.current ? (
                    <span className="ms-2 rounded-full bg-seaglass-100 px-2 py-0.5 text-xs font-semibold text-ocean-900">Current</span>
                  ) : null}
                </h2>
                <p className="text-sm text-muted">
                  {r.authorName}, {r.at}
                </p>
                {r.note ? <p className="mt-1 text-sm">{r.note}</p> : null}
              </div>
              {!r.current ? (
                <Form method="post">
                  <input type="hidden" name="revisionId" value={r.id} />
                  <button type="submit" className="btn-secondary">
                    Restore<span className="sr-only"> version {r.version}</span>
                  </button>
                </Form>
              ) : null}
            </div>
            {r.changes.length > 0 ? (
              <ChangeTable changes={r.changes} caption={`What version ${r.version} changed`} />
            ) : (
              <p className="mt-2 text-sm text-muted">No shown field changed.</p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
