// A doctor's profile (issue 13 item 3): one declaration for every doctor, each its own
// document keyed by the slug of /doctors/{slug}. A section shows only when it has entries, so
// one template serves a surgeon's cases and a consultant's roles alike. Editors and admins.
import { derivedStat, ratingFigure } from "~/lib/stats";
import { f, type Fields, type GroupField, type ValueOf } from "./fields";
import type { ContentType } from "./types";

/** Icons a card may carry (app/components/ui/icon.tsx draws them). */
export const DOCTOR_ICONS = [
  { value: "Activity", label: "Pulse line" },
  { value: "Anchor", label: "Anchor (diving)" },
  { value: "Bandage", label: "Bandage (wounds)" },
  { value: "Brain", label: "Brain" },
  { value: "Building", label: "Building" },
  { value: "Dumbbell", label: "Dumbbell (exercise)" },
  { value: "Footprints", label: "Footprints (walking)" },
  { value: "Gauge", label: "Gauge (pressure)" },
  { value: "Heart", label: "Heart" },
  { value: "HeartPulse", label: "Heart with pulse" },
  { value: "Microscope", label: "Microscope" },
  { value: "Radiation", label: "Radiation" },
  { value: "ShieldCheck", label: "Shield (safety)" },
  { value: "Stethoscope", label: "Stethoscope" },
  { value: "Wind", label: "Wind (lungs)" },
] as const;

/** Our own drawings, for a doctor without a photo yet (no stock faces). */
export const DOCTOR_ILLUSTRATIONS = [
  { src: "/illustrations/doctor-surgeon.svg", label: "Illustration: doctor in scrubs" },
  { src: "/illustrations/doctor-consultant.svg", label: "Illustration: doctor in a coat" },
] as const;

export const CASE_PICTURES = [
  { value: "none", label: "No picture" },
  { value: "cardiac", label: "Heart" },
  { value: "vascular", label: "Blood vessels" },
  { value: "thoracic", label: "Lungs" },
] as const;

export const TALK_KINDS = ["Keynote", "Workshop", "Panel", "Lecture"] as const;

const heading = (help: string) =>
  f.group(
    "Section heading",
    {
      eyebrow: f.text("Small heading above", { max: 60, optional: true }),
      title: f.text("Heading", { max: 120, optional: true, help }),
      intro: f.textarea("Introduction", { max: 500, optional: true }),
    },
    { help: "Left empty, the usual heading is shown." },
  );

const section = <I extends GroupField, const E extends Fields = Record<never, never>>(
  label: string,
  itemLabel: string,
  item: I,
  max: number,
  titleField: keyof I["fields"] & string,
  extra?: E,
) =>
  f.group(label, {
    heading: heading(`Shown only when the section has at least one ${itemLabel.toLowerCase()}.`),
    items: f.list(label, itemLabel, item, { max, titleField }),
    ...(extra as E),
  });

const textItem = (label: string) => f.group(label, { text: f.text(label, { max: 300 }) });

