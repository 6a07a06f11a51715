import { describe, expect, it } from "vitest";
import { defaultMessages } from "~/i18n/catalogue";
import { createTranslator } from "~/i18n/format";
import { homeInquiryText, internationalInquiryText, wellnessInquiryText, whatsAppUrl } from "~/lib/whatsapp";

// The code's own English texts: SPEC §7's formats.
const t = createTranslator(defaultMessages, "en-IN");

describe("whatsAppUrl", () => {
  it("uses the digits of the number and encodes the text", () => {
    expect(whatsAppUrl("+91 90000 11009", "Hi & bye\nok?")).toBe("https://wa.me/919000011009?text=Hi%20%26%20bye%0Aok%3F");
  });
});

describe("homeInquiryText", () => {
  it("names the service, the visitor and the message", () => {
    expect(homeInquiryText({ name: "Asha", service: "Cryotherapy", message: " Knee pain " }, "Samudra", t)).toBe(
      "Hello Samudra, I would like to book a consultation for Cryotherapy.\nName: Asha\nMessage: Knee pain",
    );
  });
  it("greets the clinic by the short name of its settings", () => {
    expect(homeInquiryText({ name: "Asha", service: "Cryotherapy" }, "Sagar", t)).toMatch(/^Hello Sagar, I would like/);
  });
  it("leaves out an empty message", () => {
    expect(homeInquiryText({ name: "Asha", service: "General Consultation", message: "  " }, "Samudra", t)).not.toContain("Message");
  });
});

describe("internationalInquiryText", () => {
  it("writes the labelled lines of SPEC §7", () => {
    const text = internationalInquiryText(
      {
        fullName: "John Doe",
        country: "Oman",
        contact: "john@example.com",
        therapy: "HBOT",
        travelDates: "March 2027",
        message: "Wound care",
      },
      t,
    );
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
    const text = wellnessInquiryText({ name: "Ravi", email: "r@example.com", phone: "+91 98480 00000" }, t);
    expect(text.split("\n")[0]).toBe("7-Day Wellness Program Inquiry");
    expect(text).toContain("Email: r@example.com");
    expect(text).toContain("Phone: +91 98480 00000");
    expect(text.split("\n").at(-1)).toBe("Message: -");
  });
});

describe("the texts' wording", () => {
  it("marks the international form's empty optional lines as not given", () => {
    const lines = internationalInquiryText(
      { fullName: "A", country: "Oman", contact: "a@example.com", therapy: "General", travelDates: " " },
      t,
    ).split("\n");
    expect(lines.slice(-2)).toEqual(["Travel Dates: Not decided yet", "Message: -"]);
  });
  it("takes the catalogue's words, and never reads the visitor's text as a message", () => {
    const edited = createTranslator({ ...defaultMessages, "forms.waName": "Naam: {name}" }, "en-IN");
    const text = homeInquiryText({ name: "{clinicName} <b>'x'</b>", service: "Cryotherapy" }, "Samudra", edited);
    expect(text.split("\n")[1]).toBe("Naam: {clinicName} <b>'x'</b>");
  });
});
