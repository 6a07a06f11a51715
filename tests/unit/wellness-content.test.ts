import { describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { surgeon } from "~/content/doctors";
import {
  advancedTherapies,
  beforeAfter,
  doctorCardStats,
  outcomes,
  responsePromise,
  wellnessDays,
  wellnessFaqs,
} from "~/content/wellness";

// SPEC §2/§9 counts and facts of the 7-day program, kept true as the text is edited.
describe("wellness program content", () => {
  it("has seven days, numbered 1 to 7, of five distinct activities each", () => {
    expect(wellnessDays.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const day of wellnessDays) {
      expect(new Set(day.activities).size, `day ${day.day}`).toBe(5);
      expect(day.title && day.subtitle).toBeTruthy();
    }
  });

  it("lists nine therapies and eight outcomes", () => {
    expect(advancedTherapies).toHaveLength(9);
    expect(new Set(advancedTherapies.map((t) => t.name)).size).toBe(9);
    expect(outcomes).toHaveLength(8);
  });

  it("compares stress, energy, sleep and focus before and after", () => {
    expect(beforeAfter.map((r) => [r.metric, r.before, r.after])).toEqual([
      ["Stress", "High", "Optimal"],
      ["Energy", "Low", "High"],
      ["Sleep", "Poor", "Restorative"],
      ["Focus", "Scattered", "Sharp"],
    ]);
  });

  it("takes the doctor card's figures from the records that hold them", () => {
    const { patientsSupported } = clinicSettingsSeed.figures;
    const stats = doctorCardStats({ yearsExperience: surgeon.yearsExperience, patientsSupported, averageRating: 4.7 });
    expect(stats.map((s) => s.value)).toEqual(["10+", "1000+", "4.7/5"]);
    expect(stats.map((s) => s.label)).toEqual(["Years Experience", "Patients", "Rating"]);
    expect(stats[0]?.value).toBe(`${surgeon.yearsExperience}+`);
    expect(stats[1]?.value).toBe(`${patientsSupported}+`);
  });

  it("leaves the rating out of the doctor card when no testimonial is active", () => {
    expect(doctorCardStats({ yearsExperience: 10, patientsSupported: 1000, averageRating: null }).map((s) => s.label)).toEqual(["Years Experience", "Patients"]);
  });

  it("answers that the program is outpatient, with a preparation guide and hotels within 2 km", () => {
    const answers = wellnessFaqs.map((f) => f.answer).join("\n");
    expect(answers).toMatch(/outpatient/);
    expect(answers).toMatch(/preparation guide/);
    expect(answers).toMatch(/within 2 km/);
    expect(responsePromise).toBe("We reply within 2 hours");
  });
});
