/**
 * Splits test files into `count` groups of about equal weight, heaviest first onto the
 * lightest group (a file's size is a fair stand-in for its run time). Deterministic: the same
 * files always land in the same groups, so a failure can be re-run in the same company.
 */
export function partition(files: ReadonlyArray<{ file: string; weight: number }>, count: number): string[][] {
  const groups = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({ files: [] as string[], weight: 0 }));
  const heaviestFirst = [...files].sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  for (const { file, weight } of heaviestFirst) {
    const lightest = groups.reduce((min, g) => (g.weight < min.weight ? g : min));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  return groups.map((g) => g.files.sort());
}

export interface SpecCounts {
  tests: number;
  pass: number;
  fail: number;
}

/** The totals node:test's spec reporter prints last ("ℹ tests 12", "ℹ pass 11", …). */
export function specCounts(output: string): SpecCounts {
  const count = (name: string) => Number(output.match(new RegExp(`^ℹ ${name} (\\d+)$`, "m"))?.[1] ?? 0);
  return { tests: count("tests"), pass: count("pass"), fail: count("fail") };
}
