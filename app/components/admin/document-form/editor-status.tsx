import { Form } from "react-router";

export interface EditorStatusData {
  headVersion: number;
  headIsLive: boolean;
  publishedAt: string | null;
  scheduledFor: string | null;
}

/** What visitors see now, and what is waiting: a draft, or a publication at a set time. */
export function EditorStatus({ status, version, basePath }: { status: EditorStatusData; version: number; basePath: string }) {
  return (
    <div className="mb-6 space-y-2 rounded-2xl bg-seaglass-50 p-4 text-sm ring-1 ring-seaglass-200" data-testid="editor-status">
      <p>
        {status.headIsLive ? (
          <>
            <strong>Live:</strong> version {status.headVersion}
            {status.publishedAt ? `, published ${status.publishedAt}` : ""}. No unpublished changes.
          </>
        ) : (
          <>
            <strong>Unpublished changes:</strong> version {status.headVersion} is a draft. The site shows the last published version
            {status.publishedAt ? ` (published ${status.publishedAt})` : ""}.
          </>
        )}
      </p>
      {status.scheduledFor ? (
        <Form method="post" action={basePath} className="flex flex-wrap items-center gap-3">
          <p>
            <strong>Scheduled:</strong> a version will be published on {status.scheduledFor}.
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
