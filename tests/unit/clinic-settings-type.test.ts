import { describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { clinicSettingsFields } from "~/content-types/clinic-settings";
import { formFields } from "../support/document-fields";
import { parseDocumentForm, validateDocument, valueToForm, type FormObject } from "~/lib/document-form";

const seedForm = () => valueToForm(clinicSettingsSeed) as FormObject;

/** The seed as the flat fields a browser sends, with some replaced (null: left out). */
const formEntries = (changes: Record<string, string | null> = {}) => Object.entries(formFields(clinicSettingsSeed, changes));

describe("clinic settings type", () => {
  it("accepts its own seed, unchanged", () => {
    const result = validateDocument(clinicSettingsFields, seedForm());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toEqual(clinicSettingsSeed);
  });

  it("round-trips the seed through a submitted form", () => {
    const result = parseDocumentForm(clinicSettingsFields, formEntries());
    expect(result.ok && result.value).toEqual(clinicSettingsSeed);
  });

  it("gives every wrong field its own message", () => {
    const result = parseDocumentForm(
      clinicSettingsFields,
      formEntries({
        "phones.0.number": "90000 11001",
        "contact.email": "care@",
        "contact.whatsapp": "+91 abc",
        "social.0.url": "http://instagram.com/samudrarehab",
        "hours.0.open": "19:00",
        "hours.0.close": "09:00",
        "hours.1.open": "",
        name: "x".repeat(101),
        "address.countryCode": "india",
        "contact.emergencyNumber": "1-0-8",
        "closures.0.from": "2026-01-15",
        "closures.0.to": "2026-01-14",
        "closures.0.notice": "Closed",
        shareImage: "//evil.example/x.png",
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: "Clinic name: shorten it to 100 characters or fewer.",
      "address.countryCode": "Address › Country code: shorten it to 2 characters or fewer.",
      "phones.0.number": "Phone numbers › Phone 1 › Number: enter the number in international form, e.g. +91 90000 11001.",
      "contact.whatsapp": "Other contact › WhatsApp number: enter the number in international form, e.g. +91 90000 11001.",
      "contact.email": "Other contact › Email: enter an email address like name@example.com.",
      "hours.1.open": 'Opening hours › Tuesday › Opens: enter the opening time, or tick "Closed".',
      "social.0.url": "Social links › Link 1 › Address: enter a full https:// address.",
      shareImage: "Default share image: choose one of the pictures offered (pictures on this site only).",
      "hours.0.close": "Opening hours › Monday › Closes: closing time must be after opening time.",
      "contact.emergencyNumber": "Other contact › Emergency number: digits only, e.g. 108.",
      "closures.0.to": "Holiday closures › Closure 1 › Last day closed: the last day must be on or after the first day.",
    });
    // What was typed comes back as typed.
    expect((result.raw.contact as FormObject).email).toBe("care@");
  });

  it("drops a blank spare item and items marked for removal, keeps index order", () => {
    const result = parseDocumentForm(
      clinicSettingsFields,
      formEntries({ "phones.5.number": "", "phones.5.label": "", "phones.1._remove": "on", "phones.9.number": "+44 20 7946 0000" }),
    );
    expect(result.ok).toBe(true);
    if (result.ok)
      expect((result.value as { phones: Array<{ number: string }> }).phones.map((p) => p.number)).toEqual([
        "+91 90000 11001",
        "+91 90000 11003",
        "+44 20 7946 0000",
      ]);
  });

  it("refuses a list without its one required phone, and a closed day needs no times", () => {
    const entries = formEntries({
      "phones.0.number": null,
      "phones.0.label": null,
      "phones.1.number": null,
      "phones.1.label": null,
      "phones.2.number": null,
      "phones.2.label": null,
      "hours.6.closed": "on",
      "hours.6.open": "",
      "hours.6.close": "",
    });
    const result = parseDocumentForm(clinicSettingsFields, entries);
    expect(!result.ok && result.errors).toEqual({ phones: "Phone numbers: add at least one phone." });
  });

  it("keeps HTML typed into a plain field as text (it is escaped when shown)", () => {
    const result = parseDocumentForm(clinicSettingsFields, formEntries({ tagline: "<b>Calm</b> care" }));
    expect(result.ok && (result.value as { tagline: string }).tagline).toBe("<b>Calm</b> care");
  });

  it("refuses the weekdays out of order", () => {
    const result = parseDocumentForm(clinicSettingsFields, formEntries({ "hours.0.day": "Sunday", "hours.6.day": "Monday" }));
    expect(!result.ok && result.errors.hours).toBe("Opening hours must list Monday to Sunday in order.");
  });
});
