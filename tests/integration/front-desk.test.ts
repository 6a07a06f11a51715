// Issue 47 item 6: the front desk on a real database. Booking for a caller goes through whenFree
// (the cabin's one place is refused the second time), staff may book inside the patient's notice,
// a series books its free times and lists its conflicts, a cancellation with a reason queues the
// patient's notice, a lead becomes an appointment linked both ways, check-in and no-show follow
// the clock, and a viewer without the permission never gets a patient's name. Runs on PGlite and,
// in CI's second run, PostgreSQL.
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as detailAction, loader as detailLoader } from "~/routes/admin/appointments-detail";
import { action as newAction, loader as newLoader } from "~/routes/admin/appointments-new";
import { loader as calendarLoader } from "~/routes/admin/appointments";
import { loader as inboxLoader } from "~/routes/admin/inquiries";
import { instantOf } from "~/lib/availability";
import type { PatientDetails } from "~/lib/booking-schema";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";
import { WORKING_WEEK } from "~/lib/front-desk-series";
import { holdTime } from "~/server/booking/appointments.server";
import { openPatient } from "~/server/booking/bookings.server";
import { bookForCaller, bookSeries, type Caller, previewSeries } from "~/server/booking/front-desk-book.server";
import { frontDeskCalendar } from "~/server/booking/front-desk-calendar.server";
import { checkIn, markNoShow, moveByStaff, undoArrival } from "~/server/booking/front-desk-changes.server";
import { openStaffText } from "~/server/booking/front-desk-times.server";
import { userContext } from "~/server/auth/guards.server";
import type { SessionUser } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import {
  appointmentNotices,
  appointments,
  auditLog,
  bookingServices,
  inquiries,
  inquiryEvents,
  reminderConsents,
  users,
} from "~/server/db/schema.server";
import { makeContext, makeServices, routeArgs, TEST_HEALTH_KEY } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
let admin: SessionUser;
beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.db.select().from(users).where(eq(users.username, "admin"));
  if (!row) throw new Error("no admin");
  admin = { id: row.id, username: row.username, role: row.role, sessionId: "test-admin" };
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(appointments);
  await database.db.delete(inquiries);
  await database.db.delete(auditLog);
});

const at = (day: string, time: string) => instantOf(CLINIC_TIME_ZONE, day, time);
// Monday 7 December 2026, 06:00 in Visakhapatnam; the services ask 12 hours' notice of patients.
const NOW = at("2026-12-07", "06:00");
const ORIGIN = "http://localhost";

const details: PatientDetails = {
  name: "Lakshmi Prasanna",
  phone: "+919848012345",
  email: "lakshmi@example.com",
  country: "India",
  note: "Knee replacement in October",
  zone: "Asia/Kolkata",
};
const caller = (over: Partial<Caller> = {}): Caller => ({
  details,
  locale: "te",
  reminders: { whatsapp: true, email: false },
  inquiryId: null,
  ...over,
});
const staff = () => ({ id: admin.id, username: admin.username });
const ctx = () => ({ db: database.db, healthKey: TEST_HEALTH_KEY, ipSalt: "test-salt" });

async function service(name: string) {
  const [row] = await database.db.select().from(bookingServices).where(eq(bookingServices.name, name));
  if (!row) throw new Error(`no service ${name}`);
  return row;
}

/** Route calls see the content clock at `now` (as the e2e server's offset does). */
function contextAt(now: Date, user: SessionUser | null = admin) {
  const offset = Math.round((now.getTime() - Date.now()) / 1000);
  const context = makeContext(makeServices(database, { TEST_CLOCK_OFFSET_SECONDS: String(offset) }));
  context.set(userContext, user);
  return context;
}

async function settle<T>(run: () => Promise<T> | T): Promise<{ value?: T; thrown?: unknown }> {
  try {
    return { value: await run() };
  } catch (thrown) {
    return { thrown };
  }
}

const post = (path: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
  });
};
const locationOf = (thrown: unknown) => (thrown instanceof Response ? thrown.headers.get("Location") : null);

