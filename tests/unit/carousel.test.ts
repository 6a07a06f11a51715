import { describe, expect, it } from "vitest";
import { slideTransform, wrapIndex } from "~/lib/carousel";

describe("slideTransform", () => {
  it("moves the track left to show a later slide in a left-to-right page", () => {
    expect(slideTransform(0)).toBe("translateX(-0%)");
    expect(slideTransform(2)).toBe("translateX(-200%)");
    expect(slideTransform(1, false)).toBe("translateX(-100%)");
  });
  it("moves it right in a right-to-left page, where the later slides lie to the left", () => {
    expect(slideTransform(0, true)).toBe("translateX(0%)");
    expect(slideTransform(2, true)).toBe("translateX(200%)");
  });
  it("shows the slide wrapIndex picks", () => {
    expect(slideTransform(wrapIndex(-1, 3), true)).toBe("translateX(200%)");
  });
});
