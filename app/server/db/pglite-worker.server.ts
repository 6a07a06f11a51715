// The embedded database's own thread (docs/decisions/048). PGlite runs PostgreSQL as
// WebAssembly, synchronously: on the request thread every query stalls every request, the
// cached home page and /healthz included. Here it stalls only this thread. The server talks
// to it through pglite-thread.server.ts, one message per query.
//
// Node runs this file directly (type stripping), not through Vite: it imports packages and
// package-only modules, with their extension.
import { parentPort, workerData } from "node:worker_threads";
import { memoryUsage } from "node:process";
import { PGlite, type Results, type Transaction } from "@electric-sql/pglite";
import { PGLITE_CONF, PGLITE_EXTENSIONS } from "./pglite-config.server.ts";
import { threadQueries } from "./pglite-statements.server.ts";
import type { PgliteRequest, PgliteThreadData, ThreadMemory, WireError, WireResult, WorkerMessage } from "./pglite-protocol.server.ts";
import { snapshotPglite } from "./pglite-snapshot.server.ts";

const port = parentPort;
if (!port) throw new Error("pglite-worker.server.ts runs as a worker thread only");
const data = workerData as PgliteThreadData;

const send = (message: WorkerMessage) => port.postMessage(message);

/** A database error's fields (code, detail, constraint…) survive the trip; functions and objects do not. */
function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: WireError["fields"] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** What crosses back: PGlite's result without its blob or other non-cloneable parts. */
const toWireResult = (r: Results<unknown>): WireResult => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

interface OpenTransaction {
  tx: Transaction;
  decide(commit: boolean): void;
  settled: Promise<void>;
}

const client = await PGlite.create({
  ...(data.dataDir ? { dataDir: data.dataDir } : {}),
  ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
  postgresqlconf: PGLITE_CONF,
  extensions: PGLITE_EXTENSIONS,
}).catch((error: unknown) => {
  send({ type: "failed", error: toWire(error) });
  return null;
});

if (client) {
  const queries = threadQueries(client);
  const transactions = new Map<number, OpenTransaction>();
  /** An open transaction's object; one ended or never begun is refused, as its query() would. */
  const transactionOf = (tx: number) => {
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    if (open.tx.closed) throw new Error("Transaction is closed");
    return open.tx;
  };
  const target = (tx: number | undefined) => (tx === undefined ? client : transactionOf(tx));

  const begin = (id: number) => {
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    let opened = false;
    const settled = client.transaction(async (tx) => {
      transactions.set(id, { tx, decide, settled });
      opened = true;
      send({ type: "result", id, value: id });
      // ROLLBACK here makes PGlite skip its COMMIT and resolve.
      if (!(await decided)) await tx.rollback();
    });
    settled.catch((error: unknown) => {
      if (!opened) send({ type: "error", id, error: toWire(error) });
    });
  };

  const end = async (id: number, tx: number, commit: boolean) => {
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    open.decide(commit);
    try {
      await open.settled;
    } finally {
      transactions.delete(tx);
    }
    send({ type: "result", id, value: null });
  };

  /** For the memory benchmark only (docs/decisions/065): PGlite's own query, so no statement is named for it. */
  const memory = async (): Promise<ThreadMemory> => {
    const { heapTotal, heapUsed, external, arrayBuffers } = memoryUsage();
    const contexts = await client.query<{ name: string; bytes: number }>(
      "select name, sum(total_bytes)::float8 as bytes from pg_backend_memory_contexts group by name order by 2 desc",
    );
    return {
      heapTotal,
      heapUsed,
      external,
      arrayBuffers,
      wasmBytes: client.Module.wasmMemory.buffer.byteLength,
      statements: queries.cache.size,
      statementCapacity: queries.cache.capacity,
      contexts: { total: contexts.rows.reduce((sum, row) => sum + row.bytes, 0), largest: contexts.rows.slice(0, 6) },
    };
  };

  const handle = async (request: PgliteRequest): Promise<void> => {
    switch (request.op) {
      case "query": {
        const transaction = request.tx === undefined ? undefined : transactionOf(request.tx);
        const result = await queries.query(request.sql, request.params, {
          rowMode: request.rowMode,
          rawTypes: request.rawTypes,
          transaction,
        });
        send({ type: "result", id: request.id, value: toWireResult(result) });
        return;
      }
      case "exec": {
        const results = await target(request.tx).exec(request.sql);
        send({ type: "result", id: request.id, value: results.map(toWireResult) });
        return;
      }
      case "begin":
        begin(request.id);
        return;
      case "end":
        await end(request.id, request.tx, request.commit);
        return;
      case "memory":
        send({ type: "result", id: request.id, value: await memory() });
        return;
      case "snapshot": {
        if (!data.dataDir) throw new Error("a database in memory has no folder to copy");
        send({ type: "result", id: request.id, value: await snapshotPglite(client, data.dataDir, request.target) });
        return;
      }
      case "close":
        await client.close();
        send({ type: "result", id: request.id, value: null });
        port.close();
        return;
    }
  };

  // Every request starts at once: PGlite queues them itself, and holds the others back while
  // a transaction is open, exactly as it does on one thread.
  port.on("message", (request: PgliteRequest) => {
    handle(request).catch((error: unknown) => send({ type: "error", id: request.id, error: toWire(error) }));
  });
  send({ type: "ready" });
}