describe("booking for a caller", () => {
  it("books through whenFree: the cabin's one place is refused the second time, with the nearest free times", async () => {
    const cryo = await service("Cryotherapy session");
    const ten = at("2026-12-09", "10:00");
    const first = await bookForCaller(ctx(), { serviceId: cryo.id, startsAt: ten, caller: caller(), staff: staff(), now: NOW });
    if (!first.ok) throw new Error(`refused: ${first.reason}`);
    const again = await bookForCaller(ctx(), { serviceId: cryo.id, startsAt: ten, caller: caller(), staff: staff(), now: NOW });
    expect(again).toMatchObject({ ok: false, reason: "taken" });
    expect(!again.ok && "nearest" in again ? again.nearest.length : 0).toBe(3);
    // Nor may the site take it.
    expect((await holdTime(database.db, { serviceId: cryo.id, startsAt: ten, now: NOW })).ok).toBe(false);

    const [row] = await database.db.select().from(appointments).where(eq(appointments.id, first.booked.id));
    expect(row).toMatchObject({
      status: "booked",
      bookedVia: "front_desk",
      bookedBy: admin.id,
      locale: "te",
      series: null,
      inquiryId: null,
    });
    expect(row!.patient).not.toContain("Lakshmi");
    expect(openPatient(TEST_HEALTH_KEY, row!.patient!, row!.reference)).toEqual(details);

    const consents = await database.db.select().from(reminderConsents).where(eq(reminderConsents.appointmentId, row!.id));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ channel: "whatsapp", form: "front-desk" });
    expect(consents[0]!.phoneKey).toMatch(/^[\w-]{32}$/);
    const notices = await database.db.select().from(appointmentNotices).where(eq(appointmentNotices.appointmentId, row!.id));
    expect(
      notices
        .filter((n) => n.event === "confirmation")
        .map((n) => n.channel)
        .sort(),
    ).toEqual(["email", "whatsapp"]);
    expect(notices.some((n) => n.event === "reminder" && n.channel === "whatsapp")).toBe(true);

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entity, "appointment"));
    expect(audit.map((a) => a.summary)).toEqual([`booked appointment ${row!.reference} at the front desk`]);
  });

  it("holds the chamber to its two places when three callers are booked at once", async () => {
    const hbot = await service("Hyperbaric oxygen session");
    const ten = at("2026-12-08", "10:00");
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => bookForCaller(ctx(), { serviceId: hbot.id, startsAt: ten, caller: caller(), staff: staff(), now: NOW })),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.reason)).toEqual(["taken"]);
    expect(await database.db.$count(appointments, eq(appointments.startsAt, ten))).toBe(2);
  });

  it("may book inside the patient's booking notice, but never a time already begun or outside the hours", async () => {
    const cryo = await service("Cryotherapy session");
    // 10:00 today is four hours away: too soon for the site (12 hours' notice), not for the desk.
    const soon = at("2026-12-07", "10:00");
    expect(await holdTime(database.db, { serviceId: cryo.id, startsAt: soon, now: NOW })).toMatchObject({
      ok: false,
      reason: "not-offered",
    });
    expect(await bookForCaller(ctx(), { serviceId: cryo.id, startsAt: soon, caller: caller(), staff: staff(), now: NOW })).toMatchObject({
      ok: true,
    });
    for (const time of [at("2026-12-07", "05:00"), at("2026-12-07", "13:15"), at("2026-12-07", "10:07")]) {
      expect(await bookForCaller(ctx(), { serviceId: cryo.id, startsAt: time, caller: caller(), staff: staff(), now: NOW })).toMatchObject({
        ok: false,
        reason: "not-offered",
      });
    }
  });
});

