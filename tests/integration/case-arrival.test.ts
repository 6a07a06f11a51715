// Issue 48 item 6: an arrival makes the pickup and Form C tasks with their own clocks; marking
// the patient arrived moves Form C to 24 hours after the real moment. On PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaseDetails } from "~/lib/case-details";
import { taskClock } from "~/lib/case-tasks";
import type { SessionUser } from "~/server/auth/session.server";
import {
  arrivalInput,
  arrivalInstant,
  completeTask,
  listTasks,
  markArrived,
  readArrival,
  recordArrival,
} from "~/server/cases/case-arrival.server";
import { createCase } from "~/server/cases/case-records.server";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { caseEvents, casePlans, cases } from "~/server/db/schema.server";
import { seal } from "~/server/health-data/seal.server";
import { seriesPrefillOfCase } from "~/server/cases/desk-arrival.server";
import { loader as seriesLoader } from "~/routes/admin/appointments-series";
import { userContext } from "~/server/auth/guards.server";
import { makeContext, routeArgs } from "../support/services";
import { demoStaff, makeServices } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
let services: AppServices;
let admin: SessionUser;
beforeAll(async () => {
  database = await createTestDatabase();
  services = makeServices(database);
  ({ admin } = await demoStaff(database));
});
afterAll(() => database.close());

const details = {
  patientName: "Adaeze Okafor",
  age: 54,
  writtenBy: "",
  condition: "Knee replacement six weeks ago",
  currentState: "Walks with a stick",
  treatmentsSoFar: "",
  medicines: "",
  allergies: "",
  travelFrom: "2027-01",
  travelTo: "",
  attendants: [],
  email: "adaeze@example.ng",
  whatsapp: "",
} satisfies CaseDetails;

const H = 3_600_000;

describe("arrival", () => {
  it("reads the form's India day and time, and refuses a day that does not exist or a flight in a wrong shape", () => {
    expect(arrivalInstant({ date: "2027-01-10", time: "14:30" })).toEqual(new Date("2027-01-10T09:00:00Z"));
    expect(arrivalInstant({ date: "2027-02-30", time: "10:00" })).toBeNull();
    expect(arrivalInput.safeParse({ date: "2027-01-10", time: "14:30", flight: "ai954", note: "" }).data?.flight).toBe("AI954");
    const bad = arrivalInput.safeParse({ date: "2027-01-10", time: "25:00", flight: "by train", note: "" });
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(["time", "flight"]);
  });

  it("makes the two tasks, moves them with a corrected arrival, and Form C with the real one", async () => {
    const now = new Date("2027-01-02T05:00:00Z");
    const { id } = await createCase(database.db, services.healthKey, { details, locale: "en", country: "NG", files: [], now });
    const arrivalAt = new Date("2027-01-10T09:00:00Z");
    const arrival = { caseId: id, arrivalAt, details: { flight: "AI 954", note: "Wheelchair at the gate" }, userId: admin.id, now };
    // Not before the plan is accepted.
    expect(await recordArrival(database.db, services.healthKey, arrival)).toEqual({ ok: false, reason: "wrong-state" });
    // Before the letter (no visa needed, or a flight booked early): the tasks, and the case stays accepted.
    await database.db.update(cases).set({ state: "accepted" }).where(eq(cases.id, id));
    expect(await recordArrival(database.db, services.healthKey, arrival)).toEqual({ ok: true });
    expect((await database.db.select({ state: cases.state }).from(cases).where(eq(cases.id, id)))[0]!.state).toBe("accepted");
    // After it, the case moves to travel booked.
    await database.db.update(cases).set({ state: "letter_issued" }).where(eq(cases.id, id));

    expect(await recordArrival(database.db, services.healthKey, arrival)).toEqual({ ok: true });
    let tasks = await listTasks(database.db, [id]);
    expect(tasks.map((t) => [t.kind, t.dueAt])).toEqual([
      ["pickup", arrivalAt],
      ["form_c", new Date(arrivalAt.getTime() + 24 * H)],
    ]);
    expect((await readArrival(database.db, services.healthKey, id))?.details.flight).toBe("AI 954");
    const [raw] = await database.db.select({ arrival: cases.arrival, state: cases.state }).from(cases).where(eq(cases.id, id));
    expect(raw!.arrival).not.toContain("AI 954");
    expect(raw!.state).toBe("travel_booked");

    // A later flight: both tasks move; told again, nothing is added.
    const later = new Date(arrivalAt.getTime() + 6 * H);
    await recordArrival(database.db, services.healthKey, { ...arrival, arrivalAt: later });
    tasks = await listTasks(database.db, [id]);
    expect(tasks.map((t) => t.dueAt)).toEqual([later, new Date(later.getTime() + 24 * H)]);

    expect(taskClock(tasks[0]!, new Date(later.getTime() + H))).toBe("overdue");
    expect(await completeTask(database.db, { caseId: id, kind: "pickup", userId: admin.id, now: later })).toBe(true);
    expect(await completeTask(database.db, { caseId: id, kind: "pickup", userId: admin.id, now: later })).toBe(false);

    const landed = new Date(later.getTime() + 2 * H);
    expect(await markArrived(database.db, { caseId: id, userId: admin.id, at: landed })).toEqual({ ok: true });
    tasks = await listTasks(database.db, [id]);
    const formC = tasks.find((t) => t.kind === "form_c")!;
    expect(formC.dueAt).toEqual(new Date(landed.getTime() + 24 * H));
    expect(taskClock(formC, landed)).toBe("due");
    expect(await markArrived(database.db, { caseId: id, userId: admin.id, at: landed })).toEqual({ ok: false, reason: "wrong-state" });
    const moves = await database.db.select({ to: caseEvents.toValue }).from(caseEvents).where(eq(caseEvents.caseId, id));
    expect(moves.map((m) => m.to)).toEqual(["travel_booked", "arrived"]);
  });
});

