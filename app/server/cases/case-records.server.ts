// A case's rows (issue 48; docs/decisions/094): made, read and changed here only, so every
// sealed value is sealed and opened with the same binding, every change of state leaves its
// event (the clocks read them), and every deletion leaves its files' keys for the clean-up.
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  type CaseClockFacts,
  type CaseClockHours,
  type CaseState,
  canMove,
  CASE_CLOCK_BOUNDS,
  CASE_CLOCK_SETTING,
  CASE_CONSENT_VERSION,
  caseReferenceFrom,
  DEFAULT_CASE_CLOCK_HOURS,
  FINISHED_STATES,
} from "~/lib/case-desk";
import type { CaseDetails } from "~/lib/case-details";
import type { Db } from "../db/client.server";
import {
  type CaseFileKind,
  type CaseMessageKind,
  type CaseNoticeKind,
  caseEvents,
  caseFiles,
  caseFileViews,
  caseMessages,
  caseNotices,
  cases,
  healthDocumentDeletions,
  settings,
  visaLetters,
} from "../db/schema.server";
import type { StoredDocument } from "../health-data/documents.server";
import { caseNoticesQueued } from "./case-notice-wake.server";
import { type HealthKey, open, seal } from "../health-data/seal.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

const detailsBound = (reference: string) => `case:${reference}`;
const fileNameBound = (storageKey: string) => `case-file:${storageKey}`;
const messageBound = (reference: string) => `case-message:${reference}`;
const missingBound = (reference: string) => `case-missing:${reference}`;

export const sealCaseDetails = (key: HealthKey, details: CaseDetails, reference: string) => seal(key, details, detailsBound(reference));
export const openCaseDetails = (key: HealthKey, sealed: string, reference: string) =>
  open(key, sealed, detailsBound(reference)) as CaseDetails;

/** A file as the case holds it: its name opened, its bytes still in the store. */
export interface CaseFileRow {
  id: number;
  kind: CaseFileKind;
  name: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: number | null;
  createdAt: Date;
}

export interface CaseMessageRow {
  id: number;
  kind: CaseMessageKind;
  userId: number | null;
  body: string;
  createdAt: Date;
}

export interface CaseRecord {
  id: number;
  reference: string;
  state: CaseState;
  locale: string;
  country: string | null;
  details: CaseDetails;
  managerId: number | null;
  doctorId: number | null;
  submittedAt: Date;
  firstAnsweredAt: Date | null;
  planSentAt: Date | null;
  acceptedAt: Date | null;
  /** The arrival the patient or staff told (its flight and note are read by case-arrival). */
  arrivalAt: Date | null;
  finishedAt: Date | null;
  linkVersion: number;
  patientActivityAt: Date | null;
  /** What staff asked the patient to send, opened; null when nothing is missing. */
  missing: string | null;
  consentGivenAt: Date;
  consentVersion: string;
}

export interface NewCase {
  details: CaseDetails;
  locale: string;
  country: string | null;
  files: { name: string; stored: StoredDocument }[];
  /** Files among `files` that an earlier, refused sending stored (holdPendingFiles). */
  pendingKeys?: readonly string[];
  now: Date;
}

/** A file the patient sent, with its name sealed to its storage key. */
function fileValues(key: HealthKey, caseId: number, file: { name: string; stored: StoredDocument }, by: number | null, kind: CaseFileKind) {
  return {
    caseId,
    storageKey: file.stored.storageKey,
    kind,
    name: seal(key, file.name, fileNameBound(file.stored.storageKey)),
    contentType: file.stored.contentType,
    sizeBytes: file.stored.sizeBytes,
    wrappedKey: file.stored.wrappedKey,
    scan: file.stored.scan,
    uploadedBy: by,
  };
}

/**
 * Stores a new case with its files and queues the mail with its private link, in one
 * transaction: the patient's answer is a reference only once all of it is kept.
 */
