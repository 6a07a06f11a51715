// Issue 47 item 6: the front desk's calendar as pure functions: which days an address shows,
// how appointments fall into columns, and what of a patient a viewer without the permission sees.
import { describe, expect, it, vi } from "vitest";
import { instantOf } from "~/lib/availability";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";
import {
  calendarColumns,
  calendarDays,
  calendarEntry,
  calendarHref,
  type CalendarRow,
  countText,
  type GroupResource,
  PATIENT_HIDDEN,
  readCalendarQuery,
  shiftDate,
  weekStart,
} from "~/lib/front-desk";

const at = (day: string, time: string) => instantOf(CLINIC_TIME_ZONE, day, time);

const resources: GroupResource[] = [
  { id: 1, name: "Hyperbaric chamber", kind: "equipment", capacity: 2, isActive: true },
  { id: 2, name: "Cryotherapy cabin", kind: "equipment", capacity: 1, isActive: true },
  { id: 3, name: "Consultation room", kind: "room", capacity: 1, isActive: true },
  { id: 4, name: "Dr. Aditya Varma", kind: "practitioner", capacity: 1, isActive: true },
  { id: 5, name: "Dr. Gurpreet Singh Bedi", kind: "practitioner", capacity: 1, isActive: true },
  { id: 6, name: "Old room", kind: "room", capacity: 1, isActive: false },
];

let nextId = 1;
function row(day: string, time: string, over: Partial<CalendarRow> = {}): CalendarRow {
  const startsAt = at(day, time);
  return {
    id: nextId++,
    reference: `SAM-00000${nextId}`,
    serviceName: "Cryotherapy session",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 15 * 60_000),
    status: "booked",
    resourceId: 2,
    practitionerId: null,
    patient: "hd1.sealed",
    ...over,
  };
}

const opened = { name: "Margaret Hughes", phone: "+44 7911 123456" };

describe("the calendar's address", () => {
  it("reads the day, the view and the grouping, falling back to today's day view by resource", () => {
    const today = "2026-12-07";
    expect(readCalendarQuery(new URLSearchParams(""), today)).toEqual({ view: "day", date: today, group: "resource", cancelled: false });
    expect(readCalendarQuery(new URLSearchParams("view=week&date=2026-12-10&group=practitioner&cancelled=1"), today)).toEqual({
      view: "week",
      date: "2026-12-10",
      group: "practitioner",
      cancelled: true,
    });
    // A day that does not exist, or garbage, is today; an unknown view is the day view.
    expect(readCalendarQuery(new URLSearchParams("date=2027-02-30&view=month&group=x"), today)).toMatchObject({
      date: today,
      view: "day",
      group: "resource",
    });
  });

  it("writes links without the defaults, so today's day view is the bare address", () => {
    const q = readCalendarQuery(new URLSearchParams(""), "2026-12-07");
    expect(calendarHref(q, {}, "2026-12-07")).toBe("/admin/appointments");
    expect(calendarHref(q, { date: "2026-12-08" }, "2026-12-07")).toBe("/admin/appointments?date=2026-12-08");
    expect(calendarHref(q, { view: "week", group: "practitioner", cancelled: true }, "2026-12-07")).toBe(
      "/admin/appointments?view=week&group=practitioner&cancelled=1",
    );
  });

  it("shows a day, or the Monday-to-Sunday week around it, and steps by a day or a week", () => {
    expect(weekStart("2026-12-09")).toBe("2026-12-07");
    expect(weekStart("2026-12-13")).toBe("2026-12-07");
    expect(weekStart("2026-12-07")).toBe("2026-12-07");
    expect(calendarDays({ view: "day", date: "2026-12-09" })).toEqual(["2026-12-09"]);
    expect(calendarDays({ view: "week", date: "2026-12-31" })).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(shiftDate({ view: "day", date: "2026-12-31" }, 1)).toBe("2027-01-01");
    expect(shiftDate({ view: "week", date: "2026-12-09" }, -1)).toBe("2026-11-30");
    expect(shiftDate({ view: "week", date: "2026-12-09" }, 1)).toBe("2026-12-14");
  });
});

