import { describe, expect, it } from "vitest";
import { clearance } from "~/components/admin/document-form/save-bar";

describe("clearance of the sticky Publish bar", () => {
  it("scrolls a field the bar lies over until its last line is above the bar", () => {
    expect(clearance({ top: 600, bottom: 760 }, 700)).toBe(72);
  });
  it("leaves a field already clear alone", () => {
    expect(clearance({ top: 100, bottom: 600 }, 700)).toBe(0);
  });
  it("never scrolls a tall field's top out of the window", () => {
    expect(clearance({ top: 40, bottom: 900 }, 700)).toBe(28);
  });
});
