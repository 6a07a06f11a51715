// npm run bench:backup: an online backup at volume (issue 43 item 4; docs/decisions/068).
// Starts the production build on DATA_DIR (PGlite; seed it first with
// `npm run seed:bulk -- --inquiries 200000`) or DATABASE_URL, signs in as the demo admin,
// presses Back up now while the cached home page is requested every 20 ms from a thread of its
// own, and reports: the backup's time and size, how long the embedded database held other
// queries back, the server's RSS before, its sampled peak and VmHWM, and the home page's
// latency meanwhile. Then the restore drill's time (`-- --no-drill` leaves it out).
// `-- --data-dir-dump` also measures the alternative not taken: PGlite's own dumpDataDir on
// the same folder (the server stopped), its time and the memory it needs.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { CACHED_PAGE_POLLER, procMemoryMB, signInAsAdmin, startProductionServer } from "./production-server.ts";

const { values } = parseArgs({ options: { "no-drill": { type: "boolean" }, "data-dir-dump": { type: "boolean" } } });
if (!process.env.DATABASE_URL && !process.env.DATA_DIR) {
  console.error("Set DATA_DIR (a PGlite folder seeded with npm run seed:bulk) or DATABASE_URL.");
  process.exit(2);
}
const onPostgres = Boolean(process.env.DATABASE_URL);
const backupDir = mkdtempSync(path.join(tmpdir(), "samudra-bench-backup-"));
const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? "",
  BACKUP_KEY: randomBytes(32).toString("base64"),
  BACKUP_DIR: backupDir,
  // Late in the India day: the scheduled backup stays out of the way (Back up now is measured).
  BACKUP_TIME: "23:59",
  LOG_LEVEL: "info",
};
const f = (n) => n.toFixed(1);
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)] ?? 0;

const server = await startProductionServer(env);
let done = null;
server.child.stdout.on("data", (chunk) => {
  for (const line of chunk.toString().split("\n")) {
    if (line.includes('"msg":"backup done"') || line.includes('"msg":"backup failed"')) done = JSON.parse(line);
  }
});
try {
  const cookie = await signInAsAdmin(server.url);
  const at = (p) => new URL(p, server.url).toString();
  for (let i = 0; i < 5; i += 1) await (await fetch(at("/"))).arrayBuffer();
  const idle = [];
  for (let i = 0; i < 20; i += 1) {
    const t = performance.now();
    await (await fetch(at("/"))).arrayBuffer();
    idle.push(performance.now() - t);
  }
  const poller = new Worker(CACHED_PAGE_POLLER, { eval: true, workerData: { url: at("/") } });
  const nextMessage = () =>
    new Promise((resolve, reject) => {
      poller.once("message", resolve);
      poller.once("error", reject);
    });
  await nextMessage();
  const polled = nextMessage();
  const pid = server.child.pid;
  const rssBefore = procMemoryMB(pid, "VmRSS");
  const hwmBefore = procMemoryMB(pid, "VmHWM");
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, procMemoryMB(pid, "VmRSS"))), 50);
  const began = performance.now();
  const pressed = await fetch(at("/admin?index"), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: new URL(server.url).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  if (pressed.status !== 302 && pressed.status !== 303) throw new Error(`Back up now answered ${pressed.status}`);
  while (!done) await new Promise((r) => setTimeout(r, 50));
  const totalMs = performance.now() - began;
  clearInterval(sampler);
  poller.postMessage("stop");
  const { during, failures } = await polled;
  await poller.terminate();
  if (done.msg !== "backup done") throw new Error(`the backup failed: ${JSON.stringify(done.err ?? done)}`);
  console.log(`backup bench on ${onPostgres ? "PostgreSQL" : "PGlite"}:`);
  console.log(
    `  backup ${f(done.ms / 1000)} s (${f(totalMs / 1000)} s from the button), ${f(done.bytes / 1e6)} MB encrypted${done.pauseMs === null ? "" : `; the database held other queries back ${done.pauseMs} ms`}`,
  );
  console.log(
    `  server RSS: ${rssBefore.toFixed(0)} MB before, sampled peak ${rssPeak.toFixed(0)} MB (+${(rssPeak - rssBefore).toFixed(0)} MB); VmHWM ${hwmBefore.toFixed(0)} -> ${procMemoryMB(pid, "VmHWM").toFixed(0)} MB`,
  );
  console.log(
    `  cached / : idle median ${f(median(idle))} ms; during the backup ${during.length} requests, median ${f(median(during))} ms, worst ${f(Math.max(0, ...during))} ms${failures.length ? `, ${failures.length} failed (${[...new Set(failures)].join(", ")})` : ""}`,
  );
  if (!values["no-drill"]) {
    const t = performance.now();
    const drill = spawnSync(process.execPath, ["scripts/db-backup.mjs", "drill"], { env: { ...process.env, ...env }, encoding: "utf8" });
    const line = (drill.stdout || drill.stderr).trim().split("\n").pop();
    console.log(`  restore drill ${f((performance.now() - t) / 1000)} s, exit ${drill.status}: ${line}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
}

if (values["data-dir-dump"] && !onPostgres) {
  // PGlite's own dump of the whole folder, as a tar (gzipped) in memory: run in a child, whose
  // peak RSS is the figure (the server would carry it on top of its own).
  const code = `
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const fs = await import("node:fs");
    const db = await PGlite.create({ dataDir: process.env.DATA_DIR + "/pglite", extensions: { pg_trgm }, postgresqlconf: ["shared_buffers = 16MB"] });
    const rss = () => Number(/VmRSS:\\s+(\\d+)/.exec(fs.readFileSync("/proc/self/status", "utf8"))[1]) / 1024;
    const before = rss();
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, rss())), 20);
    const t = performance.now();
    const blob = await db.dumpDataDir("gzip");
    const ms = performance.now() - t;
    clearInterval(timer);
    const hwm = Number(/VmHWM:\\s+(\\d+)/.exec(fs.readFileSync("/proc/self/status", "utf8"))[1]) / 1024;
    console.log("  dumpDataDir('gzip'): " + (ms / 1000).toFixed(1) + " s (every query waits meanwhile), " + (blob.size / 1e6).toFixed(1) + " MB, RSS " + before.toFixed(0) + " MB open, sampled peak " + peak.toFixed(0) + " MB, VmHWM " + hwm.toFixed(0) + " MB");
    await db.close();`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "inherit", "inherit"] });
  if (run.status !== 0) process.exitCode = 1;
}

const files = existsSync(backupDir) ? readdirSync(backupDir).filter((n) => n.endsWith(".backup")) : [];
for (const name of files) console.log(`  kept ${name}: ${f(statSync(path.join(backupDir, name)).size / 1e6)} MB`);
rmSync(backupDir, { recursive: true, force: true });
