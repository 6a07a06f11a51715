// npm run bench:cluster [-- --duration 10] [-- --workers 1,2]: the site with WEB_CONCURRENCY
// workers against nginx with as many worker processes, serving the same precompressed bytes.
// See README "Benchmark" and docs/decisions/037-cluster-workers.md.
//
// Fair by construction: the server runs on PostgreSQL (the only database several workers
// can share), nginx gets the server's own gzip body for each page (gzip_static, access log
// off: the site does not log cache hits either), and the load comes from wrk (Debian
// package `wrk`), a separate C program, the same command for both targets, one unmeasured
// second of warm-up each. Besides req/s it reports each target's CPU time per request (the
// figure a busy shared machine moves least). Needs TEST_DATABASE_URL (or BENCH_DATABASE_URL):
// a PostgreSQL server where it may create and drop a scratch database.
// Timing never fails the run; errors (non-2xx answers, socket errors, a crash) do.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createScratchDatabase } from "../../tests/support/scratch-database.ts";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-flags.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    workers: { type: "string", default: "1,2" },
    connections: { type: "string", default: "64" },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const WORKER_COUNTS = values.workers.split(",").map(Number);
const PAGES = ["/", "/therapy/cryotherapy"];
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";
const BAR_RATIO = 0.9;
// A phone's browser, so every hit is a counted page view, as in `npm run bench`.
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const HEADERS = { "accept-encoding": "gzip", "user-agent": PHONE_UA };

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
for (const [ok, message] of [
  [Number.isInteger(DURATION) && DURATION >= 1, "--duration must be whole seconds, at least 1"],
  [
    WORKER_COUNTS.every((n) => Number.isInteger(n) && n >= 1 && n <= availableParallelism() * 2),
    `--workers must list counts from 1 to ${availableParallelism() * 2}, like 1,2`,
  ],
  [Number.isInteger(CONNECTIONS) && CONNECTIONS >= 1, "--connections must be a whole number"],
  [
    Boolean(serverUrl),
    'needs a PostgreSQL server: set TEST_DATABASE_URL (eval "$(bash scripts/pg-test-cluster.sh start)") or BENCH_DATABASE_URL',
  ],
  [existsSync(WRK), `wrk not found at ${WRK}: apt-get install wrk (or set WRK_PATH)`],
  [existsSync(NGINX), `nginx not found at ${NGINX}: apt-get install nginx (or set NGINX_PATH)`],
]) {
  if (!ok) {
    console.error(`bench:cluster: ${message}`);
    process.exit(2);
  }
}

const errors = [];
const cleanups = [];
const tmp = mkdtempSync(path.join(tmpdir(), "samudra-bench-cluster-"));
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

/** GET with the bytes as sent (fetch would decode gzip), on a new connection each time. */
function raw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { connection: "close", ...headers } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

/** CPU time (user + system, ms) of a process and its children (the workers of either target). */
function cpuMs(pid) {
  const one = (p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
    } catch {
      return 0;
    }
  };
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  } catch {
    // no children file: the process alone
  }
  return one(pid) + children.reduce((sum, c) => sum + one(c), 0);
}

function rssMb(pid) {
  const one = (p) => {
    try {
      const line = readFileSync(`/proc/${p}/status`, "utf8")
        .split("\n")
        .find((l) => l.startsWith("VmRSS:"));
      return line ? Number(line.replace(/\D+/g, "")) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  } catch {
    // none
  }
  return [one(pid), ...children.map(one)];
}

async function startSite(databaseUrl, workers) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output = [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.ts"], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(tmp, "data"),
      DATABASE_URL: databaseUrl,
      DEMO_MODE: "false",
      WEB_CONCURRENCY: String(workers),
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (c) => {
    output.push(String(c));
    if (output.length > 50) output.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let stopping = false;
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  void exited.then(({ code, signal }) => {
    if (!stopping && (code !== 0 || signal))
      errors.push(`server crashed (code ${code}, signal ${signal}):\n${output.join("").slice(-2000)}`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null) child.kill("SIGTERM");
    return exited;
  };
  cleanups.push(stop);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join("")}`);
    if (/running at/.test(output.join(""))) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join("")}`);
    await sleep(20);
  }
  return { url, pid: child.pid, stop };
}

function nginxConf(root, port, workers) {
  const t = (name) => path.join(tmp, "nginx", name);
  return `# Written by scripts/bench/cluster.mjs: loopback only, every path under its own temp folder.
daemon off;
worker_processes ${workers};
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

async function startNginx(root, workers) {
  const port = await freePort();
  mkdirSync(path.join(tmp, "nginx"), { recursive: true });
  const conf = path.join(tmp, "nginx", "nginx.conf");
  writeFileSync(conf, nginxConf(root, port, workers));
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
      await raw(`${url}/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${output.join("")}`);
      await sleep(20);
    }
  }
  return { url, pid: child.pid, stop };
}

const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);

/**
 * Runs wrk (asynchronously: the servers' output pipes must keep draining meanwhile); returns
 * req/s, latency percentiles and errors as it printed them.
 */
async function wrk(url, seconds) {
  const args = ["-t", "2", "-c", String(CONNECTIONS), "-d", `${seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(HEADERS)) args.push("-H", `${name}: ${value}`);
  const child = spawn(WRK, [...args, url], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (err += c));
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`wrk failed (${code}): ${err}`);
  const pct = (p) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(out);
    return m ? toMs(m[1], m[2]) : null;
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  return { rps, total, p50: pct(50), p99: pct(99), non2xx, socketErrors };
}

