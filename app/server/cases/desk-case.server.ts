// One case on the staff desk (issue 48 item 3): what its page shows (the patient's details,
// its clocks, the conversation, its files and who opened them, its history) and the changes
// staff make to it (moves, assignment, notes, messages to the patient), each in one
// transaction with its audit line. Audit lines name the case's reference, never the patient
// or what was written.
import { countryLabel } from "~/lib/country-label";
import { type CaseClockHours, type CaseState, CASE_STATE_LABELS, firstAnswerClock, manualMoves, planClock } from "~/lib/case-desk";
import { clockView, type ClockView, fileSizeText, fileTypeText } from "~/lib/case-queue";
import { LOCALE_INFO } from "~/i18n/locales";
import { formatIndiaTime } from "~/lib/inquiry-inbox";
import { can, type Role } from "~/lib/permissions";
import type { Db } from "../db/client.server";
import type { HealthKey } from "../health-data/seal.server";
import { recordAudit } from "../repos/admin-inquiries.server";
import {
  addCaseMessage,
  assignCase,
  type CaseRecord,
  clockFacts,
  listCaseEvents,
  listCaseFiles,
  listCaseMessages,
  listFileViews,
  loadCase,
  moveCase,
  type MoveOutcome,
  setCaseMissing,
} from "./case-records.server";
import { assignableStaff, type StaffChoice, userNames } from "./desk-queue.server";

export interface DeskClock extends ClockView {
  /** "12 Mar 2027, 3:45 pm IST", or null when the clock has no due moment. */
  dueText: string | null;
}

export interface CaseDeskView {
  id: number;
  reference: string;
  state: CaseState;
  stateLabel: string;
  language: string;
  country: string | null;
  submitted: string;
  submittedAt: string;
  details: {
    patientName: string;
    age: number;
    writtenBy: string;
    condition: string;
    currentState: string;
    treatmentsSoFar: string;
    medicines: string;
    allergies: string;
    travel: string;
    attendants: { name: string; relation: string }[];
    email: string;
    whatsapp: string;
  };
  missing: string | null;
  managerId: number | null;
  doctorId: number | null;
  manager: string | null;
  doctor: string | null;
  clocks: { firstAnswer: DeskClock; plan: DeskClock };
  moves: { to: CaseState; label: string }[];
  conversation: { id: number; kind: "to_patient" | "from_patient" | "note"; author: string; body: string; at: string; when: string }[];
  files: { id: number; name: string; type: string; size: string; when: string; at: string; sender: string; href: string | null }[];
  /** Who opened which document when; null for staff who may not open documents. */
  views: { id: number; who: string; file: string; when: string; at: string }[] | null;
  history: { id: number; text: string; who: string; when: string; at: string }[];
  canDocuments: boolean;
  choices: { managers: StaffChoice[]; doctors: StaffChoice[] };
}

const monthFormat = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });

/** "Feb 2027 to Mar 2027" from the form's months ("2027-02"); either end may be empty. */
export function travelText(from: string, to: string): string {
  const month = (value: string) => {
    const m = /^(\d{4})-(\d{2})$/.exec(value);
    return m ? monthFormat.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1))) : value;
  };
  if (from && to) return from === to ? month(from) : `${month(from)} to ${month(to)}`;
  if (from) return `From ${month(from)}`;
  if (to) return `By ${month(to)}`;
  return "Not given";
}

const languageOf = (locale: string) => (locale in LOCALE_INFO ? LOCALE_INFO[locale as keyof typeof LOCALE_INFO].englishName : locale);

const deskClock = (view: ClockView): DeskClock => ({ ...view, dueText: view.dueAt ? formatIndiaTime(new Date(view.dueAt)) : null });

function eventText(e: { kind: string; fromValue: string | null; toValue: string | null }, names: Map<number, string>): string {
  const person = (value: string | null) => (value === null ? null : (names.get(Number(value)) ?? "a former staff member"));
  const label = (value: string | null) => (value && value in CASE_STATE_LABELS ? CASE_STATE_LABELS[value as CaseState] : (value ?? "?"));
  switch (e.kind) {
    case "state":
      return `Moved from ${label(e.fromValue)} to ${label(e.toValue)}`;
    case "manager":
      return person(e.toValue) ? `Case manager: ${person(e.toValue)}` : "Case manager removed";
    case "doctor":
      return person(e.toValue) ? `Reviewing doctor: ${person(e.toValue)}` : "Reviewing doctor removed";
    case "file": {
      const n = Number(e.toValue ?? 1);
      return `${n} ${n === 1 ? "file" : "files"} added`;
    }
    case "link":
      return "A new private link was sent to the patient";
    default:
      return e.kind;
  }
}

