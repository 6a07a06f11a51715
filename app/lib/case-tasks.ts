// What the desk does when a patient arrives (issue 48 item 6): the airport pickup, due at the
// arrival; and the foreigner registration (Form C, filed by the clinic as the place of stay
// within 24 hours of a foreigner's arrival), due 24 hours after it. Each task has its own clock.
export type CaseTaskKind = "pickup" | "form_c";

export const CASE_TASK_LABELS: Record<CaseTaskKind, string> = {
  pickup: "Airport pickup",
  form_c: "Foreigner registration (Form C)",
};

/** Form C is due within this many hours of the arrival. */
export const FORM_C_HOURS = 24;

/** When each task falls due for an arrival at `arrivalAt`. */
export function taskDueMoments(arrivalAt: Date): Record<CaseTaskKind, Date> {
  return { pickup: arrivalAt, form_c: new Date(arrivalAt.getTime() + FORM_C_HOURS * 3_600_000) };
}

export type TaskClock = "done" | "due" | "overdue";

export function taskClock(task: { dueAt: Date; doneAt: Date | null }, now: Date): TaskClock {
  if (task.doneAt) return "done";
  return now.getTime() > task.dueAt.getTime() ? "overdue" : "due";
}

/** The arrival as the patient or staff give it: flight and who meets them, kept sealed. */
export interface ArrivalDetails {
  flight: string;
  /** Terminal, contact on landing, wheelchair at the gate… */
  note: string;
}
