// npm run bench:bodies: what large form bodies sent by someone who is not signed in cost everyone
// else (issue 49 item 2). Starts the production build on a fresh PGlite folder, then requests
// the cached /about one at a time, first on a quiet server, then while 4 (and 12) connections
// keep posting 2 MB urlencoded bodies to a staff path without a session, and reports the page's
// p50/p95/max. Also times one signed-in editor's 2 MB form of ~200,000 fields from the first
// byte sent to the answer. Options: --seconds S (per case, default 8), --connections 4,12.
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startProductionServer } from "./production-server.ts";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const seconds = Number(option("seconds", "8"));
const connectionCounts = option("connections", "4,12").split(",").map(Number);
const BODY_BYTES = 2 * 1024 * 1024 - 1024;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const dataDir = mkdtempSync(path.join(tmpdir(), "samudra-bodies-"));
const server = await startProductionServer({ DATA_DIR: dataDir, MEDIA_DIR: path.join(dataDir, "media") });
const { hostname, port } = new URL(server.url);
const origin = new URL(server.url).origin;

/** One raw POST on its own socket; resolves with the status line once the answer starts. */
function rawPost(target, headers, body) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n")) socket.destroy();
    });
    socket.on("error", (e) => {
      if (process.env.BENCH_DEBUG) console.log("socket error", e.message);
    });
    socket.on("close", () => resolve(answer.split("\r\n")[0] ?? "(closed)"));
    const head = [`POST ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, `Content-Length: ${body.length}`, ...headers, "", ""].join(
      "\r\n",
    );
    socket.write(head);
    // Not end(): node:http aborts a request whose client half-closes before the answer.
    socket.write(body);
  });
}

const anonymousBody = Buffer.from(`note=${"x".repeat(BODY_BYTES)}`);
const anonymousHeaders = ["Content-Type: application/x-www-form-urlencoded"];

/** Keeps `n` anonymous 2 MB posts in flight until `stop()`; counts what came back. */
function flood(n) {
  let running = true;
  const statuses = new Map();
  const loops = Array.from({ length: n }, async () => {
    while (running) {
      const status = await rawPost("/admin/account", anonymousHeaders, anonymousBody);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function timePage(forMs) {
  const times = [];
  const until = performance.now() + forMs;
  while (performance.now() < until) {
    const t = performance.now();
    const res = await fetch(new URL("/about", server.url));
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  return times;
}

const f = (n) => n.toFixed(1).padStart(7);
const line = (label, times, extra = "") =>
  console.log(
    `${label.padEnd(34)} ${String(times.length).padStart(6)} ${f(percentile(times, 50))} ${f(percentile(times, 95))} ${f(Math.max(...times))}  ${extra}`,
  );

try {
  for (let i = 0; i < 20; i += 1) await (await fetch(new URL("/about", server.url))).arrayBuffer();
  console.log(`cached /about while anonymous 2 MB posts go to /admin/account (${seconds} s each)`);
  console.log(`${"case".padEnd(34)} ${"reqs".padStart(6)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"max ms".padStart(7)}`);
  line("quiet", await timePage(seconds * 1000));
  for (const n of connectionCounts) {
    const load = flood(n);
    const times = await timePage(seconds * 1000);
    await load.stop();
    const answers = [...load.statuses].map(([s, c]) => `${c}× ${s.replace("HTTP/1.1 ", "")}`).join(", ");
    line(`${n} anonymous 2 MB posts in flight`, times, answers);
  }

  // A signed-in editor's oversized form: ~200,000 short fields in 2 MB.
  const login = await fetch(new URL("/admin-login", server.url), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: "editor", password: "demo@2025" }),
  });
  const cookie = /admin_user=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`editor sign-in failed: ${login.status}`);
  let fields = "";
  for (let i = 0; fields.length < BODY_BYTES - 20; i += 1) fields += `${i ? "&" : ""}f${i}=1`;
  const manyFields = Buffer.from(fields);
  const count = fields.split("&").length;
  const runs = [];
  let status = "";
  for (let i = 0; i < 5; i += 1) {
    const t = performance.now();
    status = await rawPost(
      "/admin/account",
      ["Content-Type: application/x-www-form-urlencoded", `Origin: ${origin}`, `Cookie: ${cookie}`],
      manyFields,
    );
    runs.push(performance.now() - t);
  }
  console.log(
    `signed-in editor, 2 MB form of ${count.toLocaleString("en")} fields: answered in median ${percentile(runs, 50).toFixed(0)} ms (${status})`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
