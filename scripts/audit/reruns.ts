// A page that misses a Lighthouse bar on its first run is measured again, and judged on the
// median of five runs (Lighthouse's own guidance on variance). The median's verdict is known
// as soon as three runs agree: three passes out of five pass whatever the other two measure,
// three misses fail. So the runs stop there (docs/decisions/046).

/** How many runs in all a missed bar is judged on. */
export const RUNS_ON_FAILURE = 5;

/** The median-of-`total` verdict of the outcomes so far (true = the run met the bar), or undecided. */
export function medianVerdict(outcomes: readonly boolean[], total = RUNS_ON_FAILURE): "pass" | "fail" | "undecided" {
  const needed = Math.floor(total / 2) + 1;
  const passes = outcomes.filter(Boolean).length;
  if (passes >= needed) return "pass";
  if (outcomes.length - passes >= needed) return "fail";
  return "undecided";
}

/** Whether another run could change a verdict: some bar is still undecided and runs are left. */
export function needsAnotherRun<T>(runs: readonly T[], bars: ReadonlyArray<(run: T) => boolean>, total = RUNS_ON_FAILURE): boolean {
  if (runs.length >= total) return false;
  return bars.some((meets) => medianVerdict(runs.map(meets), total) === "undecided");
}