export const doctorFields = f.group("Doctor", {
  name: f.text("Full name", { max: 80, help: "As patients should read it, e.g. Dr. Aditya Varma." }),
  shortName: f.text("Short name", { max: 40, help: "Used in buttons and lists, e.g. Dr. Varma." }),
  title: f.text("Title", { max: 120, help: "Under the name and in the Doctors menu, e.g. Consultant in Hyperbaric Medicine." }),
  specialization: f.text("Specialty", { max: 120 }),
  // Printed under the signature of the visa invitation letters this doctor's plans lead to (issue 48).
  registration: f.text("Medical registration number", {
    max: 60,
    optional: true,
    translatable: false,
    help: "As on the State Medical Council or NMC register, e.g. APMC 12345. Printed on visa invitation letters; not shown on the profile.",
  }),
  portrait: f.image("Portrait", {
    help: "A photo from the media library (choose or upload one here) or one of our illustrations. With none, the doctor's initials are shown.",
    builtIn: DOCTOR_ILLUSTRATIONS,
  }),
  yearsExperience: f.number("Years of experience", { min: 0, max: 70, help: "Shown as the first figure, e.g. 10+ Years Experience." }),
  heroIntro: f.textarea("Introduction under the name", { max: 400 }),
  summary: f.textarea("Short summary", { max: 800, help: "On the home and About pages." }),
  directoryDescription: f.textarea("One-line description", { max: 300, help: "In lists of doctors." }),
  metaDescription: f.textarea("Search description", {
    max: 300,
    help: "What search engines and link previews show, about 150 characters.",
  }),
  languages: f.text("Languages", { max: 200, optional: true, help: "Separated by commas, e.g. English, Telugu, Hindi." }),
  personalSite: f.url("Personal website", { optional: true }),
  stats: f.list(
    "Figures",
    "Figure",
    f.group("Figure", { value: f.text("Figure", { max: 20, help: "E.g. 5000+" }), label: f.text("Label", { max: 40 }) }),
    {
      max: 5,
      titleField: "label",
      help: "After the years of experience.",
    },
  ),
  showRating: f.checkbox(
    "Show the average patient rating",
    "Counted from the published testimonials, the same figure everywhere on the site.",
  ),
  profile: f.group("Professional summary", {
    heading: heading("Usually Professional Summary."),
    text: f.richtext("Text", { max: 10_000 }),
  }),
  expertise: section(
    "Areas of expertise",
    "Area",
    f.group("Area", {
      title: f.text("Title", { max: 120 }),
      description: f.textarea("Description", { max: 500 }),
      icon: f.select("Icon", DOCTOR_ICONS),
    }),
    12,
    "title",
  ),
  education: section(
    "Education",
    "Degree",
    f.group("Degree", {
      degree: f.text("Degree", { max: 160 }),
      institution: f.text("Institution", { max: 160 }),
      place: f.text("Place", { max: 120, optional: true }),
      year: f.text("Year", { max: 20, optional: true }),
    }),
    12,
    "degree",
  ),
  certifications: section(
    "Certifications",
    "Certification",
    f.group("Certification", {
      title: f.text("Title", { max: 160 }),
      institution: f.text("Institution", { max: 160 }),
      year: f.text("Year", { max: 20, optional: true }),
      kind: f.text("Kind", { max: 40, optional: true, help: "A short tag, e.g. Fellowship." }),
    }),
    20,
    "title",
  ),
  roles: section(
    "Roles",
    "Role",
    f.group("Role", {
      title: f.text("Role", { max: 160 }),
      organization: f.text("Organisation", { max: 160 }),
      period: f.text("Period", { max: 40, optional: true, help: "E.g. 2015 – present." }),
      current: f.checkbox("Current role"),
      category: f.text("Group", { max: 60, help: "Roles with the same group are shown together, in the order the groups first appear." }),
    }),
    30,
    "title",
  ),
  awards: section(
    "Awards",
    "Award",
    f.group("Award", {
      year: f.text("Year", { max: 20 }),
      title: f.text("Award", { max: 160 }),
      event: f.text("Given at", { max: 160, optional: true }),
      location: f.text("Place", { max: 120, optional: true }),
    }),
    20,
    "title",
  ),
  conferences: section(
    "Conferences",
    "Conference",
    f.group("Conference", {
      title: f.text("Title", { max: 160 }),
      date: f.text("When", { max: 40, optional: true, help: "As shown, e.g. March 2024." }),
      venue: f.text("Venue", { max: 160, optional: true }),
      description: f.textarea("Description", { max: 500, optional: true }),
    }),
    20,
    "title",
  ),
  talks: section(
    "Talks and teaching",
    "Talk",
    f.group("Talk", {
      title: f.text("Title", { max: 160 }),
      topic: f.text("Topic", { max: 200, optional: true }),
      kind: f.select(
        "Kind",
        TALK_KINDS.map((k) => ({ value: k, label: k })),
      ),
    }),
    20,
    "title",
  ),
  achievements: section("Achievements", "Achievement", textItem("Achievement"), 20, "text"),
  competencies: section("Leadership and management", "Skill", textItem("Skill"), 20, "text"),
  cases: section(
    "Case highlights",
    "Case",
    f.group("Case", {
      title: f.text("Title", { max: 160 }),
      category: f.text("Category", { max: 60 }),
      picture: f.select("Picture", CASE_PICTURES),
      description: f.textarea("Description", { max: 800 }),
      details: f.textarea("More details", { max: 1500, optional: true, help: "Shown when the visitor asks to read more." }),
      outcome: f.textarea("Outcome", { max: 500 }),
      videoUrl: f.url("YouTube video", { optional: true, help: "A youtube.com or youtu.be address; it plays only when the visitor asks." }),
      featured: f.checkbox("Featured case"),
    }),
    12,
    "title",
    { note: f.textarea("Note under the cases", { max: 500, optional: true }) },
  ),
  article: f.group("Featured article", {
    heading: heading("Usually Featured Article."),
    title: f.text("Article title", { max: 160, optional: true, help: "Left empty, the profile has no article." }),
    author: f.text("Author", { max: 120, optional: true }),
    date: f.date("Date", { optional: true }),
    readMinutes: f.number("Minutes to read", { min: 0, max: 120 }),
    excerpt: f.textarea("Excerpt", { max: 800, optional: true }),
    body: f.richtext("Article text", { max: 30_000, optional: true }),
  }),
  cta: f.group("Call to action at the end", {
    title: f.text("Heading", { max: 120 }),
    text: f.textarea("Text", { max: 600 }),
    whatsappGreeting: f.textarea("WhatsApp message", {
      max: 500,
      optional: true,
      help: "With a message, a WhatsApp button opens a chat with it already typed.",
    }),
  }),
});

/** A doctor's profile as stored (issue 46: read from the declaration, never written beside it). */
export type DoctorData = ValueOf<typeof doctorFields>;

/** A section's heading texts, shared by every section of a profile. */
export type SectionHeading = DoctorData["profile"]["heading"];

/** A doctor as the public pages get it: the profile and its address. */
export interface PublicDoctor extends DoctorData {
  slug: string;
}

/** Schema version 2 (issue 48): the medical registration number, empty until the clinic adds it. */
function addRegistration(value: Record<string, unknown>): Record<string, unknown> {
  return { ...value, registration: typeof value.registration === "string" ? value.registration : "" };
}

export const doctorType: ContentType<typeof doctorFields> = {
  schemaVersion: 2,
  upgrades: [addRegistration],
  type: "doctor",
  title: "Doctors",
  description: "Each doctor's profile page, the Doctors menu, the About page's team and the search engines' physician entries.",
  permission: "content:manage",
  fields: doctorFields,
  collection: {
    itemLabel: "doctor",
    publicPath: (key) => `/doctors/${key}`,
    adminPath: "/admin/doctors",
  },
};

/** The figures of a profile: the years first, then the typed ones, then the rating if shown. */
export function doctorStats(doctor: Pick<DoctorData, "yearsExperience" | "stats" | "showRating">, averageRating: number | null) {
  return [
    derivedStat(`${doctor.yearsExperience}+`, "doctors.statYears"),
    ...doctor.stats,
    ...(doctor.showRating && averageRating !== null ? [derivedStat(ratingFigure(averageRating), "doctors.statRating")] : []),
  ];
}

export function languageList(languages: string): string[] {
  return languages
    .split(",")
    .map((l) => l.trim())
    .filter(Boolean);
}
