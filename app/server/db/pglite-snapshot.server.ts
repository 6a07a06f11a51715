// An online copy of the embedded database's folder (docs/decisions/068). PGlite runs
// PostgreSQL synchronously on one thread and writes straight to the folder's files (Emscripten's
// NODEFS), so between two statements nothing is half-written: copying the files then, with
// every other query held back, gives what a crash at that instant would leave, which PostgreSQL
// recovers from with its write-ahead log (as after kill -9). A CHECKPOINT first keeps that log
// short. The rows per table are counted in the same pause, so the backup says what it holds.
//
// Run by Node directly on the database's thread (pglite-worker.server.ts): it imports packages
// and package-only modules only.
import { constants, cpSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { PGlite, Transaction } from "@electric-sql/pglite";

export interface PgliteSnapshot {
  /** Rows per public table, as copied. */
  counts: Record<string, number>;
  /** Migrations applied to it (drizzle's journal). */
  migrations: number;
  files: number;
  bytes: number;
  /** How long other queries were held back, in milliseconds. */
  pauseMs: number;
}

function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

const SEGMENT = /^pg_wal\/([0-9A-F]{24})$/;

/**
 * Which files of the folder to copy: all but the write-ahead log's segments from before the
 * last checkpoint's redo point and those recycled for later use. PostgreSQL keeps up to
 * max_wal_size of them (673 of 918 MB at 200,000 inquiries); recovery reads from the redo
 * point to the last record written, so the rest is dead weight in a backup. Everything is
 * copied if the positions cannot be read.
 */
async function walInUse(tx: Transaction): Promise<(relative: string) => boolean> {
  try {
    const r = await tx.query<{ first: string; last: string }>(
      "select pg_walfile_name(redo_lsn) as first, pg_walfile_name(pg_current_wal_insert_lsn() + 1) as last from pg_control_checkpoint()",
    );
    const { first, last } = r.rows[0] ?? {};
    if (!first || !last) return () => true;
    return (relative) => {
      const segment = SEGMENT.exec(relative.split(path.sep).join("/"))?.[1];
      return segment === undefined || (segment >= first && segment <= last);
    };
  } catch {
    return () => true;
  }
}

/** Copies `dataDir` (the open database's folder) to `target`, which must not exist. */
export async function snapshotPglite(client: PGlite, dataDir: string, target: string): Promise<PgliteSnapshot> {
  await client.exec("CHECKPOINT");
  // The transaction holds every other statement and transaction back until it ends.
  return client.transaction(async (tx) => {
    const started = performance.now();
    const tables = await tx.query<{ name: string }>(
      "select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace order by relname",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const r = await tx.query<{ n: number }>(`select count(*)::int as n from "${name.replace(/"/g, '""')}"`);
      counts[name] = r.rows[0]?.n ?? 0;
    }
    const applied = await tx.query<{ n: number }>(
      "select case when to_regclass('drizzle.__drizzle_migrations') is null then 0 else (select count(*)::int from drizzle.__drizzle_migrations) end as n",
    );
    const wal = await walInUse(tx);
    // This transaction has written nothing; the files hold exactly the committed rows counted.
    await client._runExclusiveQuery(async () => {
      // A copy-on-write clone where the file system offers one, else a plain copy.
      cpSync(dataDir, target, {
        recursive: true,
        errorOnExist: true,
        force: false,
        mode: constants.COPYFILE_FICLONE,
        filter: (source) => wal(path.relative(dataDir, source)),
      });
    });
    const pauseMs = Math.round(performance.now() - started);
    return { counts, migrations: applied.rows[0]?.n ?? 0, ...folderSize(target), pauseMs };
  });
}
