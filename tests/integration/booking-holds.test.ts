// Issue 47 item 3: the database refuses overbooking. A hold locks its resources, counts what
// holds them and inserts in one transaction; on PostgreSQL (CI's second run) fifty holds at once
// for the chamber's last seat race for real, on PGlite they take turns: exactly one wins either way.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { instantOf } from "~/lib/availability";
import { CLINIC_TIME_ZONE, clinicDate } from "~/lib/clinic-view";
import { holdTime, HOLD_MINUTES, releaseHold } from "~/server/booking/appointments.server";
import { freeTimesOf } from "~/server/booking/free-times.server";
import { resourceCalendars } from "~/server/content/booking-resources.server";
import type { Database } from "~/server/db/client.server";
import { appointments, bookingServices } from "~/server/db/schema.server";
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
// Monday 7 December 2026, 06:00 in Visakhapatnam; the services ask 12 hours' notice.
const NOW = at("2026-12-07", "06:00");
const TUESDAY = "2026-12-08";
const clock = (d: Date) => new Intl.DateTimeFormat("en-GB", { timeZone: CLINIC_TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(d);

async function service(name: string) {
  const [row] = await database.db.select().from(bookingServices).where(eq(bookingServices.name, name));
  if (!row) throw new Error(`no service ${name}`);
  return row;
}

/** The chamber session's free times on a day, with the places left at each. */
async function freeOn(day: string, now = NOW) {
  const hbot = await service("Hyperbaric oxygen session");
  const calendars = await resourceCalendars(database.db, [hbot.resourceId!]);
  const free = await freeTimesOf(database.db, hbot, calendars, [], { from: day, to: day }, now);
  return new Map((free.get(day) ?? []).map((t) => [clock(t.start), t.seatsLeft]));
}

describe("holding a time", () => {
  it("takes a place of the chamber's two; the second takes the last; the third is told it was just taken, with the nearest free times", async () => {
    const hbot = await service("Hyperbaric oxygen session");
    const ten = at(TUESDAY, "10:00");
    expect((await freeOn(TUESDAY)).get("10:00")).toBe(2);

    const first = await holdTime(database.db, { serviceId: hbot.id, startsAt: ten, now: NOW });
    expect(first).toMatchObject({ ok: true, startsAt: ten, holdExpiresAt: new Date(NOW.getTime() + HOLD_MINUTES * 60_000) });
    expect(first.ok && first.reference).toMatch(/^SAM-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect((await freeOn(TUESDAY)).get("10:00")).toBe(1);
    // The session and its buffer hold the chamber until 11:45: 08:30 would run into it.
    expect((await freeOn(TUESDAY)).get("08:30")).toBe(1);

    expect((await holdTime(database.db, { serviceId: hbot.id, startsAt: ten, now: NOW })).ok).toBe(true);
    const free = await freeOn(TUESDAY);
    expect(free.has("10:00")).toBe(false);
    expect(free.has("08:30")).toBe(false);

    const third = await holdTime(database.db, { serviceId: hbot.id, startsAt: ten, now: NOW });
    expect(third).toMatchObject({ ok: false, reason: "taken" });
    const nearest = third.ok ? [] : third.nearest;
    expect(nearest.map(clock)).toEqual(["08:00", "14:00", "14:30"]);
    expect(nearest.every((t) => clinicDate(t) === TUESDAY)).toBe(true);
    const [row] = await database.db.select().from(appointments).where(eq(appointments.startsAt, ten)).limit(1);
    expect(row).toMatchObject({
      status: "held",
      serviceName: "Hyperbaric oxygen session",
      resourceId: hbot.resourceId,
      practitionerId: null,
    });
    expect(row!.occupiedUntil.getTime() - row!.startsAt.getTime()).toBe((90 + 15) * 60_000);
  });

  it("refuses a time the service never offers: off its steps, on a closed day, inside the notice, past the horizon", async () => {
    const hbot = await service("Hyperbaric oxygen session");
    for (const startsAt of [
      at(TUESDAY, "10:15"),
      at("2026-12-13", "10:00"),
      at("2026-12-07", "10:00"),
      at("2027-03-01", "10:00"),
      at(TUESDAY, "12:00"),
    ]) {
      const outcome = await holdTime(database.db, { serviceId: hbot.id, startsAt, now: NOW });
      expect(outcome, startsAt.toISOString()).toMatchObject({ ok: false, reason: "not-offered" });
    }
    expect(await database.db.select().from(appointments)).toEqual([]);
  });

  it("refuses a service that does not exist, is not active or holds no resource", async () => {
    const cryo = await service("Cryotherapy session");
    const startsAt = at(TUESDAY, "10:00");
    expect(await holdTime(database.db, { serviceId: 999_999, startsAt, now: NOW })).toMatchObject({ ok: false, reason: "unknown-service" });
    await database.db.update(bookingServices).set({ isActive: false }).where(eq(bookingServices.id, cryo.id));
    expect(await holdTime(database.db, { serviceId: cryo.id, startsAt, now: NOW })).toMatchObject({ ok: false, reason: "unknown-service" });
    await database.db.update(bookingServices).set({ isActive: true, resourceId: null }).where(eq(bookingServices.id, cryo.id));
    expect(await holdTime(database.db, { serviceId: cryo.id, startsAt, now: NOW })).toMatchObject({ ok: false, reason: "unknown-service" });
    await database.db.update(bookingServices).set({ resourceId: cryo.resourceId }).where(eq(bookingServices.id, cryo.id));
  });

  it("needs the practitioner too: a consultation holds the room and the doctor", async () => {
    const varma = await service("Consultation with Dr. Aditya Varma");
    const other = await service("Consultation with Dr. Gurpreet Singh Bedi");
    // Dr. Varma sees patients from 16:00; the consultation room is shared by both doctors.
    const four = at(TUESDAY, "16:00");
    expect((await holdTime(database.db, { serviceId: varma.id, startsAt: at(TUESDAY, "11:00"), now: NOW })).ok).toBe(false);
    expect((await holdTime(database.db, { serviceId: varma.id, startsAt: four, now: NOW })).ok).toBe(true);
    // Dr. Bedi's hours end at 16:00, and the room is taken at 16:00 anyway.
    expect((await holdTime(database.db, { serviceId: other.id, startsAt: at(TUESDAY, "15:00"), now: NOW })).ok).toBe(true);
    expect(await holdTime(database.db, { serviceId: varma.id, startsAt: four, now: NOW })).toMatchObject({ ok: false, reason: "taken" });
  });

  it("frees its place when it runs out, or at once when the patient lets it go", async () => {
    const cryo = await service("Cryotherapy session");
    const ten = at(TUESDAY, "10:00");
    const held = await holdTime(database.db, { serviceId: cryo.id, startsAt: ten, now: NOW });
    if (!held.ok) throw new Error("not held");
    expect((await holdTime(database.db, { serviceId: cryo.id, startsAt: ten, now: NOW })).ok).toBe(false);
    const later = new Date(NOW.getTime() + (HOLD_MINUTES + 1) * 60_000);
    expect((await holdTime(database.db, { serviceId: cryo.id, startsAt: ten, now: later })).ok).toBe(true);

    const eleven = at(TUESDAY, "11:00");
    const next = await holdTime(database.db, { serviceId: cryo.id, startsAt: eleven, now: NOW });
    if (!next.ok) throw new Error("not held");
    expect(await releaseHold(database.db, next.id, "SAM-WRONG1")).toBe(false);
    expect(await releaseHold(database.db, next.id, next.reference)).toBe(true);
    expect(await releaseHold(database.db, next.id, next.reference)).toBe(false);
    expect((await holdTime(database.db, { serviceId: cryo.id, startsAt: eleven, now: NOW })).ok).toBe(true);
  });

  it("gives the chamber's last seat to exactly one of fifty at once", async () => {
    const hbot = await service("Hyperbaric oxygen session");
    const startsAt = at(TUESDAY, "14:30");
    expect((await holdTime(database.db, { serviceId: hbot.id, startsAt, now: NOW })).ok).toBe(true);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => holdTime(database.db, { serviceId: hbot.id, startsAt, now: NOW })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok && o.reason === "taken")).toHaveLength(49);
    const held = await database.db.select().from(appointments).where(eq(appointments.startsAt, startsAt));
    expect(held).toHaveLength(2);
    expect((await freeOn(TUESDAY)).has("14:30")).toBe(false);
  });
});
