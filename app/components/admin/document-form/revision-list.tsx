import { Form, Link } from "react-router";
import type { RevisionSummary as RevisionItem } from "~/lib/document-form";

const STATUS_LABEL: Record<RevisionItem["status"], string> = { draft: "Draft", published: "Published", scheduled: "Scheduled" };

/** Every save, newest first: who, when, what it was; see its changes or restore it. */
export function RevisionList({
  basePath,
  query = "",
  version,
  revisions,
}: {
  basePath: string;
  query?: string;
  version: number;
  revisions: RevisionItem[];
}) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-seaglass-200">
      <h2 id="revisions-heading" className="text-lg font-semibold text-ocean-950">
        Revisions
      </h2>
      <ol className="mt-3 space-y-3">
        {revisions.map((r) => (
          <li key={r.id} className="rounded-xl p-3 ring-1 ring-seaglass-200" data-testid="revision">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <strong>Version {r.version}</strong>
              <span className="rounded-full bg-seaglass-100 px-2 py-0.5 text-xs font-semibold text-ocean-900">
                {r.isLive ? "Live" : STATUS_LABEL[r.status]}
              </span>
            </p>
            <p className="mt-1 text-sm text-muted">
              {r.authorName}, {r.at}
              {r.publishAt ? ` · for ${r.publishAt}` : ""}
            </p>
            {r.note ? <p className="mt-1 text-sm">{r.note}</p> : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <Link
                to={`${basePath}/revisions/${r.id}${query}`}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-ocean-700 underline"
              >
                Changes<span className="sr-only"> in version {r.version}</span>
              </Link>
              {r.version !== revisions[0]?.version ? (
                <Form method="post" action={`${basePath}${query}`}>
                  <input type="hidden" name="_version" value={version} />
                  <input type="hidden" name="revisionId" value={r.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="restore"
                    className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-ocean-700 underline"
                  >
                    Restore<span className="sr-only"> version {r.version}</span>
                  </button>
                </Form>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