describe("a series", () => {
  it("shows every proposed time with its conflicts, then books only the free ones under the first one's reference", async () => {
    const cryo = await service("Cryotherapy session");
    // Tuesday's 10:00 is taken already.
    const taken = await bookForCaller(ctx(), {
      serviceId: cryo.id,
      startsAt: at("2026-12-08", "10:00"),
      caller: caller(),
      staff: staff(),
      now: NOW,
    });
    expect(taken.ok).toBe(true);
    const plan = { from: "2026-12-07", count: 4, weekdays: WORKING_WEEK, time: "10:00" };

    const preview = await previewSeries(database.db, cryo.id, plan, NOW);
    expect(preview?.proposed.map((p) => [p.day, p.state])).toEqual([
      ["2026-12-07", "free"],
      ["2026-12-08", "taken"],
      ["2026-12-09", "free"],
      ["2026-12-10", "free"],
    ]);
    // 13:30 falls in the cabin's lunch break: closed, every day.
    const lunch = await previewSeries(database.db, cryo.id, { ...plan, time: "13:30" }, NOW);
    expect(new Set(lunch?.proposed.map((p) => p.state))).toEqual(new Set(["closed"]));

    const outcome = await bookSeries(ctx(), {
      serviceId: cryo.id,
      plan,
      caller: caller({ reminders: { whatsapp: false, email: true } }),
      staff: staff(),
      now: NOW,
    });
    if ("ok" in outcome) throw new Error(outcome.reason);
    expect(outcome.booked).toHaveLength(3);
    expect(outcome.conflicts.map((c) => [c.day, c.state])).toEqual([["2026-12-08", "taken"]]);
    const first = outcome.booked[0]!;
    expect(outcome.series).toBe(first.reference);
    const rows = await database.db.select().from(appointments).where(eq(appointments.series, first.reference));
    expect(rows.map((r) => r.startsAt.toISOString()).sort()).toEqual(
      ["2026-12-07", "2026-12-09", "2026-12-10"].map((d) => at(d, "10:00").toISOString()),
    );
    expect(new Set(rows.map((r) => r.bookedVia))).toEqual(new Set(["front_desk"]));
    const consents = await database.db.select().from(reminderConsents);
    expect(consents.filter((c) => c.channel === "email")).toHaveLength(3);
    // One confirmation for the series (its first session's, which lists them all); reminders for each.
    const notices = await database.db
      .select({ appointmentId: appointmentNotices.appointmentId, event: appointmentNotices.event })
      .from(appointmentNotices)
      .where(
        and(
          eq(appointmentNotices.status, "pending"),
          inArray(
            appointmentNotices.appointmentId,
            rows.map((r) => r.id),
          ),
        ),
      );
    expect(notices.filter((n) => n.event === "confirmation").map((n) => n.appointmentId)).toEqual([first.id]);
    expect(new Set(notices.filter((n) => n.event === "reminder").map((n) => n.appointmentId)).size).toBe(3);
  });
});

describe("changing an appointment at the front desk", () => {
  async function booked(startsAt: Date) {
    const cryo = await service("Cryotherapy session");
    const outcome = await bookForCaller(ctx(), { serviceId: cryo.id, startsAt, caller: caller(), staff: staff(), now: NOW });
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.booked;
  }

  it("cancels with a reason inside the patient's notice: sealed reason, a cancellation queued, the reference alone in the log", async () => {
    // Three hours away: the patient could no longer cancel it themselves (24 hours' notice).
    const row = await booked(at("2026-12-07", "09:00"));
    const path = `/admin/appointments/${row.id}`;
    const args = (request: Request) => routeArgs(request, contextAt(NOW), "/admin/appointments/:id", { id: String(row.id) });

    const empty = await settle(() =>
      detailAction(args(post(path, { intent: "cancel", reason: "  " })) as Parameters<typeof detailAction>[0]),
    );
    expect(empty.value).toMatchObject({
      init: { status: 400 },
      data: { intent: "cancel", errors: { reason: expect.stringMatching(/say why/) } },
    });

    const reason = "Patient has a fever; will call to rebook";
    const done = await settle(() => detailAction(args(post(path, { intent: "cancel", reason })) as Parameters<typeof detailAction>[0]));
    expect(locationOf(done.thrown)).toBe(path);
    const [stored] = await database.db.select().from(appointments).where(eq(appointments.id, row.id));
    expect(stored).toMatchObject({ status: "cancelled", cancelledBy: "admin" });
    expect(stored!.cancelReason).not.toContain("fever");
    expect(openStaffText(TEST_HEALTH_KEY, stored!.cancelReason, stored!.reference, "cancelReason")).toEqual({ text: reason });
    const notices = await database.db
      .select()
      .from(appointmentNotices)
      .where(and(eq(appointmentNotices.appointmentId, row.id), eq(appointmentNotices.event, "cancellation")));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.status === "pending")).toBe(true);
    const [audit] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.summary).toBe(`cancelled appointment ${stored!.reference} at the front desk`);
    // The time is free again.
    expect((await booked(at("2026-12-07", "09:00"))).id).not.toBe(row.id);
  });

  it("checks in from the appointment's day, marks a no-show only after its start, and undoes either", async () => {
    const row = await booked(at("2026-12-08", "11:00"));
    expect(await checkIn(database.db, staff(), row.id, NOW)).toEqual({ ok: false, reason: "too-early" });
    expect(await markNoShow(database.db, staff(), row.id, at("2026-12-08", "10:59"))).toEqual({ ok: false, reason: "not-started" });
    expect(await markNoShow(database.db, staff(), row.id, at("2026-12-08", "11:20"))).toMatchObject({ ok: true });
    expect(await checkIn(database.db, staff(), row.id, at("2026-12-08", "11:25"))).toEqual({ ok: false, reason: "not-booked" });
    expect(await undoArrival(database.db, staff(), row.id, at("2026-12-08", "11:26"))).toMatchObject({ ok: true });
    expect(await checkIn(database.db, staff(), row.id, at("2026-12-08", "08:00"))).toMatchObject({ ok: true });
    const [stored] = await database.db.select().from(appointments).where(eq(appointments.id, row.id));
    expect(stored).toMatchObject({ status: "checked_in", noShowAt: null, checkedInAt: at("2026-12-08", "08:00") });
  });

  it("moves to a free time, telling the patient; a taken one is refused with the nearest", async () => {
    const row = await booked(at("2026-12-09", "10:00"));
    await booked(at("2026-12-09", "15:00"));
    expect(await moveByStaff(database.db, staff(), row.id, at("2026-12-09", "15:00"), NOW)).toMatchObject({ ok: false, reason: "taken" });
    expect(await moveByStaff(database.db, staff(), row.id, at("2026-12-09", "10:15"), NOW)).toMatchObject({ ok: true });
    const changes = await database.db
      .select()
      .from(appointmentNotices)
      .where(and(eq(appointmentNotices.appointmentId, row.id), eq(appointmentNotices.event, "change")));
    expect(changes.map((c) => c.forStartsAt.toISOString())).toContain(at("2026-12-09", "10:15").toISOString());
  });
});

