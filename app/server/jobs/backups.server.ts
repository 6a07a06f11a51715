// Scheduled backups inside the running server (issue 43 item 4; docs/decisions/068). Every
// minute each instance queues today's backup once its time (BACKUP_TIME, India) has passed, and
// takes whatever backup is due, claimed so that only one instance runs it. Off without
// BACKUP_KEY (the dashboard says so).
import { scheduledBackupDay } from "~/lib/backup-policy";
import type { AppServices } from "../context.server";
import { pollLoop } from "./poll-loop.server";
import { importHandedOverDrills } from "../backup/drill.server";
import {
  claimDueBackup,
  type ClaimedRun,
  markFailed,
  markSucceeded,
  queueScheduledBackup,
  releaseRunning,
  renewLease,
  RENEW_MS,
} from "../backup/runs.server";
import { takeBackup } from "../backup/take.server";

export const BACKUP_POLL_MS = 60_000;

/** Runs one claimed backup to its end, renewing its lease meanwhile, and records the outcome. */
export async function runClaimedBackup(services: AppServices, run: ClaimedRun, now: () => Date = () => new Date()): Promise<boolean> {
  const { db } = services.database;
  const log = services.log.child({ backup: run.dedupeKey, attempt: run.attempts });
  const renew = setInterval(() => {
    renewLease(db, run.id, now()).catch((err: unknown) => log.warn({ err }, "backup lease not renewed"));
  }, RENEW_MS);
  renew.unref();
  log.info("backup started");
  try {
    const result = await takeBackup({ database: services.database, env: services.env, media: services.media, now });
    const remoteError = result.remote && "error" in result.remote ? result.remote.error : null;
    await markSucceeded(
      db,
      run.id,
      {
        fileName: result.name,
        sizeBytes: result.size,
        localPath: result.file,
        remoteUrl: result.remote && "url" in result.remote ? result.remote.url : null,
        remoteError,
        counts: result.counts,
        detail: `${result.ms} ms${result.pauseMs === null ? "" : `, the database paused ${result.pauseMs} ms`}${result.pruned.length ? `; deleted by the keep policy: ${result.pruned.join(", ")}` : ""}`,
      },
      now(),
    );
    const fields = { file: result.file, bytes: result.size, ms: result.ms, pauseMs: result.pauseMs, pruned: result.pruned };
    if (remoteError) log.error({ ...fields, err: remoteError }, "backup stored on this machine only: the copy to the backup bucket failed");
    else log.info({ ...fields, remote: result.remote }, "backup done");
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error({ err: error }, "backup failed");
    await markFailed(db, run.id, reason, now()).catch((err: unknown) => log.warn({ err }, "backup failure not recorded"));
    return false;
  } finally {
    clearInterval(renew);
  }
}

/** One round: take drill results handed over, queue today's backup if due, run what is due. */
export async function backupRound(services: AppServices, now: () => Date = () => new Date()): Promise<void> {
  const { db } = services.database;
  await importHandedOverDrills(services);
  const day = scheduledBackupDay(now().getTime(), services.env.BACKUP_MINUTE);
  if (day && (await queueScheduledBackup(db, day, now()))) services.log.info({ day }, "scheduled backup queued");
  for (;;) {
    const run = await claimDueBackup(db, now());
    if (!run) return;
    await runClaimedBackup(services, run, now);
  }
}

export function startBackups(services: AppServices, pollMs = BACKUP_POLL_MS): { stop(): void; wake(): void } {
  if (!services.env.BACKUP_KEY) {
    // A real installation is warned; the demo and development runs only told.
    const real = services.env.NODE_ENV === "production" && !services.env.DEMO_MODE;
    services.log[real ? "warn" : "info"]("backups off: set BACKUP_KEY (README, Backups and resilience) to back up every day, encrypted");
    return { stop() {}, wake() {} };
  }
  return pollLoop({
    round: () => backupRound(services),
    pollMs,
    log: services.log,
    failure: "backup round failed",
    // The embedded database is this process's alone: a run left by a killed process is nobody's.
    first: services.database.kind === "pglite" ? releaseRunning(services.database.db) : null,
  });
}