export async function createCase(db: Db, key: HealthKey, input: NewCase): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; ; attempt++) {
    const reference = caseReferenceFrom(randomBytes(6));
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(cases)
          .values({
            reference,
            locale: input.locale,
            country: input.country,
            details: sealCaseDetails(key, input.details, reference),
            consentGivenAt: input.now,
            consentVersion: CASE_CONSENT_VERSION,
            submittedAt: input.now,
            patientActivityAt: input.now,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning({ id: cases.id });
        const id = row!.id;
        // A held file the clean-up already removed (a form corrected days later) is not the case's.
        const pending = new Set(input.pendingKeys ?? []);
        const held = new Set(await adoptPendingFiles(tx, [...pending]));
        const files = input.files.filter((f) => !pending.has(f.stored.storageKey) || held.has(f.stored.storageKey));
        if (files.length > 0) {
          await tx.insert(caseFiles).values(files.map((f) => ({ ...fileValues(key, id, f, null, "report"), createdAt: input.now })));
        }
        await queueCaseNotice(tx, id, "link", { dedupe: `link:${id}:1`, now: input.now });
        return { id, reference };
      });
    } catch (error) {
      // Six characters of 32 make a clash rare; a clash is another case's reference, so try again.
      if (attempt < 3 && isUniqueViolation(error, "cases_reference_unique")) continue;
      throw error;
    }
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    const name =
      (e as { constraint?: unknown; constraint_name?: unknown }).constraint ?? (e as { constraint_name?: unknown }).constraint_name;
    if (code === "23505" && (name === undefined || name === constraint)) return true;
  }
  return false;
}

const caseColumns = {
  id: cases.id,
  reference: cases.reference,
  state: cases.state,
  locale: cases.locale,
  country: cases.country,
  details: cases.details,
  managerId: cases.managerId,
  doctorId: cases.doctorId,
  submittedAt: cases.submittedAt,
  firstAnsweredAt: cases.firstAnsweredAt,
  planSentAt: cases.planSentAt,
  acceptedAt: cases.acceptedAt,
  arrivalAt: cases.arrivalAt,
  finishedAt: cases.finishedAt,
  linkVersion: cases.linkVersion,
  patientActivityAt: cases.patientActivityAt,
  missing: cases.missing,
  consentGivenAt: cases.consentGivenAt,
  consentVersion: cases.consentVersion,
};

/** The case with its details opened, or null when there is none. */
export async function loadCase(db: Conn, key: HealthKey, where: { id: number } | { reference: string }): Promise<CaseRecord | null> {
  const [row] = await db
    .select(caseColumns)
    .from(cases)
    .where("id" in where ? eq(cases.id, where.id) : eq(cases.reference, where.reference));
  if (!row) return null;
  return {
    ...row,
    details: openCaseDetails(key, row.details, row.reference),
    missing: row.missing === null ? null : (open(key, row.missing, missingBound(row.reference)) as string),
  };
}

export async function listCaseFiles(db: Conn, key: HealthKey, caseId: number): Promise<CaseFileRow[]> {
  const rows = await db
    .select({
      id: caseFiles.id,
      kind: caseFiles.kind,
      name: caseFiles.name,
      storageKey: caseFiles.storageKey,
      contentType: caseFiles.contentType,
      sizeBytes: caseFiles.sizeBytes,
      uploadedBy: caseFiles.uploadedBy,
      createdAt: caseFiles.createdAt,
    })
    .from(caseFiles)
    .where(eq(caseFiles.caseId, caseId))
    .orderBy(asc(caseFiles.createdAt), asc(caseFiles.id));
  return rows.map(({ storageKey, ...r }) => ({ ...r, name: open(key, r.name, fileNameBound(storageKey)) as string }));
}

/** One file of one case, with what opening its bytes needs; null when it is not that case's. */
export async function findCaseFile(db: Conn, key: HealthKey, caseId: number, fileId: number) {
  const [row] = await db
    .select({
      id: caseFiles.id,
      kind: caseFiles.kind,
      name: caseFiles.name,
      storageKey: caseFiles.storageKey,
      wrappedKey: caseFiles.wrappedKey,
      contentType: caseFiles.contentType,
      sizeBytes: caseFiles.sizeBytes,
    })
    .from(caseFiles)
    .where(and(eq(caseFiles.id, fileId), eq(caseFiles.caseId, caseId)));
  if (!row) return null;
  return { ...row, name: open(key, row.name, fileNameBound(row.storageKey)) as string };
}

