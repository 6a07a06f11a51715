import { describe, expect, it } from "vitest";
import { arrowKeyStep, SWIPE_PX, swipeStep } from "~/lib/carousel-steps";

describe("swipeStep", () => {
  it("shows the next slide for a drag to the left and the previous one for a drag to the right", () => {
    expect(swipeStep(-SWIPE_PX)).toBe(1);
    expect(swipeStep(-300)).toBe(1);
    expect(swipeStep(SWIPE_PX)).toBe(-1);
    expect(swipeStep(300)).toBe(-1);
  });
  it("ignores taps and short drags", () => {
    for (const dx of [0, 1, -1, SWIPE_PX - 1, 1 - SWIPE_PX]) expect(swipeStep(dx)).toBe(0);
    expect(swipeStep(Number.NaN)).toBe(0);
  });
  it("takes another threshold", () => {
    expect(swipeStep(-10, { threshold: 10 })).toBe(1);
    expect(swipeStep(-9, { threshold: 10 })).toBe(0);
  });
  it("swaps the directions in a right-to-left page, where the next slide lies to the left", () => {
    expect(swipeStep(SWIPE_PX, { rtl: true })).toBe(1);
    expect(swipeStep(-300, { rtl: true })).toBe(-1);
    expect(swipeStep(SWIPE_PX - 1, { rtl: true })).toBe(0);
    expect(swipeStep(-10, { threshold: 10, rtl: true })).toBe(-1);
    expect(swipeStep(-SWIPE_PX, { rtl: false })).toBe(1);
  });
});

describe("arrowKeyStep", () => {
  it("steps forward with Right and back with Left", () => {
    expect(arrowKeyStep("ArrowRight")).toBe(1);
    expect(arrowKeyStep("ArrowLeft")).toBe(-1);
  });
  it("leaves every other key to the browser", () => {
    for (const key of ["ArrowUp", "ArrowDown", "Home", "End", "Tab", "Enter", " ", "a"]) expect(arrowKeyStep(key)).toBeNull();
  });
  it("mirrors the keys in a right-to-left page: Left is next", () => {
    expect(arrowKeyStep("ArrowLeft", true)).toBe(1);
    expect(arrowKeyStep("ArrowRight", true)).toBe(-1);
    expect(arrowKeyStep("ArrowRight", false)).toBe(1);
    for (const key of ["ArrowUp", "Home", "a"]) expect(arrowKeyStep(key, true)).toBeNull();
  });
});
