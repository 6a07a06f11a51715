// An inquiry's follow-up in the inbox card (issue 15 item 2): who answers it and when, the
// staff's notes, and the history of its changes. One plain form per lead (issue 44 item 4):
// status, assignee, date and a note are saved together, so a change of status never drops a
// note being typed; it works without JavaScript.
import { Form, useNavigation } from "react-router";
import { inquiryStatusLabels } from "~/content/admin-inquiries";
import { INQUIRY_STATUSES } from "~/lib/inquiry-inbox";
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

export type LeadField = "status" | "assignedTo" | "followUpOn" | "body";

/** What was chosen and typed in a refused lead form, given back to it whole. */
export interface LeadTyped {
  status: string;
  assignedTo: string;
  followUpOn: string;
  body: string;
}

export interface LeadError {
  error: string;
  field: LeadField;
  /** Absent for a refusal of an older one-part form. */
  typed?: LeadTyped;
}

/** Status, assignee, follow-up date and a new note: one form, one Save. */
export function LeadForm({ item, staff, refused }: { item: InquiryView; staff: StaffChoice[]; refused?: LeadError }) {
  const busy = useBusy(item, "save");
  const base = `inquiry-${item.id}`;
  const typed = refused?.typed;
  const errorId = `${base}-error`;
  const invalid = (field: LeadField) => (refused?.field === field ? { "aria-invalid": true as const, "aria-describedby": errorId } : {});
  const error = refused ? (
    <p id={errorId} className="field-error" role="alert">
      {refused.error}
    </p>
  ) : null;
  // Keys follow the stored values, so a saved change shows at once; a refused form shows what was sent.
  return (
    <Form method="post" preventScrollReset className="rounded-xl bg-seaglass-50 p-3 ring-1 ring-seaglass-200" data-lead-form>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={item.id} />
      <label htmlFor={`${base}-status`} className="field-label">
        Status<span className="sr-only"> of the inquiry from {item.name}</span>
      </label>
      <select
        id={`${base}-status`}
        name="status"
        defaultValue={typed?.status ?? item.status}
        key={`s${item.status}`}
        className="field-input"
        {...invalid("status")}
      >
        {INQUIRY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {inquiryStatusLabels[s]}
          </option>
        ))}
      </select>
      {refused?.field === "status" ? error : null}
      <p className="mt-1 text-xs text-muted" data-testid="status-changed">
        {item.changedIso ? (
          <>
            by {item.changedBy ?? "a removed user"} <time dateTime={item.changedIso}>{item.changedLabel}</time>
          </>
        ) : (
          "Not changed since it arrived"
        )}
      </p>
      {/* Assignment, date and note fold away (issue 44 item 10: a card a phone can scan); they
          stay in the one form, so Save sends them whether open or not, and open by themselves
          when one was refused or holds something. */}
      <details className="group mt-2" open={Boolean(refused && refused.field !== "status") || Boolean(typed?.body)} data-lead-more>
        <summary className="flex min-h-11 cursor-pointer items-center gap-1 text-sm font-medium text-ocean-800 underline underline-offset-2">
          Assign, follow-up date, note<span className="sr-only"> (the inquiry from {item.name})</span>
        </summary>
        <label htmlFor={`${base}-assigned`} className="field-label">
          Assigned to<span className="sr-only"> (the inquiry from {item.name})</span>
        </label>
        <select
          id={`${base}-assigned`}
          name="assignedTo"
          defaultValue={typed?.assignedTo ?? String(item.assignedTo ?? "")}
          key={`a${item.assignedTo ?? ""}`}
          className="field-input"
          {...invalid("assignedTo")}
        >
          <option value="">Nobody yet</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.username}
            </option>
          ))}
        </select>
        {refused?.field === "assignedTo" ? error : null}
        <label htmlFor={`${base}-follow-up`} className="field-label mt-2">
          Follow up on<span className="sr-only"> (the inquiry from {item.name})</span>
        </label>
        <input
          id={`${base}-follow-up`}
          name="followUpOn"
          type="date"
          defaultValue={typed?.followUpOn ?? item.followUpOn ?? ""}
          key={`f${item.followUpOn ?? ""}`}
          className="field-input"
          {...invalid("followUpOn")}
        />
        {refused?.field === "followUpOn" ? error : null}
        <label htmlFor={`${base}-note`} className="field-label mt-2">
          New note<span className="sr-only"> on the inquiry from {item.name}</span>{" "}
          <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={`${base}-note`}
          name="body"
          rows={2}
          maxLength={NOTE_MAX}
          defaultValue={typed?.body ?? ""}
          key={`n${item.notes.length}`}
          className="field-input"
          {...invalid("body")}
        />
        {refused?.field === "body" ? error : null}
      </details>
      <button type="submit" className="btn-primary mt-3 w-full" disabled={busy}>
        {busy ? "Saving…" : "Save"}
        <span className="sr-only"> the inquiry from {item.name}</span>
      </button>
    </Form>
  );
}

function useBusy(item: InquiryView, intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("id") === String(item.id) && navigation.formData?.get("intent") === intent;
}

export function NotesAndHistory({ item }: { item: InquiryView }) {
  if (item.notes.length === 0 && item.history.length === 0) return null;
  return (
    <div className="mt-3 space-y-2 text-sm">
      {item.notes.length > 0 ? (
        <details className="rounded-lg bg-white p-3 ring-1 ring-seaglass-200" open>
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
        </details>
      ) : null}
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
