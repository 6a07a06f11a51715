import { describe, expect, it } from "vitest";
import { focusTarget, toggleOpen } from "~/lib/single-open";

describe("toggleOpen", () => {
  it("opens another item, closing the open one", () => {
    expect(toggleOpen(0, 2)).toBe(2);
    expect(toggleOpen(null, 4)).toBe(4);
  });

  it("closes the open item when it is activated again", () => {
    expect(toggleOpen(2, 2)).toBeNull();
    expect(toggleOpen(0, 0)).toBeNull();
  });
});

describe("focusTarget", () => {
  it("steps forward and back with the arrow keys, wrapping", () => {
    expect(focusTarget("ArrowDown", 0, 5)).toBe(1);
    expect(focusTarget("ArrowRight", 4, 5)).toBe(0);
    expect(focusTarget("ArrowUp", 0, 5)).toBe(4);
    expect(focusTarget("ArrowLeft", 3, 5)).toBe(2);
  });

  it("swaps Left and Right in a right-to-left page, keeping Up and Down", () => {
    expect(focusTarget("ArrowLeft", 3, 5, true)).toBe(4);
    expect(focusTarget("ArrowLeft", 4, 5, true)).toBe(0);
    expect(focusTarget("ArrowRight", 0, 5, true)).toBe(4);
    expect(focusTarget("ArrowDown", 0, 5, true)).toBe(1);
    expect(focusTarget("ArrowUp", 0, 5, true)).toBe(4);
    expect(focusTarget("Home", 3, 5, true)).toBe(0);
  });

  it("jumps to the ends with Home and End", () => {
    expect(focusTarget("Home", 3, 5)).toBe(0);
    expect(focusTarget("End", 1, 5)).toBe(4);
  });

  it("ignores other keys and empty groups", () => {
    expect(focusTarget("Enter", 1, 5)).toBeNull();
    expect(focusTarget("a", 1, 5)).toBeNull();
    expect(focusTarget("ArrowDown", 0, 0)).toBeNull();
  });
});
