// Runs the Chromium end-to-end suite: one production server on a fresh data folder for
// the shared tests (files that need their own server start it themselves).
//   node tests/e2e/run.ts [--postgres] [files…]
// --postgres runs every server on a fresh database of the PostgreSQL server at
// TEST_DATABASE_URL instead of the embedded one, and leaves out the files that are about
// the embedded database's folder itself.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { CHROMIUM_PATH } from "../../scripts/audit/chromium.ts";
import { startServer } from "./support/server.ts";

const args = process.argv.slice(2);
const postgres = args.includes("--postgres");
// About the embedded database, or (dev-server) not about the database at all: run once.
const EMBEDDED_ONLY = new Set(["persistence.test.ts", "user-create.test.ts", "dev-server.test.ts"]);
if (postgres) {
  if (!process.env.TEST_DATABASE_URL) {
    console.error("--postgres needs TEST_DATABASE_URL: eval \"$(bash scripts/pg-test-cluster.sh start)\" first.");
    process.exit(1);
  }
  process.env.E2E_DATABASE = "postgres";
  console.log("End-to-end suite against PostgreSQL (TEST_DATABASE_URL)…");
}

if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first (npm test does).");
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium (see .ci/run), or set CHROMIUM_PATH.`);
  process.exit(1);
}

// Every test signs in from 127.0.0.1: per-address limits are raised here (their defaults
// are covered by the integration tests); per-username limits stay as configured.
const server = await startServer({ env: { INQUIRY_RATE_LIMIT: "1000", LOGIN_IP_LIMIT: "1000" } });
const only = args.filter((a) => a !== "--postgres");
const all = readdirSync("tests/e2e").filter((f) => f.endsWith(".test.ts") && !(postgres && EMBEDDED_ONLY.has(f)));
const files = (only.length > 0 ? only : all.map((f) => `tests/e2e/${f}`)).sort();
let status = 1;
try {
  const result = spawnSync(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", ...files], {
    stdio: "inherit",
    env: { ...process.env, BASE_URL: server.url },
  });
  status = result.status ?? 1;
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
process.exit(status);