export async function countCaseFiles(db: Conn, caseId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(caseFiles)
    .where(eq(caseFiles.caseId, caseId));
  return row?.n ?? 0;
}

/** Files added to a case later: by the patient on their page (`by` null) or by staff. */
export async function addCaseFiles(
  db: Db,
  key: HealthKey,
  caseId: number,
  files: { name: string; stored: StoredDocument }[],
  opts: { by: number | null; kind?: CaseFileKind; now: Date },
): Promise<void> {
  if (files.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(caseFiles)
      .values(files.map((f) => ({ ...fileValues(key, caseId, f, opts.by, opts.kind ?? "report"), createdAt: opts.now })));
    await tx.insert(caseEvents).values({ caseId, kind: "file", userId: opts.by, toValue: String(files.length), at: opts.now });
    if (opts.by === null) await tx.update(cases).set({ patientActivityAt: opts.now, updatedAt: opts.now }).where(eq(cases.id, caseId));
  });
}

/** Every opening of a document, by staff or the patient (who, when, which file). */
export async function logFileView(db: Conn, view: { caseId: number; fileId: number; userId: number | null; now: Date }): Promise<void> {
  await db.insert(caseFileViews).values({
    caseId: view.caseId,
    fileId: view.fileId,
    userId: view.userId,
    byPatient: view.userId === null,
    at: view.now,
  });
}

export async function listFileViews(db: Conn, caseId: number) {
  return db
    .select({
      id: caseFileViews.id,
      fileId: caseFileViews.fileId,
      userId: caseFileViews.userId,
      byPatient: caseFileViews.byPatient,
      at: caseFileViews.at,
    })
    .from(caseFileViews)
    .where(eq(caseFileViews.caseId, caseId))
    .orderBy(asc(caseFileViews.at), asc(caseFileViews.id));
}

export async function listCaseMessages(db: Conn, key: HealthKey, c: { id: number; reference: string }, opts: { withNotes: boolean }) {
  const rows = await db
    .select({
      id: caseMessages.id,
      kind: caseMessages.kind,
      userId: caseMessages.userId,
      body: caseMessages.body,
      createdAt: caseMessages.createdAt,
    })
    .from(caseMessages)
    .where(
      opts.withNotes
        ? eq(caseMessages.caseId, c.id)
        : and(eq(caseMessages.caseId, c.id), inArray(caseMessages.kind, ["to_patient", "from_patient"])),
    )
    .orderBy(asc(caseMessages.createdAt), asc(caseMessages.id));
  return rows.map((r): CaseMessageRow => ({ ...r, body: open(key, r.body, messageBound(c.reference)) as string }));
}

/**
 * A message on the case: staff's to the patient (mailed to them, and the first-answer clock's
 * end), the patient's own (the queue marks it), or an internal note. Returns its id.
 */
export async function addCaseMessage(
  db: Db,
  key: HealthKey,
  c: { id: number; reference: string },
  message: { kind: CaseMessageKind; body: string; userId: number | null; now: Date },
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caseMessages)
      .values({
        caseId: c.id,
        kind: message.kind,
        userId: message.userId,
        body: seal(key, message.body, messageBound(c.reference)),
        createdAt: message.now,
      })
      .returning({ id: caseMessages.id });
    const id = row!.id;
    if (message.kind === "to_patient") {
      await queueCaseNotice(tx, c.id, "message", { dedupe: `message:${id}`, messageId: id, now: message.now });
      await tx
        .update(cases)
        .set({
          firstAnsweredAt: sql`coalesce(${cases.firstAnsweredAt}, ${message.now.toISOString()}::timestamptz)`,
          updatedAt: message.now,
        })
        .where(eq(cases.id, c.id));
    } else if (message.kind === "from_patient") {
      await tx.update(cases).set({ patientActivityAt: message.now, updatedAt: message.now }).where(eq(cases.id, c.id));
    }
    return id;
  });
  if (message.kind === "to_patient") caseNoticesQueued();
  return id;
}

