/**
 * A sliding-window counter (two fixed windows, the previous one weighted by how much of it
 * still overlaps the last `windowMs`): unlike a plain fixed window it does not let twice the
 * limit through around a window's edge, and it needs one row per key and window.
 */
export interface SlidingWindow {
  /** Start of the current fixed window, ms since the epoch. */
  start: number;
  /** Start of the previous one. */
  previousStart: number;
  /** The share of the previous window's hits that still counts now, 0 to 1. */
  previousWeight: number;
  /** How far into the current window `now` is, ms. */
  elapsed: number;
}

export function slidingWindow(nowMs: number, windowMs: number): SlidingWindow {
  const start = Math.floor(nowMs / windowMs) * windowMs;
  const elapsed = nowMs - start;
  return { start, previousStart: start - windowMs, previousWeight: 1 - elapsed / windowMs, elapsed };
}

/** Whether one more hit fits: the weighted previous count plus the current one, plus this hit. */
export function fitsLimit(previous: number, current: number, previousWeight: number, limit: number): boolean {
  return previous * previousWeight + current + 1 <= limit;
}

/**
 * How long until one more hit would fit, if nothing else is counted meanwhile (for a
 * Retry-After header): later in this window as the previous window's weight fades, or in
 * the next one, where this window's count becomes the fading previous one.
 */
export function retryAfterMs(previous: number, current: number, elapsed: number, windowMs: number, limit: number): number {
  // In this window, at x ms in: previous * (1 - x / windowMs) + current + 1 <= limit.
  const room = limit - current - 1;
  if (room >= 0) {
    const x = previous > 0 ? windowMs * (1 - room / previous) : 0;
    if (x < windowMs) return Math.max(0, Math.ceil(x - elapsed));
  }
  // In the next window, at y ms in: current * (1 - y / windowMs) + 1 <= limit.
  const y = current > 0 ? Math.max(0, windowMs * (1 - (limit - 1) / current)) : 0;
  return Math.ceil(windowMs - elapsed + y);
}
