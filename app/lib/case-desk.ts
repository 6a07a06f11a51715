// The international case desk's model (issue 48; docs/decisions/094): a case's states and the
// moves between them, its service clocks, and the bounds of what a patient may send. Pure: the
// patient's pages, the staff desk and the tests all read it from here.

export const CASE_STATES = [
  "new",
  "records_incomplete",
  "under_review",
  "plan_sent",
  "accepted",
  "letter_issued",
  "travel_booked",
  "arrived",
  "closed",
  "declined",
] as const;
export type CaseState = (typeof CASE_STATES)[number];

export const CASE_STATE_LABELS: Record<CaseState, string> = {
  new: "New",
  records_incomplete: "Records incomplete",
  under_review: "Under review",
  plan_sent: "Plan sent",
  accepted: "Accepted",
  letter_issued: "Letter issued",
  travel_booked: "Travel booked",
  arrived: "Arrived",
  closed: "Closed",
  declined: "Declined",
};

export function isCaseState(value: unknown): value is CaseState {
  return typeof value === "string" && (CASE_STATES as readonly string[]).includes(value);
}

/** The cases nobody works on any more: out of the queue, and due for deletion under retention. */
export const FINISHED_STATES: readonly CaseState[] = ["closed", "declined"];

/**
 * Where staff may move a case from each state by hand. Plan sent, accepted and letter issued are
 * reached through what makes them true (sending a plan, the patient's acceptance, issuing a
 * letter: later parts of issue 48), never by picking them from a list. Closing and declining are
 * open from every working state; a closed or declined case may be reopened for review.
 */
const MOVES: Record<CaseState, readonly CaseState[]> = {
  new: ["records_incomplete", "under_review"],
  records_incomplete: ["under_review"],
  under_review: ["records_incomplete"],
  plan_sent: ["under_review"],
  accepted: ["travel_booked"],
  letter_issued: ["travel_booked"],
  travel_booked: ["arrived"],
  arrived: [],
  closed: ["under_review"],
  declined: ["under_review"],
};

export function manualMoves(from: CaseState): CaseState[] {
  const finish: CaseState[] = FINISHED_STATES.includes(from) ? [] : ["closed", "declined"];
  return [...MOVES[from], ...finish];
}

export function canMove(from: CaseState, to: CaseState): boolean {
  return manualMoves(from).includes(to);
}

/** The hours the clinic promises, set on the desk's settings (defaults from the issue). */
export interface CaseClockHours {
  firstAnswer: number;
  plan: number;
}
export const DEFAULT_CASE_CLOCK_HOURS: CaseClockHours = { firstAnswer: 24, plan: 48 };
export const CASE_CLOCK_SETTING = "case_clock_hours";
export const CASE_CLOCK_BOUNDS = { min: 1, max: 24 * 14 };

/** One change of state, as the case's history holds it. */
export interface StateChange {
  to: CaseState;
  at: Date;
}

export interface CaseClockFacts {
  submittedAt: Date;
  /** The first message staff sent the patient (or the first move out of "new"). */
  firstAnsweredAt: Date | null;
  /** Every change of state, oldest first. */
  changes: readonly StateChange[];
  planSentAt: Date | null;
}

export type ClockState = "running" | "met" | "late" | "paused" | "not_started" | "stopped";

export interface CaseClock {
  state: ClockState;
  /** When it falls due (while running or paused: as things stand now). */
  dueAt: Date | null;
  /** When it was met. */
  metAt: Date | null;
  /** Milliseconds past due (late), or left (running). */
  marginMs: number | null;
}

const HOUR = 3_600_000;

function stateAt(changes: readonly StateChange[], moment: Date): CaseState {
  let state: CaseState = "new";
  for (const change of changes) {
    if (change.at.getTime() > moment.getTime()) break;
    state = change.to;
  }
  return state;
}

/**
 * The first-answer clock: from the case's arrival, met by staff's first message or first move
 * (asking for missing records is an answer). It never pauses: nobody waits on the patient yet.
 */
export function firstAnswerClock(facts: CaseClockFacts, hours: CaseClockHours, now: Date): CaseClock {
  const dueAt = new Date(facts.submittedAt.getTime() + hours.firstAnswer * HOUR);
  if (facts.firstAnsweredAt) {
    const late = facts.firstAnsweredAt.getTime() > dueAt.getTime();
    return {
      state: late ? "late" : "met",
      dueAt,
      metAt: facts.firstAnsweredAt,
      marginMs: facts.firstAnsweredAt.getTime() - dueAt.getTime(),
    };
  }
  if (FINISHED_STATES.includes(stateAt(facts.changes, now))) return { state: "stopped", dueAt, metAt: null, marginMs: null };
  const margin = now.getTime() - dueAt.getTime();
  return { state: margin > 0 ? "late" : "running", dueAt, metAt: null, marginMs: margin };
}

/**
 * The plan clock: starts when the records are first complete (the case moves to under review),
 * runs while the case is under review, and is paused while it waits on the patient (records
 * incomplete again); met when the plan is sent. The time spent waiting moves the due moment.
 */
