// `npm run db:backup` / `npm run db:restore` for the embedded database (PGlite in
// DATA_DIR/pglite). A backup is PGlite's own dump of the data folder (a .tar.gz), taken
// while this process holds the folder alone, so nothing writes during the dump.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { parseEnv } from "../env.server";
import { PGLITE_CONF } from "./client.server";
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from "./data-dir-lock.server";

export type CommandResult = { ok: true; message: string; file?: string } | { ok: false; message: string };

interface CommandOptions {
  env?: Record<string, string | undefined>;
  /** Injectable clock for file names in tests. */
  now?: Date;
}

export const POSTGRES_BACKUP_HELP = [
  "DATABASE_URL is set: the site uses a PostgreSQL server, which these commands do not touch.",
  "Back it up and restore it with PostgreSQL's own tools (same major version as the server):",
  '  pg_dump --format=custom --file=backups/samudra-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"',
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" backups/samudra-YYYYMMDD-HHMMSS.dump',
  "Stop the site (or accept a brief inconsistency) while restoring; it migrates at its next start.",
].join("\n");

function timestamp(now: Date): string {
  return now.toISOString().replace(/\.\d+Z$/, "").replace(/[-:]/g, "").replace("T", "-");
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

function lockOrRefuse(dataDir: string, purpose: string): DataDirLock | CommandResult {
  try {
    return acquireDataDirLock(dataDir, purpose);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      return {
        ok: false,
        message: `${error.message} (Is the site running? It must be stopped for ${purpose.replace(/^db:/, "a ")}.)`,
      };
    }
    throw error;
  }
}

async function summary(client: PGlite): Promise<string> {
  const migrations = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
  const inquiries = await client.query<{ n: number }>("select count(*)::int as n from inquiries");
  return `${migrations.rows[0]?.n ?? 0} migrations, ${inquiries.rows[0]?.n ?? 0} inquiries`;
}

/** Writes DATA_DIR/pglite to `out` (a file, or a folder for a timestamped file; default ./backups). */
export async function backupCommand(input: { out?: string } = {}, opts: CommandOptions = {}): Promise<CommandResult> {
  const env = parseEnv(opts.env ?? process.env);
  if (env.DATABASE_URL) return { ok: false, message: POSTGRES_BACKUP_HELP };
  const pgliteDir = path.join(env.DATA_DIR, "pglite");
  if (isEmptyDir(pgliteDir)) return { ok: false, message: `There is no embedded database in ${pgliteDir} to back up.` };

  const name = `samudra-${timestamp(opts.now ?? new Date())}.tar.gz`;
  const requested = input.out ?? "backups";
  const intoFolder =
    input.out === undefined || requested.endsWith("/") || (existsSync(requested) && statSync(requested).isDirectory());
  const file = intoFolder ? path.join(requested, name) : requested;
  if (existsSync(file)) return { ok: false, message: `${file} already exists: choose another name; nothing was written.` };

  const lock = lockOrRefuse(env.DATA_DIR, "db:backup");
  if (!("release" in lock)) return lock;
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir: pgliteDir, postgresqlconf: PGLITE_CONF });
    // Flush everything into the data files so the dump needs no WAL replay to be whole.
    await client.exec("CHECKPOINT");
    const contents = await summary(client);
    const dump = await client.dumpDataDir("gzip");
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Written under a temporary name first: a half-written file never looks like a backup.
    const partial = `${file}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return { ok: true, file, message: `Backed up ${pgliteDir} (${contents}) to ${file}` };
  } finally {
    await client?.close();
    lock.release();
  }
}

/** Loads a backup into DATA_DIR/pglite; refuses a non-empty folder unless `force`. */
export async function restoreCommand(input: { file: string; force?: boolean }, opts: CommandOptions = {}): Promise<CommandResult> {
  const env = parseEnv(opts.env ?? process.env);
  if (env.DATABASE_URL) return { ok: false, message: POSTGRES_BACKUP_HELP };
  if (!existsSync(input.file) || !statSync(input.file).isFile()) {
    return { ok: false, message: `No backup file at ${input.file}.` };
  }
  const pgliteDir = path.join(env.DATA_DIR, "pglite");
  const occupied = !isEmptyDir(pgliteDir);
  if (occupied && !input.force) {
    return {
      ok: false,
      message: `${pgliteDir} already holds a database: nothing was changed. Pass --force to replace it (the current folder is kept beside it).`,
    };
  }

  mkdirSync(env.DATA_DIR, { recursive: true });
  const lock = lockOrRefuse(env.DATA_DIR, "db:restore");
  if (!("release" in lock)) return lock;
  const kept = occupied ? `${pgliteDir}.replaced-${timestamp(opts.now ?? new Date())}` : null;
  let client: PGlite | undefined;
  try {
    if (kept) renameSync(pgliteDir, kept);
    try {
      client = await PGlite.create({
        dataDir: pgliteDir,
        loadDataDir: new Blob([readFileSync(input.file)]),
        postgresqlconf: PGLITE_CONF,
      });
      // Prove the restored database opens and holds the site's schema before saying so.
      const contents = await summary(client);
      await client.close();
      client = undefined;
      const keptNote = kept ? ` The previous database was moved to ${kept}.` : "";
      return { ok: true, message: `Restored ${input.file} (${contents}) into ${pgliteDir}.${keptNote}` };
    } catch (error) {
      await client?.close().catch(() => {});
      client = undefined;
      // Put things back as they were: no half-restored folder, the old one in its place.
      rmSync(pgliteDir, { recursive: true, force: true });
      if (kept) renameSync(kept, pgliteDir);
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, message: `Could not restore ${input.file}: ${reason}. Nothing was changed.` };
    }
  } finally {
    lock.release();
  }
}
