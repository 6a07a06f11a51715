// One backup, taken while the site runs (docs/decisions/068):
//   1. the database into a staging folder beside the backups: the embedded one as a copy of its
//      folder made between two statements (a pause of well under a second), PostgreSQL as COPY
//      text of every table from one snapshot;
//   2. every media object beside it (hard links on this disk: a photo deleted meanwhile stays
//      whole in the backup; a bucket's objects downloaded);
//   3. the staging folder packed as a gzipped tar, encrypted as it streams, into
//      samudra-<time>.backup.<pid>.partial, flushed to disk, then renamed: a file with the final name
//      is always whole; the staging folder is removed whatever happens;
//   4. the file copied to the backup bucket (when configured), then old backups pruned by the
//      keep policy, on this machine and in the bucket, never before a new one is whole.
import { createWriteStream, linkSync } from "node:fs";
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { create } from "tar";
import { backupFileName, backupsToDelete } from "~/lib/backup-policy";
import type { Database } from "../db/client.server";
import { NoLinks } from "../db/backup-archive.server";
import { isRunning } from "../db/data-dir-lock.server";
import type { Env } from "../env.server";
import type { MediaStorage } from "../media/storage.server";
import { type BackupKey, encryptStream, parseBackupKey } from "./crypto.server";
import { type BackupManifest, MANIFEST_NAME, MEDIA_COUNT } from "./manifest.server";
import { dumpPostgres } from "./postgres-dump.server";
import { type BackupStore, createOffsiteStore, LocalBackupFolder } from "./store.server";

export interface BackupResult {
  file: string;
  name: string;
  size: number;
  counts: Record<string, number>;
  /** Where the file was copied, or why it could not be (it is kept on this machine either way). */
  remote: { url: string } | { error: string } | null;
  /** How long the database's other queries waited (the embedded database only). */
  pauseMs: number | null;
  ms: number;
  /** Old backups deleted by the keep policy. */
  pruned: string[];
}

export interface BackupContext {
  database: Database;
  env: Env;
  media: MediaStorage;
  now?: () => Date;
  /** Told of each step, for the log. */
  onStep?: (step: string) => void;
}

/** BACKUP_KEY, or a message saying how to set it. */
export function backupKeyOf(env: Pick<Env, "BACKUP_KEY">): BackupKey {
  const key = env.BACKUP_KEY ? parseBackupKey(env.BACKUP_KEY) : null;
  if (!key) {
    throw new Error(
      "BACKUP_KEY is not set: backups are encrypted with it. Make one with `openssl rand -base64 32`, set it in the server's environment and keep a copy away from this server",
    );
  }
  return key;
}

/**
 * Left by a run that was killed: staging folders, half-written files and drill folders, named
 * with the pid of the process that made them, and removed once that process is gone (another
 * process's run on a shared folder is left alone). Never a finished backup.
 */
export async function removeLeftovers(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const pid = /^\.(?:staging|drill)-(\d+)-/.exec(name)?.[1] ?? /\.backup\.(\d+)\.partial$/.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) await rm(path.join(dir, name), { recursive: true, force: true });
  }
}

