// The doctors' starting profiles (decision 021): the clinic's two doctors, each written in the
// doctor declaration's own shape in a file named by its slug, and what a doctor added in the
// admin starts with. Stored once, at the first start (decision 086); from then on the admin edits them.
import type { DoctorData, SectionHeading } from "~/content-types/doctor";
import { consultantSlug, surgeonSlug } from "../doctor-names";
import { surgeonSeed } from "./aditya-varma";
import { consultantSeed } from "./gurpreet-singh-bedi";

export { consultantSeed, surgeonSeed };

/** The doctors stored at the first start, in menu order. */
export function doctorSeeds(): Array<{ slug: string; data: DoctorData }> {
  return [
    { slug: surgeonSlug, data: surgeonSeed },
    { slug: consultantSlug, data: consultantSeed },
  ];
}

const emptyHeading: SectionHeading = { eyebrow: "", title: "", intro: "" };
const none = <T>(): { heading: SectionHeading; items: T[] } => ({ heading: emptyHeading, items: [] });
const noArticle: DoctorData["article"] = { heading: emptyHeading, title: "", author: "", date: "", readMinutes: 0, excerpt: "", body: "" };

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
    registration: "",
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
