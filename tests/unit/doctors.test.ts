import { describe, expect, it } from "vitest";
import { consultantProfile } from "~/content/consultant-profile";
import { surgeonProfile } from "~/content/surgeon-profile";
import { clinicSettingsSeed } from "~/content/clinic";
import { consultant, doctorBySlug, doctors, surgeon } from "~/content/doctors";
import { clinicView } from "~/lib/clinic-view";
import { doctorMeta, doctorPageSeo, doctorPath, groupRolesByCategory, type RoleLike } from "~/lib/doctors";
import { buildMeta } from "~/lib/seo";
import { parseYouTubeId } from "~/lib/youtube";

describe("doctorPath", () => {
  it("is /doctors/{slug}, the address the header menu links to", () => {
    expect(doctorPath("aditya-varma")).toBe("/doctors/aditya-varma");
  });
});

const clinic = clinicView(clinicSettingsSeed, new Date());

describe("doctorPageSeo", () => {
  it("points both routes of a doctor at one canonical profile address", () => {
    const tags = buildMeta(doctorPageSeo(consultant, "https://clinic.example/", clinic));
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://clinic.example/doctors/gurpreet-singh-bedi" });
    expect(tags).toContainEqual({ property: "og:type", content: "profile" });
    expect(tags[0]).toEqual({ title: "Dr. Gurpreet Singh Bedi, Consultant in Hyperbaric Medicine | Samudra Rehab & Wellness Centre" });
  });
  it("names the clinic of the settings in the keywords and the physician's JSON-LD", () => {
    expect(doctorPageSeo(consultant, "https://clinic.example/", clinic).keywords).toContain("Samudra Rehab & Wellness Centre");
    const renamed = clinicView({ ...clinicSettingsSeed, name: "Sagar Physio Clinic", shortName: "Sagar" }, new Date());
    const json = JSON.stringify(doctorMeta(surgeon, "https://clinic.example/", renamed));
    expect(json).toContain("Sagar Physio Clinic");
    expect(json).not.toContain("Samudra Rehab");
  });
  it("keeps descriptions within what search results show", () => {
    for (const doctor of doctors) expect(doctor.metaDescription.length).toBeLessThanOrEqual(160);
  });
});

describe("groupRolesByCategory", () => {
  const role = (title: string, category: string, type: RoleLike["type"]) => ({ title, category, type });
  const roles = [
    role("a", "Teaching", "past"),
    role("b", "Clinical", "current"),
    role("c", "Teaching", "current"),
    role("d", "Research", "past"),
    role("e", "Clinical", "past"),
  ];

  it("follows the given order, current roles before previous ones", () => {
    const groups = groupRolesByCategory(roles, ["Clinical", "Teaching", "Research"]);
    expect(groups.map((g) => [g.category, g.current.map((r) => r.title), g.past.map((r) => r.title)])).toEqual([
      ["Clinical", ["b"], ["e"]],
      ["Teaching", ["c"], ["a"]],
      ["Research", [], ["d"]],
    ]);
  });
  it("never drops a role whose category is not listed, and skips empty categories", () => {
    const groups = groupRolesByCategory(roles, ["Empty", "Teaching"]);
    expect(groups.map((g) => g.category)).toEqual(["Teaching", "Clinical", "Research"]);
    expect(groups.flatMap((g) => [...g.current, ...g.past])).toHaveLength(roles.length);
  });
});

describe("doctor content", () => {
  it("finds both doctors by slug and nothing else", () => {
    expect(doctorBySlug("aditya-varma")).toBe(surgeon);
    expect(doctorBySlug("gurpreet-singh-bedi")).toBe(consultant);
    expect(doctorBySlug("Aditya-Varma")).toBeUndefined();
    expect(doctorBySlug("")).toBeUndefined();
  });
  it("carries SPEC's hero figures", () => {
    expect(surgeon.stats.map((s) => s.value)).toEqual(["10+", "5000+", "50+", "4.9/5"]);
    expect(consultant.stats.map((s) => s.value)).toEqual(["30+", "2500+", "8+", "4.9/5"]);
  });
  it("has six cases; 1, 2 and 5 are featured with a playable video", () => {
    const cases = surgeonProfile.surgicalCases;
    expect(cases).toHaveLength(6);
    expect(cases.filter((c) => c.featured).map((c) => c.id)).toEqual([1, 2, 5]);
    for (const c of cases) expect(parseYouTubeId(c.videoUrl) !== null).toBe(c.featured);
  });
  it("has SPEC's counts on the consultant's page", () => {
    expect(consultantProfile.coreExpertise).toHaveLength(9);
    expect(consultantProfile.degrees).toHaveLength(4);
    expect(consultantProfile.certifications).toHaveLength(4);
    expect(consultantProfile.achievements).toHaveLength(5);
    expect(consultantProfile.engagements).toHaveLength(8);
    expect(consultantProfile.adminCompetencies).toHaveLength(7);
    expect(consultantProfile.languages).toEqual(["English", "Hindi", "Punjabi"]);
  });
});
