import { describe, expect, it } from "vitest";
import { type AvailabilityInput, freeTimes, instantOf, nearestTimes, type ResourceCalendar, weekdayOf } from "~/lib/availability";
import { dayInZone, parseCalendarDay } from "~/lib/calendar-input";
import { addDays } from "~/lib/reports";
import { WEEKDAYS } from "~/content-types/clinic-settings";

const IST = "Asia/Kolkata";
const LONDON = "Europe/London";

const everyDay = (open: string, close: string) => WEEKDAYS.map((day) => ({ day, closed: false, open, close }));

const chamber: ResourceCalendar = { id: 1, capacity: 1, hours: everyDay("09:00", "13:00"), breaks: [], exceptions: [] };

const hour = { durationMinutes: 60, bufferMinutes: 15, stepMinutes: 30, noticeMinutes: 0, horizonDays: 60 };

// Monday 7 December 2026, 06:00 in Visakhapatnam.
const MONDAY = "2026-12-07";
const early = instantOf(IST, MONDAY, "06:00");

function times(input: Partial<AvailabilityInput> & { zone?: string }, day = MONDAY): string[] {
  const zone = input.zone ?? IST;
  const found = freeTimes({
    service: hour,
    resources: [chamber],
    closures: [],
    occupied: [],
    now: early,
    zone,
    from: day,
    to: day,
    ...input,
  });
  const clock = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit" });
  return (found.get(day) ?? []).map((t) => `${clock.format(t.start)}${t.seatsLeft > 1 ? `×${t.seatsLeft}` : ""}`);
}

const booked = (resourceId: number, day: string, from: string, to: string, zone = IST) => ({
  resourceId,
  start: instantOf(zone, day, from),
  end: instantOf(zone, day, to),
});

describe("calendar days", () => {
  it("knows real days, their weekdays and the clinic's day at an instant", () => {
    expect(parseCalendarDay("2026-12-07").ok).toBe(true);
    expect(parseCalendarDay("2026-02-30").ok).toBe(false);
    expect(parseCalendarDay("2026-12-7").ok).toBe(false);
    expect(weekdayOf(MONDAY)).toBe("Monday");
    expect(weekdayOf("2027-03-28")).toBe("Sunday");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    // 20:00 UTC on the 6th is already the 7th in India.
    expect(dayInZone(new Date("2026-12-06T20:00:00Z"), IST)).toBe(MONDAY);
    expect(instantOf(IST, MONDAY, "09:00").toISOString()).toBe("2026-12-07T03:30:00.000Z");
  });

  it("keeps London's 09:00 at 09:00 across the spring change, and moves a skipped time on by the gap", () => {
    expect(instantOf(LONDON, "2027-03-27", "09:00").toISOString()).toBe("2027-03-27T09:00:00.000Z");
    expect(instantOf(LONDON, "2027-03-28", "09:00").toISOString()).toBe("2027-03-28T08:00:00.000Z");
    expect(instantOf(LONDON, "2027-03-28", "01:30").toISOString()).toBe("2027-03-28T01:30:00.000Z");
  });
});

