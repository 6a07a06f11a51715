import { describe, expect, it } from "vitest";
import { defaultMessages } from "~/i18n/catalogue";
import { createTranslator } from "~/i18n/format";
import {
  fieldErrors,
  homeInquirySchema,
  internationalInquirySchema,
  readInternationalContact,
  wellnessInquirySchema,
} from "~/lib/inquiry-schemas";

const t = createTranslator(defaultMessages, "en-IN");

const valid = { name: "Asha", phone: "+91 90000 11001", service: "Cryotherapy", message: "" };

describe("homeInquirySchema", () => {
  it("accepts a complete inquiry and trims, with an empty message as null", () => {
    expect(homeInquirySchema.parse({ ...valid, name: "  Asha  " })).toEqual({
      name: "Asha",
      phone: "+919000011001",
      service: "Cryotherapy",
      message: null,
    });
  });
  it.each([
    ["+91 98480 22222", "+919848022222"],
    ["98480 22222", "+919848022222"],
    ["098480-22222", "+919848022222"],
    ["0091 98480 22222", "+919848022222"],
    ["+968 9123 4567", "+96891234567"],
    ["+44 7911 123456", "+447911123456"],
  ])("stores the phone %s as %s (without a country code, an Indian number)", (phone, e164) => {
    expect(homeInquirySchema.parse({ ...valid, phone }).phone).toBe(e164);
    expect(wellnessInquirySchema.parse({ name: "Ravi", email: "ravi@example.com", phone }).phone).toBe(e164);
  });
  it.each(["12345", "phone me", "+91 90000 11001 1234567", "90000<script>", "91234567", "+91 00000 11111"])(
    "rejects the phone %s",
    (phone) => {
      const result = homeInquirySchema.safeParse({ ...valid, phone });
      expect(result.success).toBe(false);
    },
  );
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
    expect(fieldErrors(result.error, t)).toEqual({
      phone:
        "This is not a phone number we can reach: please check the digits, and outside India start with the country code, e.g. +44 7700 900123.",
    });
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

describe("the international form's contact", () => {
  const inquiry = { fullName: "Fatima Al-Harthy", country: "Oman", therapy: "HBOT" };
  const contactError = (contact: string, country = "Oman") => {
    const result = internationalInquirySchema.safeParse({ ...inquiry, country, contact });
    return result.success ? null : fieldErrors(result.error, t).contact;
  };

  it("takes an e-mail address, or a number with its country code", () => {
    expect(readInternationalContact("fatima@example.om", "Oman")).toEqual({ kind: "email", email: "fatima@example.om" });
    expect(readInternationalContact("+968 9123 4567", "Atlantis")).toMatchObject({ kind: "phone", phone: { e164: "+96891234567" } });
    expect(contactError("fatima@example.om")).toBeNull();
    expect(contactError("+44 7911 123456")).toBeNull();
  });
  it("reads a number without its country code in the plan of the country typed, in any of the site's languages", () => {
    expect(readInternationalContact("9123 4567", "Oman")).toMatchObject({ kind: "phone", phone: { e164: "+96891234567" } });
    expect(readInternationalContact("9123 4567", "عُمان")).toMatchObject({ kind: "phone", phone: { e164: "+96891234567" } });
    expect(readInternationalContact("050 123 4567", "UAE")).toMatchObject({ kind: "phone", phone: { e164: "+971501234567" } });
  });
  it("refuses a name, a bad address, and a number abroad without its country code, saying what to type", () => {
    const message = "Please enter an e-mail address (name@example.com) or a WhatsApp number with its country code, e.g. +44 7700 900123.";
    expect(contactError("fatima")).toBe(message);
    expect(contactError("fatima@")).toBe(message);
    expect(contactError("91234567", "India")).toBe(message);
    expect(contactError("91234567", "Atlantis")).toBe(message);
    expect(contactError("7700 900123", "Nigeria")).toBe(message);
  });
  it("checks the contact even when another field is refused too", () => {
    const result = internationalInquirySchema.safeParse({ ...inquiry, therapy: "", contact: "fatima" });
    if (result.success) throw new Error("expected a refusal");
    expect(Object.keys(fieldErrors(result.error, t)).sort()).toEqual(["contact", "therapy"]);
  });
});
