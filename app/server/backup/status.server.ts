// The dashboard's lines about backups (docs/decisions/068), from backupHealth (runs.server.ts),
// which a health check can call as it is.
import { describeKeepPolicy } from "~/lib/backup-policy";
import { formatBytes } from "~/lib/media";
import type { AppServices } from "../context.server";
import { backupHealth } from "./runs.server";

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export interface BackupCheck {
  label: string;
  ok: boolean;
  detail: string;
}

export async function backupChecks(services: Pick<AppServices, "database" | "env">, now = Date.now()): Promise<BackupCheck[]> {
  const { env } = services;
  if (!env.BACKUP_KEY) {
    return [{ label: "Backups", ok: false, detail: "Off: set BACKUP_KEY on the server to back up every day, encrypted (README, Backups)" }];
  }
  const health = await backupHealth(services.database.db);
  const good = health.lastGood;
  let backup: BackupCheck;
  if (!good) {
    backup = {
      label: "Backups",
      ok: false,
      detail: health.lastFailure
        ? `None yet: the last one failed: ${health.lastFailure.reason}`
        : `None yet: the first runs at ${env.BACKUP_TIME} (India time)${health.running ? "; one is running now" : ""}`,
    };
  } else {
    const where = good.remoteUrl ? `${good.localPath ?? "this machine"} and ${good.remoteUrl}` : `${good.localPath ?? "this machine"}`;
    const problems = [
      health.lastFailure ? `the latest attempt failed: ${health.lastFailure.reason}` : "",
      good.remoteError ? `not copied off this machine: ${good.remoteError}` : "",
      // The same age as /health's (HEALTH_BACKUP_MAX_AGE_HOURS, decision 069): one missed night.
      now - good.at.getTime() > env.HEALTH_BACKUP_MAX_AGE_HOURS * 3_600_000
        ? `it is more than ${env.HEALTH_BACKUP_MAX_AGE_HOURS} hours old`
        : "",
    ].filter(Boolean);
    backup = {
      label: "Backups",
      ok: problems.length === 0,
      detail: `Last ${when.format(good.at)}, ${formatBytes(good.sizeBytes)}, in ${where} (keeping ${describeKeepPolicy(env.BACKUP_KEEP_POLICY)})${health.running ? "; one is running now" : ""}${problems.length ? `. Problem: ${problems.join("; ")}` : ""}`,
    };
  }
  const drill = health.lastDrill;
  const drillCheck: BackupCheck = drill
    ? { label: "Restore drill", ok: drill.ok, detail: `${when.format(drill.at)}: ${drill.detail}` }
    : { label: "Restore drill", ok: false, detail: "Never run: run npm run db:restore-drill on the server (weekly, from a timer)" };
  return [backup, drillCheck];
}
