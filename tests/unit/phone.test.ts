import { describe, expect, it } from "vitest";
import { flagOf, parsePhone, phoneDisplay, phoneSearchDigits } from "~/lib/phone";

describe("parsePhone", () => {
  it("reads a number without a country code in the clinic's plan", () => {
    expect(parsePhone("98480 12345")).toMatchObject({ e164: "+919848012345", region: "IN", nationalNumber: "9848012345" });
    expect(parsePhone("098480-12345")?.e164).toBe("+919848012345");
  });
  it("reads + and 00 as an international prefix", () => {
    expect(parsePhone("+968 9123 4567")).toMatchObject({ e164: "+96891234567", region: "OM" });
    expect(parsePhone("00968 9123 4567")?.e164).toBe("+96891234567");
    expect(parsePhone("+234 803 123 4567")?.region).toBe("NG");
  });
  it("refuses text, short numbers and numbers outside any plan's ranges", () => {
    expect(parsePhone("fatima")).toBeNull();
    expect(parsePhone("91234567")).toBeNull();
    expect(parsePhone("12345")).toBeNull();
    expect(parsePhone("+91 98480 12345 ext")).toBeNull();
  });
  it("reads a number in another plan when told the country", () => {
    expect(parsePhone("9123 4567", "OM")?.e164).toBe("+96891234567");
    expect(parsePhone("9123 4567", null)).toBeNull();
  });
});

describe("flagOf", () => {
  it("spells a region with regional-indicator letters", () => {
    expect(flagOf("IN")).toBe("\u{1F1EE}\u{1F1F3}");
    expect(flagOf("in")).toBe("");
  });
});

describe("phoneDisplay", () => {
  it("shows Indian numbers in national form and others internationally", () => {
    expect(phoneDisplay("+919848012345")).toMatchObject({
      text: "098480 12345",
      region: "IN",
      telHref: "tel:+919848012345",
      waNumber: "919848012345",
    });
    expect(phoneDisplay("+96891234567")).toMatchObject({ text: "+968 9123 4567", region: "OM", waNumber: "96891234567" });
  });
  it("keeps an old free-text contact as it was, with no links", () => {
    expect(phoneDisplay("91234567")).toEqual({ text: "91234567", flag: "", region: null, telHref: null, waNumber: null });
  });
});

describe("phoneSearchDigits", () => {
  it("looks for a whole number by its national digits, however it was typed", () => {
    expect(phoneSearchDigits("+91 98765 43210")).toBe("9876543210");
    expect(phoneSearchDigits("098765-43210")).toBe("9876543210");
    expect(phoneSearchDigits("98765 43210")).toBe("9876543210");
  });
  it("looks for a part of a number as its digits", () => {
    expect(phoneSearchDigits("9876")).toBe("9876");
    expect(phoneSearchDigits("43 210")).toBe("43210");
  });
  it("is no phone search for words", () => {
    expect(phoneSearchDigits("kumar")).toBeNull();
    expect(phoneSearchDigits("రవి")).toBeNull();
    expect(phoneSearchDigits(" - ")).toBeNull();
  });
});
