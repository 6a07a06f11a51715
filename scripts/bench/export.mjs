// node scripts/bench/export.mjs: the inbox's CSV export at volume (issue 20). Starts the
// production build on DATA_DIR (PGlite; seed it first with `npm run seed:bulk`) or on
// DATABASE_URL, signs in as the demo admin, then exports every inquiry while a cached public
// page (/) is requested every 20 ms, and reports: time to the first byte, total time, bytes,
// the server's peak RSS (VmHWM) and the worst latency of the public page during the export.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!process.env.DATABASE_URL && !dataDir) {
  console.error("Set DATA_DIR (a PGlite folder seeded with npm run seed:bulk) or DATABASE_URL.");
  process.exit(2);
}

function start() {
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      DEMO_MODE: "true",
      LOGIN_IP_LIMIT: "1000",
      PAGE_VIEWS: "false",
      DATABASE_URL: process.env.DATABASE_URL ?? "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      const match = /running at (http:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve({ child, url: match[1].replace("localhost", "127.0.0.1") });
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const status = (pid, key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const { child, url } = await start();
const origin = new URL(url).origin;
const at = (p) => new URL(p, url).toString();
try {
  const login = await fetch(at("/admin-login"), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: "admin", password: "demo@2025" }),
  });
  const cookie = /admin_user=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
  // Fill the page cache, then note the idle latency of a hit.
  for (let i = 0; i < 5; i += 1) await (await fetch(at("/"))).arrayBuffer();
  const idle = [];
  for (let i = 0; i < 20; i += 1) {
    const t = performance.now();
    await (await fetch(at("/"))).arrayBuffer();
    idle.push(performance.now() - t);
  }
  const rssBefore = status(child.pid, "VmRSS");

  let exporting = true;
  const during = [];
  const failures = [];
  const poller = (async () => {
    while (exporting) {
      const t = performance.now();
      try {
        const r = await fetch(at("/"));
        await r.arrayBuffer();
        if (r.headers.get("x-page-cache") !== "hit") throw new Error(`the home page was not a cache hit (${r.status})`);
      } catch (error) {
        // A reset keep-alive connection is retried by the next round; say it happened.
        failures.push(error.cause?.code ?? error.message);
      }
      during.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  let rssPeakSampled = rssBefore;
  const sampler = setInterval(() => (rssPeakSampled = Math.max(rssPeakSampled, status(child.pid, "VmRSS"))), 50);
  const began = performance.now();
  const response = await fetch(at("/admin/inquiries/export.csv"), { headers: { Cookie: cookie, "Accept-Encoding": "gzip" } });
  if (response.status !== 200) throw new Error(`export answered ${response.status}`);
  const reader = response.body.getReader();
  let firstByte = null;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - began;
    bytes += value.length;
    for (const b of value) if (b === 10) lines += 1;
  }
  const total = performance.now() - began;
  exporting = false;
  clearInterval(sampler);
  await poller;
  const max = (xs) => Math.max(...xs).toFixed(1);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
  console.log(`export bench on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}:`);
  console.log(
    `  first byte ${firstByte.toFixed(0)} ms, total ${total.toFixed(0)} ms, ${(bytes / 1e6).toFixed(1)} MB (${lines} lines incl. header and line breaks in messages)`,
  );
  console.log(
    `  server RSS: ${rssBefore.toFixed(0)} MB before, sampled peak ${rssPeakSampled.toFixed(0)} MB, VmHWM ${status(child.pid, "VmHWM").toFixed(0)} MB`,
  );
  console.log(
    `  cached / : idle median ${median(idle)} ms; during the export ${during.length} requests, median ${median(during)} ms, worst ${max(during)} ms${failures.length ? `, ${failures.length} failed (${[...new Set(failures)].join(", ")})` : ""}`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}
