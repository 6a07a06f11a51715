// Issue 47 items 2 and 4: a hold becomes a booking with the patient's details sealed; the private
// link shows it and lets the patient cancel or move it within the service's notice; a forged,
// swapped or expired link opens nothing. Runs on PGlite and, in CI's second run, PostgreSQL.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { instantOf } from "~/lib/availability";
import type { PatientDetails } from "~/lib/booking-schema";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";
import { holdTime, HOLD_MINUTES } from "~/server/booking/appointments.server";
import {
  appointmentByToken,
  cancelBooking,
  confirmBooking,
  LINK_DAYS_AFTER,
  linkFor,
  moveBooking,
  openPatient,
} from "~/server/booking/bookings.server";
import { lookUpBooking } from "~/server/booking/manage-page.server";
import type { Database } from "~/server/db/client.server";
import { appointments, bookingServices } from "~/server/db/schema.server";
import { parseHealthKey, SealedValueError } from "~/server/health-data/seal.server";
import { TEST_HEALTH_KEY } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(appointments);
});

const at = (day: string, time: string) => instantOf(CLINIC_TIME_ZONE, day, time);
// Monday 7 December 2026, 06:00 in Visakhapatnam; the cryotherapy session asks 12 hours' notice
// to book and 24 to cancel or move.
const NOW = at("2026-12-07", "06:00");
const patient: PatientDetails = {
  name: "Margaret Hughes",
  phone: "+447911123456",
  email: "margaret@example.com",
  country: "United Kingdom",
  note: "Knee pain after a fall",
  zone: "Europe/London",
};

async function cryo() {
  const [row] = await database.db.select().from(bookingServices).where(eq(bookingServices.name, "Cryotherapy session"));
  if (!row) throw new Error("no cryotherapy service");
  return row;
}

/** Holds a time and books it; gives the booking's row and its manage link. */
async function book(startsAt: Date, now = NOW) {
  const service = await cryo();
  const held = await holdTime(database.db, { serviceId: service.id, startsAt, now });
  if (!held.ok) throw new Error(`hold refused: ${held.reason}`);
  const holdToken = await linkFor(database.db, "hold", held);
  const booked = await confirmBooking(database.db, TEST_HEALTH_KEY, { holdToken, details: patient, locale: "en", now });
  if (!booked.ok) throw new Error("not booked");
  const row = await appointmentByToken(database.db, "manage", booked.manageToken);
  return { row: row!, token: booked.manageToken, holdToken, service };
}

describe("booking a held time", () => {
  it("books the hold with the patient's details sealed: the database holds no name, phone or note", async () => {
    const { row } = await book(at("2026-12-09", "10:00"));
    expect(row).toMatchObject({ status: "booked", locale: "en", holdExpiresAt: null });
    const [raw] = await database.db
      .select({ patient: sql<string>`patient` })
      .from(appointments)
      .where(eq(appointments.id, row.id));
    expect(raw!.patient).toMatch(/^hd1\.[0-9a-f]{16}\./);
    for (const word of ["Margaret", "447911123456", "example.com", "Knee", "London"]) expect(raw!.patient).not.toContain(word);
    expect(openPatient(TEST_HEALTH_KEY, row.patient!, row.reference)).toEqual(patient);
  });

  it("does not open the details with another key, or on another booking's row", async () => {
    const { row } = await book(at("2026-12-09", "10:00"));
    const other = parseHealthKey("ZmVkY2JhOTg3NjU0MzIxMGZlZGNiYTk4NzY1NDMyMTA=")!;
    expect(() => openPatient(other, row.patient!, row.reference)).toThrow(/sealed with another key/);
    expect(() => openPatient(TEST_HEALTH_KEY, row.patient!, "SAM-ZZZZZZ")).toThrow(SealedValueError);
  });

  it("answers a second post of the same form with the booking made, not a second booking", async () => {
    const { holdToken, token } = await book(at("2026-12-09", "10:00"));
    const again = await confirmBooking(database.db, TEST_HEALTH_KEY, { holdToken, details: patient, locale: "en", now: NOW });
    expect(again).toMatchObject({ ok: true, manageToken: token });
    expect(await database.db.$count(appointments)).toBe(1);
  });

  it("books a hold that ran out while its time is free, and refuses it with the nearest times once another patient took it", async () => {
    const service = await cryo();
    const ten = at("2026-12-09", "10:00");
    const later = new Date(NOW.getTime() + (HOLD_MINUTES + 1) * 60_000);
    const first = await holdTime(database.db, { serviceId: service.id, startsAt: ten, now: NOW });
    const second = await holdTime(database.db, { serviceId: service.id, startsAt: ten, now: NOW });
    expect(first.ok && !second.ok).toBe(true);
    if (!first.ok) return;
    const lapsedToken = await linkFor(database.db, "hold", first);
    // The lapsed hold is booked still, the time being free.
    expect(
      await confirmBooking(database.db, TEST_HEALTH_KEY, { holdToken: lapsedToken, details: patient, locale: "hi", now: later }),
    ).toMatchObject({ ok: true });

    const other = await holdTime(database.db, { serviceId: service.id, startsAt: at("2026-12-10", "11:00"), now: NOW });
    if (!other.ok) throw new Error("no hold");
    const otherToken = await linkFor(database.db, "hold", other);
    const rival = await holdTime(database.db, { serviceId: service.id, startsAt: at("2026-12-10", "11:00"), now: later });
    expect(rival.ok).toBe(true);
    const refused = await confirmBooking(database.db, TEST_HEALTH_KEY, {
      holdToken: otherToken,
      details: patient,
      locale: "en",
      now: later,
    });
    expect(refused).toMatchObject({ ok: false, reason: "taken" });
    expect(!refused.ok && "nearest" in refused && refused.nearest.length).toBe(3);
    const [row] = await database.db.select().from(appointments).where(eq(appointments.id, other.id));
    expect(row).toMatchObject({ status: "held", patient: null });
  });

  it("opens nothing with a forged, swapped or malformed link", async () => {
    const { row, token, holdToken } = await book(at("2026-12-09", "10:00"));
    expect(await appointmentByToken(database.db, "manage", token)).toMatchObject({ id: row.id });
    // The hold's link is not the booking's, and a link with another id or a changed letter is no link.
    expect(await appointmentByToken(database.db, "manage", holdToken)).toBeNull();
    expect(await appointmentByToken(database.db, "manage", token.replace(/^[0-9a-z]+\./, `${(row.id + 1).toString(36)}.`))).toBeNull();
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(await appointmentByToken(database.db, "manage", flipped)).toBeNull();
    for (const junk of ["", "1", "x.y", `${token}x`, "../etc/passwd"])
      expect(await appointmentByToken(database.db, "manage", junk)).toBeNull();
  });

  it("keeps a link working until thirty days after the appointment, then says it has expired", async () => {
    const { row, token } = await book(at("2026-12-09", "10:00"));
    expect(await lookUpBooking(database.db, token, new Date(row.endsAt.getTime() + (LINK_DAYS_AFTER - 1) * 86_400_000))).toMatchObject({
      kind: "found",
    });
    expect(await lookUpBooking(database.db, token, new Date(row.endsAt.getTime() + (LINK_DAYS_AFTER + 1) * 86_400_000))).toEqual({
      kind: "expired",
    });
  });
});

