import { describe, expect, it } from "vitest";
import {
  documentsRequired,
  inquiryTherapyLabels,
  inquiryTherapyOptions,
  internationalFaqs,
  internationalServices,
  locationFactItems,
  planningSteps,
  whatsappGreeting,
  whyChoose,
} from "~/content/international";

// SPEC §2/§9 counts and facts for /international-patients, checked where they live.
describe("international page content", () => {
  it("has SPEC's counts", () => {
    expect(whyChoose).toHaveLength(5);
    expect(internationalServices).toHaveLength(5);
    expect(planningSteps).toHaveLength(5);
    expect(documentsRequired).toHaveLength(6);
    expect(internationalFaqs).toHaveLength(6);
  });

  it("asks for a passport valid for 6+ months", () => {
    expect(documentsRequired.some((d) => /passport/i.test(d) && /6 months/.test(d))).toBe(true);
  });

  it("states SPEC §9's facts, with costs as estimates", () => {
    const facts = locationFactItems.map((f) => `${f.label}: ${f.value}`).join("\n");
    expect(facts).toMatch(/14 km/);
    expect(facts).toMatch(/30 minutes/);
    expect(facts).toMatch(/Typically estimated at 60-80% lower than the US or Europe/);
    expect(facts).toMatch(/varies with the treatment plan/);
    expect(facts).toMatch(/1-4 weeks/);
    expect(facts).toMatch(/30-45 minutes/);
    expect(facts).toMatch(/within 2-4 hours in business hours/);
    expect(facts).toMatch(/rupees/);
  });

  it("labels every therapy choice of SPEC §5", () => {
    expect([...inquiryTherapyOptions]).toEqual(["HBOT", "Cryotherapy", "Gait Training", "Hydrogen", "Post-Pregnancy", "General"]);
    // The visible label starts with the value the inbox and WhatsApp text carry.
    for (const option of inquiryTherapyOptions) expect(inquiryTherapyLabels[option].startsWith(option)).toBe(true);
  });

  it("greets as an international patient on WhatsApp", () => {
    expect(whatsappGreeting).toMatch(/international patient/);
  });
});