describe("what the calendar shows of a patient", () => {
  it("opens the sealed details for a viewer with the permission, with the clinic time", () => {
    const entry = calendarEntry(row("2026-12-09", "09:30"), "2026-12-09", true, () => opened);
    expect(entry).toMatchObject({ start: "09:30", end: "09:45", patient: opened, patientNote: null, statusLabel: "Booked" });
  });

  it("never opens them for a viewer without it: the page gets 'Patient details hidden' and nothing else", () => {
    const open = vi.fn(() => opened);
    const entry = calendarEntry(row("2026-12-09", "09:30"), "2026-12-09", false, open);
    expect(open).not.toHaveBeenCalled();
    expect(entry.patient).toBeNull();
    expect(entry.patientNote).toBe(PATIENT_HIDDEN);
    expect(JSON.stringify(entry)).not.toMatch(/Margaret|7911/);
  });

  it("says when details cannot be read, rather than failing the day", () => {
    expect(calendarEntry(row("2026-12-09", "09:30"), "2026-12-09", true, () => null).patientNote).toMatch(/cannot be read/);
    expect(calendarEntry(row("2026-12-09", "09:30", { patient: null }), "2026-12-09", true, () => opened).patientNote).toBe(
      "No patient details",
    );
  });
});

describe("the calendar's columns", () => {
  const day = "2026-12-09";
  const entries = [
    row(day, "11:00", { resourceId: 1, serviceName: "Hyperbaric oxygen session" }),
    row(day, "09:30", { resourceId: 1, serviceName: "Hyperbaric oxygen session" }),
    row(day, "10:00", { resourceId: 3, practitionerId: 4, serviceName: "Consultation with Dr. Aditya Varma" }),
    // A video consultation holds the doctor alone.
    row(day, "12:00", { resourceId: 5, serviceName: "Video consultation with Dr. Gurpreet Singh Bedi" }),
    // An appointment of a resource made inactive since.
    row(day, "15:00", { resourceId: 6, serviceName: "Physiotherapy" }),
    row(day, "16:00", { resourceId: null, serviceName: "Gone" }),
  ].map((r) => calendarEntry(r, day, true, () => opened));

  it("by resource: every active resource in the admin's order, appointments in time order, then the others", () => {
    const columns = calendarColumns(entries, resources, "resource", [day]);
    expect(columns.map((c) => [c.name, c.count])).toEqual([
      ["Hyperbaric chamber", 2],
      ["Cryotherapy cabin", 0],
      ["Consultation room", 1],
      ["Dr. Gurpreet Singh Bedi", 1],
      ["Old room", 1],
      ["Without a resource", 1],
    ]);
    expect(columns[0]!.days[0]!.entries.map((e) => e.start)).toEqual(["09:30", "11:00"]);
    expect(columns[0]!.detail).toBe("2 places");
    expect(columns[4]!.detail).toMatch(/inactive/);
  });

  it("by practitioner: each doctor's consultations, in the room or by video, and the therapy sessions apart", () => {
    const columns = calendarColumns(entries, resources, "practitioner", [day]);
    expect(columns.map((c) => [c.name, c.count])).toEqual([
      ["Dr. Aditya Varma", 1],
      ["Dr. Gurpreet Singh Bedi", 1],
      ["Without a practitioner", 4],
    ]);
  });

  it("in a week, puts each appointment on its own day of its column", () => {
    const week = calendarDays({ view: "week", date: day });
    const mon = calendarEntry(row("2026-12-07", "10:00", { resourceId: 2 }), "2026-12-07", true, () => opened);
    const sun = calendarEntry(row("2026-12-13", "10:00", { resourceId: 2 }), "2026-12-13", true, () => opened);
    const cabin = calendarColumns([sun, mon], resources, "resource", week).find((c) => c.name === "Cryotherapy cabin")!;
    expect(cabin.days.map((d) => d.entries.length)).toEqual([1, 0, 0, 0, 0, 0, 1]);
  });

  it("counts in words", () => {
    expect([0, 1, 2].map(countText)).toEqual(["No appointments", "1 appointment", "2 appointments"]);
  });
});
