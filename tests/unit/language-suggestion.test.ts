import { describe, expect, it } from "vitest";
import { suggestedLanguage } from "~/lib/language-suggestion";

const SITE = ["hi", "te", "ar", "en"];

describe("suggestedLanguage", () => {
  it("offers the first preferred language the site has, by its primary subtag", () => {
    expect(suggestedLanguage(["te-IN", "en-US"], SITE, "en")).toBe("te");
    expect(suggestedLanguage(["fr-FR", "ar-AE", "en"], SITE, "en")).toBe("ar");
    expect(suggestedLanguage(["HI"], SITE, "en")).toBe("hi");
  });

  it("offers nothing when the page is already in the preferred language or none fits", () => {
    expect(suggestedLanguage(["en-GB", "hi"], SITE, "en")).toBeNull();
    expect(suggestedLanguage(["hi-IN"], SITE, "hi")).toBeNull();
    expect(suggestedLanguage(["fr", "de"], SITE, "en")).toBeNull();
    expect(suggestedLanguage([], SITE, "en")).toBeNull();
  });

  it("offers English on a translated page to an English browser", () => {
    expect(suggestedLanguage(["en-US"], SITE, "ar")).toBe("en");
  });
});
