// npm run bench [-- --short]: the site against nginx serving the same HTML from disk.
// See README "Benchmark" and docs/decisions/012-page-cache-and-instances.md.
//
// One run: build (timed), cold and warm start (spawn → healthy /healthz), then for each
// page autocannon (64 connections, Accept-Encoding: gzip) against this server and against
// nginx with the identical gzip bytes (gzip_static), and the server's peak RSS under load.
// Exits non-zero only on errors (non-2xx answers, failed requests, a crash); the speed bars
// are reported as PASS/FAIL but do not fail the run: shared CI machines are too noisy.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-flags.mjs";

const SHORT = process.argv.includes("--short") || ["1", "true"].includes(process.env.BENCH_SHORT ?? "");
const DURATION = SHORT ? 3 : 10;
const CONNECTIONS = 64;
const PAGES = ["/", "/therapy/cryotherapy"];
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const BAR_RATIO = 0.5;
const BAR_P99_MS = 20;
// A phone's browser, so every hit goes through the page-view counter (issue 15; docs/decisions/028).
// All of them come from one address, so after the first each is a repeat the counter turns
// away (issue 49): `npm run bench:page-views` gives the cost of a counted view, call by call.
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const HEADERS = { "accept-encoding": "gzip", "user-agent": PHONE_UA };
const BAR_COUNTING_PCT = 5;
// autocannon worker threads (BENCH_WORKERS, default 2): one thread alone cannot load a target
// that answers in ~30 µs of CPU; the CPU % column shows how close a target came to its limit.
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);

const errors = [];
const cleanups = [];
const tmp = mkdtempSync(path.join(tmpdir(), "samudra-bench-"));
// Run as root, nginx's workers drop to an unprivileged user: they must be able to read the pages.
chmodSync(tmp, 0o755);
cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));

async function cleanup() {
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error("cleanup:", error);
    }
  }
}
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was healthy`);
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error("server not healthy in time");
}

/** Starts `node server.ts` on a free loopback port; resolves once /healthz answers, with the time it took. */
async function startServer(dataDir, extraEnv = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = process.hrtime.bigint();
  const output = [];
  // The flags and environment of `npm start`: the server measured is the server that runs.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.ts"], {
    // LOG_LEVEL as in production (info) unless set: logging is part of what is measured.
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Only the last lines are kept (for a crash report): a long run logs a lot at info.
  const keep = (c) => {
    output.push(String(c));
    if (output.length > 50) output.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let crashed = false;
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  void exited.then(({ code, signal }) => {
    if (!stopping && (code !== 0 || signal)) {
      crashed = true;
      errors.push(`server crashed (code ${code}, signal ${signal}):\n${output.join("").slice(-2000)}`);
    }
  });
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null) child.kill("SIGTERM");
    return exited;
  };
  cleanups.push(stop);
  try {
    await waitHealthy(url, child);
  } catch (error) {
    throw new Error(`${error.message}\n${output.join("").slice(-2000)}`);
  }
  const ms = Number(process.hrtime.bigint() - began) / 1e6;
  return { url, child, ms, stop, crashed: () => crashed };
}

function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    return line ? Number(line.replace(/\D+/g, "")) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system, ms) used so far by a process and its direct children (nginx's workers). */
function cpuMs(pid) {
  const one = (p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      // utime + stime in clock ticks; USER_HZ is 100 on Linux, so one tick is 10 ms.
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return 0;
    }
  };
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  } catch {
    // no children file: count the process alone
  }
  return one(pid) + children.reduce((sum, c) => sum + one(c), 0);
}

async function load(url, pid, cpuPid = pid) {
  // One unmeasured second first (JIT, connection set-up, the start-up's leftovers), for both targets alike.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: HEADERS });
  let peakRss = 0;
  const cpuBefore = cpuMs(cpuPid);
  const wallBefore = Date.now();
  const sampler = pid
    ? setInterval(() => {
        const mb = rssMb(pid);
        if (mb && mb > peakRss) peakRss = mb;
      }, 100)
    : null;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: HEADERS,
    ...(WORKERS > 1 ? { workers: WORKERS } : {}),
  });
  if (sampler) clearInterval(sampler);
  // CPU per request hardly depends on what else the machine is doing, unlike req/s.
  const cpuUsed = cpuMs(cpuPid) - cpuBefore;
  const cpuUs = (cpuUsed * 1000) / Math.max(1, result.requests.total);
  // Below ~100 % the target was not the bottleneck: the load generator or the machine was.
  const cpuPct = (100 * cpuUsed) / Math.max(1, Date.now() - wallBefore);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) errors.push(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    peakRss,
    cpuUs,
    cpuPct,
  };
}

function nginxConf(root, port) {
  const t = (name) => path.join(tmp, "nginx", name);
  return `# Written by scripts/bench/run.mjs: loopback only, every path under its own temp folder.
