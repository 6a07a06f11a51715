// The command line's side of encrypted backups (docs/decisions/068): `npm run db:backup`,
// `db:restore` of an encrypted file, and `db:restore-drill`, on either database. The running
// server takes the scheduled backups itself; these are for a stopped site, PostgreSQL, and drills.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeForKey, createMediaStorage } from "../media/storage.server";
import { acquireDataDirLock, DataDirLockedError } from "../db/data-dir-lock.server";
import { openDatabase } from "../db/client.server";
import { migrateDatabase } from "../db/migrate.server";
import type { Env } from "../env.server";
import { formatBytes } from "~/lib/media";
import { handOverDrill, runRestoreDrill } from "./drill.server";
import { MEDIA_COUNT } from "./manifest.server";
import { countDifferences, countPglite, restoreInto } from "./restore.server";
import { recordDrill } from "./runs.server";
import { backupKeyOf, takeBackup } from "./take.server";

export type CommandResult = { ok: true; message: string; file?: string } | { ok: false; message: string };

const stampOf = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/[-:]/g, "")
    .replace("T", "-");

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** An encrypted backup of either database into `folder` (default BACKUP_DIR), copied and pruned as the server's are. */
export async function encryptedBackupCommand(env: Env, folder: string | undefined, now: Date): Promise<CommandResult> {
  const backupEnv = { ...env, BACKUP_DIR: folder ?? env.BACKUP_DIR };
  let lock: { release(): void } | null = null;
  if (!env.DATABASE_URL) {
    try {
      lock = acquireDataDirLock(env.DATA_DIR, "db:backup");
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      return {
        ok: false,
        message: `${error.message}. The running site backs itself up every day at BACKUP_TIME; for one now, use Back up now under Backups on the dashboard (or stop the site first).`,
      };
    }
    lock.release();
    lock = null;
    if (isEmptyDir(path.join(env.DATA_DIR, "pglite"))) {
      return { ok: false, message: `There is no embedded database in ${path.join(env.DATA_DIR, "pglite")} to back up.` };
    }
  }
  const media = await createMediaStorage(env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, purpose: "db:backup" }).catch(
    (error: unknown) => {
      media.close();
      throw error;
    },
  );
  try {
    const result = await takeBackup({ database, env: backupEnv, media, now: () => now });
    const remote = result.remote
      ? "url" in result.remote
        ? ` Copied to ${result.remote.url}.`
        : ` NOT copied to the backup bucket: ${result.remote.error}`
      : "";
    const pruned = result.pruned.length > 0 ? ` Deleted by the keep policy: ${result.pruned.join(", ")}.` : "";
    const message = `Backed up ${database.kind === "pglite" ? "the embedded database" : "the PostgreSQL database"} (${result.counts.inquiries ?? 0} inquiries, ${result.counts[MEDIA_COUNT] ?? 0} media objects) to ${result.file} (${formatBytes(result.size)}, encrypted, ${(result.ms / 1000).toFixed(1)} s).${remote}${pruned}`;
    return result.remote && "error" in result.remote ? { ok: false, message } : { ok: true, file: result.file, message };
  } finally {
    await database.close();
    media.close();
  }
}

/** Puts restored media files (a folder) into the media bucket. */
async function uploadMedia(env: Env, dir: string): Promise<number> {
  const media = await createMediaStorage(env);
  let n = 0;
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const key = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      const type = contentTypeForKey(key);
      if (!type) continue;
      await media.put(key, await readFile(path.join(entry.parentPath, entry.name)), type);
      n++;
    }
  } finally {
    media.close();
  }
  return n;
}

