// The desk's part of an arrival (issue 48 item 6): what the case page shows of it (the arrival,
// the pickup and Form C with their clocks, the link that books the plan's sessions) and the
// intents its action hands over (`arrival`, `arrived`, `task-done`).
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { CaseState } from "~/lib/case-desk";
import type { PlanBody } from "~/lib/case-estimate";
import { CASE_TASK_LABELS, type CaseTaskKind, taskClock, type TaskClock } from "~/lib/case-tasks";
import { formatIndiaTime } from "~/lib/inquiry-inbox";
import { dateToClinicLocal } from "~/lib/clinic-view";
import { countryLabel } from "~/lib/country-label";
import { SERIES_MAX } from "~/lib/front-desk-series";
import { can, type Role } from "~/lib/permissions";
import type { Db } from "../db/client.server";
import { casePlans } from "../db/schema.server";
import { type HealthKey, open } from "../health-data/seal.server";
import {
  ARRIVAL_STATES,
  arrivalInput,
  arrivalInstant,
  completeTask,
  listTasks,
  markArrived,
  readArrival,
  recordArrival,
} from "./case-arrival.server";
import { type CaseRecord, loadCase } from "./case-records.server";

const INTENTS = ["arrival", "arrived", "task-done"] as const;
type ArrivalIntent = (typeof INTENTS)[number];
export const isArrivalIntent = (value: unknown): value is ArrivalIntent => (INTENTS as readonly unknown[]).includes(value);

/** Where the arrival card is shown: from the accepted plan on, while the case is open. */
const SHOWN: readonly CaseState[] = [...ARRIVAL_STATES, "arrived"];

export interface ArrivalCardView {
  state: CaseState;
  canRecord: boolean;
  canMarkArrived: boolean;
  arrival: { when: string; date: string; time: string; flight: string; note: string } | null;
  tasks: { kind: CaseTaskKind; label: string; due: string; clock: TaskClock; done: string | null }[];
  /** The series form, filled from the case and its accepted plan (front desk's permission). */
  bookHref: string | null;
  sessions: number | null;
}

/** The arrival's India day and time, as the form's two fields hold them. */
const indiaParts = (at: Date) => {
  const [date = "", time = ""] = dateToClinicLocal(at).split("T");
  return { date, time };
};

/** The sessions of the case's accepted plan (null when none was accepted). */
export async function acceptedPlanSessions(db: Db, key: HealthKey, c: { id: number; reference: string }): Promise<number | null> {
  const [plan] = await db
    .select({ version: casePlans.version, body: casePlans.body })
    .from(casePlans)
    .where(and(eq(casePlans.caseId, c.id), isNotNull(casePlans.acceptedAt)))
    .orderBy(desc(casePlans.version))
    .limit(1);
  if (!plan) return null;
  const body = open(key, plan.body, `case-plan:${c.reference}:${plan.version}`) as PlanBody;
  return body.therapies.reduce((n, t) => n + t.sessions, 0);
}

export async function arrivalView(
  db: Db,
  key: HealthKey,
  c: Pick<CaseRecord, "id" | "reference" | "state">,
  user: { role: Role },
  now: Date,
): Promise<ArrivalCardView | null> {
  if (!SHOWN.includes(c.state)) return null;
  const [arrival, tasks, sessions] = await Promise.all([
    readArrival(db, key, c.id),
    listTasks(db, [c.id]),
    acceptedPlanSessions(db, key, c),
  ]);
  return {
    state: c.state,
    canRecord: ARRIVAL_STATES.includes(c.state),
    canMarkArrived: c.state === "travel_booked",
    arrival: arrival ? { when: formatIndiaTime(arrival.at), ...indiaParts(arrival.at), ...arrival.details } : null,
    tasks: tasks.map((t) => ({
      kind: t.kind,
      label: CASE_TASK_LABELS[t.kind],
      due: formatIndiaTime(t.dueAt),
      clock: taskClock(t, now),
      done: t.doneAt ? formatIndiaTime(t.doneAt) : null,
    })),
    bookHref: sessions && can(user.role, "inquiries:manage") ? `/admin/appointments/series?case=${c.id}` : null,
    sessions,
  };
}

export type ArrivalActionOutcome =
  { ok: true; toast: string } | { ok: false; status: number; errors: Partial<Record<string, string>>; values: Record<string, string> };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

export async function arrivalAction(
  db: Db,
  key: HealthKey,
  c: Pick<CaseRecord, "id" | "reference">,
  user: { id: number },
  form: FormData,
  now: Date,
): Promise<ArrivalActionOutcome> {
  const intent = text(form, "intent") as ArrivalIntent;
  const wrongState = (values: Record<string, string> = {}): ArrivalActionOutcome => ({
    ok: false,
    status: 409,
    errors: { form: `${c.reference} is not at that step any more: the page shows where it is now.` },
    values,
  });
  if (intent === "arrival") {
    const values = { date: text(form, "date"), time: text(form, "time"), flight: text(form, "flight"), note: text(form, "note") };
    const parsed = arrivalInput.safeParse(values);
    const at = parsed.success ? arrivalInstant(parsed.data) : null;
    if (!parsed.success || !at) {
      const errors: Partial<Record<string, string>> = {};
      for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
      if (parsed.success) errors.date = "That day does not exist: check the date.";
      return { ok: false, status: 400, errors, values };
    }
    const outcome = await recordArrival(db, key, {
      caseId: c.id,
      arrivalAt: at,
      details: { flight: parsed.data.flight, note: parsed.data.note },
      userId: user.id,
      now,
    });
    if (!outcome.ok) return wrongState(values);
    return { ok: true, toast: `Saved the arrival of ${c.reference}: the pickup and the foreigner registration (Form C) are due from it.` };
  }
  if (intent === "arrived") {
    const outcome = await markArrived(db, { caseId: c.id, userId: user.id, at: now });
    if (!outcome.ok) return wrongState();
    return { ok: true, toast: `${c.reference} has arrived: Form C is due within 24 hours.` };
  }
  const kind = text(form, "task");
  if (kind !== "pickup" && kind !== "form_c") return { ok: false, status: 400, errors: { form: "Unknown task." }, values: {} };
  const done = await completeTask(db, { caseId: c.id, kind, userId: user.id, now });
  return { ok: true, toast: done ? `${CASE_TASK_LABELS[kind]}: done.` : `${CASE_TASK_LABELS[kind]} was already done.` };
}

/**
 * What the front desk's series form starts from for a case's accepted plan (issue 48 item 6:
 * "an accepted plan becomes appointments in one step"): the patient's name and contact, the
 * plan's sessions, from the day after the arrival. Null when the case has no accepted plan.
 */
export async function seriesPrefillOfCase(db: Db, key: HealthKey, caseId: number, today: string) {
  const c = await loadCase(db, key, { id: caseId });
  if (!c) return null;
  const sessions = await acceptedPlanSessions(db, key, c);
  if (!sessions) return null;
  const arrivalDay = c.arrivalAt ? indiaParts(c.arrivalAt).date : null;
  const dayAfter = arrivalDay ? new Date(Date.parse(`${arrivalDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : null;
  return {
    reference: c.reference,
    name: c.details.patientName,
    values: {
      name: c.details.patientName,
      phone: c.details.whatsapp,
      email: c.details.email,
      country: countryLabel(c.country) ?? "",
      locale: c.locale,
      zone: "Asia/Kolkata",
      count: String(Math.min(sessions, SERIES_MAX)),
      from: dayAfter && dayAfter > today ? dayAfter : today,
    },
  };
}
