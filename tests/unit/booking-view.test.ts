import { describe, expect, it } from "vitest";
import { appointmentIcs } from "~/lib/appointment-ics";
import { instantOf } from "~/lib/availability";
import { bookingDetailsSchema, isTimeZone } from "~/lib/booking-schema";
import { bookingQuery, clockOf, dayWindow, readBookingQuery, sameWallClock, shortDay, zonedWhen } from "~/lib/booking-view";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";

describe("booking times as the pages write them", () => {
  it("names a free time by its clinic clock, 24-hour, in every language", () => {
    const at = instantOf(CLINIC_TIME_ZONE, "2026-12-09", "09:30");
    expect(clockOf(at)).toBe("09:30");
    expect(clockOf(instantOf(CLINIC_TIME_ZONE, "2026-12-09", "00:05"))).toBe("00:05");
    expect(clockOf(at, "Europe/London")).toBe("04:00");
  });

  it("gives a London patient the same instant across the clocks going forward", () => {
    // Sunday 29 March 2026, 01:00 UTC, London moves to BST. 10:00 in India is 04:30 in London
    // the day before, and 05:30 the day after.
    const before = instantOf(CLINIC_TIME_ZONE, "2026-03-28", "10:00");
    const after = instantOf(CLINIC_TIME_ZONE, "2026-03-30", "10:00");
    expect(zonedWhen(before, "Europe/London", "en-IN")).toBe("Saturday, 28 March 2026, 04:30");
    expect(zonedWhen(after, "Europe/London", "en-IN")).toBe("Monday, 30 March 2026, 05:30");
    expect(after.toISOString()).toBe("2026-03-30T04:30:00.000Z");
    expect(sameWallClock(after, "Asia/Kolkata", "Asia/Calcutta")).toBe(true);
    expect(sameWallClock(after, "Europe/London", CLINIC_TIME_ZONE)).toBe(false);
  });

  it("writes days in the page's language", () => {
    expect(shortDay("2026-12-12", "en-IN")).toBe("Sat, 12 Dec");
    expect(shortDay("2026-12-12", "ar-u-nu-latn")).toMatch(/12/);
  });

  it("shows a week from the day asked, within today and the horizon, with its neighbours", () => {
    expect(dayWindow("2026-12-07", "2026-12-07", "2027-02-04")).toMatchObject({ start: "2026-12-07", earlier: null, later: "2026-12-14" });
    expect(dayWindow("2026-12-10", "2026-12-07", "2027-02-04")).toMatchObject({ earlier: "2026-12-07", later: "2026-12-17" });
    expect(dayWindow("2026-11-01", "2026-12-07", "2027-02-04").start).toBe("2026-12-07");
    const end = dayWindow("2027-02-01", "2026-12-07", "2027-02-04");
    expect(end.days).toEqual(["2027-02-01", "2027-02-02", "2027-02-03", "2027-02-04"]);
    expect(end.later).toBeNull();
  });

  it("reads a step's address back, leaving out anything malformed", () => {
    const q = bookingQuery({ service: 3, from: "2026-12-07", day: "2026-12-09" });
    expect(q).toBe("?service=3&from=2026-12-07&day=2026-12-09");
    expect(readBookingQuery(new URLSearchParams(q))).toEqual({ service: 3, from: "2026-12-07", day: "2026-12-09" });
    expect(readBookingQuery(new URLSearchParams("service=-1&day=2026-13-45&from=x"))).toEqual({ service: null, day: null, from: null });
    expect(bookingQuery({})).toBe("");
  });
});

describe("the patient's details", () => {
  const valid = { name: "Margaret Hughes", phone: "07911 123456", email: "", country: "United Kingdom", note: "", zone: "Europe/London" };

  it("reads a number without its code in the plan of the country typed, and keeps it as E.164", () => {
    expect(bookingDetailsSchema.parse(valid)).toEqual({ ...valid, phone: "+447911123456", email: null, note: null });
    expect(bookingDetailsSchema.parse({ ...valid, country: "India", phone: "98480 12345" }).phone).toBe("+919848012345");
  });

  it("names each refused field with a catalogue key", () => {
    const result = bookingDetailsSchema.safeParse({ ...valid, name: " ", phone: "12", email: "not-mail", zone: "Mars/Olympus" });
    expect(result.success).toBe(false);
    const keys = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(keys).toEqual({
      name: "forms.errorNameRequired",
      phone: "forms.errorPhoneInvalid",
      email: "forms.errorEmailInvalid",
      zone: "booking.errorZone",
    });
  });

  it("knows the runtime's zones and nothing else", () => {
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Europe/Atlantis")).toBe(false);
    expect(isTimeZone("x".repeat(100))).toBe(false);
  });
});

describe("the calendar file", () => {
  const event = {
    reference: "SAM-7K3QAB",
    host: "clinic.example",
    summary: "Cryotherapy session at Samudra",
    description: "Reference SAM-7K3QAB. To change or cancel: https://clinic.example/book/manage?link=1.abc",
    location: "Beach Road, Visakhapatnam",
    startsAt: new Date("2026-03-30T04:30:00Z"),
    endsAt: new Date("2026-03-30T04:45:00Z"),
    cancelled: false,
    sequence: 0,
    stamp: new Date("2026-03-01T10:00:00Z"),
    url: "https://clinic.example/book/manage?link=1.abc",
  };

  it("writes the instants in UTC, so every calendar shows the same moment", () => {
    const ics = appointmentIcs(event);
    expect(ics).toContain("UID:SAM-7K3QAB@clinic.example");
    expect(ics).toContain("DTSTART:20260330T043000Z");
    expect(ics).toContain("DTEND:20260330T044500Z");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it("marks a cancelled appointment, with a later sequence", () => {
    const ics = appointmentIcs({ ...event, cancelled: true, sequence: 3600 });
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:3600");
  });
});
