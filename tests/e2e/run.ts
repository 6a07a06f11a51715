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
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CHROMIUM_PATH } from "../../scripts/audit/chromium.ts";
import { startServer } from "./support/server.ts";
import { DURATIONS_FILE, fileWeight, mergeDurations, partition, readDurations, type SpecCounts, specCounts } from "./support/shards.ts";

const { values, positionals } = parseArgs({
  options: { postgres: { type: "boolean", default: false }, shards: { type: "string" }, "write-durations": { type: "boolean", default: false } },
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
// About the browser and the HTML: public pages read, forms filled, keyboard, axe, fonts,
// headers. What they read from the database goes through the repositories the integration
// suite runs on PostgreSQL, so on PostgreSQL they would prove nothing new (docs/decisions/034).
// Every file that signs in, writes, or depends on the database's own behaviour (locks,
// LISTEN/NOTIFY, several instances) runs on both.
const BROWSER_ONLY = new Set([
  "a11y.test.ts",
  "chrome.test.ts",
  "critical-path.test.ts",
  "early-clicks.test.ts",
  "doctors.test.ts",
  "hardening.test.ts",
  "home.test.ts",
  "international.test.ts",
  "languages.test.ts",
  "media-s3.test.ts",
  "pages.test.ts",
  "reviews.test.ts",
  "seo.test.ts",
  "therapy.test.ts",
  "translations.test.ts",
  "wellness.test.ts",
]);
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

const all = readdirSync("tests/e2e").filter((f) => f.endsWith(".test.ts") && !(postgres && (EMBEDDED_ONLY.has(f) || BROWSER_ONLY.has(f))));
const files = positionals.length > 0 ? positionals : all.map((f) => `tests/e2e/${f}`);
// Shards are balanced by each file's measured time (tests/e2e/durations.json, written from a
// run's own timings by `--write-durations`); a file not measured yet is weighed by its size.
const durations = readDurations(DURATIONS_FILE);
const shards = partition(
  files.map((file) => ({ file, weight: fileWeight(durations, path.basename(file), statSync(file).size) })),
  shardCount,
);

interface ShardResult {
  status: number;
  output: string;
  seconds: number;
  counts: SpecCounts;
}

const measured: Record<string, number> = {};

async function runShard(shardFiles: string[], label: string, live: boolean): Promise<ShardResult> {
  const began = performance.now();
  // Every test signs in from 127.0.0.1: per-address limits are raised here (their defaults
  // are covered by the integration tests); per-username limits stay as configured.
  const server = await startServer({ env: { INQUIRY_RATE_LIMIT: "1000", LOGIN_IP_LIMIT: "1000" } });
  let output = "";
  let status = 0;
  const counts = { tests: 0, pass: 0, fail: 0 };
  try {
    // One process per file, one after another on the shard's server: each file's time is known.
    for (const file of shardFiles) {
      const fileBegan = performance.now();
      let fileOutput = "";
      const child = spawn(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", file], {
        stdio: ["ignore", live ? "inherit" : "pipe", live ? "inherit" : "pipe"],
        env: { ...process.env, BASE_URL: server.url },
      });
      child.stdout?.on("data", (chunk: Buffer) => (fileOutput += chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => (fileOutput += chunk.toString()));
      const code = await new Promise<number>((resolve) => child.on("close", (c) => resolve(c ?? 1)));
      if (code !== 0) status = code;
      const c = specCounts(fileOutput);
      counts.tests += c.tests;
      counts.pass += c.pass;
      counts.fail += c.fail;
      measured[path.basename(file)] = Math.round((performance.now() - fileBegan) / 100) / 10;
      output += fileOutput;
    }
    if (!live) console.log(`\n===== ${label} =====\n${output}`);
    return { status, output, seconds: (performance.now() - began) / 1000, counts };
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
console.log(`e2e file times (s): ${Object.entries(measured).sort((a, b) => b[1] - a[1]).map(([f, t]) => `${f.replace(".test.ts", "")} ${t}`).join(", ")}`);
if (values["write-durations"]) {
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(mergeDurations(durations, measured), null, 2)}\n`);
  console.log(`wrote ${DURATIONS_FILE}`);
}
if (!live) {
  const total = { tests: 0, pass: 0, fail: 0 };
  results.forEach((r, i) => {
    const c = r.counts;
    total.tests += c.tests;
    total.pass += c.pass;
    total.fail += c.fail;
    console.log(`shard ${i + 1}/${results.length}: ${c.pass}/${c.tests} passed, exit ${r.status}, ${r.seconds.toFixed(0)} s`);
  });
  console.log(`e2e: ${total.pass}/${total.tests} passed, ${total.fail} failed, in ${shards.length} shards`);
}
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
