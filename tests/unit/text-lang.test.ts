import { describe, expect, it } from "vitest";
import { fallbackLangOf } from "~/lib/text-lang";

describe("fallbackLangOf", () => {
  it("marks English text on a page in each other language", () => {
    expect(fallbackLangOf("hi", "Cryotherapy")).toBe("en");
    expect(fallbackLangOf("te", "Our doctors")).toBe("en");
    expect(fallbackLangOf("ar", "International patients")).toBe("en");
  });

  it("leaves a translation unmarked in each language", () => {
    expect(fallbackLangOf("hi", "क्रायोथेरेपी")).toBeUndefined();
    expect(fallbackLangOf("te", "మా వైద్యులు")).toBeUndefined();
    expect(fallbackLangOf("ar", "المرضى الدوليون")).toBeUndefined();
    // Arabic presentation forms count as Arabic letters.
    expect(fallbackLangOf("ar", "ﻣﺮﺣﺒﺎ")).toBeUndefined();
  });

  it("judges by the page's own script, not any non-Latin one", () => {
    expect(fallbackLangOf("te", "Knee pain", "घुटने का दर्द")).toBe("en");
    expect(fallbackLangOf("hi", "మా వైద్యులు")).toBeUndefined();
  });

  it("leaves a translation quoting Latin terms unmarked", () => {
    expect(fallbackLangOf("hi", "डॉ. राव MBBS, MS (Ortho) हैं")).toBeUndefined();
    expect(fallbackLangOf("ar", "علاج PRP للركبة")).toBeUndefined();
  });

  it("reads several texts together", () => {
    expect(fallbackLangOf("hi", "Knee pain", "Treated without surgery")).toBe("en");
    expect(fallbackLangOf("hi", "घुटने का दर्द", "PRP")).toBeUndefined();
    expect(fallbackLangOf("hi", null, undefined, "Knee pain")).toBe("en");
  });

  it("reads an HTML field's text, not its markup", () => {
    expect(fallbackLangOf("hi", "<p>Cold <strong>therapy</strong></p>")).toBe("en");
    expect(fallbackLangOf("hi", '<p class="lead"><strong>ठंडी</strong>&nbsp;चिकित्सा</p>')).toBeUndefined();
    expect(fallbackLangOf("te", "<ul><li>5000+</li></ul>")).toBeUndefined();
    expect(fallbackLangOf("ar", "<p>&nbsp;&amp;&#8211;</p><!-- note -->")).toBeUndefined();
  });

  it("leaves text with no letters unmarked", () => {
    expect(fallbackLangOf("hi", "5000+")).toBeUndefined();
    expect(fallbackLangOf("ar", "24/7 · 98%")).toBeUndefined();
  });

  it("leaves empty or missing text unmarked", () => {
    expect(fallbackLangOf("hi", "")).toBeUndefined();
    expect(fallbackLangOf("te", null, undefined)).toBeUndefined();
    expect(fallbackLangOf("ar")).toBeUndefined();
  });

  it("never marks anything on an English page", () => {
    expect(fallbackLangOf("en", "Cryotherapy")).toBeUndefined();
    expect(fallbackLangOf("en", "क्रायोथेरेपी")).toBeUndefined();
  });
});
