import { describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { surgeonSeed } from "~/content/doctor-seeds";
import { doctorCardStats, wellnessPageSeed as page } from "~/content/wellness";
import { fillWellnessPage, WELLNESS_ACCENTS, wellnessPageFields } from "~/content-types/wellness-page";
import { parseDocumentForm, validateDocument, valueToForm, type FormObject } from "~/lib/document-form";
import { formFields } from "../support/document-fields";

const texts = (items: Array<{ text: string }>) => items.map((i) => i.text);

// SPEC §2/§9 counts and facts of the 7-day program, kept true as the text is edited: checked on
// the page's starting document, as the clinic first sees it in the admin.
describe("wellness program content", () => {
  it("is a valid document of its type", () => {
    expect(validateDocument(wellnessPageFields, valueToForm(page) as FormObject).ok).toBe(true);
  });

  it("has seven days, shown as Day 1 to Day 7, of five distinct activities each", () => {
    expect(page.days).toHaveLength(7);
    expect(page.program.dayLabel).toBe("Day");
    for (const [i, day] of page.days.entries()) {
      expect(new Set(texts(day.activities)).size, `day ${i + 1}`).toBe(5);
      expect(day.title && day.subtitle).toBeTruthy();
    }
    // Each day has its own colour, one the day plan draws.
    expect(page.days.map((d) => d.accent)).toEqual(WELLNESS_ACCENTS.map((a) => a.value));
  });

  it("lists nine therapies and eight outcomes", () => {
    expect(page.therapies.items).toHaveLength(9);
    expect(new Set(page.therapies.items.map((t) => t.name)).size).toBe(9);
    expect(page.outcomes.items).toHaveLength(8);
  });

  it("compares stress, energy, sleep and focus before and after", () => {
    expect(page.beforeAfter.rows.map((r) => [r.metric, r.before, r.after])).toEqual([
      ["Stress", "High", "Optimal"],
      ["Energy", "Low", "High"],
      ["Sleep", "Poor", "Restorative"],
      ["Focus", "Scattered", "Sharp"],
    ]);
  });

  it("says results vary wherever the page speaks of outcomes", () => {
    for (const text of [
      page.hero.subtitle,
      page.outcomes.note,
      page.beforeAfter.caption,
      page.stories.intro,
      page.faq.items[3]?.answer ?? "",
    ]) {
      expect(text).toMatch(/[Rr]esults vary from person to person\./);
    }
  });

  it("takes the doctor card's figures from the records that hold them", () => {
    const { patientsSupported } = clinicSettingsSeed.figures;
    const stats = doctorCardStats({ yearsExperience: surgeonSeed.yearsExperience, patientsSupported, averageRating: 4.7 });
    expect(stats.map((s) => s.value)).toEqual(["10+", "1000+", "4.7/5"]);
    expect(stats.map((s) => s.label)).toEqual(["Years Experience", "Patients", "Rating"]);
    expect(stats[0]?.value).toBe(`${surgeonSeed.yearsExperience}+`);
    expect(stats[1]?.value).toBe(`${patientsSupported}+`);
  });

  it("leaves the rating out of the doctor card when no testimonial is active", () => {
    expect(doctorCardStats({ yearsExperience: 10, patientsSupported: 1000, averageRating: null }).map((s) => s.label)).toEqual([
      "Years Experience",
      "Patients",
    ]);
  });

  it("answers that the program is outpatient, with a preparation guide and hotels within 2 km", () => {
    const answers = page.faq.items.map((f) => f.answer).join("\n");
    expect(answers).toMatch(/outpatient/);
    expect(answers).toMatch(/preparation guide/);
    expect(answers).toMatch(/within 2 km/);
    // The reply time comes from the clinic settings (decision 078).
    expect(page.booking.responsePromise).toBe("We reply {responseTime}");
    const filled = fillWellnessPage(page, "within 24 hours");
    expect(filled.booking.responsePromise).toBe("We reply within 24 hours");
    expect(filled.faq.items.at(-1)?.answer).toMatch(/We reply within 24 hours\.$/);
    expect(JSON.stringify(filled)).not.toMatch(/\{responseTime\}|2 hours/);
  });
});

describe("wellness page document", () => {
  const parse = (changes: Record<string, string | null>) =>
    parseDocumentForm(wellnessPageFields, Object.entries(formFields(page, changes)));

  it("refuses an emptied activity at that activity's own field", () => {
    const result = parse({ "days.2.activities.0.text": "" });
    expect(!result.ok && result.errors).toEqual({
      "days.2.activities.0.text": "Days › Release Tension › Activities › Activity 1: enter some text.",
    });
  });

  it("keeps five activities a day and seven days", () => {
    const sixth = parse({ "days.0.activities.5.text": "Extra session" });
    expect(!sixth.ok && sixth.errors).toEqual({
      "days.0.activities": "Days › Assess and Reset › Activities: keep it to 5 items or fewer.",
    });
    const sixDays = parse({ "days.6._remove": "on" });
    expect(!sixDays.ok && sixDays.errors).toEqual({ days: "Days: add at least 7." });
  });

  it("refuses a placeholder other than {responseTime}, at the text holding it", () => {
    const result = parse({ "booking.responsePromise": "We reply {replyTime}" });
    expect(!result.ok && Object.keys(result.errors)).toEqual(["booking.responsePromise"]);
    expect(!result.ok && Object.values(result.errors)[0]).toMatch(/Unknown placeholder \{replyTime\}: use one of \{responseTime\}/);
    expect(parse({ "booking.responsePromise": "Answered {responseTime}" }).ok).toBe(true);
  });

  it("offers only the colours the day plan draws", () => {
    const result = parse({ "days.4.accent": "pink" });
    expect(!result.ok && result.errors).toEqual({ "days.4.accent": "Days › Focus and Clarity › Colour: choose one of the options." });
  });
});
