// The staff desk's queue (issue 48 item 3): cases by state with each state's count, newest or
// most overdue first, each with its clocks, its people and whether the patient wrote; the
// count of overdue clocks for the admin menu; and the staff a case may be assigned to.
import { countryLabel } from "~/lib/country-label";
import { and, asc, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  type CaseClockHours,
  type CaseState,
  CASE_STATES,
  FINISHED_STATES,
  firstAnswerClock,
  planClock,
  type StateChange,
} from "~/lib/case-desk";
import {
  byUrgency,
  clockView,
  type ClockView,
  isOverdue,
  patientWrote,
  QUEUE_PAGE_SIZE,
  type QueueFilter,
  statesOf,
  urgencyOf,
} from "~/lib/case-queue";
import { can, type Role } from "~/lib/permissions";
import type { Db } from "../db/client.server";
import { caseEvents, caseFiles, caseMessages, cases, users } from "../db/schema.server";
import type { HealthKey } from "../health-data/seal.server";
import { openCaseDetails } from "./case-records.server";

const HOUR = 3_600_000;

/** One row of the queue, ready to show. */
export interface QueueRow {
  id: number;
  reference: string;
  patientName: string;
  country: string | null;
  locale: string;
  state: CaseState;
  manager: string | null;
  doctor: string | null;
  firstAnswer: ClockView;
  plan: ClockView;
  overdue: boolean;
  patientWrote: boolean;
  files: number;
  submittedAt: string;
}

export interface Queue {
  counts: Record<CaseState, number>;
  /** Cases the filter lets through. */
  total: number;
  rows: QueueRow[];
  page: number;
  pages: number;
}

/** Each case's changes of state, oldest first (what the clocks read). */
async function stateChanges(db: Db, caseIds: readonly number[]): Promise<Map<number, StateChange[]>> {
  const out = new Map<number, StateChange[]>();
  if (caseIds.length === 0) return out;
  const rows = await db
    .select({ caseId: caseEvents.caseId, toValue: caseEvents.toValue, at: caseEvents.at })
    .from(caseEvents)
    .where(and(inArray(caseEvents.caseId, [...caseIds]), eq(caseEvents.kind, "state")))
    .orderBy(asc(caseEvents.at), asc(caseEvents.id));
  for (const row of rows) {
    if (!row.toValue) continue;
    const list = out.get(row.caseId) ?? [];
    list.push({ to: row.toValue as CaseState, at: row.at });
    out.set(row.caseId, list);
  }
  return out;
}

interface ClockInput {
  id: number;
  submittedAt: Date;
  firstAnsweredAt: Date | null;
  planSentAt: Date | null;
}

function clocksOf(c: ClockInput, changes: readonly StateChange[], hours: CaseClockHours, now: Date) {
  const facts = { submittedAt: c.submittedAt, firstAnsweredAt: c.firstAnsweredAt, planSentAt: c.planSentAt, changes };
  return { firstAnswer: firstAnswerClock(facts, hours, now), plan: planClock(facts, hours, now) };
}

export async function countByState(db: Db): Promise<Record<CaseState, number>> {
  const rows = await db
    .select({ state: cases.state, n: sql<number>`count(*)::int` })
    .from(cases)
    .groupBy(cases.state);
  const counts = Object.fromEntries(CASE_STATES.map((s) => [s, 0])) as Record<CaseState, number>;
  for (const row of rows) counts[row.state] = row.n;
  return counts;
}

