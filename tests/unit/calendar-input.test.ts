import { describe, expect, it } from "vitest";
import {
  daysInMonth,
  isLeapYear,
  localToInstant,
  parseCalendarDay,
  parseLocalDateTime,
  parseTimeOfDay,
  parseZonedDateTime,
} from "~/lib/calendar-input";
import { clinicLocalToDate, parseClinicDateTime } from "~/lib/clinic-view";

const detail = (parsed: { ok: boolean; problem?: string; detail?: string }) =>
  parsed.ok ? "ok" : parsed.problem === "impossible" ? parsed.detail : "format";

describe("the calendar", () => {
  it("has the Gregorian leap years and month lengths", () => {
    expect([2024, 2027, 1900, 2000, 2100].map(isLeapYear)).toEqual([true, false, false, true, false]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2027, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2028, 2)).toBe(29);
  });
});

describe("parseCalendarDay", () => {
  it.each([
    ["2026-01-26", "ok"],
    ["2028-02-29", "ok"],
    ["2000-02-29", "ok"],
    ["2027-12-31", "ok"],
    ["0001-01-01", "ok"],
    ["2027-02-30", "there is no 30 February 2027"],
    ["2027-02-29", "there is no 29 February 2027 (2027 is not a leap year)"],
    ["1900-02-29", "there is no 29 February 1900 (1900 is not a leap year)"],
    ["2027-04-31", "there is no 31 April 2027"],
    ["2027-06-31", "there is no 31 June 2027"],
    ["2027-01-32", "there is no 32 January 2027"],
    ["2027-01-00", "there is no 0 January 2027"],
    ["2027-13-01", "there is no month 13"],
    ["2027-00-10", "there is no month 00"],
    ["0000-01-01", "there is no year 0000"],
    ["2027-2-3", "format"],
    ["27-02-03", "format"],
    ["03/02/2027", "format"],
    ["2027-02-03T10:00", "format"],
    [" 2027-02-03", "format"],
    ["２０２７-02-03", "format"],
    ["", "format"],
  ])("%j → %s", (text, expected) => {
    expect(detail(parseCalendarDay(text))).toBe(expected);
  });

  it("gives the day's numbers", () => {
    expect(parseCalendarDay("2028-02-29")).toEqual({ ok: true, value: { year: 2028, month: 2, day: 29 } });
  });
});

describe("parseTimeOfDay", () => {
  it.each([
    ["00:00", "ok"],
    ["09:30", "ok"],
    ["23:59", "ok"],
    ["24:00", "there is no 24:00 (a day runs from 00:00 to 23:59)"],
    ["10:60", "there is no 10:60 (a day runs from 00:00 to 23:59)"],
    ["99:99", "there is no 99:99 (a day runs from 00:00 to 23:59)"],
    ["9:30", "format"],
    ["09:30:00", "format"],
    ["0930", "format"],
  ])("%j → %s", (text, expected) => {
    expect(detail(parseTimeOfDay(text))).toBe(expected);
  });
});

describe("parseLocalDateTime", () => {
  it.each([
    ["2027-02-28T10:00", "ok"],
    ["2028-02-29T23:59", "ok"],
    ["2027-02-30T10:00", "there is no 30 February 2027"],
    ["2027-04-31T10:00", "there is no 31 April 2027"],
    ["2027-02-29T10:00", "there is no 29 February 2027 (2027 is not a leap year)"],
    ["2027-02-28T24:00", "there is no 24:00 (a day runs from 00:00 to 23:59)"],
    ["2027-02-28T10:60", "there is no 10:60 (a day runs from 00:00 to 23:59)"],
    ["2027-02-28 10:00", "format"],
    ["2027-02-28T10:00:00", "format"],
    ["2027-02-28T10:00Z", "format"],
    ["2027-02-28T10:00+05:30", "format"],
    ["2027-02-28", "format"],
  ])("%j → %s", (text, expected) => {
    expect(detail(parseLocalDateTime(text))).toBe(expected);
  });
});

describe("a wall time in a zone, as an instant", () => {
  const at = (text: string, zone: string) => {
    const parsed = parseZonedDateTime(text, zone);
    return parsed.ok ? parsed.value.toISOString() : detail(parsed);
  };

  it("reads the clinic's time (India, UTC+5:30 all year)", () => {
    expect(at("2026-11-25T10:30", "Asia/Kolkata")).toBe("2026-11-25T05:00:00.000Z");
    expect(at("2027-01-01T00:00", "Asia/Kolkata")).toBe("2026-12-31T18:30:00.000Z");
    expect(at("2026-06-15T10:30", "Asia/Kolkata")).toBe("2026-06-15T05:00:00.000Z");
    expect(at("2027-02-30T10:00", "Asia/Kolkata")).toBe("there is no 30 February 2027");
  });

  it("follows a zone's daylight saving, refusing a time the clocks skip and taking the first of a repeated one", () => {
    // Europe/London: 29 Mar 2026 01:00 GMT → 02:00 BST; 25 Oct 2026 02:00 BST → 01:00 GMT.
    expect(at("2026-01-15T12:00", "Europe/London")).toBe("2026-01-15T12:00:00.000Z");
    expect(at("2026-07-15T12:00", "Europe/London")).toBe("2026-07-15T11:00:00.000Z");
    expect(at("2026-03-29T00:59", "Europe/London")).toBe("2026-03-29T00:59:00.000Z");
    expect(at("2026-03-29T01:30", "Europe/London")).toBe("the clocks skip 01:30 on 2026-03-29 in Europe/London");
    expect(at("2026-03-29T02:00", "Europe/London")).toBe("2026-03-29T01:00:00.000Z");
    expect(at("2026-10-25T01:30", "Europe/London")).toBe("2026-10-25T00:30:00.000Z");
    expect(at("2026-10-25T02:00", "Europe/London")).toBe("2026-10-25T02:00:00.000Z");
    // America/New_York: 8 Mar 2026 02:00 EST → 03:00 EDT.
    expect(at("2026-03-08T02:30", "America/New_York")).toBe("the clocks skip 02:30 on 2026-03-08 in America/New_York");
    expect(at("2026-03-08T03:00", "America/New_York")).toBe("2026-03-08T07:00:00.000Z");
    // A zone east of UTC across a year boundary, and a zone with a 45-minute offset.
    expect(at("2027-01-01T00:00", "Pacific/Auckland")).toBe("2026-12-31T11:00:00.000Z");
    expect(at("2026-06-01T12:00", "Asia/Kathmandu")).toBe("2026-06-01T06:15:00.000Z");
  });

  it("keeps years below 100 as they are (Date.UTC would read them as 19xx)", () => {
    expect(localToInstant({ year: 50, month: 3, day: 1, hour: 0, minute: 0 }, "UTC")?.getUTCFullYear()).toBe(50);
  });
});

describe("the clinic's datetime-local values", () => {
  it("are read in the clinic's zone, trimmed, and refused when they name no real moment", () => {
    expect(clinicLocalToDate(" 2026-11-25T10:30 ")?.toISOString()).toBe("2026-11-25T05:00:00.000Z");
    expect(clinicLocalToDate("2027-02-30T10:00")).toBeNull();
    expect(clinicLocalToDate("2027-02-28T24:00")).toBeNull();
    expect(parseClinicDateTime("2027-02-30T10:00")).toEqual({ ok: false, problem: "impossible", detail: "there is no 30 February 2027" });
  });
});
