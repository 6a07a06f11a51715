import { and, eq, inArray, sql } from "drizzle-orm";
import { fitsLimit, retryAfterMs, slidingWindow } from "~/lib/sliding-window";
import type { Db } from "./db/client.server";
import { rateLimits } from "./db/schema.server";

/** One bucket: at most `limit` hits for `key` in any `windowSeconds` (sliding-window counter). */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** A counted hit, so that it can be taken back (`forgiveHit`). */
export interface CountedHit {
  key: string;
  windowStart: Date;
}

export type RateLimitResult = { allowed: true; hit: CountedHit } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit if it fits the limit, else counts nothing and refuses it. One statement (an
 * upsert whose update is conditional on the count it sees), so concurrent requests, on
 * several instances too, can never all read "under the limit" before any is counted: the
 * row lock makes the (limit+1)th wait for the others and then see their hits.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, now: Date = new Date()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const w = slidingWindow(now.getTime(), windowMs);
  const start = new Date(w.start).toISOString();
  const previousStart = new Date(w.previousStart).toISOString();
  const result = await db.execute(sql`
    with previous as (
      select coalesce(
        (select ${rateLimits.count} from ${rateLimits} where ${rateLimits.key} = ${rule.key} and ${rateLimits.windowStart} = ${previousStart}::timestamptz),
        0
      )::float8 * ${w.previousWeight}::float8 as carried
    )
    insert into ${rateLimits} (key, window_start, count)
    select ${rule.key}, ${start}::timestamptz, 1 from previous where previous.carried + 1 <= ${rule.limit}::float8
    on conflict (key, window_start) do update set count = ${rateLimits}.count + 1
      where (select carried from previous) + ${rateLimits}.count + 1 <= ${rule.limit}::float8
    returning count`);
  // Both drivers (pg, PGlite) answer with { rows }; the type is driver-generic here.
  const counted = (result as unknown as { rows: unknown[] }).rows.length > 0;
  if (counted) return { allowed: true, hit: { key: rule.key, windowStart: new Date(w.start) } };

  // Refused: read both windows for an honest Retry-After (a hint, so not in the statement).
  const rows = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, rule.key), inArray(rateLimits.windowStart, [new Date(w.start), new Date(w.previousStart)])));
  const countAt = (ms: number) => rows.find((r) => r.windowStart.getTime() === ms)?.count ?? 0;
  const previous = countAt(w.previousStart);
  const current = countAt(w.start);
  // Another request may have been forgiven meanwhile; never promise less than a second.
  const waitMs = fitsLimit(previous, current, w.previousWeight, rule.limit)
    ? 1000
    : retryAfterMs(previous, current, w.elapsed, windowMs, rule.limit);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Counts one hit in every bucket, or in none: when one refuses, the hits already counted in
 * the others are taken back (a refused attempt costs nothing but the refusal).
 */
export async function hitRateLimits(db: Db, rules: readonly RateLimitRule[], now: Date = new Date()) {
  const hits: CountedHit[] = [];
  for (const rule of rules) {
    const result = await hitRateLimit(db, rule, now);
    if (!result.allowed) {
      await Promise.all(hits.map((hit) => forgiveHit(db, hit)));
      return { allowed: false as const, retryAfterSeconds: result.retryAfterSeconds };
    }
    hits.push(result.hit);
  }
  return { allowed: true as const, hits };
}

/** Takes one counted hit back (a sign-in that succeeded was no guess). */
export async function forgiveHit(db: Db, hit: CountedHit) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, hit.key), eq(rateLimits.windowStart, hit.windowStart)));
}

/** Forgets every hit of `key`. */
export async function resetRateLimit(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops windows that ended long ago; called from the periodic housekeeping. */
export async function pruneRateLimits(db: Db, olderThan: Date) {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${olderThan}`);
}
