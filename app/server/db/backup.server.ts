// `npm run db:backup` / `npm run db:restore` for the embedded database (PGlite in
// DATA_DIR/pglite) and the uploaded images on local disk (MEDIA_DIR). A backup is one
// .tar.gz: a manifest, PGlite's own dump of the database and every media file, taken while
// this process holds the data folder alone, so nothing writes during the dump. Restore also
// takes the older backups that were PGlite's dump alone. The archive is read twice as a
// stream (backup-archive.server.ts): once to check it whole before anything is changed,
// once to write the media, so a backup of any size restores in little memory.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type Env, parseEnv } from "../env.server";
import { PGLITE_CONF, PGLITE_EXTENSIONS } from "./client.server";
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from "./data-dir-lock.server";
import { encryptedBackupCommand, encryptedRestoreCommand } from "../backup/commands.server";
import { isEncryptedBackup } from "../backup/crypto.server";
import { extractTo, isGzipFile, MAX_DATABASE_BYTES, MEDIA_PREFIX, mediaName, scanArchive, writeArchive } from "./backup-archive.server";

const MANIFEST = "samudra-backup.json";
const DATABASE_ENTRY = "database.tar.gz";
/** The manifest is a few lines of JSON; anything larger is not one of ours. */
const MAX_MANIFEST_BYTES = 64 * 1024;

interface Manifest {
  format: "samudra-backup";
  version: 2;
  createdAt: string;
  database: string;
  mediaFiles: number;
}

/** Media files on local disk, relative to MEDIA_DIR; none when images live in a bucket. */
function mediaFiles(env: Env): string[] {
  if (env.MEDIA_STORAGE === "s3" || !existsSync(env.MEDIA_DIR)) return [];
  return readdirSync(env.MEDIA_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith(".tmp"))
    .map((e) => path.relative(env.MEDIA_DIR, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

function mediaNote(env: Env, count: number): string {
  if (env.MEDIA_STORAGE === "s3") return "; images are in the S3 bucket and not part of it";
  return ` and ${count} media file${count === 1 ? "" : "s"} from ${env.MEDIA_DIR}`;
}

export type CommandResult = { ok: true; message: string; file?: string } | { ok: false; message: string };

interface CommandOptions {
  env?: Record<string, string | undefined>;
  /** Injectable clock for file names in tests. */
  now?: Date;
}

export const POSTGRES_BACKUP_HELP = [
  "DATABASE_URL is set and BACKUP_KEY is not: set BACKUP_KEY (`openssl rand -base64 32`) and these commands back up and restore the PostgreSQL database, encrypted.",
  "Back it up and restore it with PostgreSQL's own tools (same major version as the server):",
  '  pg_dump --format=custom --file=backups/samudra-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"',
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" backups/samudra-YYYYMMDD-HHMMSS.dump',
  "Stop the site (or accept a brief inconsistency) while restoring; it migrates at its next start.",
].join("\n");

function timestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/[-:]/g, "")
    .replace("T", "-");
}

function readHead(file: string): Buffer {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(16);
    return head.subarray(0, readSync(fd, head, 0, 16, 0));
  } finally {
    closeSync(fd);
  }
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
  if (env.BACKUP_KEY) {
    if (input.out !== undefined && existsSync(input.out) && !statSync(input.out).isDirectory()) {
      return { ok: false, message: `${input.out} already exists: with BACKUP_KEY set, name a folder; nothing was written.` };
    }
    if (input.out !== undefined && !input.out.endsWith("/") && !existsSync(input.out) && /\.[a-z0-9]+$/i.test(input.out)) {
      return { ok: false, message: `With BACKUP_KEY set, backups are named samudra-<time>.backup: name a folder, not ${input.out}.` };
    }
    return encryptedBackupCommand(env, input.out, opts.now ?? new Date());
  }
  if (env.DATABASE_URL) return { ok: false, message: POSTGRES_BACKUP_HELP };
  const pgliteDir = path.join(env.DATA_DIR, "pglite");
  if (isEmptyDir(pgliteDir)) return { ok: false, message: `There is no embedded database in ${pgliteDir} to back up.` };

  const name = `samudra-${timestamp(opts.now ?? new Date())}.tar.gz`;
  const requested = input.out ?? "backups";
  const intoFolder = input.out === undefined || requested.endsWith("/") || (existsSync(requested) && statSync(requested).isDirectory());
  const file = intoFolder ? path.join(requested, name) : requested;
  if (existsSync(file)) return { ok: false, message: `${file} already exists: choose another name; nothing was written.` };

  const lock = lockOrRefuse(env.DATA_DIR, "db:backup");
  if (!("release" in lock)) return lock;
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir: pgliteDir, postgresqlconf: PGLITE_CONF, extensions: PGLITE_EXTENSIONS });
    // Flush everything into the data files so the dump needs no WAL replay to be whole.
    await client.exec("CHECKPOINT");
    const contents = await summary(client);
    const dump = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
    const media = mediaFiles(env);
    const manifest: Manifest = {
      format: "samudra-backup",
      version: 2,
      createdAt: (opts.now ?? new Date()).toISOString(),
      database: contents,
      mediaFiles: media.length,
    };
    const files = [
      { name: MANIFEST, body: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: DATABASE_ENTRY, body: dump },
    ];
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Written under a temporary name first: a half-written file never looks like a backup.
    const partial = `${file}.partial`;
    try {
      await writeArchive(partial, { files, mediaDir: env.MEDIA_DIR, media });
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    renameSync(partial, file);
    return { ok: true, file, message: `Backed up ${pgliteDir} (${contents})${mediaNote(env, media.length)} to ${file}` };
  } finally {
    await client?.close();
    lock.release();
  }
}

