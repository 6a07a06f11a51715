import { describe, expect, it } from "vitest";
import {
  homeInquiryText,
  internationalInquiryText,
  wellnessInquiryText,
  whatsAppUrl,
} from "~/lib/whatsapp";

describe("whatsAppUrl", () => {
  it("uses the digits of the number and encodes the text", () => {
    expect(whatsAppUrl("+91 90000 11009", "Hi & bye\nok?")).toBe(
      "https://wa.me/919000011009?text=Hi%20%26%20bye%0Aok%3F",
    );
  });
});

describe("homeInquiryText", () => {
  it("names the service, the visitor and the message", () => {
    expect(homeInquiryText({ name: "Asha", service: "Cryotherapy", message: " Knee pain " }, "Samudra")).toBe(
      "Hello Samudra, I would like to book a consultation for Cryotherapy.\nName: Asha\nMessage: Knee pain",
    );
  });
  it("greets the clinic by the short name of its settings", () => {
    expect(homeInquiryText({ name: "Asha", service: "Cryotherapy" }, "Sagar")).toMatch(/^Hello Sagar, I would like/);
  });
  it("leaves out an empty message", () => {
    expect(homeInquiryText({ name: "Asha", service: "General Consultation", message: "  " }, "Samudra")).not.toContain(
      "Message",
    );
  });
});

describe("internationalInquiryText", () => {
  it("writes the labelled lines of SPEC §7", () => {
    const text = internationalInquiryText({
      fullName: "John Doe",
      country: "Oman",
      contact: "john@example.com",
      therapy: "HBOT",
      travelDates: "March 2027",
      message: "Wound care",
    });
    expect(text.split("\n")).toEqual([
      "International Patient Inquiry",
      "Name: John Doe",
      "Country: Oman",
      "Contact: john@example.com",
      "Therapy Interest: HBOT",
      "Travel Dates: March 2027",
      "Message: Wound care",
    ]);
  });
});

describe("wellnessInquiryText", () => {
  it("starts with the program heading", () => {
    const text = wellnessInquiryText({ name: "Ravi", email: "r@example.com", phone: "+91 98480 00000" });
    expect(text.split("\n")[0]).toBe("7-Day Wellness Program Inquiry");
    expect(text).toContain("Email: r@example.com");
    expect(text).toContain("Phone: +91 98480 00000");
  });
});