/** The case as its desk page shows it to this staff member; null when there is none. */
export async function caseDeskView(
  db: Db,
  key: HealthKey,
  id: number,
  viewer: { role: Role },
  hours: CaseClockHours,
  now: Date,
): Promise<CaseDeskView | null> {
  const c = await loadCase(db, key, { id });
  if (!c) return null;
  const canDocuments = can(viewer.role, "cases:documents");
  const [events, messages, files, views, names, choices] = await Promise.all([
    listCaseEvents(db, id),
    listCaseMessages(db, key, c, { withNotes: true }),
    listCaseFiles(db, key, id),
    canDocuments ? listFileViews(db, id) : Promise.resolve(null),
    userNames(db),
    assignableStaff(db),
  ]);
  const facts = clockFacts(c, events);
  // Read after "by" or "sent by": lower case.
  const who = (userId: number | null, patient = "the patient") =>
    userId === null ? patient : (names.get(userId) ?? "a former staff member");
  const fileNames = new Map(files.map((f) => [f.id, f.name]));
  const d = c.details;
  return {
    id: c.id,
    reference: c.reference,
    state: c.state,
    stateLabel: CASE_STATE_LABELS[c.state],
    language: languageOf(c.locale),
    country: countryLabel(c.country),
    submitted: formatIndiaTime(c.submittedAt),
    submittedAt: c.submittedAt.toISOString(),
    details: {
      patientName: d.patientName,
      age: d.age,
      writtenBy: d.writtenBy,
      condition: d.condition,
      currentState: d.currentState,
      treatmentsSoFar: d.treatmentsSoFar,
      medicines: d.medicines,
      allergies: d.allergies,
      travel: travelText(d.travelFrom, d.travelTo),
      attendants: d.attendants,
      email: d.email,
      whatsapp: d.whatsapp,
    },
    missing: c.missing,
    managerId: c.managerId,
    doctorId: c.doctorId,
    manager: c.managerId === null ? null : who(c.managerId),
    doctor: c.doctorId === null ? null : who(c.doctorId),
    clocks: {
      firstAnswer: deskClock(clockView(firstAnswerClock(facts, hours, now))),
      plan: deskClock(clockView(planClock(facts, hours, now))),
    },
    moves: manualMoves(c.state).map((to) => ({ to, label: CASE_STATE_LABELS[to] })),
    conversation: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      author: who(m.userId),
      body: m.body,
      at: m.createdAt.toISOString(),
      when: formatIndiaTime(m.createdAt),
    })),
    files: files.map((f) => ({
      id: f.id,
      name: f.name,
      type: `${fileTypeText(f.contentType)}${f.kind === "passport" ? " (passport)" : ""}`,
      size: fileSizeText(f.sizeBytes),
      when: formatIndiaTime(f.createdAt),
      at: f.createdAt.toISOString(),
      sender: who(f.uploadedBy),
      href: canDocuments ? `/admin/cases/${c.id}/files/${f.id}` : null,
    })),
    views:
      views?.map((v) => ({
        id: v.id,
        who: v.byPatient ? "The patient" : v.userId === null ? "A former staff member" : who(v.userId),
        file: v.fileId === null ? "A file since removed" : (fileNames.get(v.fileId) ?? "A file since removed"),
        when: formatIndiaTime(v.at),
        at: v.at.toISOString(),
      })) ?? null,
    history: events.map((e) => ({
      id: e.id,
      text: eventText(e, names),
      who: e.userId === null ? (e.kind === "file" ? "the patient" : "the site") : who(e.userId),
      when: formatIndiaTime(e.at),
      at: e.at.toISOString(),
    })),
    canDocuments,
    choices,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface Staff {
  id: number;
}

/**
 * Runs one desk change in a transaction, with its audit line when it happened. The case-record
 * helpers open transactions of their own; inside this one they are savepoints.
 */
