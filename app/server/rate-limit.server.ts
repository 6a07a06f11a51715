import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./db/client.server";
import { rateLimits } from "./db/schema.server";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit for `key` in a fixed window and says whether it is within `limit`.
 * One atomic upsert, so concurrent requests (and several instances) count correctly.
 */
function windowStartOf(now: Date, windowSeconds: number) {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** The current window's count for `key`, without counting a hit. */
export async function peekRateLimit(db: Db, key: string, windowSeconds: number, now: Date = new Date()) {
  const windowStart = windowStartOf(now, windowSeconds);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return {
    count: row?.count ?? 0,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000)),
  };
}

export async function resetRateLimit(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const windowStart = windowStartOf(now, windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const hits = row?.count ?? 1;
  return {
    allowed: hits <= limit,
    count: hits,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)),
  };
}

/** Drops windows that ended long ago; called from the periodic housekeeping. */
export async function pruneRateLimits(db: Db, olderThan: Date) {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${olderThan}`);
}
