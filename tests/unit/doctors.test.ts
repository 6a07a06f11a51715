import { describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { consultantSeed, doctorSeeds, newDoctorData, surgeonSeed } from "~/content/doctor-seeds";
import { doctorFields, doctorStats } from "~/content-types/doctor";
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
const surgeon = { ...surgeonSeed, slug: "aditya-varma" };
const consultant = { ...consultantSeed, slug: "gurpreet-singh-bedi" };

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
    const json = JSON.stringify(doctorMeta(surgeon, "https://clinic.example/", renamed, "Home"));
    expect(json).toContain("Sagar Physio Clinic");
    expect(json).not.toContain("Samudra Rehab");
  });
  it("keeps descriptions within what search results show", () => {
    for (const { data } of doctorSeeds()) expect(data.metaDescription.length).toBeLessThanOrEqual(160);
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

describe("doctor profiles as stored", () => {
  it("are valid documents of the doctor type, as the admin would save them", () => {
    for (const { data } of doctorSeeds()) {
      const parsed = doctorFields.schema.safeParse(data);
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    }
    expect(doctorFields.schema.safeParse(newDoctorData("Dr. Meera Rao")).success).toBe(false);
  });
  it("show SPEC's hero figures, the rating counted from the testimonials instead of a typed 4.9", () => {
    expect(doctorStats(surgeon, 4.7).map((s) => s.value)).toEqual(["10+", "5000+", "50+", "4.7/5"]);
    expect(doctorStats(consultant, 4.7).map((s) => s.value)).toEqual(["30+", "2500+", "8+", "4.7/5"]);
    expect(doctorStats(consultant, null).map((s) => s.value)).toEqual(["30+", "2500+", "8+"]);
    expect(doctorStats({ ...consultant, showRating: false }, 4.7)).toHaveLength(3);
  });
  it("keep six cases; 1, 2 and 5 are featured with a playable video", () => {
    const cases = surgeon.cases.items;
    expect(cases).toHaveLength(6);
    expect(cases.flatMap((c, i) => (c.featured ? [i + 1] : []))).toEqual([1, 2, 5]);
    for (const c of cases) expect(parseYouTubeId(c.videoUrl) !== null).toBe(c.featured);
    expect(surgeon.roles.items).toEqual([]);
  });
  it("keep SPEC's counts on the consultant's page, roles stored in the order their groups are shown", () => {
    expect(consultant.expertise.items).toHaveLength(9);
    expect(consultant.education.items).toHaveLength(4);
    expect(consultant.certifications.items).toHaveLength(4);
    expect(consultant.achievements.items).toHaveLength(5);
    expect(consultant.talks.items).toHaveLength(8);
    expect(consultant.competencies.items).toHaveLength(7);
    expect(consultant.languages).toBe("English, Hindi, Punjabi");
    // The page shows the groups in the order each first appears: stored group by group.
    const groupOrder = ["Clinical leadership", "Hyperbaric programme development", "Teaching"];
    const categories = consultant.roles.items.map((r) => r.category);
    expect([...new Set(categories)]).toEqual(groupOrder);
    expect(categories).toEqual([...categories].sort((a, b) => groupOrder.indexOf(a) - groupOrder.indexOf(b)));
    expect(consultant.roles.items).toHaveLength(8);
    expect(consultant.roles.items.filter((r) => r.current)).toHaveLength(3);
  });
  it("hold the formatted texts as paragraphs of escaped text", () => {
    const paragraphs = (html: string) => html.match(/<p>[^<>]*<\/p>/g) ?? [];
    expect(surgeon.profile.text.startsWith("<p>Dr. Aditya Varma")).toBe(true);
    for (const [html, count] of [
      [surgeon.profile.text, 3],
      [surgeon.article.body, 8],
      [consultant.profile.text, 3],
    ] as const) {
      expect(paragraphs(html)).toHaveLength(count);
      expect(paragraphs(html).join("")).toBe(html);
      expect(html).not.toMatch(/&(?!amp;|lt;|gt;)/);
    }
  });
});
