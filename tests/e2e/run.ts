// Runs the Chromium end-to-end suite: the files split into shards, each shard with its own
// production server on a fresh data folder (files that need their own server start it
// themselves), the shards side by side.
//   node tests/e2e/run.ts [--postgres] [--shards N] [files…]
// --postgres runs every server on a fresh database of the PostgreSQL server at
// TEST_DATABASE_URL instead of the embedded one, and only the files whose outcome depends on
// the database server (ON_POSTGRES below).
// --shards (or E2E_SHARDS) defaults to 2: one shard leaves half of a 2-core machine idle,
// as a test mostly waits on Chromium or the server. Each shard's output is printed whole
// when it ends, so the log reads like a single run.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CHROMIUM_PATH, TEST_CHROMIUM_PATH } from "../../scripts/audit/chromium.ts";
import { startServer, tempDataDir } from "./support/server.ts";
import { durationsFile, fileWeight, mergeDurations, partition, readDurations, type SpecCounts, specCounts } from "./support/shards.ts";

const { values, positionals } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    shards: { type: "string" },
    "write-durations": { type: "boolean", default: false },
  },
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
// Browser tests drive sign-in flows, not the password hash's cost (1-3.5 s a hash here): every
// server, and every command a test runs, hashes at the test-only cost (docs/decisions/039).
process.env.INSECURE_FAST_PASSWORD_HASHING ??= "true";

// On PostgreSQL, the files whose outcome depends on the database server's own behaviour, not
// only on the repositories (docs/decisions/034): several instances on one database
// (LISTEN/NOTIFY, row locks), cache invalidation across them, leads stored and mailed under
// concurrency, workers of one cluster, the inbox's search (pg_trgm) and keyset paging, sign-in state held in rows
// that must be used once (passkey challenges, TOTP steps, recovery codes, sessions), and the
// page-view batch upserts. Every other file drives screens whose reads and writes go through
// repositories, loaders and actions that the integration suite runs on PostgreSQL test by
// test; a second browser run over them proves nothing new about PostgreSQL.
const ON_POSTGRES = new Set([
  "admin-inquiries.test.ts",
  "cluster.test.ts",
  "inquiry.test.ts",
  "multi-instance.test.ts",
  "page-cache.test.ts",
  "page-views.test.ts",
  "passkeys.test.ts",
  "sessions.test.ts",
  "two-step.test.ts",
]);
if (postgres) {
  if (!process.env.TEST_DATABASE_URL) {
    console.error('--postgres needs TEST_DATABASE_URL: eval "$(bash scripts/pg-test-cluster.sh start)" first.');
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

const all = readdirSync("tests/e2e").filter((f) => f.endsWith(".test.ts") && (!postgres || ON_POSTGRES.has(f)));
const files = positionals.length > 0 ? positionals : all.map((f) => `tests/e2e/${f}`);
// Shards are balanced by each file's measured time (tests/e2e/durations.json, or
// durations-postgres.json for --postgres, written from a run's own timings by
// `--write-durations`); a file not measured yet is weighed by its size.
const DURATIONS_FILE = durationsFile(postgres);
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
// The spec reporter's "failing tests" section of each failed file, printed again at the very
// end: CI logs are often read from their tail, and 400 tests of output bury the one failure.
const failures: string[] = [];

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
      const serverSaidBefore = server.output.length;
      let fileOutput = "";
      const child = spawn(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", file], {
        stdio: ["ignore", live ? "inherit" : "pipe", live ? "inherit" : "pipe"],
        env: { ...process.env, BASE_URL: server.url },
      });
      child.stdout?.on("data", (chunk: Buffer) => (fileOutput += chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => (fileOutput += chunk.toString()));
      const code = await new Promise<number>((resolve) => child.on("close", (c) => resolve(c ?? 1)));
      if (code !== 0) {
        status = code;
        const at = fileOutput.indexOf("failing tests:");
        // What the shard's server logged while the file ran (warnings and errors): a failure
        // that began on the server shows there, not in the browser.
        const said = server.output.slice(serverSaidBefore).join("").trim();
        const serverPart = said
          ? `the server's output while it ran (its last 4,000 characters):\n${said.slice(-4000)}`
          : "the server logged nothing while it ran";
        if (live) console.log(`\n${file}: ${serverPart}`);
        else failures.push(`${file}:\n${at >= 0 ? fileOutput.slice(at) : fileOutput.slice(-4000)}\n${serverPart}`);
      }
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

// One real first start on an empty embedded database, stopped cleanly: servers that start
// with the default settings begin from a copy of it (tests/e2e/support/server.ts).
let templateDir: string | undefined;
if (!postgres) {
  const began = performance.now();
  templateDir = tempDataDir("template");
  const template = await startServer({ dataDir: templateDir });
  const code = await template.stop();
  if (code !== 0) {
    console.error(`The template server exited with ${code}:\n${template.output.join("")}`);
    process.exit(1);
  }
  process.env.E2E_TEMPLATE_DATA_DIR = templateDir;
  console.log(`template data folder: first start and stop in ${((performance.now() - began) / 1000).toFixed(1)} s`);
}

console.log(`browser: ${TEST_CHROMIUM_PATH}`);
const live = shards.length === 1;
if (!live) {
  shards.forEach((s, i) => console.log(`shard ${i + 1}/${shards.length}: ${s.map((f) => f.replace("tests/e2e/", "")).join(", ")}`));
}
const results = await Promise.all(shards.map((s, i) => runShard(s, `shard ${i + 1}/${shards.length}`, live)));
console.log(
  `e2e file times (s): ${Object.entries(measured)
    .sort((a, b) => b[1] - a[1])
    .map(([f, t]) => `${f.replace(".test.ts", "")} ${t}`)
    .join(", ")}`,
);
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
if (templateDir) rmSync(templateDir, { recursive: true, force: true });
if (failures.length > 0) console.log(`\n===== failures, again =====\n${failures.join("\n")}`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
