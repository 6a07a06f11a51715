// Runs the integration suite a second time against a real PostgreSQL server when
// TEST_DATABASE_URL is set (CI sets it; see scripts/pg-test-cluster.sh), so both
// database drivers are proven by the same tests.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL not set: integration tests ran on PGlite only.");
  process.exit(0);
}
console.log("Integration tests against PostgreSQL (TEST_DATABASE_URL)…");
const result = spawnSync("npx", ["vitest", "run", "--project", "integration"], { stdio: "inherit" });
process.exit(result.status ?? 1);