daemon off;
worker_processes 1;
pid ${t("nginx.pid")};
error_log ${t("error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${t("client_body")};
  proxy_temp_path ${t("proxy")};
  fastcgi_temp_path ${t("fastcgi")};
  uwsgi_temp_path ${t("uwsgi")};
  scgi_temp_path ${t("scgi")};
  types { text/html html; }
  default_type text/html;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  # The same gzip bytes the site sends, compressed once ahead of time, as the site does.
  gzip off;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`;
}

async function startNginx(root) {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install nginx (or set NGINX_PATH)`);
  const port = await freePort();
  mkdirSync(path.join(tmp, "nginx"), { recursive: true });
  const conf = path.join(tmp, "nginx", "nginx.conf");
  writeFileSync(conf, nginxConf(root, port));
  const child = spawn(NGINX, ["-p", path.join(tmp, "nginx"), "-c", conf, "-e", path.join(tmp, "nginx", "error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = [];
  child.stderr.on("data", (c) => output.push(String(c)));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    await exited;
  };
  cleanups.push(stop);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output.join("")}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${output.join("")}`);
      await sleep(20);
    }
  }
  return { url, stop, pid: child.pid };
}

async function raw(url, headers = {}) {
  // fetch() would decode gzip; http keeps the bytes as sent.
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

const fmt = (n, digits = 0) => (n === null || n === undefined ? "-" : Number(n).toFixed(digits));
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

async function main() {
  console.log(
    `Samudra bench (${SHORT ? "short" : "full"}: ${DURATION} s per target, ${CONNECTIONS} connections, ${Math.max(1, WORKERS)} autocannon thread(s), Accept-Encoding: gzip)\n`,
  );

  // Build time.
  let build;
  if (SHORT && existsSync("build/server/index.js")) {
    build = "reused existing build (short mode)";
  } else {
    const began = process.hrtime.bigint();
    const r = spawnSync(process.execPath, ["scripts/build.mjs", "--quiet"], { stdio: ["ignore", "ignore", "pipe"] });
    if (r.status !== 0) throw new Error(`scripts/build.mjs failed:\n${String(r.stderr).slice(-2000)}`);
    build = `${(Number(process.hrtime.bigint() - began) / 1e9).toFixed(1)} s (react-router build + islands + precompression)`;
  }

  // Cold start on an empty data folder (initdb, migrations, seed), then warm on the same one.
  const dataDir = path.join(tmp, "data");
  const cold = await startServer(dataDir);
  await cold.stop();
  const server = await startServer(dataDir);

  // Warm each page's cache entry and save the very same bytes for nginx.
  const root = path.join(tmp, "www");
  for (const page of PAGES) {
    const plain = await raw(`${server.url}${page}`);
    const gz = await raw(`${server.url}${page}`, HEADERS);
    if (plain.status !== 200 || gz.status !== 200) throw new Error(`${page}: status ${plain.status}/${gz.status}`);
    if (gz.headers["content-encoding"] !== "gzip") throw new Error(`${page}: server did not answer with gzip`);
    const file = path.join(root, page === "/" ? "index.html" : `${page}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, plain.body);
    writeFileSync(`${file}.gz`, gz.body);
  }
  const nginx = await startNginx(root);
  for (const page of PAGES) {
    const check = await raw(`${nginx.url}${page}`, HEADERS);
    if (check.status !== 200 || check.headers["content-encoding"] !== "gzip") {
      const log = existsSync(path.join(tmp, "nginx", "error.log")) ? readFileSync(path.join(tmp, "nginx", "error.log"), "utf8") : "";
      throw new Error(`nginx ${page}: ${check.status} ${check.headers["content-encoding"]}\n${log}`);
    }
  }

  const rows = [];
  let peakRss = 0;
  for (const page of PAGES) {
    const ours = await load(`${server.url}${page}`, server.child.pid);
    peakRss = Math.max(peakRss, ours.peakRss);
    const theirs = await load(`${nginx.url}${page}`, null, nginx.pid);
    rows.push({ page, ours, theirs });
  }
  await nginx.stop();

  // What counting page views costs a cache hit: the same page on a server that does not count.
  // CPU per request is the figure (req/s follows the machine's load); each side is measured
  // twice more, warm, and its lowest taken, as noise only ever adds CPU time.
  const countedRuns = [
    rows[0].ours,
    await load(`${server.url}${PAGES[0]}`, server.child.pid),
    await load(`${server.url}${PAGES[0]}`, server.child.pid),
  ];
  await server.stop();
  const uncounting = await startServer(dataDir, { PAGE_VIEWS: "false" });
  await raw(`${uncounting.url}${PAGES[0]}`, HEADERS);
  const uncountedRuns = [];
  for (let i = 0; i < 3; i++) uncountedRuns.push(await load(`${uncounting.url}${PAGES[0]}`, uncounting.child.pid));
  await uncounting.stop();
  const lowest = (runs) => runs.reduce((a, b) => (b.cpuUs < a.cpuUs ? b : a));
  const counted = lowest(countedRuns);
  const notCounted = lowest(uncountedRuns);
  const countingPct = (100 * (counted.cpuUs - notCounted.cpuUs)) / Math.max(1e-9, notCounted.cpuUs);

  const w = [22, 7, 8, 7, 7, 11, 6, 6, 6, 9];
  const line = (cells) => cells.map((c, i) => (i < 2 ? pad(c, w[i]) : padL(c, w[i]))).join(" ");
  console.log(line(["page", "target", "req/s", "p50 ms", "p99 ms", "CPU µs/req", "CPU %", "ratio", "≥0.5×", "p99<20ms"]));
  console.log("-".repeat(w.reduce((a, b) => a + b + 1, 0)));
  let allPass = true;
  for (const { page, ours, theirs } of rows) {
    const ratio = ours.rps / theirs.rps;
    const ratioOk = ratio >= BAR_RATIO;
    const p99Ok = ours.p99 < BAR_P99_MS;
    allPass &&= ratioOk && p99Ok;
    console.log(
      line([
        page,
        "server",
        fmt(ours.rps),
        fmt(ours.p50),
        fmt(ours.p99),
        fmt(ours.cpuUs),
        fmt(ours.cpuPct),
        fmt(ratio, 2),
        ratioOk ? "PASS" : "FAIL",
        p99Ok ? "PASS" : "FAIL",
      ]),
    );
    console.log(line(["", "nginx", fmt(theirs.rps), fmt(theirs.p50), fmt(theirs.p99), fmt(theirs.cpuUs), fmt(theirs.cpuPct), "", "", ""]));
  }
  console.log("");
  console.log(`${pad("cold start (empty data dir)", 32)} ${fmt(cold.ms / 1000, 2)} s  (spawn → healthy /healthz)`);
  console.log(`${pad("warm start (same data dir)", 32)} ${fmt(server.ms / 1000, 2)} s`);
  console.log(`${pad("server RSS under load (peak)", 32)} ${fmt(peakRss)} MB`);
  console.log(`${pad("build time", 32)} ${build}`);
  console.log(
    `${pad("page-view counting, per hit", 32)} ${fmt(counted.cpuUs, 1)} µs/req counted, ${fmt(notCounted.cpuUs, 1)} µs/req with PAGE_VIEWS=false (lowest of 3 runs each): ${countingPct >= 0 ? "+" : ""}${fmt(countingPct, 1)} % CPU ${countingPct < BAR_COUNTING_PCT ? "PASS" : "FAIL"} (bar < ${BAR_COUNTING_PCT} %)`,
  );
  console.log(`${pad("bars (ratio ≥ 0.5, p99 < 20 ms)", 32)} ${allPass ? "PASS" : "FAIL (reported only; timing does not fail the run)"}`);
  console.log(`nginx: ${NGINX}, 1 worker, gzip_static with the server's own gzip bytes; server: one Node process, page cache on.`);
  console.log("ratio = server req/s ÷ nginx req/s. CPU µs/req = the target's CPU time ÷ requests: it barely moves with machine load,");
  console.log("req/s and latency do. CPU % = the target's share of one core during its run: far below 100 means the target was");
  console.log("not the bottleneck (the load generator or a busy machine was), so req/s understates it.");
  console.log(
    `load average during the run: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")} on ${(await import("node:os")).availableParallelism()} cores`,
  );
}

let status = 0;
try {
  await main();
} catch (error) {
  errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanup();
}
if (errors.length > 0) {
  console.error(`\nBench errors:\n${errors.join("\n")}`);
  status = 1;
}
process.exit(status);
