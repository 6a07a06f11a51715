// The backup_runs rows (docs/decisions/068): queued by the schedule or an admin, claimed by one
// instance with FOR UPDATE SKIP LOCKED and a lease it renews while it works, as the mail outbox
// does; a run whose instance died is taken up again when its lease runs out (the embedded
// database: at the next start). The dashboard and the health check read the latest outcomes.
import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { backupRuns, type BackupRunKind } from "../db/schema.server";

/** A run renews its lease this often; one not renewed for LEASE_SECONDS is taken up again. */
export const LEASE_SECONDS = 120;
export const RENEW_MS = 30_000;
/** A run the server died in the middle of this many times is given up (it may be what kills it). */
export const MAX_ATTEMPTS = 3;

/** Today's scheduled backup, once whichever instance gets there first. */
export async function queueScheduledBackup(db: Db, day: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(backupRuns)
    .values({ kind: "backup", dedupeKey: `scheduled:${day}`, dueAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: backupRuns.id });
  return rows.length > 0;
}

/** A backup asked for by an admin; none is queued while another waits or runs. */
export async function queueBackupNow(db: Db, now: Date): Promise<boolean> {
  const [busy] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(eq(backupRuns.kind, "backup"), inArray(backupRuns.status, ["queued", "running"])))
    .limit(1);
  if (busy) return false;
  await db.insert(backupRuns).values({ kind: "backup", dedupeKey: `manual:${now.toISOString()}`, dueAt: now, createdAt: now });
  return true;
}

export interface ClaimedRun {
  id: number;
  kind: BackupRunKind;
  dedupeKey: string;
  attempts: number;
}

/** Takes the oldest due backup for this instance, or none; a run past its lease counts as due. */
export async function claimDueBackup(db: Db, now: Date): Promise<ClaimedRun | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: backupRuns.id, attempts: backupRuns.attempts })
      .from(backupRuns)
      .where(
        and(
          eq(backupRuns.kind, "backup"),
          or(
            and(eq(backupRuns.status, "queued"), lte(backupRuns.dueAt, now)),
            and(eq(backupRuns.status, "running"), lte(backupRuns.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(backupRuns.dueAt, backupRuns.id)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    if (due.attempts >= MAX_ATTEMPTS) {
      await tx
        .update(backupRuns)
        .set({
          status: "failed",
          lockedUntil: null,
          finishedAt: now,
          detail: `Given up after ${due.attempts} attempts: the server stopped during each (see its log).`,
        })
        .where(eq(backupRuns.id, due.id));
      return null;
    }
    const [run] = await tx
      .update(backupRuns)
      .set({
        status: "running",
        startedAt: now,
        lockedUntil: new Date(now.getTime() + LEASE_SECONDS * 1000),
        attempts: sql`${backupRuns.attempts} + 1`,
      })
      .where(eq(backupRuns.id, due.id))
      .returning({ id: backupRuns.id, kind: backupRuns.kind, dedupeKey: backupRuns.dedupeKey, attempts: backupRuns.attempts });
    return run ?? null;
  });
}

export async function renewLease(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(backupRuns)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_SECONDS * 1000) })
    .where(and(eq(backupRuns.id, id), eq(backupRuns.status, "running")));
}

/**
 * Only for a database no other instance can be running a backup from (PGlite: this process
 * holds its folder), at start: a run the previous process was killed in is due again at once.
 */
export async function releaseRunning(db: Db): Promise<void> {
  await db
    .update(backupRuns)
    .set({ lockedUntil: new Date(0) })
    .where(eq(backupRuns.status, "running"));
}

export interface BackupOutcome {
  fileName: string;
  sizeBytes: number;
  localPath: string;
  remoteUrl: string | null;
  remoteError: string | null;
  counts: Record<string, number>;
  detail: string;
}

export async function markSucceeded(db: Db, id: number, outcome: BackupOutcome, now: Date): Promise<void> {
  await db
    .update(backupRuns)
    .set({ status: "succeeded", lockedUntil: null, finishedAt: now, ...outcome })
    .where(eq(backupRuns.id, id));
}

export async function markFailed(db: Db, id: number, reason: string, now: Date): Promise<void> {
  await db
    .update(backupRuns)
    .set({ status: "failed", lockedUntil: null, finishedAt: now, detail: reason.slice(0, 2000) })
    .where(eq(backupRuns.id, id));
}

export interface DrillRecord {
  at: Date;
  ok: boolean;
  fileName: string | null;
  counts: Record<string, number> | null;
  detail: string;
}

/** A restore drill's result (run by the command, or handed over by it: drill-inbox.server.ts). */
export async function recordDrill(db: Db, drill: DrillRecord): Promise<void> {
  await db
    .insert(backupRuns)
    .values({
      kind: "drill",
      dedupeKey: `drill:${drill.at.toISOString()}`,
      status: drill.ok ? "succeeded" : "failed",
      dueAt: drill.at,
      startedAt: drill.at,
      finishedAt: drill.at,
      createdAt: drill.at,
      fileName: drill.fileName,
      counts: drill.counts,
      detail: drill.detail.slice(0, 2000),
    })
    .onConflictDoNothing();
}

export interface BackupHealth {
  /** The newest backup that finished whole; a failed one never counts. */
  lastGood: {
    at: Date;
    fileName: string;
    sizeBytes: number;
    localPath: string | null;
    remoteUrl: string | null;
    /** Why its copy to the bucket failed (it is on this machine only). */
    remoteError: string | null;
  } | null;
  /** The newest run that failed, when it is newer than the last good one. */
  lastFailure: { at: Date; reason: string } | null;
  lastDrill: { at: Date; ok: boolean; fileName: string | null; detail: string } | null;
  running: boolean;
}

/**
 * What the dashboard and a health check need to know about backups, in three small queries
 * (each on an index). For a health endpoint: degraded when `lastGood` is null or too old.
 */
export async function backupHealth(db: Db): Promise<BackupHealth> {
  const finished = (kind: BackupRunKind, status: "succeeded" | "failed") =>
    db
      .select()
      .from(backupRuns)
      .where(and(eq(backupRuns.kind, kind), eq(backupRuns.status, status)))
      .orderBy(desc(backupRuns.finishedAt))
      .limit(1);
  const [[good], [failed], [drill], [running]] = await Promise.all([
    finished("backup", "succeeded"),
    finished("backup", "failed"),
    db
      .select()
      .from(backupRuns)
      .where(and(eq(backupRuns.kind, "drill"), inArray(backupRuns.status, ["succeeded", "failed"])))
      .orderBy(desc(backupRuns.finishedAt))
      .limit(1),
    db
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(and(eq(backupRuns.kind, "backup"), eq(backupRuns.status, "running")))
      .limit(1),
  ]);
  const goodAt = good?.finishedAt ?? null;
  return {
    lastGood:
      good && goodAt
        ? {
            at: goodAt,
            fileName: good.fileName ?? "",
            sizeBytes: good.sizeBytes ?? 0,
            localPath: good.localPath,
            remoteUrl: good.remoteUrl,
            remoteError: good.remoteError,
          }
        : null,
    lastFailure:
      failed?.finishedAt && (!goodAt || failed.finishedAt > goodAt) ? { at: failed.finishedAt, reason: failed.detail ?? "" } : null,
    lastDrill: drill?.finishedAt
      ? { at: drill.finishedAt, ok: drill.status === "succeeded", fileName: drill.fileName, detail: drill.detail ?? "" }
      : null,
    running: Boolean(running),
  };
}
