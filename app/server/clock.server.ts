import type { Env } from "./env.server";

/**
 * The time for content schedules and closure notices. TEST_CLOCK_OFFSET_SECONDS moves it so a
 * test can let "a minute from now" arrive without waiting; nothing security-related reads it.
 */
export function contentNow(env: Pick<Env, "TEST_CLOCK_OFFSET_SECONDS">): Date {
  return new Date(Date.now() + env.TEST_CLOCK_OFFSET_SECONDS * 1000);
}
