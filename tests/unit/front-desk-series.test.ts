// Issue 47 item 6: a series' proposed times ("10 sessions, weekdays at 10:00 from 7 December")
// and the staff's form for it and for one caller, checked as pure functions.
import { describe, expect, it } from "vitest";
import { type FreeTime, instantOf } from "~/lib/availability";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";
import { callerBookingSchema, issuesByField, patientOf, seriesSchema } from "~/lib/front-desk-schema";
import { planKey, proposedView, proposeSeries, readWeekdays, seriesDays, weekdaysText, WORKING_WEEK } from "~/lib/front-desk-series";

const at = (day: string, time: string) => instantOf(CLINIC_TIME_ZONE, day, time);
const times = (entries: Array<[string, string]>) => {
  const map = new Map<string, FreeTime[]>();
  for (const [day, time] of entries) map.set(day, [...(map.get(day) ?? []), { start: at(day, time), seatsLeft: 1 }]);
  return map;
};

describe("a series' days", () => {
  it("takes the first N days on the chosen weekdays from the first day", () => {
    // Monday 7 December 2026: ten weekdays run to Friday the 18th, over the weekend between.
    const days = seriesDays({ from: "2026-12-07", count: 10, weekdays: WORKING_WEEK });
    expect(days).toHaveLength(10);
    expect(days[0]).toBe("2026-12-07");
    expect(days.at(-1)).toBe("2026-12-18");
    expect(days).not.toContain("2026-12-12");
    expect(seriesDays({ from: "2026-12-09", count: 3, weekdays: ["Monday", "Friday"] })).toEqual([
      "2026-12-11",
      "2026-12-14",
      "2026-12-18",
    ]);
  });

  it("crosses the year and stops within a year whatever is asked", () => {
    expect(seriesDays({ from: "2026-12-30", count: 3, weekdays: ["Wednesday", "Thursday", "Friday", "Saturday"] })).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
    expect(seriesDays({ from: "2026-12-07", count: 500, weekdays: ["Monday"] }).length).toBeLessThanOrEqual(53);
    expect(seriesDays({ from: "2026-12-07", count: 5, weekdays: [] })).toEqual([]);
  });

  it("marks each time free, taken (offered but full) or closed (not offered at all)", () => {
    const plan = { from: "2026-12-07", count: 4, weekdays: WORKING_WEEK, time: "10:00" };
    const offered = times([
      ["2026-12-07", "10:00"],
      ["2026-12-08", "10:00"],
      ["2026-12-10", "10:00"],
    ]);
    const free = times([
      ["2026-12-07", "10:00"],
      ["2026-12-10", "10:00"],
    ]);
    const proposed = proposeSeries(plan, free, offered);
    expect(proposed.map((p) => [p.day, p.state])).toEqual([
      ["2026-12-07", "free"],
      ["2026-12-08", "taken"],
      ["2026-12-09", "closed"],
      ["2026-12-10", "free"],
    ]);
    expect(proposed[0]!.startsAt.toISOString()).toBe("2026-12-07T04:30:00.000Z");
    expect(proposedView(proposed[1]!)).toMatchObject({ label: "Tue, 8 Dec 10:00", stateLabel: "Taken" });
  });

  it("reads and says the weekdays", () => {
    expect(readWeekdays(["Friday", "Monday", "Someday"])).toEqual(["Monday", "Friday"]);
    expect(weekdaysText(WORKING_WEEK)).toBe("weekdays (Mon–Fri)");
    expect(weekdaysText(["Wednesday", "Monday"])).toBe("Mon, Wed");
  });

  it("keys a plan by what it books, whatever order the weekdays came in", () => {
    const a = planKey(3, { from: "2026-12-07", count: 10, weekdays: ["Friday", "Monday"], time: "10:00" });
    expect(a).toBe(planKey(3, { from: "2026-12-07", count: 10, weekdays: ["Monday", "Friday"], time: "10:00" }));
    expect(a).not.toBe(planKey(3, { from: "2026-12-07", count: 10, weekdays: ["Monday", "Friday"], time: "10:30" }));
  });
});

const caller = {
  service: "3",
  startsAt: "2026-12-09T04:30:00.000Z",
  name: " Ravi Kumar ",
  phone: "98480 12345",
  email: "",
  country: "India",
  zone: "",
  note: "",
  locale: "te",
};

describe("the front desk's forms", () => {
  it("gives the caller's details in the booking form's shape: the phone in E.164, India's zone by default", () => {
    const parsed = callerBookingSchema.parse(caller);
    expect(patientOf(parsed)).toEqual({
      name: "Ravi Kumar",
      phone: "+919848012345",
      email: null,
      country: "India",
      note: null,
      zone: "Asia/Kolkata",
    });
    expect(parsed).toMatchObject({ service: 3, locale: "te", remindWhatsapp: false, remindEmail: false, inquiry: null });
    expect(parsed.startsAt.toISOString()).toBe(caller.startsAt);
    // A foreign number read in its country's plan.
    expect(patientOf(callerBookingSchema.parse({ ...caller, phone: "07911 123456", country: "United Kingdom" })).phone).toBe(
      "+447911123456",
    );
  });

  it("says each problem next to its field, in staff's words", () => {
    const result = callerBookingSchema.safeParse({
      ...caller,
      name: "",
      phone: "123",
      startsAt: "tomorrow",
      locale: "fr",
      remindEmail: "on",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = issuesByField(result.error);
    expect(errors.name).toBe("Please enter the caller's name.");
    expect(errors.startsAt).toBe("Please choose a free time.");
    expect(errors.locale).toMatch(/language of the patient's messages/);
    // All at once: the phone and the e-mail reminders are checked though other fields were refused.
    expect(errors.phone).toMatch(/phone number that can be reached/);
    expect(errors.remindEmail).toMatch(/need the caller's e-mail address/);
    // A form with a field missing altogether (not sent) says so in the same words.
    const missing = callerBookingSchema.safeParse({ service: "3" });
    if (missing.success) throw new Error("accepted");
    expect(issuesByField(missing.error)).toMatchObject({
      name: "Please enter the caller's name.",
      phone: "Please enter the caller's phone number.",
    });
  });

  it("asks a series for 2 to 30 sessions on at least one weekday at a real time", () => {
    const base = { ...caller, from: "2026-12-07", count: "10", weekdays: ["Monday"], time: "10:00" };
    expect(seriesSchema.safeParse(base).success).toBe(true);
    const bad = seriesSchema.safeParse({ ...base, count: "31", weekdays: [], time: "25:00", from: "2026-02-30" });
    if (bad.success) throw new Error("accepted");
    expect(Object.keys(issuesByField(bad.error)).sort()).toEqual(["count", "from", "time", "weekdays"]);
  });
});
