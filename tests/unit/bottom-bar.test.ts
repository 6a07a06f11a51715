import { describe, expect, it } from "vitest";
import { BOTTOM_BAR_HIDE_DISTANCE, distanceToBottom, isNearBottom } from "~/lib/bottom-bar";

const page = (scrollY: number) => ({ scrollY, viewportHeight: 844, documentHeight: 5000 });

describe("distanceToBottom", () => {
  it("is what is left to scroll, never negative", () => {
    expect(distanceToBottom(page(0))).toBe(4156);
    expect(distanceToBottom(page(4156))).toBe(0);
    // Overscroll (rubber-banding on phones) reports more than the maximum.
    expect(distanceToBottom(page(4200))).toBe(0);
  });
});

describe("isNearBottom", () => {
  it("uses SPEC's 100 px by default", () => {
    expect(BOTTOM_BAR_HIDE_DISTANCE).toBe(100);
  });

  it("is false mid-page and true from 100 px before the end", () => {
    expect(isNearBottom(page(0))).toBe(false);
    expect(isNearBottom(page(2000))).toBe(false);
    expect(isNearBottom(page(4055))).toBe(false); // 101 px left
    expect(isNearBottom(page(4056))).toBe(true); // exactly 100 px left
    expect(isNearBottom(page(4156))).toBe(true);
  });

  it("is true on a page shorter than the window", () => {
    expect(isNearBottom({ scrollY: 0, viewportHeight: 844, documentHeight: 600 })).toBe(true);
  });

  it("takes another threshold", () => {
    expect(isNearBottom(page(4000), 200)).toBe(true);
    expect(isNearBottom(page(4000), 50)).toBe(false);
  });
});
