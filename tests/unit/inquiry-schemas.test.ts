import { describe, expect, it } from "vitest";
import { fieldErrors, homeInquirySchema } from "~/lib/inquiry-schemas";

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
    expect(fieldErrors(result.error)).toEqual({
      name: "Please enter your name.",
      phone: "Please enter your phone number.",
      service: "Please choose a service.",
    });
  });
  it("bounds the message length", () => {
    expect(homeInquirySchema.safeParse({ ...valid, message: "x".repeat(2001) }).success).toBe(false);
  });
});
