// The messages between the server and the embedded database's thread (docs/decisions/048).

export interface PgliteThreadData {
  /** A data folder, or none for a database in memory. */
  dataDir?: string;
  /** A dump (PGlite's dumpDataDir) to start an in-memory database from, as the tests do. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

export type RowMode = "object" | "array";

export type PgliteRequest =
  | { op: "query"; id: number; tx?: number; sql: string; params: unknown[]; rowMode: RowMode; rawTypes: number[] }
  | { op: "exec"; id: number; tx?: number; sql: string }
  | { op: "begin"; id: number }
  | { op: "end"; id: number; tx: number; commit: boolean }
  | { op: "snapshot"; id: number; target: string }
  | { op: "close"; id: number }
  | { op: "memory"; id: number };

export interface WireError {
  name: string;
  message: string;
  /** PostgreSQL's fields: code, detail, constraint, table… */
  fields: Record<string, string | number | boolean>;
}

export interface WireResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

export type WorkerMessage =
  | { type: "ready" }
  | { type: "failed"; error: WireError }
  | { type: "result"; id: number; value: unknown }
  | { type: "error"; id: number; error: WireError };

/** What the thread holds, for the memory benchmark (docs/decisions/065). Bytes. */
export interface ThreadMemory {
  /** The thread's own V8 heap (a worker is an isolate of its own). */
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** PGlite's WebAssembly memory: PostgreSQL's whole address space. It grows and never shrinks. */
  wasmBytes: number;
  /** Named statements kept (docs/decisions/060), and how many may be. */
  statements: number;
  statementCapacity: number;
  /** PostgreSQL's memory contexts (inside wasmBytes): their total and the largest, by name. */
  contexts: { total: number; largest: Array<{ name: string; bytes: number }> };
}
