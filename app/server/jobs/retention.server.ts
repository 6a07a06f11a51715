// The daily clean-up the privacy policy promises: inquiries older than the configured number
// of days are deleted. Every instance may run it; deleting what is already gone is harmless.
import { setImmediate as nextTurn } from "node:timers/promises";
import { asc, inArray, lt } from "drizzle-orm";
import { retentionCutoff } from "~/lib/inquiry-retention";
import type { AppServices } from "../context.server";
import { inquiries } from "../db/schema.server";
import { recordAudit } from "../repos/admin-inquiries.server";
import { getInquiryRetentionDays } from "../repos/inquiry-retention.server";

export const RETENTION_FIRST_RUN_MS = 60_000;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const purgeSummary = (n: number, days: number) => `deleted ${n} ${n === 1 ? "inquiry" : "inquiries"} older than ${days} days`;

/**
 * Leads deleted per statement: a short stall at most, even on PGlite after the period is
 * shortened. At 200,000 leads a statement of 500 (their notes, history and mail cascading, the
 * rollups adjusted) held PGlite's thread 84 ms at p50 and 98 ms at p95, every staff request
 * waiting behind it; one of 100 holds it 19 / 24 ms, for a clean-up 20 % longer in all.
 */
export const RETENTION_BATCH = 100;

/**
 * Deletes inquiries received before now minus the retention period, oldest first in batches
 * with the event loop free in between (issue 20 item 3: shortening the period to 30 days on
 * 200,000 leads would otherwise be one statement of seconds); returns how many.
 */
export async function purgeOldInquiries(services: AppServices, now: Date = new Date(), batch = RETENTION_BATCH): Promise<number> {
  const { db } = services.database;
  const days = await getInquiryRetentionDays(db);
  const cutoff = retentionCutoff(now, days);
  let deleted = 0;
  for (;;) {
    const due = db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(lt(inquiries.createdAt, cutoff))
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id))
      .limit(batch);
    const rows = await db.delete(inquiries).where(inArray(inquiries.id, due)).returning({ id: inquiries.id });
    deleted += rows.length;
    if (rows.length < batch) break;
    await nextTurn();
  }
  // No staff member did this: the audit row has no user. Quiet days leave no row.
  if (deleted > 0) {
    await recordAudit(db, { userId: null, action: "purge", entity: "inquiry", summary: purgeSummary(deleted, days) });
    services.log.info({ deleted, days }, "old inquiries deleted");
  }
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
