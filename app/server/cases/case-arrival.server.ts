// A patient's arrival (issue 48 item 6): the date and flight make the pickup task and the
// foreigner registration's (Form C), each with its own due moment; marking the patient arrived
// moves Form C's clock to the real moment. The flight and notes are sealed; the arrival moment
// is in clear, for the tasks' clocks and the queue.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { CaseState } from "~/lib/case-desk";
import { clinicLocalToDate } from "~/lib/clinic-view";
import { type ArrivalDetails, type CaseTaskKind, taskDueMoments } from "~/lib/case-tasks";
import type { Db } from "../db/client.server";
import { caseEvents, cases, caseTasks } from "../db/schema.server";
import { type HealthKey, open, seal } from "../health-data/seal.server";

const arrivalBound = (reference: string) => `case-arrival:${reference}`;

/** Where an arrival can be told: once the plan is accepted, until the patient is here. */
export const ARRIVAL_STATES: readonly CaseState[] = ["accepted", "letter_issued", "travel_booked"];

/** The arrival form: a day and time in India (the airport's), the flight, a note. */
export const arrivalInput = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the arrival date."),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter the arrival time in India, like 14:30."),
  flight: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/, "Enter the flight number as on the ticket, like AI 954 or 6E 2031."),
  note: z.string().trim().max(500, "Keep the note under 500 characters."),
});
export type ArrivalInput = z.infer<typeof arrivalInput>;

/** The arrival's instant from the form's India day and time; null when the day does not exist. */
export function arrivalInstant(input: Pick<ArrivalInput, "date" | "time">): Date | null {
  return clinicLocalToDate(`${input.date}T${input.time}`);
}

export type ArrivalOutcome = { ok: true } | { ok: false; reason: "not-found" | "wrong-state" };

/**
 * Records (or corrects) the arrival, and makes its two tasks or gives them their new due moments
 * while not done. After the visa letter the case moves to travel booked; before it (a patient
 * who needs no visa, or tells their flight early) it stays accepted, so the letter can still be
 * issued, and staff move it on by hand.
 */
export async function recordArrival(
  db: Db,
  key: HealthKey,
  change: { caseId: number; arrivalAt: Date; details: ArrivalDetails; userId: number | null; now: Date },
): Promise<ArrivalOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: cases.state, reference: cases.reference })
      .from(cases)
      .where(eq(cases.id, change.caseId))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" };
    if (!ARRIVAL_STATES.includes(row.state)) return { ok: false, reason: "wrong-state" };
    await tx
      .update(cases)
      .set({
        arrivalAt: change.arrivalAt,
        arrival: seal(key, change.details, arrivalBound(row.reference)),
        state: row.state === "letter_issued" ? "travel_booked" : row.state,
        updatedAt: change.now,
      })
      .where(eq(cases.id, change.caseId));
    if (row.state === "letter_issued") {
      await tx.insert(caseEvents).values({
        caseId: change.caseId,
        kind: "state",
        userId: change.userId,
        fromValue: row.state,
        toValue: "travel_booked",
        at: change.now,
      });
    }
    const due = taskDueMoments(change.arrivalAt);
    for (const kind of Object.keys(due) as CaseTaskKind[]) {
      await tx.insert(caseTasks).values({ caseId: change.caseId, kind, dueAt: due[kind], createdAt: change.now }).onConflictDoNothing();
      await tx
        .update(caseTasks)
        .set({ dueAt: due[kind] })
        .where(and(eq(caseTasks.caseId, change.caseId), eq(caseTasks.kind, kind), isNull(caseTasks.doneAt)));
    }
    return { ok: true };
  });
}

/** The patient is here: the case moves to arrived and Form C falls due 24 hours from now. */
export async function markArrived(db: Db, change: { caseId: number; userId: number; at: Date }): Promise<ArrivalOutcome> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(cases)
      .set({ state: "arrived", arrivalAt: change.at, updatedAt: change.at })
      .where(and(eq(cases.id, change.caseId), eq(cases.state, "travel_booked")))
      .returning({ id: cases.id });
    if (moved.length === 0) {
      const [exists] = await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, change.caseId));
      return { ok: false, reason: exists ? "wrong-state" : "not-found" };
    }
    await tx.insert(caseEvents).values({
      caseId: change.caseId,
      kind: "state",
      userId: change.userId,
      fromValue: "travel_booked",
      toValue: "arrived",
      at: change.at,
    });
    const due = taskDueMoments(change.at);
    await tx
      .insert(caseTasks)
      .values({ caseId: change.caseId, kind: "form_c", dueAt: due.form_c, createdAt: change.at })
      .onConflictDoUpdate({ target: [caseTasks.caseId, caseTasks.kind], set: { dueAt: due.form_c }, where: isNull(caseTasks.doneAt) });
    return { ok: true };
  });
}

/** Marks a task done (once: a second click changes nothing). */
export async function completeTask(db: Db, change: { caseId: number; kind: CaseTaskKind; userId: number; now: Date }): Promise<boolean> {
  const done = await db
    .update(caseTasks)
    .set({ doneAt: change.now, doneBy: change.userId })
    .where(and(eq(caseTasks.caseId, change.caseId), eq(caseTasks.kind, change.kind), isNull(caseTasks.doneAt)))
    .returning({ id: caseTasks.id });
  return done.length > 0;
}

export async function listTasks(db: Db, caseIds: readonly number[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({ caseId: caseTasks.caseId, kind: caseTasks.kind, dueAt: caseTasks.dueAt, doneAt: caseTasks.doneAt, doneBy: caseTasks.doneBy })
    .from(caseTasks)
    .where(inArray(caseTasks.caseId, [...caseIds]))
    .orderBy(asc(caseTasks.dueAt));
}

/** The arrival as told, opened; null when none was. */
export async function readArrival(db: Db, key: HealthKey, caseId: number): Promise<{ at: Date; details: ArrivalDetails } | null> {
  const [row] = await db
    .select({ at: cases.arrivalAt, sealed: cases.arrival, reference: cases.reference })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!row?.at || !row.sealed) return null;
  return { at: row.at, details: open(key, row.sealed, arrivalBound(row.reference)) as ArrivalDetails };
}
