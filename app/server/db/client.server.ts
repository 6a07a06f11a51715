import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.server";
import { CONTENT_CHANNEL, listenForever } from "./listen.server";

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
  close(): Promise<void>;
}

// PGlite's default shared_buffers (128 MB) is far more than a clinic site needs.
export const PGLITE_CONF = ["shared_buffers = 16MB"];

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    postgresqlconf: PGLITE_CONF,
  });
  return fromPglite(client);
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    watchContentChanges: async () => async () => {},
    close: () => client.close(),
  };
}

export async function openPostgres(
  url: string,
  onIdleError: (error: Error) => void = () => {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection dropped by the server (restart, failover, DROP DATABASE … FORCE)
  // emits 'error' on the pool; unheard, that would crash the process. The pool replaces
  // the connection on its next checkout, so noting it is enough.
  pool.on("error", onIdleError);
  // Fail fast with a clear message instead of hanging on the first request.
  const probe = await pool.connect();
  probe.release();
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

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.onIdleError) : openPglite(`${opts.dataDir}/pglite`);
}
