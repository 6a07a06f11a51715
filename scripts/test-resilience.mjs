// npm run test:resilience: the fault tests that only wait run side by side, the others alone.
// Backups, kill -9 and the 8 s table lock mostly wait on servers starting and stopping: one
// at a time left a core idle. Three files run alone afterwards, as their timing is part of
// the test: the mail outbox's retry schedule (under contention its first try can miss the
// kill and the next is a minute away: 15 s became 72 s), the start-up failures' exit-time
// bound, and the load test's req/s and latency, which must be the server's, not its
// neighbours' (docs/decisions/052).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const DIR = "tests/resilience";
const ALONE = ["mail.test.ts", "unreachable-db.test.ts", "load.test.ts"];
const SIDE_BY_SIDE = 3;

const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".test.ts"))
  .sort();
const runTests = (names, concurrency) =>
  spawnSync(process.execPath, ["--test", `--test-concurrency=${concurrency}`, "--test-reporter=spec", ...names.map((f) => `${DIR}/${f}`)], {
    stdio: "inherit",
  }).status ?? 1;

const together = files.filter((f) => !ALONE.includes(f));
const alone = ALONE.filter((f) => files.includes(f));
const status = runTests(together, SIDE_BY_SIDE);
if (status !== 0) process.exit(status);
process.exit(alone.length > 0 ? runTests(alone, 1) : 0);