interface BackupContents {
  database: Buffer;
  /** How many media files the archive holds (all checked safe to write). */
  mediaFiles: number;
}

/**
 * Either kind of backup file, checked whole before anything is changed; throws a reason.
 * Only the database dump is kept in memory (PGlite loads it from memory anyway).
 */
export async function readBackup(file: string): Promise<BackupContents> {
  if (!isGzipFile(file)) throw new Error("it is not a Samudra backup (neither an encrypted backup nor a .tar.gz file)");
  let legacy = false;
  let manifest: Partial<Manifest> | undefined;
  let database: Buffer | undefined;
  let media = 0;
  await scanArchive(file, {
    // A backup from before media were included: PGlite's dump of the data folder alone.
    first: (name) => {
      legacy = name !== MANIFEST;
      return !legacy;
    },
    entry: async (entry, keep) => {
      if (entry.path === MANIFEST && !manifest) {
        const body = await keep(MAX_MANIFEST_BYTES, "manifest");
        try {
          manifest = JSON.parse(body.toString("utf8")) as Partial<Manifest>;
        } catch {
          throw new Error("its manifest is damaged");
        }
        if (manifest.format !== "samudra-backup" || manifest.version !== 2) {
          throw new Error("it is a backup format this version does not know");
        }
      } else if (entry.path === DATABASE_ENTRY && !database) {
        database = await keep(MAX_DATABASE_BYTES, "database");
      } else if (entry.path.startsWith(MEDIA_PREFIX)) {
        mediaName(entry);
        media += 1;
      }
    },
  });
  if (legacy) return { database: readFileSync(file), mediaFiles: 0 };
  if (!database) throw new Error("it holds no database");
  if (media !== manifest?.mediaFiles) {
    throw new Error(`it is incomplete (${media} of ${manifest?.mediaFiles} media files)`);
  }
  return { database, mediaFiles: media };
}

/**
 * Writes the media into a fresh folder beside MEDIA_DIR, then swaps it in; on any failure
 * MEDIA_DIR is left as it was. Returns where the previous folder went.
 */
