import { describe, expect, it } from "vitest";
import { fitsLimit, retryAfterMs, slidingWindow } from "~/lib/sliding-window";

const W = 900_000;

describe("slidingWindow", () => {
  it("places a moment in its fixed window and weighs the previous one by the overlap left", () => {
    expect(slidingWindow(W * 10 + W / 4, W)).toEqual({ start: W * 10, previousStart: W * 9, previousWeight: 0.75, elapsed: W / 4 });
    expect(slidingWindow(W * 10, W).previousWeight).toBe(1);
  });
});

describe("fitsLimit", () => {
  it("refuses a burst at a window's edge that a fixed window would let through twice", () => {
    // 5 hits at the very end of one window: the next window's start still counts all of them.
    expect(fitsLimit(5, 0, 1, 5)).toBe(false);
    expect(fitsLimit(5, 0, 0.2, 5)).toBe(true);
    expect(fitsLimit(0, 4, 1, 5)).toBe(true);
    expect(fitsLimit(0, 5, 1, 5)).toBe(false);
  });
});

describe("retryAfterMs", () => {
  it("waits into the next window when this one is full", () => {
    // 5 of 5 now, at the window's start: next window, until 5 × (1 - y/W) + 1 ≤ 5, y = W/5.
    expect(retryAfterMs(0, 5, 0, W, 5)).toBe(W + W / 5);
  });
  it("waits within this window while the previous one fades", () => {
    // previous 5, none yet: 5 × (1 - x/W) + 1 ≤ 5 → x = W/5.
    expect(retryAfterMs(5, 0, 0, W, 5)).toBe(W / 5);
    expect(retryAfterMs(5, 0, W / 10, W, 5)).toBe(W / 10);
  });
  it("agrees with fitsLimit at the moment it names", () => {
    for (const [previous, current, elapsed, limit] of [
      [5, 0, 0, 5],
      [3, 2, 300_000, 5],
      [20, 20, 450_000, 20],
      [0, 1, 10_000, 1],
    ] as const) {
      const wait = retryAfterMs(previous, current, elapsed, W, limit);
      const at = elapsed + wait;
      const [p, c, e] = at < W ? [previous, current, at] : [current, 0, at - W];
      expect(fitsLimit(p, c, 1 - e / W, limit)).toBe(true);
      const before = elapsed + wait - 1000;
      const [pb, cb, eb] = before < W ? [previous, current, before] : [current, 0, before - W];
      if (wait > 1000) expect(fitsLimit(pb, cb, 1 - eb / W, limit)).toBe(false);
    }
  });
});
