import { Form } from "react-router";

export interface EditorStatusData {
  headVersion: number;
  headIsLive: boolean;
  /** Whether any version was ever published (a new doctor's profile is not, until it is). */
  published: boolean;
  publishedVersion: number | null;
  publishedAt: string | null;
  scheduledVersion: number | null;
  scheduledFor: string | null;
}

/** What visitors see now, and what is waiting: a draft, or a publication at a set time. */
export function EditorStatus({ status, version, basePath }: { status: EditorStatusData; version: number; basePath: string }) {
  const scheduled = status.scheduledVersion !== null ? `version ${status.scheduledVersion}` : "a version";
  return (
    <div className="mb-6 space-y-2 rounded-2xl bg-seaglass-50 p-4 text-sm ring-1 ring-seaglass-200" data-testid="editor-status">
      <p>
        {status.headIsLive ? (
          <>
            <strong>Live:</strong> version {status.headVersion}
            {status.publishedAt ? `, published ${status.publishedAt}` : ""}. No unpublished changes.
          </>
        ) : !status.published ? (
          <>
            <strong>Not on the site yet:</strong> version {status.headVersion} is a draft and no version has been published.{" "}
            {status.scheduledFor ? "It appears on the site when the scheduled version is published." : "Publish it to show it on the site."}
          </>
        ) : (
          <>
            <strong>Unpublished changes:</strong> version {status.headVersion} is a draft. The site shows{" "}
            {status.publishedVersion !== null ? `version ${status.publishedVersion}` : "the last published version"}
            {status.publishedAt ? `, published ${status.publishedAt}` : ""}.
          </>
        )}
      </p>
      {status.scheduledFor ? (
        <Form method="post" action={basePath} className="flex flex-wrap items-center gap-3">
          <p>
            <strong>Scheduled:</strong> {scheduled} will be published on {status.scheduledFor}.
          </p>
          <input type="hidden" name="_version" value={version} />
          <button type="submit" name="intent" value="cancel-schedule" className="btn-secondary">
            Cancel schedule
          </button>
        </Form>
      ) : null}
    </div>
  );
}