async function stageMedia(media: MediaStorage, env: Env, dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for await (const { key } of media.list()) {
    const target = path.join(dir, ...key.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    if (media.kind === "local") {
      const source = path.join(env.MEDIA_DIR, ...key.split("/"));
      try {
        // A second name for the same file: instant, no space, and the photo stays whole here if
        // it is deleted meanwhile. Another disk: a copy.
        linkSync(source, target);
      } catch (error) {
        const code = error instanceof Error && "code" in error ? error.code : "";
        if (code === "ENOENT") continue; // deleted since it was listed
        if (code !== "EXDEV" && code !== "EPERM" && code !== "EMLINK") throw error;
        await copyFile(source, target);
      }
    } else {
      const object = await media.get(key);
      if (!object) continue;
      await pipeline(object.body, createWriteStream(target, { flags: "wx" }));
    }
    files++;
    bytes += (await stat(target)).size;
  }
  return { files, bytes };
}

async function stageDatabase(
  ctx: BackupContext,
  staging: string,
): Promise<{ counts: Record<string, number>; pauseMs: number | null; migrations: number; postgres?: BackupManifest["postgres"] }> {
  if (ctx.database.kind === "postgres") {
    if (!ctx.env.DATABASE_URL) throw new Error("DATABASE_URL is not set");
    const dir = path.join(staging, "postgres");
    await mkdir(dir);
    const { layout, counts } = await dumpPostgres(ctx.env.DATABASE_URL, dir);
    return { counts, pauseMs: null, postgres: layout, migrations: layout.migrations };
  }
  if (!ctx.database.snapshot) throw new Error("the embedded database is in memory: there is no folder to back up");
  const snapshot = await ctx.database.snapshot(path.join(staging, "pglite"));
  return { counts: snapshot.counts, pauseMs: snapshot.pauseMs, migrations: snapshot.migrations };
}

/** A full or failing disk in words (the database's thread sends the code along with the message). */
function diskError(error: unknown, dir: string): unknown {
  const code = error instanceof Error && "code" in error ? String(error.code) : "";
  if (!["ENOSPC", "EDQUOT", "EIO", "EFBIG", "EROFS"].includes(code)) return error;
  const what = code === "EROFS" ? "is read-only" : "is full or failing";
  return new Error(
    `could not write the backup: the disk holding ${dir} ${what} (${code}); free some space or set BACKUP_DIR to a larger disk. Nothing already stored was touched`,
    { cause: error },
  );
}

/** Writes the staging folder as an encrypted, gzipped tar; the manifest first. */
async function pack(staging: string, entries: string[], partial: string, key: BackupKey): Promise<void> {
  // Compressed by Node's zlib stream, which works on libuv's thread pool: the tar package's own
  // gzip runs on this thread, in blocks as large as a file (up to 16 MB), and held the cached
  // home page up to 1 s (bench:backup). Files are read in 1 MB blocks.
  const tar = create({ cwd: staging, portable: true, linkCache: new NoLinks(), maxReadSize: 1024 * 1024 }, [
    MANIFEST_NAME,
    ...entries,
  ]) as unknown as Readable;
  await pipeline(tar, createGzip({ level: 6 }), encryptStream(key), createWriteStream(partial, { flags: "wx", mode: 0o600 }));
  // On disk before it gets its final name: a power cut never leaves a "finished" empty file.
  const handle = await open(partial, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Deletes what the keep policy no longer keeps from `store`; returns the names. */
export async function prune(store: BackupStore, env: Pick<Env, "BACKUP_KEEP_POLICY">, keep: string): Promise<string[]> {
  const stored = await store.list();
  const doomed = backupsToDelete(stored, env.BACKUP_KEEP_POLICY).filter((b) => b.name !== keep);
  for (const b of doomed) await store.delete(b.name);
  return doomed.map((b) => b.name);
}

export async function takeBackup(ctx: BackupContext): Promise<BackupResult> {
  const { env } = ctx;
  const key = backupKeyOf(env);
  const now = ctx.now ?? (() => new Date());
  const started = performance.now();
  const at = now().getTime();
  const dir = path.resolve(env.BACKUP_DIR);
  await mkdir(dir, { recursive: true });
  await removeLeftovers(dir);
  const name = backupFileName(at);
  const file = path.join(dir, name);
  if (await stat(file).catch(() => null)) throw new Error(`${file} already exists: a backup was taken this same second`);
  const staging = path.join(dir, `.staging-${process.pid}-${name}`);
  const partial = `${file}.${process.pid}.partial`;
  // Only this user may read what is staged (the database's rows in plain) or written.
  await mkdir(staging, { mode: 0o700 });
  let result: Omit<BackupResult, "remote" | "pruned" | "ms">;
  try {
    ctx.onStep?.("database");
    const db = await stageDatabase(ctx, staging);
    ctx.onStep?.("media");
    await mkdir(path.join(staging, "media"));
    const media = await stageMedia(ctx.media, env, path.join(staging, "media"));
    const counts = { ...db.counts, [MEDIA_COUNT]: media.files };
    const manifest: BackupManifest = {
      format: "samudra-backup",
      version: 3,
      createdAt: new Date(at).toISOString(),
      database: ctx.database.kind,
      migrations: db.migrations,
      counts,
      mediaBytes: media.bytes,
      ...(db.postgres ? { postgres: db.postgres } : {}),
    };
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = db.postgres ? db.postgres.tables.map((t) => `postgres/${t.name}.copy`) : ["pglite"];
    ctx.onStep?.("pack");
    await pack(staging, [...entries, "media"], partial, key);
    await rename(partial, file);
    result = { file, name, size: (await stat(file)).size, counts, pauseMs: db.pauseMs };
  } catch (error) {
    await rm(partial, { force: true });
    throw diskError(error, dir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }

  let remote: BackupResult["remote"] = null;
  const pruned: string[] = [];
  const offsite = await createOffsiteStore(env);
  try {
    if (offsite) {
      ctx.onStep?.("copy");
      try {
        remote = { url: await offsite.put(name, file) };
        pruned.push(...(await prune(offsite, env, name)).map((n) => `${offsite.where}${n}`));
      } catch (error) {
        remote = { error: error instanceof Error ? error.message : String(error) };
      }
    }
  } finally {
    offsite?.close();
  }
  pruned.push(...(await prune(new LocalBackupFolder(dir), env, name)));
  return { ...result, remote, pruned, ms: Math.round(performance.now() - started) };
}
