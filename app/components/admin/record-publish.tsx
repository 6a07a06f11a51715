// What the four tables' editors share with the document editor (docs/decisions/084): what is
// waiting to be published, and Publish now, Save draft and Schedule. Plain submit buttons
// (intent=save, draft, schedule, discard-draft, cancel-schedule), so they work without JavaScript.
import { Form, Link } from "react-router";
import { Clock } from "~/components/ui/lucide";

/** A row's draft as its editor tells it. */
export interface RecordDraftView {
  by: string;
  /** When it was saved, in clinic time. */
  at: string;
  /** When it will be published, in clinic time; null for a draft nobody scheduled. */
  scheduledFor: string | null;
}

/**
 * Above the form, and outside it: the draft it shows, and how to drop it or call off its
 * publication. A form of its own, so that Enter in a field never discards a draft (the editor's
 * first button stays Publish now).
 */
export function RecordDraftNotice({
  draft,
  what,
  busy,
  action,
  id,
  loadedAt,
  previewHref,
}: {
  draft: RecordDraftView | null;
  what: string;
  busy: boolean;
  /** Where the form posts (the current address when absent). */
  action?: string;
  id: number;
  loadedAt: string;
  /** Where the draft can be seen as the site would show it: an admin preview, or a public page with `?preview=draft`. */
  previewHref?: string;
}) {
  if (!draft) return null;
  return (
    <Form
      method="post"
      action={action}
      className="mb-5 space-y-2 rounded-2xl bg-sand-50 p-4 text-sm ring-1 ring-sand-300"
      data-testid="draft-notice"
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="loadedAt" value={loadedAt} />
      <p>
        {draft.scheduledFor ? (
          <>
            <strong>Scheduled:</strong> this version of the {what}, saved by {draft.by} on {draft.at}, will be published on{" "}
            {draft.scheduledFor}. Until then the site shows the published version.
          </>
        ) : (
          <>
            <strong>Draft:</strong> saved by {draft.by} on {draft.at}, not on the site yet. The site shows the published version; the form
            below shows the draft.
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {previewHref?.startsWith("/admin/") ? (
          <Link to={previewHref} className="btn-secondary">
            Preview the draft
          </Link>
        ) : previewHref ? (
          // A public page, as the document editor opens it: a document of its own (public pages
          // are not rendered by the admin's scripts), in a new tab so the form stays open.
          <a href={previewHref} target="_blank" rel="noopener" className="btn-secondary">
            Preview the draft<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        {draft.scheduledFor ? (
          <button type="submit" name="intent" value="cancel-schedule" className="btn-secondary" disabled={busy}>
            Cancel schedule
          </button>
        ) : null}
        <button type="submit" name="intent" value="discard-draft" className="btn-secondary" disabled={busy}>
          Discard draft
        </button>
      </div>
    </Form>
  );
}

/** At the foot of an editor's form (the document editor's too): Publish now, Save draft, Schedule…. */
export function RecordPublishButtons({
  formId,
  busy,
  publishAt,
  publishAtError,
  publishIntent = "save",
  fieldId = `${formId}-publishAt`,
}: {
  formId: string;
  /** The Publish at field's id, where an error summary points (`${formId}-publishAt`). */
  fieldId?: string;
  busy: boolean;
  /** The intent Publish now sends (the editor's own save). */
  publishIntent?: string;
  /** What was typed in Publish at, given back after a refusal. */
  publishAt?: string;
  publishAtError?: string;
}) {
  return (
    <>
      <button type="submit" name="intent" value={publishIntent} className="btn-primary" disabled={busy}>
        Publish now
      </button>
      <button type="submit" name="intent" value="draft" className="btn-secondary" disabled={busy}>
        Save draft
      </button>
      <details className="group" open={Boolean(publishAtError || publishAt)}>
        <summary className="btn-secondary cursor-pointer list-none">Schedule…</summary>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-ink">
            Publish at (India time)
          </label>
          <input
            id={fieldId}
            name="_publishAt"
            type="datetime-local"
            defaultValue={publishAt ?? ""}
            aria-invalid={publishAtError ? true : undefined}
            aria-describedby={publishAtError ? `${fieldId}-error` : undefined}
            className="field-input mt-0 w-auto"
          />
          <button type="submit" name="intent" value="schedule" className="btn-secondary" disabled={busy}>
            Schedule
          </button>
        </div>
      </details>
      {publishAtError ? (
        <p id={`${fieldId}-error`} className="field-error w-full">
          {publishAtError}
        </p>
      ) : null}
    </>
  );
}

/** A list card's mark of a draft waiting ("Draft, not published", "Scheduled for …"). */
export function PendingBadge({ label }: { label: string | null }) {
  if (!label) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2.5 py-1 text-xs font-semibold text-ocean-950 ring-1 ring-sand-300">
      <Clock className="size-3.5" aria-hidden="true" /> {label}
    </span>
  );
}
