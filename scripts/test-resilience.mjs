// npm run test:resilience: the fault tests side by side, then the load test alone.
// The fault tests mostly wait (servers starting and being killed, a connect timeout, an 8 s
// table lock): one at a time left a core idle for about two minutes of CI. The load test
// saturates both cores for its 30 s on each database, so it runs after them, by itself: its
// figures (req/s, latency) are then the server's, not the neighbours' (docs/decisions/052).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const DIR = "tests/resilience";
const LOAD = "load.test.ts";
const SIDE_BY_SIDE = 5;

const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".test.ts"))
  .sort();
const runTests = (names, concurrency) =>
  spawnSync(process.execPath, ["--test", `--test-concurrency=${concurrency}`, "--test-reporter=spec", ...names.map((f) => `${DIR}/${f}`)], {
    stdio: "inherit",
  }).status ?? 1;

const faults = files.filter((f) => f !== LOAD);
const status = runTests(faults, SIDE_BY_SIDE);
if (status !== 0) process.exit(status);
if (files.includes(LOAD)) process.exit(runTests([LOAD], 1));
