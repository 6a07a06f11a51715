import { existsSync, readFileSync } from "node:fs";

/**
 * Seconds each e2e file took on a quiet run of this machine kind (`run.ts --write-durations`),
 * one file per pass: a file can skip in one pass and run in the other (multi-instance, cluster).
 */
export function durationsFile(postgres: boolean): string {
  return postgres ? "tests/e2e/durations-postgres.json" : "tests/e2e/durations.json";
}

export function readDurations(file: string): Record<string, number> {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (typeof parsed !== "object" || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === "number" && e[1] > 0));
}

/** Bytes of test code per second, for a file without a measured time (about what the suite averages). */
const BYTES_PER_SECOND = 250;

/** A file's weight in seconds: measured, else estimated from its size. */
export function fileWeight(durations: Readonly<Record<string, number>>, name: string, bytes: number): number {
  return durations[name] ?? bytes / BYTES_PER_SECOND;
}

/** The stored times with this run's laid over them, in name order (stable diffs). */
export function mergeDurations(
  stored: Readonly<Record<string, number>>,
  measured: Readonly<Record<string, number>>,
): Record<string, number> {
  const merged = { ...stored, ...measured };
  return Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]!]),
  );
}

/**
 * Splits test files into `count` groups of about equal weight, heaviest first onto the
 * lightest group (weights are measured seconds, or a size-based estimate). Deterministic: the same
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
