import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { prepareDataDir } from "./data-dir.server";
import * as schema from "./schema.server";
import { CONTENT_CHANNEL, listenForever } from "./listen.server";
import { PGLITE_CONF, PGLITE_EXTENSIONS } from "./pglite-config.server";
import { startPgliteThread } from "./pglite-thread.server";
import type { ThreadMemory } from "./pglite-protocol.server";
import { type PgliteSnapshot, snapshotPglite } from "./pglite-snapshot.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * Hears content writes made by other processes on the same database (NOTIFY
   * content_changed, sent by every audited write). `onChange` also runs after a lost
   * connection comes back, as notifications may have been missed. PGlite is opened by one
   * process only, so there is nobody else to hear: a no-op there. Resolves once listening.
   */
  watchContentChanges(onChange: () => void, onError: (error: Error) => void): Promise<() => Promise<void>>;
  /** PGlite on its own thread only: what that thread holds (the memory benchmark's report). */
  threadMemory?: () => Promise<ThreadMemory>;
  /**
   * The embedded database in a folder: copies that folder to `target` while it runs, between
   * two statements (docs/decisions/068). Absent for PostgreSQL and a database in memory.
   */
  snapshot?: (target: string) => Promise<PgliteSnapshot>;
  close(): Promise<void>;
}

export { PGLITE_CONF, PGLITE_EXTENSIONS };

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    postgresqlconf: PGLITE_CONF,
    extensions: PGLITE_EXTENSIONS,
  });
  return fromPglite(client, dataDir);
}

export function fromPglite(client: PGlite, dataDir?: string): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    watchContentChanges: async () => async () => {},
    ...(dataDir ? { snapshot: (target: string) => snapshotPglite(client, dataDir, target) } : {}),
    close: () => client.close(),
  };
}

/**
 * PGlite on a thread of its own (docs/decisions/048), for the server: its queries no longer
 * stall the requests that do not need them. `dataDir` undefined: a database in memory, from
 * `loadDataDir` when given.
 */
export async function openPgliteThread(
  dataDir: string | undefined,
  opts: { loadDataDir?: Uint8Array<ArrayBuffer>; onExit?: (error: Error) => void } = {},
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const thread = await startPgliteThread({ ...(dataDir ? { dataDir } : {}), ...opts });
  // The thread's client answers the calls drizzle's PGlite driver makes (query, exec, transaction).
  const db = drizzlePglite({ client: thread.client as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: thread.ping,
    watchContentChanges: async () => async () => {},
    threadMemory: thread.memory,
    ...(dataDir ? { snapshot: thread.snapshot } : {}),
    close: thread.close,
  };
}

/**
 * host:port/database of a connection URL, for messages: never the user or password. Throws a
 * message that does not echo the URL (it may hold a password) when it cannot be parsed.
 */
export function describePostgresUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("DATABASE_URL is not a valid URL: expected postgres://user:password@host:5432/database");
  }
  return `${parsed.hostname || "localhost"}:${parsed.port || "5432"}${parsed.pathname || "/"}`;
}

export async function openPostgres(url: string, onIdleError: (error: Error) => void = () => {}): Promise<Database> {
  const target = describePostgresUrl(url);
  // connectionTimeoutMillis also bounds the wait for a free pooled connection: when all ten
  // are busy (a long lock, a slow export), requests queue for up to 30 s instead of failing
  // after the start-up probe's 5 s — an inquiry waits rather than goes unsaved.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 30_000 });
  // An idle connection dropped by the server (restart, failover, DROP DATABASE … FORCE)
  // emits 'error' on the pool; unheard, that would crash the process. The pool replaces
  // the connection on its next checkout, so noting it is enough.
  pool.on("error", onIdleError);
  // Fail fast with a clear message instead of hanging on the first request: a refused or
  // silent server (connectionTimeoutMillis) stops the start within seconds.
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A failing probe also emits 'error' on the client; the rejection below carries it.
  probe.on("error", () => {});
  try {
    await probe.connect();
    await probe.end();
  } catch (error) {
    await probe.end().catch(() => {});
    await pool.end().catch(() => {});
    const message = error instanceof Error ? error.message : String(error);
    const reason = /timeout/i.test(message) ? `no answer within 5 s (${message})` : message;
    throw new Error(`cannot connect to the PostgreSQL server in DATABASE_URL (${target}): ${reason}`);
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    async watchContentChanges(onChange, onError) {
      const listener = await listenForever({ url, channel: CONTENT_CHANNEL, onNotify: onChange, onReconnect: onChange, onError });
      return () => listener.close();
    },
    close: () => pool.end(),
  };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (error: Error) => void;
  /** Told when a lock left by a process that no longer runs (kill -9) was taken over. */
  onStaleLock?: (pid: number, lockPath: string) => void;
  /** Written into the lock file, for whoever finds it. */
  purpose?: string;
  /** PGlite on its own thread, as the server runs it; command-line tools keep it on theirs. */
  ownThread?: boolean;
  /** With ownThread: told when that thread stops without being closed. */
  onThreadExit?: (error: Error) => void;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.onIdleError);
  prepareDataDir(opts.dataDir);
  // One process per PGlite folder: refuse (naming the holder) instead of corrupting it.
  const lock = acquireDataDirLock(opts.dataDir, opts.purpose ?? process.argv.slice(1).join(" "));
  if (lock.staleFrom !== null) opts.onStaleLock?.(lock.staleFrom, lock.path);
  try {
    const dataDir = `${opts.dataDir}/pglite`;
    const database = opts.ownThread
      ? await openPgliteThread(dataDir, opts.onThreadExit ? { onExit: opts.onThreadExit } : {})
      : await openPglite(dataDir);
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
