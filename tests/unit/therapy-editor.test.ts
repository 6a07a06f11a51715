import { describe, expect, it } from "vitest";
import {
  followSlug,
  isAllowedImageUrl,
  isAllowedLinkUrl,
  isAutoSlug,
  isBlankHtml,
  keepStoredOrder,
  moveItem,
  nextFreeSlug,
  parseKeywords,
  renameInList,
} from "~/lib/therapy-editor";

describe("slug following the title", () => {
  it("follows the title until the slug is edited by hand", () => {
    expect(followSlug("Cold Water Therapy", "new-therapy", false)).toBe("cold-water-therapy");
    expect(followSlug("Cold Water Therapy", "my-own-slug", true)).toBe("my-own-slug");
  });

  it("treats a generated slug (also with a clash number) as following, a typed one as not", () => {
    expect(isAutoSlug("New Therapy", "new-therapy")).toBe(true);
    expect(isAutoSlug("New Therapy", "new-therapy-2")).toBe(true);
    expect(isAutoSlug("Hyperbaric Oxygen Therapy", "hyperbaric-oxygen-therapy")).toBe(true);
    expect(isAutoSlug("Hyperbaric Oxygen Therapy", "hbot")).toBe(false);
    expect(isAutoSlug("New Therapy", "new-therapy-extra")).toBe(false);
    expect(isAutoSlug("", "")).toBe(true);
  });
});

describe("nextFreeSlug", () => {
  it("adds -2, -3 … while taken", () => {
    expect(nextFreeSlug("new-therapy", new Set())).toBe("new-therapy");
    expect(nextFreeSlug("new-therapy", new Set(["new-therapy"]))).toBe("new-therapy-2");
    expect(nextFreeSlug("new-therapy", new Set(["new-therapy", "new-therapy-2", "new-therapy-3"]))).toBe("new-therapy-4");
    expect(nextFreeSlug("new-therapy", new Set(["new-therapy-2"]))).toBe("new-therapy");
  });
});

describe("list fields", () => {
  it("splits keywords on commas, trimmed, without blanks or duplicates", () => {
    expect(parseKeywords(" HBOT, oxygen therapy ,, hbot , Vizag")).toEqual(["HBOT", "oxygen therapy", "Vizag"]);
    expect(parseKeywords("")).toEqual([]);
  });

  it("moves an item up or down and leaves the ends alone", () => {
    expect(moveItem(["a", "b", "c"], 1, "up")).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, "down")).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, "up")).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, "down")).toEqual(["a", "b", "c"]);
  });

  it("renames a slug inside a related list", () => {
    expect(renameInList(["cryotherapy", "hbot"], "cryotherapy", "cold-therapy")).toEqual(["cold-therapy", "hbot"]);
  });

  it("keeps the stored order of related therapies still chosen, new ones after in the order sent", () => {
    expect(keepStoredOrder(["c", "a"], ["a", "c"])).toEqual(["c", "a"]);
    expect(keepStoredOrder(["c", "a"], ["a", "b", "c"])).toEqual(["c", "a", "b"]);
    expect(keepStoredOrder(["c", "a"], ["b"])).toEqual(["b"]);
    expect(keepStoredOrder([], ["b", "a"])).toEqual(["b", "a"]);
  });
});

describe("rich text addresses (SPEC §5)", () => {
  it("allows links by http, https, mailto and tel only", () => {
    for (const url of ["https://example.org", "http://example.org/a", "mailto:care@samudra-rehab.example", "tel:+919000011001"]) {
      expect(isAllowedLinkUrl(url), url).toBe(true);
    }
    for (const url of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://x.example", "example.org", "vbscript:x"]) {
      expect(isAllowedLinkUrl(url), url).toBe(false);
    }
  });

  it("allows images by http, https and raster data: addresses only", () => {
    expect(isAllowedImageUrl("https://example.org/a.png")).toBe(true);
    expect(isAllowedImageUrl("data:image/png;base64,iVBORw0KGgo=")).toBe(false);
    expect(isAllowedImageUrl("data:image/svg+xml;base64,PHN2Zz4=")).toBe(false);
    expect(isAllowedImageUrl("javascript:alert(1)")).toBe(false);
    expect(isAllowedImageUrl("mailto:x@y.example")).toBe(false);
  });

  it("counts an editor's empty paragraph as blank, an image as content", () => {
    expect(isBlankHtml("<p></p>")).toBe(true);
    expect(isBlankHtml("<p>&nbsp; </p>")).toBe(true);
    expect(isBlankHtml('<p><img src="https://example.org/a.png"></p>')).toBe(false);
    expect(isBlankHtml("<p>Text</p>")).toBe(false);
  });
});