describe("a lead becomes an appointment", () => {
  it("prefills the form from the lead, links both ways and marks the lead booked with its history row", async () => {
    const [lead] = await database.db
      .insert(inquiries)
      .values({
        source: "international",
        name: "Fatima Al-Harthy",
        phone: "+96891234567",
        email: "fatima@example.com",
        country: "Oman",
        language: "ar",
      })
      .returning();
    const cryo = await service("Cryotherapy session");
    const base = `/admin/appointments/new?service=${cryo.id}&day=2026-12-09&inquiry=${lead!.id}`;
    const page = await newLoader(
      routeArgs(new Request(`${ORIGIN}${base}`), contextAt(NOW), "/admin/appointments/new") as Parameters<typeof newLoader>[0],
    );
    expect(page.start).toMatchObject({
      name: "Fatima Al-Harthy",
      phone: "+96891234567",
      email: "fatima@example.com",
      country: "Oman",
      locale: "ar",
    });
    const time = page.choices?.times.find((t) => t.clock === "11:00");
    expect(time).toBeDefined();

    const fields = {
      service: String(cryo.id),
      inquiry: String(lead!.id),
      startsAt: time!.iso,
      name: "Fatima Al-Harthy",
      phone: "+968 9123 4567",
      email: "fatima@example.com",
      country: "Oman",
      zone: "Asia/Muscat",
      note: "",
      locale: "ar",
      remindWhatsapp: "on",
    };
    const done = await settle(() =>
      newAction(routeArgs(post(base, fields), contextAt(NOW), "/admin/appointments/new") as Parameters<typeof newAction>[0]),
    );
    const location = locationOf(done.thrown);
    expect(location).toMatch(/^\/admin\/appointments\/\d+$/);
    const id = Number(location!.split("/").at(-1));
    const [row] = await database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ inquiryId: lead!.id, locale: "ar", bookedVia: "front_desk" });

    const [after] = await database.db.select().from(inquiries).where(eq(inquiries.id, lead!.id));
    expect(after).toMatchObject({ status: "booked", statusChangedBy: admin.id });
    const events = await database.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, lead!.id));
    expect(events.map((e) => [e.kind, e.fromValue, e.toValue])).toEqual([["status", "new", "booked"]]);
    const summaries = (await database.db.select().from(auditLog)).map((a) => a.summary).sort();
    expect(summaries).toEqual([`booked appointment ${row!.reference} at the front desk`, `marked inquiry #${lead!.id} as booked`].sort());
    for (const s of summaries) expect(s).not.toMatch(/Fatima|9123/);

    // The inbox shows the appointment on the lead, and the appointment links back.
    const inbox = await inboxLoader(
      routeArgs(new Request(`${ORIGIN}/admin/inquiries`), contextAt(NOW), "/admin/inquiries") as Parameters<typeof inboxLoader>[0],
    );
    const card = inbox.items.find((i) => i.id === lead!.id);
    expect(card?.appointments).toEqual([
      expect.objectContaining({ reference: row!.reference, href: `/admin/appointments/${id}`, status: "Booked" }),
    ]);
    const detail = await detailLoader(
      routeArgs(new Request(`${ORIGIN}/admin/appointments/${id}`), contextAt(NOW), "/admin/appointments/:id", {
        id: String(id),
      }) as Parameters<typeof detailLoader>[0],
    );
    expect(detail.detail.inquiry).toEqual({ id: lead!.id, href: `/admin/inquiries?person=${lead!.id}` });
    expect(detail.detail.patient).toMatchObject({ name: "Fatima Al-Harthy", zone: "Asia/Muscat" });
    expect(detail.detail.notices.map((n) => `${n.event}/${n.channel}`)).toContain("Confirmation/WhatsApp");
  });

  it("keeps what was typed and says why when the time was taken meanwhile", async () => {
    const cryo = await service("Cryotherapy session");
    const ten = at("2026-12-09", "10:00");
    await bookForCaller(ctx(), { serviceId: cryo.id, startsAt: ten, caller: caller(), staff: staff(), now: NOW });
    const fields = {
      service: String(cryo.id),
      startsAt: ten.toISOString(),
      name: "Ravi",
      phone: "98480 11111",
      email: "",
      country: "India",
      zone: "Asia/Kolkata",
      note: "Back pain",
      locale: "en",
    };
    const path = `/admin/appointments/new?service=${cryo.id}&day=2026-12-09`;
    const result = await settle(() =>
      newAction(routeArgs(post(path, fields), contextAt(NOW), "/admin/appointments/new") as Parameters<typeof newAction>[0]),
    );
    expect(result.value).toMatchObject({
      init: { status: 409 },
      data: {
        errors: { startsAt: expect.stringMatching(/just taken\. The nearest free times: .*\d\d:\d\d/) },
        values: { name: "Ravi", note: "Back pain" },
      },
    });
  });
});