async function restoreMedia(env: Env, file: string, expected: number, stamp: string): Promise<{ kept: string | null }> {
  const target = path.resolve(env.MEDIA_DIR);
  const staging = `${target}.restoring-${stamp}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    let written = 0;
    await scanArchive(file, {
      entry: async (entry) => {
        if (!entry.path.startsWith(MEDIA_PREFIX)) return;
        await extractTo(entry, path.join(staging, mediaName(entry)));
        written += 1;
      },
    });
    // The file was checked a moment ago; this catches one changed in between.
    if (written !== expected) throw new Error(`the backup changed while it was restored (${written} of ${expected} media files)`);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const kept = isEmptyDir(target) ? null : `${target}.replaced-${stamp}`;
  try {
    if (kept) renameSync(target, kept);
    else rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  } catch (error) {
    if (kept && !existsSync(target)) renameSync(kept, target);
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return { kept };
}

/**
 * Loads a backup into DATA_DIR/pglite and its media into MEDIA_DIR; refuses a folder that
 * already holds either unless `force` (the old one is then kept beside it).
 */
export async function restoreCommand(input: { file: string; force?: boolean }, opts: CommandOptions = {}): Promise<CommandResult> {
  const env = parseEnv(opts.env ?? process.env);
  if (!existsSync(input.file) || !statSync(input.file).isFile()) {
    return { ok: false, message: `No backup file at ${input.file}.` };
  }
  if (isEncryptedBackup(readHead(input.file)))
    return encryptedRestoreCommand(env, input.file, input.force === true, opts.now ?? new Date());
  if (env.DATABASE_URL) return { ok: false, message: POSTGRES_BACKUP_HELP };
  let backup: BackupContents;
  try {
    backup = await readBackup(input.file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `Could not restore ${input.file}: ${reason}. Nothing was changed.` };
  }
  const pgliteDir = path.join(env.DATA_DIR, "pglite");
  const occupied = !isEmptyDir(pgliteDir);
  if (occupied && !input.force) {
    return {
      ok: false,
      message: `${pgliteDir} already holds a database: nothing was changed. Pass --force to replace it (the current folder is kept beside it).`,
    };
  }
  const withMedia = backup.mediaFiles > 0 && env.MEDIA_STORAGE !== "s3";
  if (withMedia && !isEmptyDir(env.MEDIA_DIR) && !input.force) {
    return {
      ok: false,
      message: `${env.MEDIA_DIR} already holds media files: nothing was changed. Pass --force to replace them (the current folder is kept beside it).`,
    };
  }

  mkdirSync(env.DATA_DIR, { recursive: true });
  const lock = lockOrRefuse(env.DATA_DIR, "db:restore");
  if (!("release" in lock)) return lock;
  const stamp = timestamp(opts.now ?? new Date());
  const kept = occupied ? `${pgliteDir}.replaced-${stamp}` : null;
  let client: PGlite | undefined;
  try {
    if (kept) renameSync(pgliteDir, kept);
    try {
      client = await PGlite.create({
        dataDir: pgliteDir,
        loadDataDir: new Blob([new Uint8Array(backup.database)]),
        postgresqlconf: PGLITE_CONF,
        extensions: PGLITE_EXTENSIONS,
      });
      // Prove the restored database opens and holds the site's schema before saying so.
      const contents = await summary(client);
      await client.close();
      client = undefined;
      const media = withMedia ? await restoreMedia(env, input.file, backup.mediaFiles, stamp) : null;
      const notes = [
        kept ? ` The previous database was moved to ${kept}.` : "",
        media?.kept ? ` The previous media folder was moved to ${media.kept}.` : "",
        backup.mediaFiles > 0 && !withMedia
          ? ` Its ${backup.mediaFiles} media files were not restored: MEDIA_STORAGE=s3 keeps images in the bucket.`
          : "",
      ].join("");
      const mediaPart = withMedia ? ` and ${backup.mediaFiles} media files into ${env.MEDIA_DIR}` : "";
      return { ok: true, message: `Restored ${input.file} (${contents}) into ${pgliteDir}${mediaPart}.${notes}` };
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
