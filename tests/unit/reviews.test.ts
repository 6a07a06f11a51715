import { describe, expect, it } from "vitest";
import { splitReviews } from "~/lib/reviews";

describe("splitReviews", () => {
  const five = [1, 2, 3, 4, 5];
  it("shows the first three and counts the rest", () => {
    expect(splitReviews(five, 3, false)).toEqual({ shown: [1, 2, 3], hiddenCount: 2 });
  });
  it("shows everything once the visitor asked for more", () => {
    expect(splitReviews(five, 3, true)).toEqual({ shown: five, hiddenCount: 0 });
  });
  it("has nothing hidden when there are no more than the first three", () => {
    expect(splitReviews([1, 2], 3, false)).toEqual({ shown: [1, 2], hiddenCount: 0 });
    expect(splitReviews([], 3, false)).toEqual({ shown: [], hiddenCount: 0 });
  });
});
