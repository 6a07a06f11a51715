// The server's side of the embedded database's thread (docs/decisions/048): a client with
// the part of PGlite's interface that drizzle's PGlite driver uses (query, exec,
// transaction), each call one message to pglite-worker.server.ts.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type {
  PgliteRequest,
  PgliteThreadData,
  RowMode,
  ThreadMemory,
  WireError,
  WireResult,
  WorkerMessage,
} from "./pglite-protocol.server";
import type { PgliteSnapshot } from "./pglite-snapshot.server";

/** A request in flight longer than this no longer proves the thread is working. */
export const BUSY_IS_ALIVE_MS = 10_000;
/** The thread allocates little but each query's rows. This limit holds only in a process started
 * without V8's heap flags (development, the tests): the production server's flags
 * (scripts/server-flags.mjs) are process-wide and V8 applies them to this thread's heap as well,
 * over its resourceLimits (measured: 16 MB of young generation, the 256 MB cap and the 96 MB
 * old-generation floor; docs/decisions/065). */
const WORKER_YOUNG_GENERATION_MB = 2;
/** How long closing waits for PGlite to finish and write its files before the thread is stopped (as kill -9 would). */
export const CLOSE_TIMEOUT_MS = 10_000;
/** How long a health check's own query may wait. */
export const PING_TIMEOUT_MS = 5_000;

type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

interface QueryOptions {
  rowMode?: RowMode;
  /** drizzle passes identity parsers: those types come back as PostgreSQL's text. */
  parsers?: Record<number, unknown>;
}

export interface PgliteThreadClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<WireResult>;
  exec(sql: string): Promise<WireResult[]>;
  transaction<T>(callback: (tx: Omit<PgliteThreadClient, "transaction">) => Promise<T>): Promise<T>;
}

export interface PgliteThread {
  client: PgliteThreadClient;
  /** Resolves at once while the thread is working through requests; else runs `select 1`. */
  ping(): Promise<void>;
  /** What the thread holds (its heap, PGlite's WebAssembly memory), for the memory benchmark. */
  memory(): Promise<ThreadMemory>;
  /** Copies the database's folder to `target` between two statements (pglite-snapshot.server.ts). */
  snapshot(target: string): Promise<PgliteSnapshot>;
  close(): Promise<void>;
}

export interface PgliteThreadOptions extends PgliteThreadData {
  /** Told when the thread stops without close() (a crash): every query fails from then on. */
  onExit?: (error: Error) => void;
  /** Another worker script, for tests of a thread that dies or hangs. */
  workerFile?: string;
  /** Health-check and shut-down bounds (BUSY_IS_ALIVE_MS, PING_TIMEOUT_MS, CLOSE_TIMEOUT_MS), shorter in tests. */
  busyIsAliveMs?: number;
  pingTimeoutMs?: number;
  closeTimeoutMs?: number;
}

/** Beside this module in development and tests; from the server bundle (build/server), in app/. */
function workerFile(): string {
  const beside = fileURLToPath(new URL("./pglite-worker.server.ts", import.meta.url));
  if (existsSync(beside)) return beside;
  return fileURLToPath(new URL("../../app/server/db/pglite-worker.server.ts", import.meta.url));
}

function fromWire(error: WireError): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const {
    onExit,
    workerFile: file = workerFile(),
    busyIsAliveMs = BUSY_IS_ALIVE_MS,
    pingTimeoutMs = PING_TIMEOUT_MS,
    closeTimeoutMs = CLOSE_TIMEOUT_MS,
    ...data
  } = options;
  const worker = new Worker(file, {
    workerData: data satisfies PgliteThreadData,
    name: "pglite",
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void; since: number }>();
  let nextId = 1;
  let stopped: Error | null = null;
  let closing = false;

  await new Promise<void>((resolve, reject) => {
    const onStart = (message: WorkerMessage) => {
      if (message.type === "ready") resolve();
      else if (message.type === "failed") reject(fromWire(message.error));
      else return;
      worker.off("message", onStart);
      worker.off("error", reject);
    };
    worker.on("message", onStart);
    worker.once("error", reject);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  worker.on("message", (message: WorkerMessage) => {
    if (message.type !== "result" && message.type !== "error") return;
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.type === "result") call.resolve(message.value);
    else call.reject(fromWire(message.error));
  });
  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    if (!closing) onExit?.(error);
  };
  worker.on("error", (error) => stop(new Error(`the embedded database's thread failed: ${error.message}`, { cause: error })));
  worker.on("exit", (code) => stop(new Error(`the embedded database's thread stopped (exit code ${code})`)));

  const call = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, since: performance.now() });
      worker.postMessage({ ...request, id });
    });
  };

  const clientFor = (tx?: number): Omit<PgliteThreadClient, "transaction"> => ({
    query: (sql, params = [], opts = {}) =>
      call<WireResult>({
        op: "query",
        ...(tx === undefined ? {} : { tx }),
        sql,
        params,
        rowMode: opts.rowMode ?? "object",
        rawTypes: Object.keys(opts.parsers ?? {}).map(Number),
      }),
    exec: (sql) => call<WireResult[]>({ op: "exec", ...(tx === undefined ? {} : { tx }), sql }),
  });

  const client: PgliteThreadClient = {
    ...clientFor(),
    async transaction(callback) {
      const tx = await call<number>({ op: "begin" });
      let result;
      try {
        result = await callback(clientFor(tx));
      } catch (error) {
        await call({ op: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: "end", tx, commit: true });
      return result;
    },
  };

  return {
    client,
    async ping() {
      if (stopped) throw stopped;
      // A health check waits for no one's query: a request in flight that started recently
      // shows the thread is working (an export's chunk, a night's VACUUM).
      const now = performance.now();
      for (const { since } of pending.values()) if (now - since < busyIsAliveMs) return;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the embedded database has not answered for ${pingTimeoutMs / 1000} s`)), pingTimeoutMs);
      });
      try {
        await Promise.race([client.query("select 1"), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    memory: () => call<ThreadMemory>({ op: "memory" }),
    snapshot: (target) => call<PgliteSnapshot>({ op: "snapshot", target }),
    async close() {
      if (stopped) return;
      closing = true;
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, closeTimeoutMs)));
      await Promise.race([call({ op: "close" }).catch(() => {}), bound]);
      clearTimeout(timer);
      await worker.terminate();
      stop(new Error("the embedded database's thread stopped: it was closed"));
    },
  };
}
