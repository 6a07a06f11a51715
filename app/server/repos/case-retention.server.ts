// How long finished cases are kept (issue 48 item 2): the configured period (settings table),
// read by the inbox's retention form and the daily clean-up, and which rows the clean-up deletes.
import { and, count, eq, inArray, isNotNull, lt } from "drizzle-orm";
import { CASE_RETENTION_SETTING, storedCaseRetentionDays } from "~/lib/case-retention";
import type { Db } from "../db/client.server";
import { caseCodes, caseNotices, cases, settings } from "../db/schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function getCaseRetentionDays(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CASE_RETENTION_SETTING));
  return storedCaseRetentionDays(row?.value);
}

export async function saveCaseRetentionDays(db: Db | Tx, days: number): Promise<void> {
  await db
    .insert(settings)
    .values({ key: CASE_RETENTION_SETTING, value: days })
    .onConflictDoUpdate({ target: settings.key, set: { value: days, updatedAt: new Date() } });
}

/** Cases closed or declined before `cutoff` (finished_at is set exactly while a case is). */
export const casesDue = (cutoff: Date) => and(isNotNull(cases.finishedAt), lt(cases.finishedAt, cutoff));

/** One-time codes made before `cutoff` (they last minutes). */
export const codesDue = (cutoff: Date) => lt(caseCodes.createdAt, cutoff);

/** Mails sent or given up before `cutoff`; those waiting never. */
export const caseNoticesDue = (cutoff: Date) => and(inArray(caseNotices.status, ["sent", "failed"]), lt(caseNotices.createdAt, cutoff));

/** How many cases a period ending at `cutoff` removes (what a shorter retention will delete). */
export async function countCasesDue(db: Db | Tx, cutoff: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cases).where(casesDue(cutoff));
  return row?.n ?? 0;
}
