import { describe, expect, it } from "vitest";
import { toggleToken } from "~/islands/lib/token-list";
import { INQUIRY_FORMS, inquiryEndpoint, isInquiryAnswer, isInquiryFormName } from "~/lib/inquiry-fields";

describe("toggleToken (aria-describedby of a field)", () => {
  it("adds the error after the hint, as the server renders it", () => {
    expect(toggleToken("f-phone-hint", "f-phone-error", true)).toBe("f-phone-hint f-phone-error");
    expect(toggleToken(null, "f-name-error", true)).toBe("f-name-error");
  });
  it("never lists a token twice, and keeps it last", () => {
    expect(toggleToken("f-phone-error f-phone-hint", "f-phone-error", true)).toBe("f-phone-hint f-phone-error");
  });
  it("takes it out again, leaving null when nothing is left", () => {
    expect(toggleToken("f-phone-hint f-phone-error", "f-phone-error", false)).toBe("f-phone-hint");
    expect(toggleToken("f-name-error", "f-name-error", false)).toBeNull();
    expect(toggleToken("  ", "x", false)).toBeNull();
  });
});

describe("inquiry endpoint names", () => {
  it("knows the five forms and builds their endpoint", () => {
    expect(INQUIRY_FORMS).toEqual(["home", "contact", "therapy", "international", "wellness"]);
    expect(inquiryEndpoint("therapy")).toBe("/api/inquiries/therapy");
    expect(isInquiryFormName("wellness")).toBe(true);
    expect(isInquiryFormName("admin")).toBe(false);
    expect(isInquiryFormName(undefined)).toBe(false);
  });
});

describe("isInquiryAnswer", () => {
  const sent = { status: "sent", whatsappUrl: "https://wa.me/919000011009?text=Hi", errors: {}, values: {} };
  it("accepts each answer the endpoint gives", () => {
    expect(isInquiryAnswer(sent)).toBe(true);
    expect(isInquiryAnswer({ ...sent, status: "unsaved", notice: "Please press send there." })).toBe(true);
    expect(isInquiryAnswer({ status: "invalid", whatsappUrl: null, errors: { name: "Please enter your name." }, values: { name: "" } })).toBe(true);
    expect(isInquiryAnswer({ status: "rate-limited", whatsappUrl: null, errors: { form: "Later." }, values: {} })).toBe(true);
  });
  it("refuses anything else: refusals, odd statuses, non-https links, non-text messages", () => {
    for (const value of [
      null,
      "sent",
      { error: "This request did not come from this site." },
      { ...sent, status: "ok" },
      { ...sent, whatsappUrl: "javascript:alert(1)" },
      { ...sent, whatsappUrl: undefined },
      { ...sent, errors: { name: 1 } },
      { ...sent, errors: [] },
      { ...sent, values: null },
      { ...sent, notice: 3 },
    ]) {
      expect(isInquiryAnswer(value), JSON.stringify(value)).toBe(false);
    }
  });
});
