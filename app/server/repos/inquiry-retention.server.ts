// The configured retention period (settings table), read by the inbox, the daily clean-up
// and anything that states the period to visitors.
import { eq } from "drizzle-orm";
import { INQUIRY_RETENTION_SETTING, storedRetentionDays } from "~/lib/inquiry-retention";
import type { Db } from "../db/client.server";
import { settings } from "../db/schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function getInquiryRetentionDays(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, INQUIRY_RETENTION_SETTING));
  return storedRetentionDays(row?.value);
}

export async function saveInquiryRetentionDays(db: Db | Tx, days: number): Promise<void> {
  await db
    .insert(settings)
    .values({ key: INQUIRY_RETENTION_SETTING, value: days })
    .onConflictDoUpdate({ target: settings.key, set: { value: days, updatedAt: new Date() } });
}
