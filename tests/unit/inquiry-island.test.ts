import { describe, expect, it } from "vitest";
import { defaultMessages } from "~/i18n/catalogue";
import { createTranslator } from "~/i18n/format";
import { toggleToken } from "~/islands/lib/token-list";
import { INQUIRY_FORMS, inquiryEndpoint, isInquiryAnswer, isInquiryFormName } from "~/lib/inquiry-fields";
import { travelDateExample } from "~/lib/inquiry-labels";
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
    const unsaved = inquiryAnswer({ kind: "unsaved", whatsappUrl: "https://wa.me/919000011009?text=Hi", values: {} }, t).body;
    expect(unsaved.notice).toBe(defaultMessages["forms.noticeUnsaved"]);
    expect(isInquiryAnswer(unsaved)).toBe(true);
    const edited = createTranslator({ ...defaultMessages, "forms.noticeUnsaved": "Not saved: please press send in WhatsApp." }, "en-IN");
    expect(inquiryAnswer({ kind: "unsaved", whatsappUrl: "https://wa.me/1", values: {} }, edited).body.notice).toBe(
      "Not saved: please press send in WhatsApp.",
    );
  });
});

describe("the confirmation in the answer", () => {
  const t = createTranslator(defaultMessages, "en-IN");
  const sent = (channel: "whatsapp" | "email") =>
    inquiryAnswer(
      {
        kind: "sent",
        whatsappUrl: "https://wa.me/919000011009?text=Hi",
        id: 1,
        reference: "SAM-7K3QX2",
        channel,
        summary: [{ label: "Full name", value: "Fatima" }],
        answerHours: 24,
      },
      t,
    ).body;

  it("carries the reference, the copy and what happens next, worded for the channel", () => {
    expect(sent("email").confirmation).toEqual({
      reference: "SAM-7K3QX2",
      channel: "email",
      summary: [{ label: "Full name", value: "Fatima" }],
      next: "We will answer by e-mail within 24 hours.",
    });
    expect(sent("whatsapp").confirmation?.next).toBe(defaultMessages["forms.confirmNextWhatsAppPress"]);
    expect(sent("whatsapp").confirmation?.next).not.toMatch(/has opened/);
    expect(isInquiryAnswer(sent("email"))).toBe(true);
  });
  it("refuses a confirmation of the wrong shape", () => {
    const body = sent("whatsapp");
    expect(isInquiryAnswer({ ...body, confirmation: { ...body.confirmation, channel: "sms" } })).toBe(false);
    expect(isInquiryAnswer({ ...body, confirmation: { ...body.confirmation, summary: [{ label: 1 }] } })).toBe(false);
    expect(isInquiryAnswer({ ...body, confirmation: { ...body.confirmation, reference: null } })).toBe(false);
  });
});

describe("travelDateExample", () => {
  it("names a month about three months ahead, in the page's language", () => {
    const now = new Date("2026-12-05T10:00:00Z");
    expect(travelDateExample(now, "en-IN")).toBe("March 2027");
    expect(travelDateExample(now, "hi-IN")).toBe("मार्च 2027");
    expect(travelDateExample(now, "te-IN")).toBe("మార్చి 2027");
    expect(travelDateExample(now, "ar-u-nu-latn")).toBe("مارس 2027");
    expect(travelDateExample(new Date("2027-01-31T00:00:00Z"), "en-IN")).toBe("April 2027");
  });
});
