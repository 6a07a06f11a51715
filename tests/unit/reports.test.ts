import { describe, expect, it } from "vitest";
import {
  addDays,
  bucketTotals,
  formatDuration,
  indiaDayStart,
  lastDays,
  niceTicks,
  OTHER_KEY,
  pageConversion,
  parseBreakdown,
  toSeries,
  weekStarts,
} from "~/lib/reports";

describe("weeks and days in India", () => {
  it("ends with this week's Monday, India time", () => {
    // Sunday 29 Nov 20:00 UTC is Monday 30 Nov in India.
    expect(weekStarts(Date.parse("2026-11-29T20:00:00Z"), 3)).toEqual(["2026-11-16", "2026-11-23", "2026-11-30"]);
    expect(weekStarts(Date.parse("2026-11-29T12:00:00Z"), 1)).toEqual(["2026-11-23"]);
  });
  it("lists the last days, today last", () => {
    expect(lastDays(Date.parse("2026-03-01T06:00:00Z"), 3)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(indiaDayStart("2026-11-25").toISOString()).toBe("2026-11-24T18:30:00.000Z");
  });
});

describe("toSeries", () => {
  const buckets = ["w1", "w2"];
  const label = (k: string | null) => k ?? "None";
  it("one series per key, largest first, zeros where nothing came", () => {
    const series = toSeries(
      [
        { bucket: "w1", key: "a", n: 1 },
        { bucket: "w2", key: "b", n: 3 },
        { bucket: "w2", key: null, n: 1 },
        { bucket: "w9", key: "a", n: 5 },
      ],
      buckets,
      label,
    );
    expect(series.map((s) => [s.label, s.values])).toEqual([
      ["b", [0, 3]],
      ["a", [1, 0]],
      ["None", [0, 1]],
    ]);
    expect(bucketTotals(series, buckets)).toEqual([1, 4]);
  });
  it("folds the smallest into Other past the limit", () => {
    const rows = ["a", "b", "c", "d"].map((key, i) => ({ bucket: "w1", key, n: 10 - i }));
    const series = toSeries(rows, buckets, label, 3);
    expect(series.map((s) => [s.key, s.label, s.total])).toEqual([
      ["a", "a", 10],
      ["b", "b", 9],
      [OTHER_KEY, "Other (2)", 15],
    ]);
  });
});

describe("chart helpers", () => {
  it("gives round gridlines above the tallest bar", () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(1200)).toEqual([0, 500, 1000, 1500]);
  });
  it("writes waits for people", () => {
    expect(formatDuration(null)).toBe("–");
    expect(formatDuration(45 * 60)).toBe("45 min");
    expect(formatDuration(3 * 3600)).toBe("3 h");
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe("3 h 20 min");
    expect(formatDuration(52 * 3600)).toBe("2 d 4 h");
  });
  it("reads the breakdown from the address, form by default", () => {
    expect(parseBreakdown("country")).toBe("country");
    expect(parseBreakdown("'; drop")).toBe("form");
    expect(parseBreakdown(null)).toBe("form");
  });
});

describe("pageConversion", () => {
  it("joins views and leads per page; a page with leads and no views has no rate", () => {
    const rows = pageConversion(
      [
        { key: "/", views: 200 },
        { key: "/about", views: 50 },
      ],
      [
        { key: "/", n: 3 },
        { key: "/contact", n: 2 },
        { key: null, n: 4 },
      ],
    );
    expect(rows).toEqual([
      { path: "/", views: 200, leads: 3, rate: 1.5 },
      { path: "/about", views: 50, leads: 0, rate: 0 },
      { path: "/contact", views: 0, leads: 2, rate: null },
    ]);
  });
});
