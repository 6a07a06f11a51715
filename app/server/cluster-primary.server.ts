// The node:cluster primary behind WEB_CONCURRENCY > 1 (docs/decisions/037). It serves nothing
// and opens no database: it forks the workers (each a whole server on the shared port), puts
// back a worker that dies, and on SIGTERM/SIGINT lets every worker drain and stops after
// them. It does not load the app bundle either (that would cost ~90 MB here for nothing): the
// first worker checks the configuration with the app's own zod schema and reports the
// validated WEB_CONCURRENCY, and only then are the others started. One worker at a time
// also keeps two processes from migrating the same database at once.
// Loaded by Node directly from server.ts (type stripping): node: imports and relative .ts files only.
import cluster, { type Worker } from "node:cluster";
import { startupLine } from "../lib/startup-line.ts";

/** Sent by a worker once it listens (server.ts). */
export interface ListeningMessage {
  type: "samudra:listening";
  port: number;
  /** WEB_CONCURRENCY as the worker's zod schema read it. */
  workers: number;
  /** The site's public address, said beside the local one. */
  siteUrl: string;
}

export function isListeningMessage(message: unknown): message is ListeningMessage {
  return typeof message === "object" && message !== null && (message as { type?: unknown }).type === "samudra:listening";
}

/**
 * /metrics across the workers (docs/decisions/069): the worker asked sends this; the primary
 * asks every listening worker for its metrics (as prom-client's JSON) and hands the parts back
 * to the one that asked, which adds them up. The primary only passes messages on: it loads no
 * metrics library of its own.
 */
export const METRICS = {
  request: "samudra:metrics-request",
  collect: "samudra:metrics-collect",
  part: "samudra:metrics-part",
  reply: "samudra:metrics-reply",
} as const;
/** A worker that does not answer in this time is left out of the sum (and said to be). */
const METRICS_TIMEOUT_MS = 2_000;

interface MetricsMessage {
  type: (typeof METRICS)[keyof typeof METRICS];
  id: string;
  part?: unknown;
  parts?: unknown[];
  missing?: number[];
}

function isMetricsMessage(message: unknown): message is MetricsMessage {
  const type = (message as { type?: unknown } | null)?.type;
  return typeof type === "string" && type.startsWith("samudra:metrics-") && typeof (message as { id?: unknown }).id === "string";
}

/** The worker's number (1…N) in its environment: set by the primary for each fork. */
export const WORKER_INDEX_VARIABLE = "SAMUDRA_WORKER";

/**
 * WEB_CONCURRENCY as asked for, before validation: more than one starts the primary; anything
 * else (unset, 1, or a value the schema will refuse) runs one server in this process, which
 * then stops with the schema's message if the value is wrong.
 */
export function requestedWorkers(value: string | undefined): number {
  const n = Number(value?.trim() || "1");
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** A worker that dies soon after starting is replaced after a growing pause, up to this. */
const MAX_RESTART_DELAY_MS = 30_000;
/** Alive this long, a worker's death is not part of a crash loop: replace it at once. */
const STABLE_AFTER_MS = 10_000;
/** Workers close their connections within 5 s (server.ts); past this they are killed. */
const DRAIN_TIMEOUT_MS = 20_000;

// pino's JSON shape and levels, as the workers write, so one log reader reads both.
function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}): void {
  const levels = { info: 30, warn: 40, error: 50 };
  process.stdout.write(`${JSON.stringify({ level: levels[level], time: Date.now(), primary: true, ...fields, msg })}\n`);
}

export function runPrimary(): void {
  const workers = new Map<number, Worker>();
  const listening = new Set<number>();
  const quickDeaths = new Map<number, number>();
  const restartTimers = new Set<NodeJS.Timeout>();
  // One worker until the first one has validated the configuration and said how many.
  let wanted = 1;
  let allUp = false;
  let stopping = false;
  let exitCode = 0;
  /** Collections in progress: who asked, the parts so far, and who has yet to answer. */
  const collections = new Map<string, { asker: number; parts: unknown[]; waiting: Set<number>; timer: NodeJS.Timeout }>();

  const finishCollection = (id: string) => {
    const collection = collections.get(id);
    if (!collection) return;
    collections.delete(id);
    clearTimeout(collection.timer);
    workers.get(collection.asker)?.send({ type: METRICS.reply, id, parts: collection.parts, missing: [...collection.waiting] });
  };

  const onMetricsMessage = (from: number, message: MetricsMessage) => {
    if (message.type === METRICS.request) {
      const asked = [...listening].filter((i) => workers.has(i));
      const timer = setTimeout(() => finishCollection(message.id), METRICS_TIMEOUT_MS);
      collections.set(message.id, { asker: from, parts: [], waiting: new Set(asked), timer });
      for (const index of asked) workers.get(index)?.send({ type: METRICS.collect, id: message.id });
      if (asked.length === 0) finishCollection(message.id);
    } else if (message.type === METRICS.part) {
      const collection = collections.get(message.id);
      if (!collection?.waiting.delete(from)) return;
      collection.parts.push(message.part);
      if (collection.waiting.size === 0) finishCollection(message.id);
    }
  };

  const fork = (index: number) => {
    const began = Date.now();
    const worker = cluster.fork({ [WORKER_INDEX_VARIABLE]: String(index) });
    workers.set(index, worker);
    worker.on("message", (message: unknown) => {
      if (isMetricsMessage(message)) return onMetricsMessage(index, message);
      if (!isListeningMessage(message)) return;
      listening.add(index);
      if (index === 1 && wanted === 1 && message.workers > 1) {
        wanted = message.workers;
        for (let i = 2; i <= wanted; i++) fork(i);
      }
      if (!allUp && listening.size >= wanted) {
        allUp = true;
        log("info", "listening", { port: message.port, workers: wanted });
        console.log(startupLine({ port: message.port, siteUrl: message.siteUrl, workers: wanted }));
      }
    });
    worker.on("exit", (code, signal) => {
      workers.delete(index);
      listening.delete(index);
      if (stopping) {
        if (code !== 0 && code !== null) exitCode = code;
        if (workers.size === 0) process.exit(exitCode);
        return;
      }
      if (!allUp) {
        // The site never came up: bad configuration, an unreachable database. The worker has
        // said why on one line; starting it again would only repeat that line forever.
        stopAll(code || 1);
        return;
      }
      const quick = Date.now() - began < STABLE_AFTER_MS;
      const deaths = quick ? (quickDeaths.get(index) ?? 0) + 1 : 0;
      quickDeaths.set(index, deaths);
      const delay = deaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (deaths - 1));
      log("error", "worker exited; starting another", { worker: index, pid: worker.process.pid, code, signal, restartInMs: delay });
      const timer = setTimeout(() => {
        restartTimers.delete(timer);
        if (!stopping) fork(index);
      }, delay);
      restartTimers.add(timer);
    });
  };

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of restartTimers) clearTimeout(timer);
    if (workers.size === 0) process.exit(exitCode);
    // Each worker stops taking connections, finishes what it has, closes its database.
    for (const worker of workers.values()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      log("error", "workers did not stop in time: killing them", { workers: [...workers.keys()] });
      for (const worker of workers.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
  };

  const onSignal = (signal: string) => {
    if (stopping) return;
    log("info", "shutting down", { signal, workers: workers.size });
    stopAll(0);
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));
  fork(1);
}
