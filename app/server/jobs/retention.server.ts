// The daily clean-up the privacy policy promises: inquiries older than the configured number
// of days are deleted. Every instance may run it; deleting what is already gone is harmless.
import { lt } from "drizzle-orm";
import { retentionCutoff } from "~/lib/inquiry-retention";
import type { AppServices } from "../context.server";
import { inquiries } from "../db/schema.server";
import { recordAudit } from "../repos/admin-inquiries.server";
import { getInquiryRetentionDays } from "../repos/inquiry-retention.server";

export const RETENTION_FIRST_RUN_MS = 60_000;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const purgeSummary = (n: number, days: number) => `deleted ${n} ${n === 1 ? "inquiry" : "inquiries"} older than ${days} days`;

/** Deletes inquiries received before now minus the retention period; returns how many. */
export async function purgeOldInquiries(services: AppServices, now: Date = new Date()): Promise<number> {
  const { db } = services.database;
  const days = await getInquiryRetentionDays(db);
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(inquiries)
      .where(lt(inquiries.createdAt, retentionCutoff(now, days)))
      .returning({ id: inquiries.id });
    // No staff member did this: the audit row has no user. Quiet days leave no row.
    if (rows.length > 0) {
      await recordAudit(tx, { userId: null, action: "purge", entity: "inquiry", summary: purgeSummary(rows.length, days) });
    }
    return rows.length;
  });
  if (deleted > 0) services.log.info({ deleted, days }, "old inquiries deleted");
  return deleted;
}

/** Runs the clean-up shortly after start-up, then once a day; the timers never keep the process alive. */
export function startRetentionJob(
  services: AppServices,
  { firstRunMs = RETENTION_FIRST_RUN_MS, intervalMs = RETENTION_INTERVAL_MS } = {},
): { stop(): void } {
  const run = () => {
    purgeOldInquiries(services).catch((err: unknown) => services.log.warn({ err }, "inquiry retention clean-up failed"));
  };
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, intervalMs);
    interval.unref();
  }, firstRunMs);
  first.unref();
  return {
    stop() {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    },
  };
}
