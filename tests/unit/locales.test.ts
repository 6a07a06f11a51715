import { describe, expect, it } from "vitest";
import { localizePath, splitLocale } from "~/i18n/locales";

describe("splitLocale", () => {
  it("reads a language prefix and the path after it", () => {
    expect(splitLocale("/hi/about")).toEqual({ locale: "hi", path: "/about" });
    expect(splitLocale("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocale("/te/")).toEqual({ locale: "te", path: "/" });
    expect(splitLocale("/te/therapy/cryotherapy")).toEqual({ locale: "te", path: "/therapy/cryotherapy" });
  });

  it("treats every other address as English, today's URLs unchanged", () => {
    expect(splitLocale("/")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/about")).toEqual({ locale: "en", path: "/about" });
    expect(splitLocale("/en/about")).toEqual({ locale: "en", path: "/en/about" });
    expect(splitLocale("/fr/about")).toEqual({ locale: "en", path: "/fr/about" });
    expect(splitLocale("/hindi")).toEqual({ locale: "en", path: "/hindi" });
  });
});

describe("localizePath", () => {
  it("prefixes site paths, keeping anchors and queries", () => {
    expect(localizePath("hi", "/about")).toBe("/hi/about");
    expect(localizePath("hi", "/")).toBe("/hi");
    expect(localizePath("ar", "/#contact")).toBe("/ar#contact");
    expect(localizePath("te", "/?x=1")).toBe("/te?x=1");
  });

  it("leaves English, other sites, and non-paths alone", () => {
    expect(localizePath("en", "/about")).toBe("/about");
    expect(localizePath("hi", "https://wa.me/91")).toBe("https://wa.me/91");
    expect(localizePath("hi", "//evil.example")).toBe("//evil.example");
    expect(localizePath("hi", "#top")).toBe("#top");
    expect(localizePath("hi", "tel:+91")).toBe("tel:+91");
  });
});