/** A mail to the patient about their case, queued in the caller's transaction (once per dedupe key). */
export async function queueCaseNotice(
  tx: Conn,
  caseId: number,
  kind: CaseNoticeKind,
  opts: { dedupe: string; now: Date; messageId?: number; sealedCode?: string },
): Promise<boolean> {
  const queued = await tx
    .insert(caseNotices)
    .values({
      caseId,
      kind,
      dedupeKey: opts.dedupe,
      messageId: opts.messageId ?? null,
      sealedCode: opts.sealedCode ?? null,
      dueAt: opts.now,
      createdAt: opts.now,
    })
    .onConflictDoNothing()
    .returning({ id: caseNotices.id });
  return queued.length > 0;
}

export type MoveOutcome = { ok: true } | { ok: false; reason: "not-found" | "not-allowed" | "changed" };

/**
 * Moves a case from the state staff saw to another, when that move is allowed by hand. Staff
 * who saw an older state (another tab, a colleague) are told instead of overwriting it.
 */
export async function moveCase(
  db: Db,
  move: { caseId: number; from: CaseState; to: CaseState; userId: number; now: Date },
): Promise<MoveOutcome> {
  if (!canMove(move.from, move.to)) return { ok: false, reason: "not-allowed" };
  return db.transaction(async (tx) => {
    const finished = FINISHED_STATES.includes(move.to);
    const updated = await tx
      .update(cases)
      .set({
        state: move.to,
        finishedAt: finished ? move.now : null,
        // Staff's first move (asking for records, starting the review) answers the patient.
        firstAnsweredAt: sql`coalesce(${cases.firstAnsweredAt}, ${move.now.toISOString()}::timestamptz)`,
        updatedAt: move.now,
      })
      .where(and(eq(cases.id, move.caseId), eq(cases.state, move.from)))
      .returning({ id: cases.id });
    if (updated.length === 0) {
      const [exists] = await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, move.caseId));
      return { ok: false, reason: exists ? "changed" : "not-found" };
    }
    await tx
      .insert(caseEvents)
      .values({ caseId: move.caseId, kind: "state", userId: move.userId, fromValue: move.from, toValue: move.to, at: move.now });
    return { ok: true };
  });
}

/** Who works on the case: its manager or its reviewing doctor (null: nobody). */
export async function assignCase(
  db: Db,
  change: { caseId: number; role: "manager" | "doctor"; to: number | null; userId: number; now: Date },
) {
  return db.transaction(async (tx) => {
    const column = change.role === "manager" ? cases.managerId : cases.doctorId;
    const [before] = await tx.select({ value: column }).from(cases).where(eq(cases.id, change.caseId)).for("update");
    if (!before) return false;
    if (before.value === change.to) return true;
    await tx
      .update(cases)
      .set(change.role === "manager" ? { managerId: change.to, updatedAt: change.now } : { doctorId: change.to, updatedAt: change.now })
      .where(eq(cases.id, change.caseId));
    await tx.insert(caseEvents).values({
      caseId: change.caseId,
      kind: change.role,
      userId: change.userId,
      fromValue: before.value === null ? null : String(before.value),
      toValue: change.to === null ? null : String(change.to),
      at: change.now,
    });
    return true;
  });
}

export async function listCaseEvents(db: Conn, caseId: number) {
  return db
    .select({
      id: caseEvents.id,
      kind: caseEvents.kind,
      userId: caseEvents.userId,
      fromValue: caseEvents.fromValue,
      toValue: caseEvents.toValue,
      at: caseEvents.at,
    })
    .from(caseEvents)
    .where(eq(caseEvents.caseId, caseId))
    .orderBy(asc(caseEvents.at), asc(caseEvents.id));
}

/** What the clocks read of a case: its moments and its changes of state. */
export function clockFacts(
  c: Pick<CaseRecord, "submittedAt" | "firstAnsweredAt" | "planSentAt">,
  events: readonly { kind: string; toValue: string | null; at: Date }[],
): CaseClockFacts {
  return {
    submittedAt: c.submittedAt,
    firstAnsweredAt: c.firstAnsweredAt,
    planSentAt: c.planSentAt,
    changes: events.filter((e) => e.kind === "state" && e.toValue).map((e) => ({ to: e.toValue as CaseState, at: e.at })),
  };
}

