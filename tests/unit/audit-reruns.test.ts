import { describe, expect, it } from "vitest";
import { medianVerdict, needsAnotherRun } from "../../scripts/audit/reruns";

describe("medianVerdict", () => {
  it("is decided once three of five runs agree, and not before", () => {
    expect(medianVerdict([false])).toBe("undecided");
    expect(medianVerdict([false, true, true])).toBe("undecided");
    expect(medianVerdict([false, true, true, true])).toBe("pass");
    expect(medianVerdict([false, false, false])).toBe("fail");
    expect(medianVerdict([false, true, false, true])).toBe("undecided");
    expect(medianVerdict([false, true, false, true, true])).toBe("pass");
    expect(medianVerdict([false, true, false, true, false])).toBe("fail");
  });

  it("agrees with the median of all five runs whatever the runs not taken would measure", () => {
    const bar = 1500;
    // Every sequence of five LCPs, each just under or over the bar.
    for (let mask = 0; mask < 32; mask++) {
      const lcps = Array.from({ length: 5 }, (_, i) => (mask & (1 << i) ? 1400 : 1600));
      const median = [...lcps].sort((a, b) => a - b)[2]!;
      const full = median < bar ? "pass" : "fail";
      for (let taken = 1; taken <= 5; taken++) {
        const early = medianVerdict(lcps.slice(0, taken).map((lcp) => lcp < bar));
        if (early !== "undecided") expect(early).toBe(full);
      }
    }
  });

  it("follows the total it is given", () => {
    expect(medianVerdict([true, true], 3)).toBe("pass");
    expect(medianVerdict([true, false], 3)).toBe("undecided");
  });
});

describe("needsAnotherRun", () => {
  const lcpBar = (run: { lcp: number; perf: number }) => run.lcp < 1500;
  const perfBar = (run: { lcp: number; perf: number }) => run.perf >= 0.95;

  it("runs again while any bar is undecided", () => {
    const runs = [
      { lcp: 1600, perf: 0.99 },
      { lcp: 1400, perf: 0.99 },
      { lcp: 1400, perf: 0.99 },
    ];
    // Performance passed three times; LCP has one miss and two passes.
    expect(needsAnotherRun(runs, [lcpBar, perfBar])).toBe(true);
    expect(needsAnotherRun([...runs, { lcp: 1450, perf: 0.98 }], [lcpBar, perfBar])).toBe(false);
  });

  it("stops at the fifth run", () => {
    const runs = [1600, 1400, 1600, 1400, 1600].map((lcp) => ({ lcp, perf: 1 }));
    expect(needsAnotherRun(runs, [lcpBar])).toBe(false);
    expect(needsAnotherRun(runs.slice(0, 4), [lcpBar])).toBe(true);
  });
});
