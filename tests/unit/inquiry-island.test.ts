import { describe, expect, it } from "vitest";
import { defaultMessages } from "~/i18n/catalogue";
import { createTranslator } from "~/i18n/format";
import { toggleToken } from "~/islands/lib/token-list";
import { INQUIRY_FORMS, inquiryEndpoint, isInquiryAnswer, isInquiryFormName } from "~/lib/inquiry-fields";
import { inquiryAnswer } from "~/server/inquiry-response.server";

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
    expect(
      isInquiryAnswer({ status: "invalid", whatsappUrl: null, errors: { name: "Please enter your name." }, values: { name: "" } }),
    ).toBe(true);
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

describe("inquiryAnswer (what the server tells the form)", () => {
  const t = createTranslator(defaultMessages, "en-IN");
  const limited = (retryAfterSeconds: number) => inquiryAnswer({ kind: "rate-limited", retryAfterSeconds, values: {} }, t).body;

  it("says how long to wait, in whole minutes and never less than one", () => {
    expect(limited(30).errors.form).toBe(
      "You have sent several messages in a short time. Please try again in a minute, or call us directly.",
    );
    expect(limited(0).errors.form).toMatch(/try again in a minute,/);
    expect(limited(61).errors.form).toMatch(/try again in 2 minutes,/);
    expect(isInquiryAnswer(limited(900))).toBe(true);
  });
  it("notes a lead the database could not take, in the catalogue's words", () => {
    const unsaved = inquiryAnswer({ kind: "unsaved", whatsappUrl: "https://wa.me/919000011009?text=Hi" }, t).body;
    expect(unsaved.notice).toBe(defaultMessages["forms.noticeUnsaved"]);
    expect(isInquiryAnswer(unsaved)).toBe(true);
    const edited = createTranslator({ ...defaultMessages, "forms.noticeUnsaved": "Not saved: please press send in WhatsApp." }, "en-IN");
    expect(inquiryAnswer({ kind: "unsaved", whatsappUrl: "https://wa.me/1" }, edited).body.notice).toBe(
      "Not saved: please press send in WhatsApp.",
    );
  });
});