describe("the accepted plan booked in one step", () => {
  it("fills the front desk's series form with the patient and the plan's sessions, from the day after the arrival", async () => {
    const now = new Date("2027-01-02T05:00:00Z");
    const c = await createCase(database.db, services.healthKey, { details, locale: "en", country: "NG", files: [], now });
    const today = "2027-01-02";
    expect(await seriesPrefillOfCase(database.db, services.healthKey, c.id, today)).toBeNull();
    const body = {
      summary: "",
      therapies: [
        { name: "Gait training", sessions: 10, notes: "" },
        { name: "HBOT", sessions: 5, notes: "" },
      ],
    };
    await database.db.insert(casePlans).values({
      caseId: c.id,
      version: 1,
      body: seal(services.healthKey, body, `case-plan:${c.reference}:1`),
      validUntil: "2027-02-01",
      sentAt: now,
      acceptedAt: now,
    });
    await database.db.update(cases).set({ state: "accepted" }).where(eq(cases.id, c.id));
    await recordArrival(database.db, services.healthKey, {
      caseId: c.id,
      arrivalAt: new Date("2027-01-10T20:00:00Z"), // 01:30 on the 11th in India
      details: { flight: "ET 690", note: "" },
      userId: admin.id,
      now,
    });
    const prefill = await seriesPrefillOfCase(database.db, services.healthKey, c.id, today);
    expect(prefill?.values).toMatchObject({
      name: "Adaeze Okafor",
      email: "adaeze@example.ng",
      country: "Nigeria",
      count: "15",
      from: "2027-01-12",
    });

    const context = makeContext(services);
    context.set(userContext, admin);
    const request = new Request(`http://localhost/admin/appointments/series?case=${c.id}`);
    const data = await seriesLoader(routeArgs(request, context, "/admin/appointments/series"));
    if (data.kind !== "form") throw new Error("expected the form");
    expect(data.fromCase).toEqual({ reference: c.reference, name: "Adaeze Okafor", sessions: "15" });
    expect(data.start).toMatchObject({ count: "15", name: "Adaeze Okafor" });
  });
});
