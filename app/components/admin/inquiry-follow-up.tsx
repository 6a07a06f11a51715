// An inquiry's follow-up in the inbox card (issue 15 item 2): who answers it and when, the
// staff's notes, and the history of its changes. Plain forms: they work without JavaScript.
import { Form, useNavigation } from "react-router";
import { NOTE_MAX } from "~/lib/inquiry-follow-up";
import type { InquiryView } from "./inquiry-view";

export interface StaffChoice {
  id: number;
  username: string;
}

/** What was chosen and typed in a refused follow-up form, given back to it. */
export interface FollowUpTyped {
  assignedTo: string;
  followUpOn: string;
}

export interface FollowUpError {
  intent: "follow-up" | "note";
  error: string;
  /** What was typed into the note, kept after a refusal. */
  body?: string;
  typed?: FollowUpTyped;
}

function useBusy(item: InquiryView, intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("id") === String(item.id) && navigation.formData?.get("intent") === intent;
}

export function FollowUpForm({ item, staff, refused }: { item: InquiryView; staff: StaffChoice[]; refused?: FollowUpError }) {
  const busy = useBusy(item, "follow-up");
  const base = `inquiry-${item.id}`;
  const error = refused?.error;
  // A refused form shows what was sent (a page loaded without JavaScript would show the stored values).
  const assignedTo = refused?.typed ? refused.typed.assignedTo : String(item.assignedTo ?? "");
  const followUpOn = refused?.typed ? refused.typed.followUpOn : (item.followUpOn ?? "");
  return (
    <Form method="post" preventScrollReset className="mt-3 rounded-xl bg-seaglass-50 p-3 ring-1 ring-seaglass-200">
      <input type="hidden" name="intent" value="follow-up" />
      <input type="hidden" name="id" value={item.id} />
      <label htmlFor={`${base}-assigned`} className="field-label">
        Assigned to<span className="sr-only"> (the inquiry from {item.name})</span>
      </label>
      <select id={`${base}-assigned`} name="assignedTo" defaultValue={assignedTo} key={`a${item.assignedTo ?? ""}`} className="field-input">
        <option value="">Nobody yet</option>
        {staff.map((s) => (
          <option key={s.id} value={s.id}>
            {s.username}
          </option>
        ))}
      </select>
      <label htmlFor={`${base}-follow-up`} className="field-label mt-2">
        Follow up on<span className="sr-only"> (the inquiry from {item.name})</span>
      </label>
      <input
        id={`${base}-follow-up`}
        name="followUpOn"
        type="date"
        defaultValue={followUpOn}
        key={`f${item.followUpOn ?? ""}`}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${base}-follow-up-error` : undefined}
      />
      {error ? (
        <p id={`${base}-follow-up-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-secondary mt-2 w-full" disabled={busy}>
        {busy ? "Saving…" : "Save follow-up"}
        <span className="sr-only"> for the inquiry from {item.name}</span>
      </button>
    </Form>
  );
}

export function NotesAndHistory({ item, error }: { item: InquiryView; error?: FollowUpError }) {
  const busy = useBusy(item, "note");
  const base = `inquiry-${item.id}`;
  const noteError = error?.intent === "note" ? error : undefined;
  return (
    <div className="mt-3 space-y-2 text-sm">
      <details className="rounded-lg bg-white p-3 ring-1 ring-seaglass-200" open={item.notes.length > 0 || Boolean(noteError)}>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-ocean-900">Notes ({item.notes.length})</summary>
        {item.notes.length > 0 ? (
          <ol className="mt-2 space-y-2" aria-label={`Notes on the inquiry from ${item.name}`}>
            {item.notes.map((n) => (
              <li key={n.id} className="rounded-md bg-sand-50 p-2" data-note>
                <p className="whitespace-pre-line break-words text-ink">{n.body}</p>
                <p className="mt-1 text-xs text-muted">
                  {n.author ?? "a removed user"}, <time dateTime={n.atIso}>{n.atLabel}</time>
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        <Form method="post" preventScrollReset className="mt-2">
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="id" value={item.id} />
          <label htmlFor={`${base}-note`} className="field-label">
            New note<span className="sr-only"> on the inquiry from {item.name}</span>
          </label>
          <textarea
            id={`${base}-note`}
            name="body"
            rows={2}
            maxLength={NOTE_MAX}
            required
            defaultValue={noteError?.body ?? ""}
            key={`n${item.notes.length}`}
            className="field-input"
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${base}-note-error` : undefined}
          />
          {noteError ? (
            <p id={`${base}-note-error`} className="field-error">
              {noteError.error}
            </p>
          ) : null}
          <button type="submit" className="btn-secondary mt-2" disabled={busy}>
            {busy ? "Adding…" : "Add note"}
          </button>
        </Form>
      </details>
      {item.history.length > 0 ? (
        <details className="rounded-lg bg-white p-3 ring-1 ring-seaglass-200">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-ocean-900">
            History ({item.history.length})
          </summary>
          <ol className="mt-2 space-y-1" aria-label={`History of the inquiry from ${item.name}`}>
            {item.history.map((h) => (
              <li key={h.id} data-history>
                {h.text}{" "}
                <span className="text-muted">
                  — {h.author ?? "a removed user"}, <time dateTime={h.atIso}>{h.atLabel}</time>
                </span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
