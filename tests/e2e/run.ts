// Runs the Chromium end-to-end suite: the files split into shards, each shard with its own
// production server on a fresh data folder (files that need their own server start it
// themselves), the shards side by side.
//   node tests/e2e/run.ts [--postgres] [--shards N] [files…]
// --postgres runs every server on a fresh database of the PostgreSQL server at
// TEST_DATABASE_URL instead of the embedded one, and leaves out the files that are about
// the embedded database's folder itself.
// --shards (or E2E_SHARDS) defaults to 2: one shard leaves half of a 2-core machine idle,
// as a test mostly waits on Chromium or the server. Each shard's output is printed whole
// when it ends, so the log reads like a single run.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { parseArgs } from "node:util";
import { CHROMIUM_PATH } from "../../scripts/audit/chromium.ts";
import { startServer } from "./support/server.ts";
import { partition, specCounts } from "./support/shards.ts";

const { values, positionals } = parseArgs({
  options: { postgres: { type: "boolean", default: false }, shards: { type: "string" } },
  allowPositionals: true,
});
const postgres = values.postgres;
const shardCount = Number(values.shards ?? process.env.E2E_SHARDS ?? 2);
if (!Number.isInteger(shardCount) || shardCount < 1) {
  console.error(`--shards must be a whole number of at least 1 (got ${values.shards ?? process.env.E2E_SHARDS}).`);
  process.exit(2);
}
// Every language published, so the suite covers them (the site's default is English only until
// the clinic's reviewers approve the translations; docs/decisions/023). The shards' servers and
// the files that start their own inherit it.
process.env.SITE_LANGUAGES ??= "en,hi,te,ar";

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

const all = readdirSync("tests/e2e").filter((f) => f.endsWith(".test.ts") && !(postgres && EMBEDDED_ONLY.has(f)));
const files = positionals.length > 0 ? positionals : all.map((f) => `tests/e2e/${f}`);
const shards = partition(
  files.map((file) => ({ file, weight: statSync(file).size })),
  shardCount,
);

interface ShardResult {
  status: number;
  output: string;
  seconds: number;
}

async function runShard(shardFiles: string[], label: string, live: boolean): Promise<ShardResult> {
  const began = performance.now();
  // Every test signs in from 127.0.0.1: per-address limits are raised here (their defaults
  // are covered by the integration tests); per-username limits stay as configured.
  const server = await startServer({ env: { INQUIRY_RATE_LIMIT: "1000", LOGIN_IP_LIMIT: "1000" } });
  let output = "";
  try {
    const child = spawn(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", ...shardFiles], {
      stdio: ["ignore", live ? "inherit" : "pipe", live ? "inherit" : "pipe"],
      env: { ...process.env, BASE_URL: server.url },
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number>((resolve) => child.on("close", (code) => resolve(code ?? 1)));
    if (!live) console.log(`\n===== ${label} =====\n${output}`);
    return { status, output, seconds: (performance.now() - began) / 1000 };
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

const live = shards.length === 1;
if (!live) {
  shards.forEach((s, i) => console.log(`shard ${i + 1}/${shards.length}: ${s.map((f) => f.replace("tests/e2e/", "")).join(", ")}`));
}
const results = await Promise.all(shards.map((s, i) => runShard(s, `shard ${i + 1}/${shards.length}`, live)));
if (!live) {
  const total = { tests: 0, pass: 0, fail: 0 };
  results.forEach((r, i) => {
    const c = specCounts(r.output);
    total.tests += c.tests;
    total.pass += c.pass;
    total.fail += c.fail;
    console.log(`shard ${i + 1}/${results.length}: ${c.pass}/${c.tests} passed, exit ${r.status}, ${r.seconds.toFixed(0)} s`);
  });
  console.log(`e2e: ${total.pass}/${total.tests} passed, ${total.fail} failed, in ${shards.length} shards`);
}
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
