import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./db/client.server";
import { settings } from "./db/schema.server";

/**
 * Returns a random secret stored under `key`, creating it on first use. Kept in the
 * database so every instance on one database shares it.
 */
export async function getOrCreateSecret(db: Db, key: string): Promise<string> {
  await db
    .insert(settings)
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (typeof row?.value !== "string") throw new Error(`setting ${key} is missing`);
  return row.value;
}