describe("free times", () => {
  it("offers every step from opening while a session ends by closing", () => {
    expect(times({})).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00"]);
  });

  it("keeps a booking's time and its buffer from a one-seat resource", () => {
    // 10:00-11:15 held: a 09:00 session would run into it (with its own buffer), 11:30 is free.
    expect(times({ occupied: [booked(1, MONDAY, "10:00", "11:15")] })).toEqual(["11:30", "12:00"]);
    // A session may start the instant the last one's buffer ends.
    expect(times({ occupied: [booked(1, MONDAY, "09:00", "10:15")], service: { ...hour, stepMinutes: 15 } })[0]).toBe("10:15");
  });

  it("counts the seats of a shared resource by the most people in it at once", () => {
    const hyperbaric = { ...chamber, capacity: 2 };
    expect(times({ resources: [hyperbaric] })[0]).toBe("09:00×2");
    // One at 10:00, one at 10:30: at 10:30 both are in; at 11:15 the first has left.
    const two = [booked(1, MONDAY, "10:00", "11:15"), booked(1, MONDAY, "10:30", "11:45")];
    const offered = times({ resources: [hyperbaric], occupied: two, service: { ...hour, stepMinutes: 15 } });
    expect(offered).not.toContain("10:30");
    expect(offered).toContain("11:15");
    expect(offered).toContain("09:00");
    // Two bookings that never meet leave a seat through the whole span between them.
    const apart = [booked(1, MONDAY, "09:00", "10:00"), booked(1, MONDAY, "10:00", "11:00")];
    expect(times({ resources: [hyperbaric], occupied: apart })).toContain("09:30");
  });

  it("needs every resource free: the chamber and the practitioner's own hours", () => {
    const doctor: ResourceCalendar = { id: 2, capacity: 1, hours: everyDay("10:00", "12:00"), breaks: [], exceptions: [] };
    expect(times({ resources: [chamber, doctor] })).toEqual(["10:00", "10:30", "11:00"]);
    expect(times({ resources: [chamber, doctor], occupied: [booked(2, MONDAY, "10:00", "11:15")] })).toEqual([]);
  });

  it("keeps sessions out of breaks, closed days, the clinic's closures and a day's exception", () => {
    const long = { ...chamber, hours: everyDay("09:00", "17:00"), breaks: [{ from: "13:00", to: "14:00" }] };
    const offered = times({ resources: [long] });
    expect(offered).toContain("12:00");
    expect(offered).not.toContain("12:30");
    expect(offered).not.toContain("13:30");
    expect(offered).toContain("14:00");
    const sundays = { ...chamber, hours: chamber.hours.map((h) => (h.day === "Monday" ? { ...h, closed: true } : h)) };
    expect(times({ resources: [sundays] })).toEqual([]);
    expect(times({ closures: [{ from: "2026-12-06", to: MONDAY }] })).toEqual([]);
    const late = { ...chamber, exceptions: [{ date: MONDAY, closed: false, open: "15:00", close: "16:30" }] };
    expect(times({ resources: [late] })).toEqual(["15:00", "15:30"]);
    const shut = { ...chamber, exceptions: [{ date: MONDAY, closed: true, open: "", close: "" }] };
    expect(times({ resources: [shut] })).toEqual([]);
  });

  it("offers nothing inside the notice, in the past or past the horizon", () => {
    const at = instantOf(IST, MONDAY, "08:50");
    expect(times({ now: at, service: { ...hour, noticeMinutes: 120 } })[0]).toBe("11:00");
    expect(times({ now: instantOf(IST, MONDAY, "10:10") })[0]).toBe("10:30");
    const week = freeTimes({
      service: { ...hour, horizonDays: 2 },
      resources: [chamber],
      closures: [],
      occupied: [],
      now: early,
      zone: IST,
      from: "2026-12-01",
      to: "2026-12-31",
    });
    expect([...week.keys()]).toEqual([MONDAY, "2026-12-08"]);
  });

  it("opens at the clinic's 09:00 on the day London's clocks go forward, an hour earlier in UTC", () => {
    const london = { ...chamber, hours: everyDay("09:00", "11:00") };
    const now = new Date("2027-03-26T00:00:00Z");
    const days = freeTimes({
      service: hour,
      resources: [london],
      closures: [],
      occupied: [],
      now,
      zone: LONDON,
      from: "2027-03-27",
      to: "2027-03-28",
    });
    expect(days.get("2027-03-27")?.map((t) => t.start.toISOString())).toEqual([
      "2027-03-27T09:00:00.000Z",
      "2027-03-27T09:30:00.000Z",
      "2027-03-27T10:00:00.000Z",
    ]);
    expect(days.get("2027-03-28")?.[0]?.start.toISOString()).toBe("2027-03-28T08:00:00.000Z");
  });
});

describe("the nearest free times", () => {
  it("are the closest on either side, earlier first on a tie, given in time order", () => {
    const free = ["08:00", "09:00", "11:00", "12:00", "15:00"].map((t) => ({ start: instantOf(IST, MONDAY, t), seatsLeft: 1 }));
    const clock = (d: Date) => new Intl.DateTimeFormat("en-GB", { timeZone: IST, hour: "2-digit", minute: "2-digit" }).format(d);
    // 08:00 and 12:00 are both two hours off: the earlier is offered.
    expect(nearestTimes(free, instantOf(IST, MONDAY, "10:00")).map(clock)).toEqual(["08:00", "09:00", "11:00"]);
    expect(nearestTimes(free, instantOf(IST, MONDAY, "10:00"), 1).map(clock)).toEqual(["09:00"]);
    expect(nearestTimes([], instantOf(IST, MONDAY, "10:00"))).toEqual([]);
  });
});
