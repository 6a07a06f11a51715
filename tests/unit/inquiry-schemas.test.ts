import { describe, expect, it } from "vitest";
import { defaultMessages } from "~/i18n/catalogue";
import { createTranslator } from "~/i18n/format";
import { fieldErrors, homeInquirySchema, internationalInquirySchema, wellnessInquirySchema } from "~/lib/inquiry-schemas";

const t = createTranslator(defaultMessages, "en-IN");

const valid = { name: "Asha", phone: "+91 90000 11001", service: "Cryotherapy", message: "" };

describe("homeInquirySchema", () => {
  it("accepts a complete inquiry and trims, with an empty message as null", () => {
    expect(homeInquirySchema.parse({ ...valid, name: "  Asha  " })).toEqual({
      name: "Asha",
      phone: "+91 90000 11001",
      service: "Cryotherapy",
      message: null,
    });
  });
  it.each(["12345", "phone me", "+91 90000 11001 1234567", "90000<script>"])("rejects the phone %s", (phone) => {
    const result = homeInquirySchema.safeParse({ ...valid, phone });
    expect(result.success).toBe(false);
  });
  it("gives one clear message per missing field", () => {
    const result = homeInquirySchema.safeParse({ name: " ", phone: "", service: "Massage" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error, t)).toEqual({
      name: "Please enter your name.",
      phone: "Please enter your phone number.",
      service: "Please choose a service.",
    });
  });
  it("bounds the message length, saying the limit", () => {
    const result = homeInquirySchema.safeParse({ ...valid, message: "x".repeat(2001) });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error, t)).toEqual({ message: "Please keep your message under 2000 characters." });
  });
  it("says what is wrong with the phone number", () => {
    const result = homeInquirySchema.safeParse({ ...valid, phone: "12345" });
    if (result.success) throw new Error("expected a refusal");
    expect(fieldErrors(result.error, t)).toEqual({ phone: "Please enter a phone number of 7 to 15 digits, for example +91 90000 11001." });
  });
  it("words each message from the catalogue it is given (staff's edits)", () => {
    const result = homeInquirySchema.safeParse({ ...valid, name: "", phone: "1".repeat(31) });
    if (result.success) throw new Error("expected a refusal");
    const edited = createTranslator(
      { ...defaultMessages, "forms.errorNameRequired": "Your name, please.", "forms.errorPhoneTooLong": "At most {max} characters." },
      "en-IN",
    );
    expect(fieldErrors(result.error, edited)).toEqual({ name: "Your name, please.", phone: "At most 30 characters." });
  });
});

describe("the international and wellness schemas", () => {
  it("give each empty field its own message", () => {
    const international = internationalInquirySchema.safeParse({ fullName: "", country: "", contact: "", therapy: "" });
    if (international.success) throw new Error("expected a refusal");
    expect(fieldErrors(international.error, t)).toEqual({
      fullName: "Please enter your full name.",
      country: "Please enter your country.",
      contact: "Please enter your WhatsApp number or e-mail.",
      therapy: "Please choose the therapy you are interested in.",
    });
    const wellness = wellnessInquirySchema.safeParse({ name: "Ravi", email: "not-an-address", phone: "+91 98480 00000", travel: "x" });
    if (wellness.success) throw new Error("expected a refusal");
    expect(fieldErrors(wellness.error, t)).toEqual({ email: "Please enter an e-mail address like name@example.com." });
  });
  it("name the limit of an optional field", () => {
    const result = internationalInquirySchema.safeParse({
      fullName: "A",
      country: "Oman",
      contact: "a@example.com",
      therapy: "HBOT",
      travelDates: "x".repeat(101),
    });
    if (result.success) throw new Error("expected a refusal");
    expect(fieldErrors(result.error, t)).toEqual({ travelDates: "Please keep your travel dates under 100 characters." });
  });
});