async function load(url, pid) {
  await wrk(url, 1); // unmeasured warm-up: JIT, connections, the start-up's leftovers
  const cpuBefore = cpuMs(pid);
  const wallBefore = Date.now();
  const result = await wrk(url, DURATION);
  const cpuUsed = cpuMs(pid) - cpuBefore;
  const bad = result.non2xx + result.socketErrors;
  if (bad > 0) errors.push(`${url}: ${result.non2xx} non-2xx, ${result.socketErrors} socket errors`);
  return {
    ...result,
    cpuUs: (cpuUsed * 1000) / Math.max(1, result.total),
    cpuPct: (100 * cpuUsed) / Math.max(1, Date.now() - wallBefore),
    rss: rssMb(pid),
  };
}

const fmt = (n, digits = 0) => (n === null || n === undefined ? "-" : Number(n).toFixed(digits));

async function main() {
  console.log(
    `Samudra cluster bench: ${DURATION} s per target, wrk 2 threads, ${CONNECTIONS} connections, Accept-Encoding: gzip; ${availableParallelism()} cores, load ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}\n`,
  );
  if (!existsSync("build/server/index.js")) {
    const r = spawnSync(process.execPath, ["scripts/build.mjs", "--quiet"], { stdio: ["ignore", "ignore", "inherit"] });
    if (r.status !== 0) throw new Error("build failed");
  }
  const database = await createScratchDatabase(serverUrl, "samudra_bench_cluster");
  cleanups.push(() => database.drop());
  const root = path.join(tmp, "www");
  const rows = [];
  for (const workers of WORKER_COUNTS) {
    const site = await startSite(database.url, workers);
    // Every worker keeps its own cache: new connections take turns, so 2×N requests warm them all.
    for (const page of PAGES) {
      let gz;
      for (let i = 0; i < 2 * workers; i++) gz = await raw(`${site.url}${page}`, HEADERS);
      const plain = await raw(`${site.url}${page}`);
      if (gz.status !== 200 || plain.status !== 200 || gz.headers["content-encoding"] !== "gzip" || gz.headers["x-page-cache"] !== "hit") {
        throw new Error(
          `${page}: status ${gz.status}/${plain.status}, ${gz.headers["content-encoding"]}, cache ${gz.headers["x-page-cache"]}`,
        );
      }
      const file = path.join(root, page === "/" ? "index.html" : `${page}.html`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, plain.body);
      writeFileSync(`${file}.gz`, gz.body);
    }
    const nginx = await startNginx(root, workers);
    for (const page of PAGES) {
      const check = await raw(`${nginx.url}${page}`, HEADERS);
      if (check.status !== 200 || check.headers["content-encoding"] !== "gzip")
        throw new Error(`nginx ${page}: ${check.status} ${check.headers["content-encoding"]}`);
      const ours = await load(`${site.url}${page}`, site.pid);
      const theirs = await load(`${nginx.url}${page}`, nginx.pid);
      rows.push({ workers, page, ours, theirs });
    }
    await nginx.stop();
    await site.stop();
  }

  const head = ["workers", "page", "target", "req/s", "p50 ms", "p99 ms", "CPU µs/req", "CPU %", "RSS MB", "ratio", `≥${BAR_RATIO}×`];
  const w = [7, 20, 7, 8, 7, 7, 10, 6, 16, 6, 6];
  const line = (cells) => cells.map((c, i) => (i < 3 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join(" ");
  console.log(line(head));
  console.log("-".repeat(w.reduce((a, b) => a + b + 1, 0)));
  for (const { workers, page, ours, theirs } of rows) {
    const ratio = ours.rps / Math.max(1, theirs.rps);
    const rss = (r) =>
      r.rss
        .filter(Boolean)
        .map((m) => fmt(m))
        .join("+");
    console.log(
      line([
        workers,
        page,
        "server",
        fmt(ours.rps),
        fmt(ours.p50, 2),
        fmt(ours.p99, 2),
        fmt(ours.cpuUs),
        fmt(ours.cpuPct),
        rss(ours),
        fmt(ratio, 2),
        ratio >= BAR_RATIO ? "PASS" : "FAIL",
      ]),
    );
    console.log(
      line([
        "",
        "",
        "nginx",
        fmt(theirs.rps),
        fmt(theirs.p50, 2),
        fmt(theirs.p99, 2),
        fmt(theirs.cpuUs),
        fmt(theirs.cpuPct),
        rss(theirs),
        "",
        "",
      ]),
    );
  }
  console.log("");
  console.log("server: node server.ts on PostgreSQL with WEB_CONCURRENCY = workers (page cache on, page views counted);");
  console.log("nginx: worker_processes = workers, gzip_static with the server's own gzip bytes. ratio = server req/s ÷ nginx req/s.");
  console.log("CPU µs/req and CPU % count the whole target (the cluster primary and nginx's master included); RSS MB lists");
  console.log("the primary/master, then each worker. wrk runs on the same cores as the targets: both share that handicap.");
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
