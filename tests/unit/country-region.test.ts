import { describe, expect, it } from "vitest";
import { normalizeCountryName, regionOfCountry } from "~/lib/country-region";

describe("regionOfCountry", () => {
  it.each([
    ["Oman", "OM"],
    ["  oman. ", "OM"],
    ["United Arab Emirates", "AE"],
    ["UAE", "AE"],
    ["The Netherlands", "NL"],
    ["Côte d’Ivoire", "CI"],
    ["cote d'ivoire", "CI"],
    ["UK", "GB"],
    ["USA", "US"],
    ["Nigeria", "NG"],
    ["India", "IN"],
  ])("reads the English name %s", (text, region) => {
    expect(regionOfCountry(text)).toBe(region);
  });
  it.each([
    ["عُمان", "OM"],
    ["عمان", "OM"],
    ["الإمارات العربية المتحدة", "AE"],
    ["الامارات", "AE"],
    ["المملكة العربية السعودية", "SA"],
    ["ओमान", "OM"],
    ["संयुक्त अरब अमीरात", "AE"],
    ["ఓమన్", "OM"],
    ["యునైటెడ్ కింగ్‌డమ్", "GB"],
    ["యునైటెడ్ కింగ్డమ్", "GB"],
  ])("reads %s in the site's other languages", (text, region) => {
    expect(regionOfCountry(text)).toBe(region);
  });
  it("takes a two-letter region code as it is", () => {
    expect(regionOfCountry("om")).toBe("OM");
  });
  it("answers null for what names no country", () => {
    for (const text of ["", "   ", "Atlantis", "fatima", "123"]) expect(regionOfCountry(text), text).toBeNull();
  });
});

describe("normalizeCountryName", () => {
  it("folds case, accents, marks, joiners and punctuation", () => {
    expect(normalizeCountryName("  Côte  d’Ivoire! ")).toBe("cote d ivoire");
    expect(normalizeCountryName("الإمارات")).toBe(normalizeCountryName("الامارات"));
    expect(normalizeCountryName("కింగ్‌డమ్")).toBe(normalizeCountryName("కింగ్డమ్"));
  });
});
