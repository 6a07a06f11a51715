import { describe, expect, it } from "vitest";
import { cleanMediaSearch, MEDIA_SEARCH_MAX, mediaSearchPattern } from "~/lib/media-search";

describe("media library search", () => {
  it("tidies what was typed", () => {
    expect(cleanMediaSearch("  cold   room ")).toBe("cold room");
    expect(cleanMediaSearch(null)).toBe("");
    expect(cleanMediaSearch("x".repeat(200))).toHaveLength(MEDIA_SEARCH_MAX);
  });

  it("makes an ILIKE pattern with LIKE's wildcards taken literally", () => {
    expect(mediaSearchPattern("cryo")).toBe("%cryo%");
    expect(mediaSearchPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(mediaSearchPattern("   ")).toBeNull();
  });
});
