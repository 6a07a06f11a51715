import { describe, expect, it } from "vitest";
import { MAX_RANGE_DAYS, presetOf, presetRange, previousPeriod, rangeLabel, rangeLength, readRange } from "~/lib/report-range";

const params = (q: string) => new URLSearchParams(q);

describe("quick picks", () => {
  const today = "2026-12-05";
  it("last month is the whole calendar month before today's, in India days", () => {
    expect(presetRange("last-month", today)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(presetRange("last-month", "2027-01-01")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(presetRange("last-month", "2028-03-31")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
  it("this month, this year and the last N days end today", () => {
    expect(presetRange("this-month", today)).toEqual({ from: "2026-12-01", to: today });
    expect(presetRange("this-year", today)).toEqual({ from: "2026-01-01", to: today });
    expect(presetRange("last-7", today)).toEqual({ from: "2026-11-29", to: today });
    expect(rangeLength(presetRange("last-28", today))).toBe(28);
    expect(rangeLength(presetRange("last-90", today))).toBe(90);
  });
  it("a range is recognised as the pick it equals today", () => {
    expect(presetOf({ from: "2026-11-01", to: "2026-11-30" }, today)).toBe("last-month");
    expect(presetOf({ from: "2026-11-02", to: "2026-11-30" }, today)).toBeNull();
  });
});

describe("the period before", () => {
  it("has as many days, ending the day before", () => {
    expect(previousPeriod({ from: "2026-11-01", to: "2026-11-30" })).toEqual({ from: "2026-10-02", to: "2026-10-31" });
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-01" })).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    // A leap year's 366 days reach back into the year before the year before.
    expect(previousPeriod({ from: "2024-01-01", to: "2024-12-31" })).toEqual({ from: "2022-12-31", to: "2023-12-31" });
  });
});

describe("readRange", () => {
  const today = "2026-12-05";
  it("defaults to the last 28 days", () => {
    expect(readRange(params(""), today)).toEqual({ ok: true, range: { from: "2026-11-08", to: today }, preset: "last-28" });
  });
  it("a pressed quick pick wins over typed dates", () => {
    expect(readRange(params("range=last-month&from=2020-01-01&to=2020-01-02"), today)).toEqual({
      ok: true,
      range: { from: "2026-11-01", to: "2026-11-30" },
      preset: "last-month",
    });
  });
  it("takes any real days, both included", () => {
    expect(readRange(params("from=2024-02-29&to=2024-03-01"), today)).toEqual({
      ok: true,
      range: { from: "2024-02-29", to: "2024-03-01" },
      preset: null,
    });
  });
  it("names the field and the problem, keeping what was typed", () => {
    const bad = readRange(params("from=2026-02-30&to=yesterday"), today);
    expect(bad).toEqual({
      ok: false,
      errors: { from: "From: there is no 30 February 2026.", to: "To: enter a date as year-month-day, e.g. 2026-11-01." },
      values: { from: "2026-02-30", to: "yesterday" },
    });
    expect(readRange(params("from=2026-11-10&to=2026-11-09"), today)).toMatchObject({
      ok: false,
      errors: { to: "To: the last day must be on or after the first day." },
    });
    expect(readRange(params("from=2026-11-10"), today)).toMatchObject({
      ok: false,
      errors: { to: "To: enter the last day of the period." },
    });
    expect(readRange(params("from=2010-01-01&to=2026-01-01"), today)).toMatchObject({
      ok: false,
      errors: { to: expect.stringContaining(`at most ${MAX_RANGE_DAYS} days`) },
    });
  });
  it("an unknown pick is ignored in favour of the dates", () => {
    expect(readRange(params("range=forever&from=2026-11-01&to=2026-11-30"), today)).toMatchObject({ ok: true, preset: "last-month" });
  });
});

describe("rangeLabel", () => {
  it("reads as days", () => {
    expect(rangeLabel({ from: "2026-11-01", to: "2026-11-30" })).toBe("1 Nov 2026 – 30 Nov 2026");
    expect(rangeLabel({ from: "2026-11-01", to: "2026-11-01" })).toBe("1 Nov 2026");
  });
});
