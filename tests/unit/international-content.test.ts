import { describe, expect, it } from "vitest";
import { inquiryTherapyOptions, internationalPageSeed } from "~/content/international";
import { defaultMessages } from "~/i18n/catalogue";
import {
  fillDocument,
  fillPlaceholders,
  internationalPageFields,
  placeholderValues,
  unknownPlaceholders,
} from "~/content-types/international-page";
import { parseDocumentForm, validateDocument, valueToForm, type FormObject } from "~/lib/document-form";
import { formFields } from "../support/document-fields";

const clinic = { hoursText: "Monday to Saturday 9AM-7PM and Sunday 10AM-4PM", emergencyNumber: "108", responseTime: "within 24 hours" };
const page = fillDocument(internationalPageSeed, placeholderValues(internationalPageSeed.facts, clinic));

// SPEC §2/§9 counts and facts for /international-patients, as the page shows them.
describe("international page content", () => {
  it("is a valid document of its type", () => {
    expect(validateDocument(internationalPageFields, valueToForm(internationalPageSeed) as FormObject).ok).toBe(true);
  });

  it("has SPEC's counts", () => {
    expect(page.whyChoose.cards).toHaveLength(5);
    expect(page.services.cards).toHaveLength(5);
    expect(page.planning.steps).toHaveLength(5);
    expect(page.documents.items).toHaveLength(6);
    expect(page.faq.items).toHaveLength(6);
  });

  it("asks for a passport valid for 6+ months", () => {
    expect(page.documents.items.some((d) => /passport/i.test(d.text) && /6 months/.test(d.text))).toBe(true);
  });

  it("states SPEC §9's facts from the figures typed once, with costs as estimates", () => {
    const facts = page.location.facts.map((f) => `${f.label}: ${f.value}`).join("\n");
    expect(facts).toMatch(/14 km/);
    expect(facts).toMatch(/30 minutes/);
    expect(facts).toMatch(/Typically estimated at 60-80% lower than the US or Europe/);
    expect(facts).toMatch(/varies with the treatment plan/);
    expect(facts).toMatch(/1-4 weeks/);
    expect(facts).toMatch(/30-45 minutes/);
    // The reply time is the clinic settings' (decision 078), not a figure of this page.
    expect(facts).toMatch(/We reply within 24 hours/);
    expect(facts).toMatch(/rupees/);
    expect(JSON.stringify(page)).not.toMatch(/\{[a-zA-Z]+\}/);
    // One figure changed once changes every sentence that names it.
    const edited = { ...internationalPageSeed, facts: { ...internationalPageSeed.facts, typicalStay: "2-6 weeks" } };
    const longer = JSON.stringify(fillDocument(edited, placeholderValues(edited.facts, clinic)));
    expect(longer).not.toMatch(/1-4 weeks/);
    expect(longer.match(/2-6 weeks/g)?.length).toBe(JSON.stringify(page).match(/1-4 weeks/g)?.length);
  });

  it("promises the clinic settings' reply time wherever it names one, and no other", () => {
    const text = JSON.stringify(page);
    expect(text.match(/within 24 hours/g)?.length).toBe(JSON.stringify(internationalPageSeed).match(/\{responseTime\}/g)?.length);
    expect(text).not.toMatch(/\d+\s*(-|–)\s*\d+ hours|within \d+ hours? in business/);
    const sooner = JSON.stringify(
      fillDocument(internationalPageSeed, placeholderValues(internationalPageSeed.facts, { ...clinic, responseTime: "within 6 hours" })),
    );
    expect(sooner).not.toMatch(/24 hours/);
    expect(sooner).toMatch(/Our coordinator replies within 6 hours\./);
  });

  it("names the clinic's own hours and emergency number", () => {
    expect(page.location.points.map((p) => p.text)).toContain("Open Monday to Saturday 9AM-7PM and Sunday 10AM-4PM.");
    expect(page.faq.items.at(-1)?.answer).toMatch(/call 108\.$/);
  });

  it("labels every therapy choice of SPEC §5", () => {
    expect([...inquiryTherapyOptions]).toEqual(["HBOT", "Cryotherapy", "Gait Training", "Hydrogen", "Post-Pregnancy", "General"]);
    // The visible label starts with the value the inbox and WhatsApp text carry.
    const labels = [
      "therapyHbot",
      "therapyCryotherapy",
      "therapyGait",
      "therapyHydrogen",
      "therapyPostPregnancy",
      "therapyGeneral",
    ] as const;
    labels.forEach((key, i) => expect(defaultMessages[`forms.${key}`].startsWith(inquiryTherapyOptions[i] ?? "?")).toBe(true));
  });

  it("greets as an international patient on WhatsApp", () => {
    expect(page.whatsappGreeting).toMatch(/international patient/);
  });
});

describe("placeholders", () => {
  it("fills the known ones and reports the unknown ones", () => {
    expect(fillPlaceholders("Stay {typicalStay}; {x} stays", placeholderValues(internationalPageSeed.facts, clinic))).toBe(
      "Stay 1-4 weeks; {x} stays",
    );
    expect(unknownPlaceholders("{typicalStay} {typicalstay} {price}")).toEqual(["typicalstay", "price"]);
  });

  it("refuses an unknown placeholder at the field that holds it, nested in lists too", () => {
    const result = parseDocumentForm(
      internationalPageFields,
      Object.entries(
        formFields(internationalPageSeed, {
          "planning.steps.1.details.0.text": "Costs {price} in total",
          "faq.items.0.answer": "See {costSavings}.",
        }),
      ),
    );
    expect(!result.ok && result.errors).toEqual({
      "planning.steps.1.details.0.text": expect.stringMatching(
        /^Planning your visit › Steps › Teleconsultation and Treatment Plan › Details › Costs \{price\} in total › Detail: Unknown placeholder \{price\}: use one of \{airportKm\}/,
      ),
    });
  });
});

describe("placeholder filling", () => {
  it("leaves a name that only the object prototype knows alone", () => {
    expect(fillPlaceholders("{constructor} {toString}", placeholderValues(internationalPageSeed.facts, clinic))).toBe(
      "{constructor} {toString}",
    );
  });
});
