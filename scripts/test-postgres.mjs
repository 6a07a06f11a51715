// Runs the integration suite and the end-to-end suite a second time against a real
// PostgreSQL server when TEST_DATABASE_URL is set (CI sets it; see
// scripts/pg-test-cluster.sh), so both database drivers are proven by the same tests.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL not set: integration and end-to-end tests ran on PGlite only.");
  process.exit(0);
}
const run = (args) => spawnSync(process.execPath, args, { stdio: "inherit" }).status ?? 1;

console.log("Integration tests against PostgreSQL (TEST_DATABASE_URL)…");
const integration = run(["node_modules/vitest/vitest.mjs", "run", "--project", "integration"]);
if (integration !== 0) process.exit(integration);
process.exit(run(["tests/e2e/run.ts", "--postgres"]));