export function planClock(facts: CaseClockFacts, hours: CaseClockHours, now: Date): CaseClock {
  const times = planTimes(facts, now);
  if (!times) {
    const finished = FINISHED_STATES.includes(stateAt(facts.changes, now));
    return { state: finished ? "stopped" : "not_started", dueAt: null, metAt: null, marginMs: null };
  }
  const dueAt = new Date(times.start + hours.plan * HOUR + times.pausedMs);
  if (facts.planSentAt) {
    const margin = facts.planSentAt.getTime() - dueAt.getTime();
    return { state: margin > 0 ? "late" : "met", dueAt, metAt: facts.planSentAt, marginMs: margin };
  }
  const current = stateAt(facts.changes, now);
  if (FINISHED_STATES.includes(current)) return { state: "stopped", dueAt, metAt: null, marginMs: null };
  if (times.waiting) return { state: "paused", dueAt, metAt: null, marginMs: dueAt.getTime() - now.getTime() };
  const margin = now.getTime() - dueAt.getTime();
  return { state: margin > 0 ? "late" : "running", dueAt, metAt: null, marginMs: margin };
}

/** The plan clock's start, and the time it was paused up to the plan (or `now`); null before it starts. */
function planTimes(facts: CaseClockFacts, now: Date): { start: number; pausedMs: number; waiting: boolean } | null {
  const startIndex = facts.changes.findIndex((c) => c.to === "under_review");
  if (startIndex === -1) return null;
  const start = facts.changes[startIndex]!.at.getTime();
  const end = (facts.planSentAt ?? now).getTime();
  let pausedMs = 0;
  let pausedSince: number | null = null;
  for (const change of facts.changes.slice(startIndex + 1)) {
    if (change.at.getTime() > end) break;
    if (change.to === "records_incomplete" && pausedSince === null) pausedSince = change.at.getTime();
    else if (change.to !== "records_incomplete" && pausedSince !== null) {
      pausedMs += change.at.getTime() - pausedSince;
      pausedSince = null;
    }
  }
  if (pausedSince !== null) pausedMs += end - pausedSince;
  return { start, pausedMs, waiting: pausedSince !== null };
}

/** How long the clinic took to send the plan, from complete records, without the time it waited
 * on the patient; null when no plan was sent (or it was sent without a review, which never happens by hand). */
export function planWorkingMs(facts: CaseClockFacts): number | null {
  if (!facts.planSentAt) return null;
  const times = planTimes(facts, facts.planSentAt);
  return times ? Math.max(0, facts.planSentAt.getTime() - times.start - times.pausedMs) : null;
}

/** A clock as staff read it: "due in 5 h", "3 h late", "met". */
export function clockText(clock: CaseClock): string {
  const hours = (ms: number) => {
    const h = Math.round(Math.abs(ms) / HOUR);
    return h < 1 ? "under 1 h" : `${h} h`;
  };
  switch (clock.state) {
    case "not_started":
      return "not started";
    case "stopped":
      return "stopped";
    case "met":
      return "met";
    case "paused":
      return "paused: waiting on the patient";
    case "late":
      return clock.metAt ? `met ${hours(clock.marginMs ?? 0)} late` : `${hours(clock.marginMs ?? 0)} overdue`;
    case "running":
      return `due in ${hours(clock.marginMs ?? 0)}`;
  }
}

// What a patient may send (said on the form before they choose files).
export const CASE_FILE_MAX_MB = 20;
export const CASE_FILE_MAX_BYTES = CASE_FILE_MAX_MB * 1024 * 1024;
/** Files in one sending (the form, or adding files on the case page). */
export const CASE_FILES_PER_UPLOAD = 10;
/** Files a case may hold in all. */
export const CASE_FILES_PER_CASE = 40;
/** Pixels an image may declare: a phone's photo is 12-50 megapixels; more is a decompression bomb. */
export const CASE_IMAGE_MAX_PIXELS = 100_000_000;

export const CASE_FILE_TYPES = ["pdf", "jpeg", "png", "webp", "heic"] as const;
export type CaseFileType = (typeof CASE_FILE_TYPES)[number];
export const CASE_FILE_CONTENT_TYPES: Record<CaseFileType, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
};
export const CASE_FILE_EXTENSIONS: Record<CaseFileType, string> = { pdf: "pdf", jpeg: "jpg", png: "png", webp: "webp", heic: "heic" };
/** The file input's hint to the phone's picker (the server checks the bytes, not this). */
export const CASE_FILE_ACCEPT =
  ".pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif";

export type CaseFileKind = "report" | "passport";

/** A case's reference as patients read it: "IC-" and six characters without look-alikes. */
export const CASE_REFERENCE = /^IC-[2-9A-HJ-NP-Z]{6}$/;
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export function caseReferenceFrom(bytes: Uint8Array): string {
  let out = "IC-";
  for (let i = 0; i < 6; i++) out += REFERENCE_ALPHABET[bytes[i]! % REFERENCE_ALPHABET.length];
  return out;
}

/** Up to two people travelling with the patient (India's e-Medical Attendant visas). */
export const MAX_ATTENDANTS = 2;

/** The version of the words a patient agrees to for their health documents. */
export const CASE_CONSENT_VERSION = "case-documents-2026-12";
