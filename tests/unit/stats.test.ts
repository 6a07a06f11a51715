import { describe, expect, it } from "vitest";
import { homeStats, plusFigure } from "~/lib/stats";

describe("homeStats", () => {
  it("derives every figure from its inputs", () => {
    const stats = homeStats({ activeTherapies: 5, leadDoctorYears: 10, patientsSupported: 1000, averageRating: 4.9 });
    expect(stats.map((s) => s.value)).toEqual(["10+", "1000+", "5", "4.9/5"]);
  });
  it("follows the number of active therapies (never a typed 6)", () => {
    const stats = homeStats({ activeTherapies: 4, leadDoctorYears: 10, patientsSupported: 1000, averageRating: 4.9 });
    expect(stats[2]).toMatchObject({ value: "4", label: "Advanced therapies", key: "pages.statTherapies", count: 4 });
    expect(homeStats({ activeTherapies: 1, leadDoctorYears: 1, patientsSupported: 1, averageRating: 5 })[2]?.label).toBe(
      "Advanced therapy",
    );
  });
  it("leaves the rating out when no testimonial is active (never a 0/5)", () => {
    const stats = homeStats({ activeTherapies: 5, leadDoctorYears: 10, patientsSupported: 1000, averageRating: null });
    expect(stats.map((s) => s.value)).toEqual(["10+", "1000+", "5"]);
    expect(stats.map((s) => s.label)).not.toContain("Average patient rating");
  });
  it("shows the rating with one decimal", () => {
    expect(homeStats({ activeTherapies: 5, leadDoctorYears: 10, patientsSupported: 1000, averageRating: 5 })[3]).toMatchObject({
      value: "5.0/5",
      label: "Average patient rating",
    });
  });
  it("plusFigure floors and never goes negative", () => {
    expect(plusFigure(10.9)).toBe("10+");
    expect(plusFigure(-3)).toBe("0+");
  });
});
