import { describe, expect, it } from "vitest";
import {
  addDays,
  bucketTotals,
  formatDuration,
  formatLongWait,
  histogramMedian,
  lastDays,
  niceTicks,
  OTHER_KEY,
  pageConversion,
  parseBreakdown,
  toSeries,
  waitBucketWidth,
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
    expect(formatLongWait(5 * 3600 + 20 * 60)).toBe("5 h 20 min");
    expect(formatLongWait(47 * 3600)).toBe("47 h");
    expect(formatLongWait(2 * 86_400)).toBe("2 days");
    expect(formatLongWait(1094 * 86_400 + 16 * 3600)).toBe("1,094 days");
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

describe("the waits' histogram", () => {
  it("buckets to the minute under an hour, then 5 and 15 minutes, the hour, the day", () => {
    expect([0, 59, 60, 715, 720, 2865, 2880, 20_100, 20_160].map(waitBucketWidth)).toEqual([1, 1, 5, 5, 15, 15, 60, 60, 1440]);
  });
  it("has no median without answered leads", () => {
    expect(histogramMedian([])).toBeNull();
    expect(histogramMedian([{ minutes: 30, n: 0 }])).toBeNull();
  });
  it("takes the middle lead, whatever the buckets' order", () => {
    expect(
      histogramMedian([
        { minutes: 45, n: 1 },
        { minutes: 10, n: 1 },
        { minutes: 20, n: 1 },
      ]),
    ).toBe(20 * 60);
    // 1 h, 3 h and 17 h: a wider bucket counts at its middle.
    expect(
      histogramMedian([
        { minutes: 1020, n: 1 },
        { minutes: 60, n: 1 },
        { minutes: 180, n: 1 },
      ]),
    ).toBe(182.5 * 60);
    expect(histogramMedian([{ minutes: 1020, n: 3 }])).toBe(1027.5 * 60);
  });
  it("averages the two middle leads of an even count, across buckets and within one", () => {
    expect(
      histogramMedian([
        { minutes: 10, n: 1 },
        { minutes: 20, n: 1 },
      ]),
    ).toBe(15 * 60);
    expect(
      histogramMedian([
        { minutes: 5, n: 2 },
        { minutes: 600, n: 2 },
        { minutes: 4000, n: 1 },
        { minutes: 1, n: 1 },
      ]),
    ).toBe(((5 + 602.5) / 2) * 60);
    expect(histogramMedian([{ minutes: 7, n: 4 }])).toBe(7 * 60);
  });
});
