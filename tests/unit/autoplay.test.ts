import { describe, expect, it } from "vitest";
import { AUTOPLAY_MS, shouldAutoplay } from "~/lib/autoplay";

const base = { stopped: false, paused: false, reducedMotion: false, count: 5 };

describe("shouldAutoplay", () => {
  it("plays every 5 s while nothing holds it", () => {
    expect(AUTOPLAY_MS).toBe(5000);
    expect(shouldAutoplay(base)).toBe(true);
  });
  it("stops for good after a control, pauses on hover or focus, never runs under reduced motion", () => {
    expect(shouldAutoplay({ ...base, stopped: true })).toBe(false);
    expect(shouldAutoplay({ ...base, paused: true })).toBe(false);
    expect(shouldAutoplay({ ...base, reducedMotion: true })).toBe(false);
  });
  it("has nothing to advance with fewer than two slides", () => {
    expect(shouldAutoplay({ ...base, count: 1 })).toBe(false);
    expect(shouldAutoplay({ ...base, count: 0 })).toBe(false);
    expect(shouldAutoplay({ ...base, count: 2 })).toBe(true);
  });
});