async function deskWrite<T>(
  db: Db,
  staff: Staff,
  write: (tx: Db) => Promise<{ result: T; audit: { action: string; caseId: number; summary: string } | null }>,
): Promise<T> {
  return db.transaction(async (tx: Tx) => {
    const { result, audit } = await write(tx as unknown as Db);
    if (audit) {
      await recordAudit(tx, {
        userId: staff.id,
        action: audit.action,
        entity: "case",
        entityId: String(audit.caseId),
        summary: audit.summary,
      });
    }
    return result;
  });
}

export type DeskMoveOutcome = MoveOutcome | { ok: false; reason: "missing-required" };

/**
 * Moves a case from the state staff saw. Into "records incomplete", what is missing is kept on
 * the case and sent to the patient as a message (mailed in their language); out of it, it is
 * cleared. A state changed meanwhile (another tab, a colleague) is said, not overwritten.
 */
export async function moveDeskCase(
  db: Db,
  key: HealthKey,
  c: Pick<CaseRecord, "id" | "reference">,
  move: { from: CaseState; to: CaseState; missing: string; staff: Staff; now: Date },
): Promise<DeskMoveOutcome> {
  if (move.to === "records_incomplete" && move.missing.trim() === "") return { ok: false, reason: "missing-required" };
  return deskWrite<MoveOutcome>(db, move.staff, async (tx) => {
    const outcome = await moveCase(tx, { caseId: c.id, from: move.from, to: move.to, userId: move.staff.id, now: move.now });
    if (!outcome.ok) return { result: outcome, audit: null };
    if (move.to === "records_incomplete") {
      await setCaseMissing(tx, key, c, move.missing.trim(), move.now);
      await addCaseMessage(tx, key, c, { kind: "to_patient", body: move.missing.trim(), userId: move.staff.id, now: move.now });
    } else if (move.from === "records_incomplete") {
      await setCaseMissing(tx, key, c, null, move.now);
    }
    return {
      result: outcome,
      audit: { action: "status", caseId: c.id, summary: `moved case ${c.reference} to ${CASE_STATE_LABELS[move.to]}` },
    };
  });
}

export type AssignOutcome = { ok: true; changed: boolean } | { ok: false; field: "manager" | "doctor"; message: string };

/** Sets the case's manager and reviewing doctor (each from those who may be one, or nobody). */
export async function assignDeskCase(
  db: Db,
  c: Pick<CaseRecord, "id" | "reference" | "managerId" | "doctorId">,
  change: { manager: number | null; doctor: number | null; staff: Staff; now: Date },
): Promise<AssignOutcome> {
  const { managers, doctors } = await assignableStaff(db);
  // Someone no longer on the list (disabled, or a changed role) may stay where they are.
  if (change.manager !== null && change.manager !== c.managerId && !managers.some((m) => m.id === change.manager)) {
    return { ok: false, field: "manager", message: "Choose an active staff member who runs the case desk." };
  }
  if (change.doctor !== null && change.doctor !== c.doctorId && !doctors.some((m) => m.id === change.doctor)) {
    return { ok: false, field: "doctor", message: "Choose an active doctor or admin: only they review cases." };
  }
  return deskWrite<AssignOutcome>(db, change.staff, async (tx) => {
    const changed: string[] = [];
    for (const role of ["manager", "doctor"] as const) {
      const to = change[role];
      const before = role === "manager" ? c.managerId : c.doctorId;
      if (to === before) continue;
      await assignCase(tx, { caseId: c.id, role, to, userId: change.staff.id, now: change.now });
      changed.push(role === "manager" ? "case manager" : "reviewing doctor");
    }
    if (changed.length === 0) return { result: { ok: true, changed: false }, audit: null };
    return {
      result: { ok: true, changed: true },
      audit: { action: "update", caseId: c.id, summary: `assigned case ${c.reference} (${changed.join(", ")})` },
    };
  });
}

/** An internal note (never shown to the patient) or a message to the patient (mailed to them). */
export async function writeDeskMessage(
  db: Db,
  key: HealthKey,
  c: Pick<CaseRecord, "id" | "reference">,
  message: { kind: "note" | "to_patient"; body: string; staff: Staff; now: Date },
): Promise<number> {
  return deskWrite(db, message.staff, async (tx) => {
    const id = await addCaseMessage(tx, key, c, { kind: message.kind, body: message.body, userId: message.staff.id, now: message.now });
    return {
      result: id,
      audit: {
        action: "create",
        caseId: c.id,
        summary: message.kind === "note" ? `wrote an internal note on case ${c.reference}` : `sent a message on case ${c.reference}`,
      },
    };
  });
}