/** Restores an encrypted backup: the embedded database into DATA_DIR (as the old format), PostgreSQL into an empty DATABASE_URL. */
export async function encryptedRestoreCommand(env: Env, file: string, force: boolean, now: Date): Promise<CommandResult> {
  let key;
  try {
    key = backupKeyOf(env);
  } catch (error) {
    return { ok: false, message: `Could not restore ${file}: ${reasonOf(error)}. Nothing was changed.` };
  }
  const stamp = stampOf(now);
  const toBucket = env.MEDIA_STORAGE === "s3";
  const mediaTarget = path.resolve(env.MEDIA_DIR);
  const mediaStaging = `${mediaTarget}.restoring-${stamp}`;
  if (env.DATABASE_URL) {
    try {
      const result = await restoreInto(file, key, { kind: "postgres", url: env.DATABASE_URL, mediaDir: mediaStaging });
      const media = toBucket ? await uploadMedia(env, mediaStaging) : swapIn(mediaStaging, mediaTarget, stamp, true).count;
      return {
        ok: true,
        message: `Restored ${file} (${result.counts.inquiries ?? 0} inquiries, ${media} media objects) into the PostgreSQL database; start the site to migrate it to this version.`,
      };
    } catch (error) {
      const reason = /not empty/.test(reasonOf(error))
        ? `${reasonOf(error)}: restore into a new database (createdb samudra_restored) and point DATABASE_URL at it`
        : reasonOf(error);
      return { ok: false, message: `Could not restore ${file}: ${reason}. Nothing was changed.` };
    } finally {
      rmSync(mediaStaging, { recursive: true, force: true });
    }
  }

  const pgliteDir = path.resolve(env.DATA_DIR, "pglite");
  if (!isEmptyDir(pgliteDir) && !force) {
    return {
      ok: false,
      message: `${pgliteDir} already holds a database: nothing was changed. Pass --force to replace it (the current folder is kept beside it).`,
    };
  }
  if (!toBucket && !isEmptyDir(mediaTarget) && !force) {
    return {
      ok: false,
      message: `${env.MEDIA_DIR} already holds media files: nothing was changed. Pass --force to replace them (the current folder is kept beside it).`,
    };
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  let lock;
  try {
    lock = acquireDataDirLock(env.DATA_DIR, "db:restore");
  } catch (error) {
    if (error instanceof DataDirLockedError)
      return { ok: false, message: `${error.message} (Is the site running? It must be stopped for a restore.)` };
    throw error;
  }
  const staging = `${pgliteDir}.restoring-${stamp}`;
  try {
    const result = await restoreInto(file, key, { kind: "pglite", pgliteDir: staging, mediaDir: mediaStaging });
    // Proves the restored database opens and holds what the backup says, before anything is swapped.
    const counts: Record<string, number> = { ...(await countPglite(staging)), [MEDIA_COUNT]: result.counts[MEDIA_COUNT] ?? 0 };
    const differences = countDifferences(result.manifest.counts, counts);
    if (differences.length > 0) throw new Error(`the restored database differs from the backup: ${differences.join("; ")}`);
    const db = swapIn(staging, pgliteDir, stamp, false);
    const media = toBucket ? { count: await uploadMedia(env, mediaStaging), kept: null } : swapIn(mediaStaging, mediaTarget, stamp, true);
    const notes = [
      db.kept ? ` The previous database was moved to ${db.kept}.` : "",
      media.kept ? ` The previous media folder was moved to ${media.kept}.` : "",
    ].join("");
    return {
      ok: true,
      message: `Restored ${file} (${counts.inquiries ?? 0} inquiries) into ${pgliteDir} and ${media.count} media files ${toBucket ? "into the media bucket" : `into ${env.MEDIA_DIR}`}.${notes}`,
    };
  } catch (error) {
    return { ok: false, message: `Could not restore ${file}: ${reasonOf(error)}. Nothing was changed.` };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(mediaStaging, { recursive: true, force: true });
    lock.release();
  }
}

/** Moves `staging` to `target`, keeping a non-empty `target` beside it as `<target>.replaced-<stamp>`. */
function swapIn(staging: string, target: string, stamp: string, countFiles: boolean): { kept: string | null; count: number } {
  const count =
    countFiles && existsSync(staging)
      ? readdirSync(staging, { recursive: true }).filter((f) => statSync(path.join(staging, String(f))).isFile()).length
      : 0;
  const kept = isEmptyDir(target) ? null : `${target}.replaced-${stamp}`;
  if (kept) renameSync(target, kept);
  else rmSync(target, { recursive: true, force: true });
  try {
    renameSync(staging, target);
  } catch (error) {
    if (kept && !existsSync(target)) renameSync(kept, target);
    throw error;
  }
  return { kept, count };
}

/** `npm run db:restore-drill`: restores the newest backup into a scratch place, compares counts, records the result. */
export async function drillCommand(env: Env, opts: { from?: "local" | "s3" } = {}): Promise<CommandResult> {
  const drill = await runRestoreDrill(env, opts);
  let recorded: string;
  try {
    if (!env.DATABASE_URL) {
      // The running server holds the folder: it records what is left for it at its next round.
      try {
        acquireDataDirLock(env.DATA_DIR, "db:restore-drill").release();
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
        const file = handOverDrill(env, drill);
        recorded = ` Left for the running site to record (${file}).`;
        return drill.ok ? { ok: true, message: drill.detail + recorded } : { ok: false, message: drill.detail + recorded };
      }
    }
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, purpose: "db:restore-drill" });
    try {
      await migrateDatabase(database);
      await recordDrill(database.db, drill);
    } finally {
      await database.close();
    }
    recorded = " Recorded; the dashboard shows it.";
  } catch (error) {
    recorded = ` Not recorded: ${reasonOf(error)}.`;
  }
  return drill.ok ? { ok: true, message: drill.detail + recorded } : { ok: false, message: drill.detail + recorded };
}
