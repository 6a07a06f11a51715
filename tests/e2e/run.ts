// Runs the Chromium end-to-end suite: one production server on a fresh data folder for
// the shared tests (files that need their own server start it themselves).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { startServer } from "./support/server.ts";

if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first (npm test does).");
  process.exit(1);
}
if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
  console.error("Chromium not found at /usr/bin/chromium: apt-get install chromium (see .ci/run).");
  process.exit(1);
}

// Every test signs in from 127.0.0.1: per-address limits are raised here (their defaults
// are covered by the integration tests); per-username limits stay as configured.
const server = await startServer({ env: { INQUIRY_RATE_LIMIT: "1000", LOGIN_IP_LIMIT: "1000" } });
const only = process.argv.slice(2);
const files = (only.length > 0 ? only : readdirSync("tests/e2e").filter((f) => f.endsWith(".test.ts")).map((f) => `tests/e2e/${f}`)).sort();
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