describe("changing a booking from its link", () => {
  it("cancels within the notice and frees the time; a second cancel finds nothing to cancel", async () => {
    const ten = at("2026-12-09", "10:00");
    const { row, service } = await book(ten);
    expect(await cancelBooking(database.db, row, NOW)).toEqual({ ok: true });
    expect((await holdTime(database.db, { serviceId: service.id, startsAt: ten, now: NOW })).ok).toBe(true);
    const cancelled = (await appointmentByToken(database.db, "manage", await linkFor(database.db, "manage", row)))!;
    expect(cancelled).toMatchObject({ status: "cancelled", cancelledAt: NOW });
    const [stored] = await database.db.select({ by: appointments.cancelledBy }).from(appointments).where(eq(appointments.id, row.id));
    expect(stored!.by).toBe("patient");
    expect(await cancelBooking(database.db, cancelled, NOW)).toEqual({ ok: false, reason: "not-booked" });
  });

  it("refuses to cancel or move inside the notice (the patient is told to call)", async () => {
    const { row } = await book(at("2026-12-08", "10:00"));
    // 24 hours' notice: until Monday 10:00 it may change; at 10:01 it may not.
    const late = at("2026-12-07", "10:01");
    expect(await cancelBooking(database.db, row, late)).toEqual({ ok: false, reason: "too-late" });
    expect(await moveBooking(database.db, row, at("2026-12-09", "11:00"), late, [])).toEqual({ ok: false, reason: "too-late" });
  });

  it("moves to another free time, even one overlapping its own, and refuses a taken one with the nearest", async () => {
    const { row, service } = await book(at("2026-12-09", "10:00"));
    // The cabin holds one: 10:30 overlaps the booking's own session, which does not count against it.
    expect(await moveBooking(database.db, row, at("2026-12-09", "10:30"), NOW, [])).toEqual({ ok: true });
    const [moved] = await database.db.select().from(appointments).where(eq(appointments.id, row.id));
    expect(moved).toMatchObject({ startsAt: at("2026-12-09", "10:30"), status: "booked" });
    expect(moved!.movedAt).toEqual(NOW);

    const other = await holdTime(database.db, { serviceId: service.id, startsAt: at("2026-12-09", "15:00"), now: NOW });
    expect(other.ok).toBe(true);
    const fresh = (await appointmentByToken(database.db, "manage", await linkFor(database.db, "manage", row)))!;
    const refused = await moveBooking(database.db, fresh, at("2026-12-09", "15:00"), NOW, []);
    expect(refused).toMatchObject({ ok: false, reason: "taken" });
    expect(await moveBooking(database.db, fresh, at("2026-12-09", "10:07"), NOW, [])).toMatchObject({ ok: false, reason: "not-offered" });
  });
});
