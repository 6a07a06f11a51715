// Issue 48 item 4: an estimate's figures. Lines with a low and a high quantity make a range in
// whole rupees; the indicative amount at a dated rate is rounded outwards to two significant
// figures and said as "about"; the default currency is the patient's own when a rate exists.
import { describe, expect, it } from "vitest";
import {
  defaultCurrency,
  estimateHolds,
  estimateTotals,
  formatIndicative,
  formatInr,
  formatInrRange,
  formatRate,
  indicativeRange,
  lineAmounts,
  quantityText,
  roundDown,
  roundingStep,
  roundUp,
} from "~/lib/case-estimate";

const lines = [
  { unitInr: 1500, low: 2, high: 4 },
  { unitInr: 4500, low: 20, high: 30 },
  { unitInr: 18000, low: 1, high: 2 },
];

describe("an estimate's range", () => {
  it("multiplies each line's price by its low and high quantity and adds them up", () => {
    expect(lineAmounts(lines[1]!)).toEqual({ lowInr: 90_000, highInr: 135_000 });
    expect(estimateTotals(lines)).toEqual({ lowInr: 111_000, highInr: 177_000 });
    expect(estimateTotals([])).toEqual({ lowInr: 0, highInr: 0 });
  });

  it("writes rupees with Indian grouping, and one amount when both ends meet", () => {
    expect(formatInr(123456)).toBe("INR 1,23,456");
    expect(formatInrRange(111_000, 177_000)).toBe("INR 1,11,000 to 1,77,000");
    expect(formatInrRange(5000, 5000)).toBe("INR 5,000");
  });

  it("words quantities by kind", () => {
    expect(quantityText({ kind: "session", low: 20, high: 30, sessions: null })).toBe("20–30 sessions");
    expect(quantityText({ kind: "consultation", low: 1, high: 1, sessions: null })).toBe("1 consultation");
    expect(quantityText({ kind: "package", low: 1, high: 2, sessions: 10 })).toBe("1–2 packages of 10 sessions");
  });

  it("holds until the end of its validity day", () => {
    expect(estimateHolds("2027-01-06", "2027-01-06")).toBe(true);
    expect(estimateHolds("2027-01-06", "2027-01-07")).toBe(false);
  });
});

describe("the indicative amount", () => {
  it("rounds to two significant figures, the low end down and the high end up", () => {
    expect(roundingStep(7)).toBe(1);
    expect(roundingStep(740)).toBe(10);
    expect(roundingStep(2345)).toBe(100);
    expect(roundingStep(23_456)).toBe(1000);
    expect(roundDown(2345)).toBe(2300);
    expect(roundUp(2345)).toBe(2400);
    expect(roundUp(2300)).toBe(2300);
    expect(roundDown(9.6)).toBe(9);
    expect(roundUp(9.2)).toBe(10);
  });

  it("converts the rupee range at the dated rate, never claiming more precision than it has", () => {
    const rate = { code: "USD" as const, inrPerUnit: "83.2500", rateDate: "2026-12-01" };
    const range = indicativeRange({ lowInr: 111_000, highInr: 177_000 }, rate)!;
    // 1 333.33 → 1 300; 2 126.13 → 2 200
    expect(range).toMatchObject({ code: "USD", low: 1300, high: 2200 });
    expect(formatIndicative(range)).toBe("about USD 1,300 to 2,200");
    expect(formatRate(rate)).toBe("at INR 83.25 per USD on 1 December 2026");
  });

  it("handles strong and weak currencies alike", () => {
    const omr = indicativeRange({ lowInr: 111_000, highInr: 177_000 }, { code: "OMR", inrPerUnit: "216.4", rateDate: "2026-12-01" })!;
    expect([omr.low, omr.high]).toEqual([510, 820]);
    const ngn = indicativeRange({ lowInr: 111_000, highInr: 177_000 }, { code: "NGN", inrPerUnit: "0.0540", rateDate: "2026-12-01" })!;
    // 2 055 555 → 2 000 000; 3 277 777 → 3 300 000
    expect([ngn.low, ngn.high]).toEqual([2_000_000, 3_300_000]);
    expect(formatIndicative(ngn)).toBe("about NGN 2,000,000 to 3,300,000");
  });

  it("is left out without a usable rate", () => {
    expect(indicativeRange({ lowInr: 1, highInr: 2 }, null)).toBeNull();
    expect(indicativeRange({ lowInr: 1, highInr: 2 }, { code: "USD", inrPerUnit: "0", rateDate: "2026-12-01" })).toBeNull();
  });

  it("defaults to the patient's own currency when rated, else US dollars, else rupees only", () => {
    expect(defaultCurrency("OM", ["OMR", "USD"])).toBe("OMR");
    expect(defaultCurrency("DE", ["EUR"])).toBe("EUR");
    expect(defaultCurrency("NG", ["USD"])).toBe("USD");
    expect(defaultCurrency("JP", ["USD", "EUR"])).toBe("USD");
    expect(defaultCurrency(null, [])).toBeNull();
  });
});