/** The queue as a filter asks for it (the page's cases opened, none other). */
export async function listQueue(db: Db, key: HealthKey, filter: QueueFilter, hours: CaseClockHours, now: Date): Promise<Queue> {
  const counts = await countByState(db);
  const states = statesOf(filter.state);
  const total = states.reduce((sum, s) => sum + counts[s], 0);
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const offset = (page - 1) * QUEUE_PAGE_SIZE;
  const where = inArray(cases.state, [...states]);

  let ids: number[];
  if (filter.sort === "overdue") {
    // Only a case still open owes anything; the finished ones follow, newest first.
    const light = await db
      .select({
        id: cases.id,
        state: cases.state,
        submittedAt: cases.submittedAt,
        firstAnsweredAt: cases.firstAnsweredAt,
        planSentAt: cases.planSentAt,
      })
      .from(cases)
      .where(where);
    const open = light.filter((c) => !FINISHED_STATES.includes(c.state));
    const changes = await stateChanges(
      db,
      open.map((c) => c.id),
    );
    const ranked = light
      .map((c) => {
        if (FINISHED_STATES.includes(c.state)) return { ...c, urgency: Number.NEGATIVE_INFINITY };
        const clocks = clocksOf(c, changes.get(c.id) ?? [], hours, now);
        return { ...c, urgency: urgencyOf([clocks.firstAnswer, clocks.plan]) };
      })
      .sort(byUrgency);
    ids = ranked.slice(offset, offset + QUEUE_PAGE_SIZE).map((c) => c.id);
  } else {
    const rows = await db
      .select({ id: cases.id })
      .from(cases)
      .where(where)
      .orderBy(desc(cases.submittedAt), desc(cases.id))
      .limit(QUEUE_PAGE_SIZE)
      .offset(offset);
    ids = rows.map((r) => r.id);
  }
  if (ids.length === 0) return { counts, total, rows: [], page, pages };

  const lastStaffMessage = db
    .select({ caseId: caseMessages.caseId, at: sql<Date>`max(${caseMessages.createdAt})`.as("last_at") })
    .from(caseMessages)
    .where(and(inArray(caseMessages.caseId, ids), eq(caseMessages.kind, "to_patient")))
    .groupBy(caseMessages.caseId)
    .as("last_staff");
  const fileCounts = db
    .select({ caseId: caseFiles.caseId, n: sql<number>`count(*)::int`.as("n") })
    .from(caseFiles)
    .where(inArray(caseFiles.caseId, ids))
    .groupBy(caseFiles.caseId)
    .as("file_counts");
  const rows = await db
    .select({
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
      patientActivityAt: cases.patientActivityAt,
      lastStaffAt: lastStaffMessage.at,
      files: fileCounts.n,
    })
    .from(cases)
    .leftJoin(lastStaffMessage, eq(lastStaffMessage.caseId, cases.id))
    .leftJoin(fileCounts, eq(fileCounts.caseId, cases.id))
    .where(inArray(cases.id, ids));
  const changes = await stateChanges(db, ids);
  const names = await userNames(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: QueueRow[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (!r) continue;
    const clocks = clocksOf(r, changes.get(r.id) ?? [], hours, now);
    // A raw max() comes back as text on some drivers.
    const lastStaffAt = r.lastStaffAt === null ? null : new Date(r.lastStaffAt);
    out.push({
      id: r.id,
      reference: r.reference,
      patientName: openCaseDetails(key, r.details, r.reference).patientName,
      country: countryLabel(r.country),
      locale: r.locale,
      state: r.state,
      manager: r.managerId === null ? null : (names.get(r.managerId) ?? null),
      doctor: r.doctorId === null ? null : (names.get(r.doctorId) ?? null),
      firstAnswer: clockView(clocks.firstAnswer),
      plan: clockView(clocks.plan),
      overdue: isOverdue(clocks.firstAnswer) || isOverdue(clocks.plan),
      patientWrote: patientWrote(r, lastStaffAt),
      files: r.files ?? 0,
      submittedAt: r.submittedAt.toISOString(),
    });
  }
  return { counts, total, rows: out, page, pages };
}

/**
 * How many clocks are overdue now (the admin menu's count). Cheap: the database picks the cases
 * that could be late (a pause only ever moves a due moment later), and only those are read.
 */
export async function overdueClockCount(db: Db, hours: CaseClockHours, now: Date): Promise<number> {
  const firstAnswerDue = new Date(now.getTime() - hours.firstAnswer * HOUR);
  const planDue = new Date(now.getTime() - hours.plan * HOUR);
  const open = inArray(
    cases.state,
    CASE_STATES.filter((s) => !FINISHED_STATES.includes(s)),
  );
  const [first] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cases)
    .where(and(open, isNull(cases.firstAnsweredAt), lt(cases.submittedAt, firstAnswerDue)));
  const candidates = await db
    .select({ id: cases.id, submittedAt: cases.submittedAt, firstAnsweredAt: cases.firstAnsweredAt, planSentAt: cases.planSentAt })
    .from(cases)
    .where(
      and(
        eq(cases.state, "under_review"),
        isNull(cases.planSentAt),
        sql`exists (select 1 from ${caseEvents} where ${caseEvents.caseId} = ${cases.id} and ${caseEvents.kind} = 'state' and ${caseEvents.toValue} = 'under_review' and ${caseEvents.at} < ${planDue.toISOString()}::timestamptz)`,
      ),
    );
  const changes = await stateChanges(
    db,
    candidates.map((c) => c.id),
  );
  const plans = candidates.filter((c) => isOverdue(clocksOf(c, changes.get(c.id) ?? [], hours, now).plan)).length;
  return (first?.n ?? 0) + plans;
}

/** Every staff member's name by id (disabled ones too: the history names who did what). */
export async function userNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: users.id, username: users.username }).from(users);
  return new Map(rows.map((r) => [r.id, r.username]));
}

export interface StaffChoice {
  id: number;
  username: string;
}

/** Who may be a case's manager (active staff who run the desk) and its reviewing doctor. */
export async function assignableStaff(db: Db): Promise<{ managers: StaffChoice[]; doctors: StaffChoice[] }> {
  const rows = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(isNull(users.disabledAt))
    .orderBy(asc(sql`lower(${users.username})`));
  const pick = (ok: (role: Role) => boolean) => rows.filter((r) => ok(r.role)).map(({ id, username }) => ({ id, username }));
  return {
    managers: pick((role) => can(role, "cases:manage")),
    doctors: pick((role) => can(role, "cases:review")),
  };
}