const inBounds = (n: unknown): n is number =>
  typeof n === "number" && Number.isInteger(n) && n >= CASE_CLOCK_BOUNDS.min && n <= CASE_CLOCK_BOUNDS.max;

export async function readClockHours(db: Conn): Promise<CaseClockHours> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CASE_CLOCK_SETTING));
  const value = row?.value as Partial<CaseClockHours> | undefined;
  return {
    firstAnswer: inBounds(value?.firstAnswer) ? value.firstAnswer : DEFAULT_CASE_CLOCK_HOURS.firstAnswer,
    plan: inBounds(value?.plan) ? value.plan : DEFAULT_CASE_CLOCK_HOURS.plan,
  };
}

export async function writeClockHours(db: Conn, hours: CaseClockHours): Promise<void> {
  await db
    .insert(settings)
    .values({ key: CASE_CLOCK_SETTING, value: hours })
    .onConflictDoUpdate({ target: settings.key, set: { value: hours } });
}

/**
 * Deletes cases and everything they hold, leaving their files' storage keys for the clean-up
 * (jobs/health-document-deletions.server.ts) in the same transaction: the bytes leave the disk or
 * the bucket after the rows, and a storage that fails meanwhile is tried again.
 */
export async function deleteCases(tx: Conn, caseIds: readonly number[]): Promise<number> {
  if (caseIds.length === 0) return 0;
  await tx.execute(
    sql`insert into ${healthDocumentDeletions} (storage_key) select ${caseFiles.storageKey} from ${caseFiles} where ${inArray(caseFiles.caseId, [...caseIds])} on conflict do nothing`,
  );
  // The letters register keeps each serial and its revocation (/verify answers for years), never
  // what a letter said about a patient whose case is gone.
  await tx
    .update(visaLetters)
    .set({ body: null })
    .where(and(inArray(visaLetters.caseId, [...caseIds]), isNotNull(visaLetters.body)));
  const deleted = await tx
    .delete(cases)
    .where(inArray(cases.id, [...caseIds]))
    .returning({ id: cases.id });
  return deleted.length;
}

/** How long a file sent with a form that came back with a mistake waits for the corrected form. */
export const PENDING_FILE_HOURS = 24;

/**
 * Files stored for a form that came back with a mistake: the clean-up removes them after
 * PENDING_FILE_HOURS unless the corrected form adopts them first (adoptPendingFiles), so a
 * patient who fixes one field does not send their reports again, and one who leaves leaves nothing.
 */
export async function holdPendingFiles(db: Conn, storageKeys: readonly string[], now: Date): Promise<void> {
  if (storageKeys.length === 0) return;
  const dueAt = new Date(now.getTime() + PENDING_FILE_HOURS * 3_600_000);
  await db
    .insert(healthDocumentDeletions)
    .values(storageKeys.map((storageKey) => ({ storageKey, dueAt, createdAt: now })))
    .onConflictDoNothing();
}

/** Takes back files held by holdPendingFiles; returns the keys still held (those not yet removed). */
export async function adoptPendingFiles(tx: Conn, storageKeys: readonly string[]): Promise<string[]> {
  if (storageKeys.length === 0) return [];
  const rows = await tx
    .delete(healthDocumentDeletions)
    .where(inArray(healthDocumentDeletions.storageKey, [...storageKeys]))
    .returning({ storageKey: healthDocumentDeletions.storageKey });
  return rows.map((r) => r.storageKey);
}

/** Sets (or clears, with null) what the case page lists as still missing. */
export async function setCaseMissing(db: Conn, key: HealthKey, c: { id: number; reference: string }, missing: string | null, now: Date) {
  await db
    .update(cases)
    .set({ missing: missing === null ? null : seal(key, missing, missingBound(c.reference)), updatedAt: now })
    .where(eq(cases.id, c.id));
}
