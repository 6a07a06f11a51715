import { describe, expect, it } from "vitest";
import { tabIndexForKey } from "~/lib/tabs";

describe("tabIndexForKey", () => {
  it("moves right and left one tab, wrapping at both ends", () => {
    expect(tabIndexForKey("ArrowRight", 0, 7)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 6, 7)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 3, 7)).toBe(2);
    expect(tabIndexForKey("ArrowLeft", 0, 7)).toBe(6);
  });
  it("jumps to the first and last tab with Home and End", () => {
    expect(tabIndexForKey("Home", 4, 7)).toBe(0);
    expect(tabIndexForKey("End", 2, 7)).toBe(6);
  });
  it("leaves every other key to the browser", () => {
    for (const key of ["Tab", "Enter", " ", "ArrowUp", "ArrowDown", "a"]) {
      expect(tabIndexForKey(key, 2, 7)).toBeNull();
    }
  });
  it("does nothing without tabs", () => {
    expect(tabIndexForKey("ArrowRight", 0, 0)).toBeNull();
  });
});
