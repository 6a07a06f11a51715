import { describe, expect, it } from "vitest";
import { fileWeight, mergeDurations, partition, specCounts } from "../e2e/support/shards";

describe("partition", () => {
  const files = [
    { file: "a.test.ts", weight: 10 },
    { file: "b.test.ts", weight: 3 },
    { file: "c.test.ts", weight: 6 },
    { file: "d.test.ts", weight: 5 },
    { file: "e.test.ts", weight: 2 },
  ];

  it("balances by weight, heaviest first onto the lightest group, each group sorted", () => {
    // a 10 | c 6, d 5 (11) | b 3 onto a (13) | e 2 onto c+d (13)
    expect(partition(files, 2)).toEqual([
      ["a.test.ts", "b.test.ts"],
      ["c.test.ts", "d.test.ts", "e.test.ts"],
    ]);
  });

  it("keeps every file exactly once, whatever the count", () => {
    for (const n of [1, 2, 3, 5, 9]) {
      const groups = partition(files, n);
      expect(groups.flat().sort()).toEqual(files.map((f) => f.file));
      expect(groups.length).toBe(Math.min(n, files.length));
      expect(groups.every((g) => g.length > 0)).toBe(true);
    }
  });

  it("is one group for a count below one, and the same answer for the same input", () => {
    expect(partition(files, 0)).toEqual([files.map((f) => f.file)]);
    expect(partition([...files].reverse(), 3)).toEqual(partition(files, 3));
  });
});

describe("specCounts", () => {
  it("reads the spec reporter's totals", () => {
    const out = "✔ something (3ms)\nℹ tests 12\nℹ suites 3\nℹ pass 11\nℹ fail 1\nℹ cancelled 0\n";
    expect(specCounts(out)).toEqual({ tests: 12, pass: 11, fail: 1 });
    expect(specCounts("no summary")).toEqual({ tests: 0, pass: 0, fail: 0 });
  });
});

describe("file weights", () => {
  it("are the measured seconds, or the size at 250 bytes a second for a file never measured", () => {
    expect(fileWeight({ "a.test.ts": 42.5 }, "a.test.ts", 100_000)).toBe(42.5);
    expect(fileWeight({ "a.test.ts": 42.5 }, "new.test.ts", 5_000)).toBe(20);
  });

  it("merge a run's times over the stored ones, in name order", () => {
    const merged = mergeDurations({ "b.test.ts": 10, "a.test.ts": 5 }, { "b.test.ts": 12, "c.test.ts": 3 });
    expect(merged).toEqual({ "a.test.ts": 5, "b.test.ts": 12, "c.test.ts": 3 });
    expect(Object.keys(merged)).toEqual(["a.test.ts", "b.test.ts", "c.test.ts"]);
  });
});
