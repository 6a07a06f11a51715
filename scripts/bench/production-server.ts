// The production build as a child process for the benchmarks that drive it over HTTP
// (export.mjs, curve.ts): started on a PGlite folder or a PostgreSQL database, in demo mode so
// that the seeded admin can sign in, with page views off (a benchmark's requests are not visits).
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-flags.mjs";
import { MEMORY_REPORT_MESSAGE, type MemoryReport } from "../../app/server/memory-report.server.ts";

export interface ProductionServer {
  child: ChildProcess & { pid: number };
  url: string;
  stop(): Promise<unknown>;
}

/** Starts `node server.ts`; resolves once it says where it runs. `env` overrides the defaults.
 * `ipc`: with a channel, over which the server answers memoryReport() (bench:memory). */
export function startProductionServer(env: Record<string, string> = {}, { ipc = false } = {}): Promise<ProductionServer> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.ts"], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      DEMO_MODE: "true",
      LOGIN_IP_LIMIT: "1000",
      PAGE_VIEWS: "false",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ipc ? ["ignore", "pipe", "inherit", "ipc"] : ["ignore", "pipe", "inherit"],
  });
  // Typed as possibly absent once the list has a fourth entry; it is the pipe asked for above.
  const { stdout } = child;
  if (!stdout) throw new Error("the server was started without a pipe for its output");
  return new Promise((resolve, reject) => {
    stdout.on("data", (chunk: Buffer) => {
      const match = /running at (http:\/\/\S+)/.exec(chunk.toString());
      if (match) {
        const url = match[1]!.replace("localhost", "127.0.0.1");
        resolve({
          child: child as ChildProcess & { pid: number },
          url,
          stop: () => {
            child.kill("SIGTERM");
            return new Promise((r) => child.once("exit", r));
          },
        });
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** The server's own account of its memory (app/server/memory-report.server.ts), over the IPC channel. */
export function memoryReport(child: ChildProcess): Promise<MemoryReport> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off("message", onMessage);
      reject(new Error("the server did not answer the memory report within 10 s"));
    }, 10_000);
    const onMessage = (message: { type?: string; report?: MemoryReport }) => {
      if (message?.type !== MEMORY_REPORT_MESSAGE || !message.report) return;
      clearTimeout(timer);
      child.off("message", onMessage);
      resolve(message.report);
    };
    child.on("message", onMessage);
    child.send({ type: MEMORY_REPORT_MESSAGE });
  });
}

/** Signs in as the demo admin; returns the session cookie ("admin_user=…"). */
export async function signInAsAdmin(url: string): Promise<string> {
  const origin = new URL(url).origin;
  const login = await fetch(new URL("/admin-login", url), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: "admin", password: "demo@2025" }),
  });
  const cookie = /admin_user=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
  return cookie;
}

/** A process's memory figure from /proc (VmRSS now, VmHWM its peak), in MB. */
export const procMemoryMB = (pid: number, key: "VmRSS" | "VmHWM") =>
  Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/**
 * Exports every inquiry as CSV while the cached home page is requested every 20 ms: time to the
 * first byte, total, bytes, the server's memory, and the home page's latency during the export.
 */
export async function measureExport({ url, cookie, pid }: { url: string; cookie: string; pid: number }) {
  const at = (p: string) => new URL(p, url).toString();
  for (let i = 0; i < 5; i += 1) await (await fetch(at("/"))).arrayBuffer();
  const idle: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const t = performance.now();
    await (await fetch(at("/"))).arrayBuffer();
    idle.push(performance.now() - t);
  }
  const rssBefore = procMemoryMB(pid, "VmRSS");
  // The cached page is requested from a thread of its own: this one reads the export (gunzips
  // it, counts its lines), and a poller sharing its event loop counted those stalls of the
  // benchmark's own as the server's.
  const poller = new Worker(CACHED_PAGE_POLLER, { eval: true, workerData: { url: at("/") } });
  const nextMessage = <T>() =>
    new Promise<T>((resolve, reject) => {
      poller.once("message", resolve);
      poller.once("error", reject);
    });
  // "ready" once its own first requests are done (a thread's first fetch loads the HTTP client).
  await nextMessage<"ready">();
  const polled = nextMessage<{ during: number[]; failures: string[] }>();
  let rssPeakSampled = rssBefore;
  const sampler = setInterval(() => (rssPeakSampled = Math.max(rssPeakSampled, procMemoryMB(pid, "VmRSS"))), 50);
  const began = performance.now();
  try {
    const response = await fetch(at("/admin/inquiries/export.csv"), { headers: { Cookie: cookie, "Accept-Encoding": "gzip" } });
    if (response.status !== 200) throw new Error(`export answered ${response.status}`);
    if (!response.body) throw new Error("the export answered without a body");
    const reader = response.body.getReader();
    let firstByte: number | null = null;
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      firstByte ??= performance.now() - began;
      bytes += value.length;
      for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines += 1;
    }
    const total = performance.now() - began;
    poller.postMessage("stop");
    const { during, failures } = await polled;
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    return {
      firstByteMs: firstByte ?? total,
      totalMs: total,
      bytes,
      lines,
      rssBeforeMB: rssBefore,
      rssPeakSampledMB: rssPeakSampled,
      vmHwmMB: procMemoryMB(pid, "VmHWM"),
      idleMedianMs: sorted(idle)[Math.floor(idle.length / 2)] ?? 0,
      duringCount: during.length,
      duringMedianMs: sorted(during)[Math.floor(during.length / 2)] ?? 0,
      duringWorstMs: Math.max(0, ...during),
      failures,
    };
  } finally {
    clearInterval(sampler);
    await poller.terminate();
  }
}

/** The poller's thread: the cached home page every 20 ms until told to stop, then its timings (also bench:backup). */
export const CACHED_PAGE_POLLER = `
const { parentPort, workerData } = require("node:worker_threads");
let polling = true;
parentPort.once("message", () => (polling = false));
(async () => {
  for (let i = 0; i < 5; i += 1) await (await fetch(workerData.url)).arrayBuffer();
  parentPort.postMessage("ready");
  const during = [];
  const failures = [];
  while (polling) {
    const t = performance.now();
    try {
      const r = await fetch(workerData.url);
      await r.arrayBuffer();
      if (r.headers.get("x-page-cache") !== "hit") throw new Error("the home page was not a cache hit (" + r.status + ")");
    } catch (error) {
      // A reset keep-alive connection is retried by the next round; say it happened.
      failures.push(error?.cause?.code ?? error.message);
    }
    during.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  parentPort.postMessage({ during, failures });
})();
`;