describe("who sees patients", () => {
  it("opens names and phones only for a viewer with the permission", async () => {
    const cryo = await service("Cryotherapy session");
    await bookForCaller(ctx(), { serviceId: cryo.id, startsAt: at("2026-12-09", "10:00"), caller: caller(), staff: staff(), now: NOW });
    const day = { days: ["2026-12-09"], group: "resource" as const, cancelled: false };
    const shown = await frontDeskCalendar(database.db, TEST_HEALTH_KEY, { ...day, canSeePatients: true });
    const cabin = shown.columns.find((c) => c.name === "Cryotherapy cabin");
    expect(cabin?.days[0]?.entries[0]?.patient).toEqual({ name: "Lakshmi Prasanna", phone: "098480 12345" });

    // Both roles may see inquiries today: a role without the permission is the flag being off.
    const hidden = await frontDeskCalendar(database.db, TEST_HEALTH_KEY, { ...day, canSeePatients: false });
    expect(JSON.stringify(hidden)).not.toMatch(/Lakshmi|98480/);
    expect(hidden.columns.find((c) => c.name === "Cryotherapy cabin")?.days[0]?.entries[0]?.patientNote).toBe("Patient details hidden");

    // The page itself, as an editor (who may see inquiries) sees it.
    const editorRow = (await database.db.select().from(users).where(eq(users.username, "editor")))[0]!;
    const editor: SessionUser = { id: editorRow.id, username: "editor", role: editorRow.role, sessionId: "test-editor" };
    const page = await calendarLoader(
      routeArgs(new Request(`${ORIGIN}/admin/appointments?date=2026-12-09`), contextAt(NOW, editor), "/admin/appointments") as Parameters<
        typeof calendarLoader
      >[0],
    );
    expect(page.total).toBe(1);
    expect(page.canBook).toBe(true);
    expect(JSON.stringify(page.columns)).toMatch(/Lakshmi Prasanna/);
  });
});
