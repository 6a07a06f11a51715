// The two doctors' starting profiles (docs/decisions/021): the texts written for their pages
// (./doctors, ./surgeon-profile, ./consultant-profile), poured into the one doctor type.
// Stored once, at the first start that has no doctors; from then on the admin edits them.
import type { DoctorData, SectionHeading } from "~/content-types/doctor";
import { consultantProfile, consultantSections } from "./consultant-profile";
import { consultant, surgeon, type Doctor, type SectionText } from "./doctors";
import { surgeonProfile, surgeonSections } from "./surgeon-profile";

const heading = (text?: SectionText): SectionHeading => ({
  eyebrow: text?.eyebrow ?? "",
  title: text?.title ?? "",
  intro: text?.intro ?? "",
});
const emptyHeading = heading();
const none = <T>(): { heading: SectionHeading; items: T[] } => ({ heading: emptyHeading, items: [] });
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const paragraphs = (list: readonly string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join("");

/** The directory fields every profile has; the typed "Patient Rating" becomes the counted one. */
function base(
  doctor: Doctor,
): Pick<
  DoctorData,
  | "name"
  | "shortName"
  | "title"
  | "specialization"
  | "portrait"
  | "yearsExperience"
  | "heroIntro"
  | "summary"
  | "directoryDescription"
  | "metaDescription"
  | "languages"
  | "personalSite"
  | "stats"
  | "showRating"
  | "cta"
> {
  return {
    name: doctor.name,
    shortName: doctor.shortName,
    title: doctor.title,
    specialization: doctor.specialization,
    portrait: doctor.portrait,
    yearsExperience: doctor.yearsExperience,
    heroIntro: doctor.heroIntro,
    summary: doctor.summary,
    directoryDescription: doctor.directoryDescription,
    metaDescription: doctor.metaDescription,
    languages: (doctor.languages ?? []).join(", "),
    personalSite: doctor.personalSite ?? "",
    stats: doctor.stats.filter((s) => !/years|rating/i.test(s.label)),
    showRating: true,
    cta: { title: doctor.cta.title, text: doctor.cta.text, whatsappGreeting: doctor.cta.whatsappGreeting ?? "" },
  };
}

const noArticle: DoctorData["article"] = { heading: emptyHeading, title: "", author: "", date: "", readMinutes: 0, excerpt: "", body: "" };

export function surgeonSeed(): DoctorData {
  const p = surgeonProfile;
  const s = surgeonSections;
  return {
    ...base(surgeon),
    profile: { heading: heading(s.summary), text: paragraphs(p.professionalSummary) },
    expertise: { heading: heading(s.specialisations), items: p.specialisations.map((x) => ({ ...x })) },
    education: {
      heading: heading(s.education),
      items: p.degrees.map((d) => ({ degree: d.degree, institution: d.institution, place: d.location, year: "" })),
    },
    certifications: none(),
    roles: none(),
    awards: { heading: heading(s.awards), items: p.awards.map((a) => ({ ...a })) },
    conferences: { heading: heading(s.conferences), items: p.conferences.map((c) => ({ ...c })) },
    talks: none(),
    achievements: none(),
    competencies: none(),
    cases: {
      heading: heading(s.cases),
      items: p.surgicalCases.map((c) => ({
        title: c.title,
        category: c.category,
        picture: c.illustration,
        description: c.description,
        details: c.details,
        outcome: c.outcome,
        videoUrl: c.videoUrl ?? "",
        featured: c.featured,
      })),
      note: p.casesNote,
    },
    article: {
      heading: heading(s.article),
      title: p.featuredArticle.title,
      author: p.featuredArticle.author,
      date: p.featuredArticle.date,
      readMinutes: p.featuredArticle.readMinutes,
      excerpt: p.featuredArticle.excerpt,
      body: paragraphs(p.featuredArticle.bodyParagraphs),
    },
  };
}

export function consultantSeed(): DoctorData {
  const p = consultantProfile;
  const s = consultantSections;
  // Roles shown grouped in the order of roleCategories: stored in that order.
  const order = (category: string) => {
    const i = p.roleCategories.indexOf(category);
    return i === -1 ? p.roleCategories.length : i;
  };
  const roles = [...p.roles].sort((a, b) => order(a.category) - order(b.category));
  return {
    ...base(consultant),
    languages: p.languages.join(", "),
    profile: { heading: heading(s.summary), text: paragraphs(p.summaryParagraphs) },
    expertise: { heading: heading(s.expertise), items: p.coreExpertise.map((x) => ({ ...x })) },
    education: {
      heading: heading(s.education),
      items: p.degrees.map((d) => ({ degree: d.degree, institution: d.institution, place: "", year: d.year })),
    },
    certifications: {
      heading: emptyHeading,
      items: p.certifications.map((c) => ({ title: c.title, institution: c.institution, year: c.year, kind: c.type })),
    },
    roles: {
      heading: heading(s.roles),
      items: roles.map((r) => ({
        title: r.title,
        organization: r.organization,
        period: r.period,
        current: r.type === "current",
        category: r.category,
      })),
    },
    awards: none(),
    conferences: none(),
    talks: { heading: heading(s.engagements), items: p.engagements.map((e) => ({ title: e.title, topic: e.topic, kind: e.type })) },
    achievements: { heading: heading(s.achievements), items: p.achievements.map((text) => ({ text })) },
    competencies: { heading: heading(s.competencies), items: p.adminCompetencies.map((text) => ({ text })) },
    cases: { ...none(), note: "" },
    article: noArticle,
  };
}

/** The doctors stored at the first start, in menu order. */
export function doctorSeeds(): Array<{ slug: string; data: DoctorData }> {
  return [
    { slug: surgeon.slug, data: surgeonSeed() },
    { slug: consultant.slug, data: consultantSeed() },
  ];
}

/** What a newly added doctor starts with: a name, the usual headings, nothing invented. */
export function newDoctorData(name: string): DoctorData {
  const short =
    name
      .replace(/^dr\.?\s+/i, "")
      .split(/\s+/)
      .at(-1) ?? name;
  return {
    name,
    shortName: `Dr. ${short}`,
    title: "",
    specialization: "",
    portrait: "",
    yearsExperience: 0,
    heroIntro: "",
    summary: "",
    directoryDescription: "",
    metaDescription: "",
    languages: "English",
    personalSite: "",
    stats: [],
    showRating: false,
    profile: { heading: { eyebrow: "About", title: "Professional Summary", intro: "" }, text: "" },
    expertise: none(),
    education: none(),
    certifications: none(),
    roles: none(),
    awards: none(),
    conferences: none(),
    talks: none(),
    achievements: none(),
    competencies: none(),
    cases: { ...none(), note: "" },
    article: noArticle,
    cta: {
      title: `Book a consultation with ${name}`,
      text: "Send us your details and our team will arrange a time to talk. Please bring your recent reports and a list of your medicines.",
      whatsappGreeting: "",
    },
  };
}
