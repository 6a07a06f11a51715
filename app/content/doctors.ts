/**
 * The centre's two lead doctors (fictional people) as first written: the starting content that
 * ./doctor-seeds stores as their documents at the first start (the rich profiles are in
 * ./surgeon-profile and ./consultant-profile). The site reads the documents, which the clinic
 * edits in the admin; nothing here is read at run time.
 *
 * One source of truth for figures (CONTENT.md §9): the surgeon has 10+ years,
 * the consultant 30+ years, everywhere. Stats are built from the constants
 * below so a figure cannot drift between the directory and the profile.
 */
import { consultantName, surgeonName } from "./doctor-names";

/** lucide-react icon names used in this file (all exist in lucide-react). */
export type DoctorIconName =
  | "HeartPulse"
  | "Heart"
  | "Microscope"
  | "Activity"
  | "Wind"
  | "Gauge"
  | "Bandage"
  | "Footprints"
  | "Radiation"
  | "Anchor"
  | "Brain"
  | "Dumbbell"
  | "ShieldCheck"
  | "Building";

export interface DoctorStat {
  value: string;
  label: string;
}

export interface Doctor {
  slug: string;
  name: string;
  shortName: string;
  title: string;
  specialization: string;
  /** Route of the full profile page. */
  route: string;
  yearsExperience: number;
  photoInitials: string;
  summary: string;
  directoryDescription: string;
  stats: DoctorStat[];
  languages?: string[];
  personalSite?: string;
  /** Our own illustration standing in for a photo (no stock faces). */
  portrait: string;
  /** One or two sentences under the name in the profile hero. */
  heroIntro: string;
  /** The page's meta description (about 150 characters). */
  metaDescription: string;
  cta: DoctorCallToAction;
}

export interface DoctorCallToAction {
  title: string;
  text: string;
  /** Prefilled WhatsApp greeting; the WhatsApp button shows only when set. */
  whatsappGreeting?: string;
}

/* ------------------------------------------------------------------ */
/* Figures (one place)                                                 */
/* ------------------------------------------------------------------ */

const SURGEON_YEARS = 10;
const CONSULTANT_YEARS = 30;

/* ------------------------------------------------------------------ */
/* Surgeon: Dr. Aditya Varma                                           */
/* ------------------------------------------------------------------ */

export interface Specialisation {
  title: string;
  description: string;
  icon: DoctorIconName;
}

export interface Award {
  year: string;
  title: string;
  event: string;
  location: string;
}

export interface Conference {
  title: string;
  date: string;
  venue: string;
  description: string;
}

export interface SurgeonDegree {
  degree: string;
  institution: string;
  location: string;
}

export type CaseIllustration = "cardiac" | "vascular" | "thoracic";

export interface SurgicalCase {
  id: number;
  title: string;
  category: string;
  /** Which of public/illustrations/case-*.svg pictures the case. */
  illustration: CaseIllustration;
  description: string;
  /** Shown when the visitor asks to read more: the care around the operation. */
  details: string;
  outcome: string;
  videoUrl: string | null;
  featured: boolean;
}

export interface FeaturedArticle {
  title: string;
  author: string;
  /** ISO date, for <time dateTime> and structured data. */
  date: string;
  displayDate: string;
  readMinutes: number;
  excerpt: string;
  bodyParagraphs: string[];
}

export interface SurgeonProfile {
  professionalSummary: string[];
  specialisations: Specialisation[];
  awards: Award[];
  conferences: Conference[];
  degrees: SurgeonDegree[];
  surgicalCases: SurgicalCase[];
  /** Short note shown with the case highlights. */
  casesNote: string;
  featuredArticle: FeaturedArticle;
}

export const surgeon: Doctor = {
  ...surgeonName,
  specialization: "Cardiothoracic & Vascular Surgery",
  route: "/doctor-profile",
  yearsExperience: SURGEON_YEARS,
  photoInitials: "AV",
  summary:
    "Dr. Aditya Varma is a cardiothoracic and vascular surgeon with more than 10 years of experience in heart, lung and blood-vessel surgery. At Samudra he guides recovery and rehabilitation for patients before and after surgery, and for people with circulation problems and slow-healing wounds.",
  directoryDescription:
    "Heart, lung and vascular surgeon who leads recovery and circulation care at Samudra, working closely with the rehabilitation and hyperbaric teams.",
  stats: [
    { value: `${SURGEON_YEARS}+`, label: "Years Experience" },
    { value: "5000+", label: "Surgeries" },
    { value: "50+", label: "Research Papers" },
    { value: "4.9/5", label: "Patient Rating" },
  ],
  languages: ["English", "Telugu", "Hindi"],
  personalSite: "https://adityavarma.example",
  portrait: "/illustrations/doctor-surgeon.svg",
  heroIntro:
    "Heart, lung and blood-vessel surgeon who guides recovery and rehabilitation before and after surgery, and care for circulation problems and slow-healing wounds.",
  metaDescription:
    "Dr. Aditya Varma, cardiothoracic and vascular surgeon in Visakhapatnam: 10+ years, 5000+ surgeries, recovery and circulation care at Samudra.",
  cta: {
    title: "Book a consultation with Dr. Varma",
    text: "Planning surgery, recovering from an operation, or living with a circulation problem? Send us your details and our team will arrange a time to talk. Please bring your recent reports and a list of your medicines.",
  },
};

/* ------------------------------------------------------------------ */
/* Consultant: Dr. Gurpreet Singh Bedi                                 */
/* ------------------------------------------------------------------ */

export interface Expertise {
  title: string;
  description: string;
  icon: DoctorIconName;
}

export interface ConsultantDegree {
  degree: string;
  institution: string;
  year: string;
}

export interface Certification {
  title: string;
  institution: string;
  year: string;
  type: string;
}

export type RoleType = "current" | "past";

export interface Role {
  title: string;
  organization: string;
  period: string;
  type: RoleType;
  category: string;
}

export type EngagementType = "Keynote" | "Workshop" | "Panel" | "Lecture";

export interface Engagement {
  title: string;
  topic: string;
  type: EngagementType;
}

export interface ConsultantProfile {
  summaryParagraphs: string[];
  languages: string[];
  coreExpertise: Expertise[];
  degrees: ConsultantDegree[];
  certifications: Certification[];
  /** Categories in the order the profile page should show them. */
  roleCategories: string[];
  roles: Role[];
  achievements: string[];
  engagements: Engagement[];
  adminCompetencies: string[];
}

const CONSULTANT_LANGUAGES = ["English", "Hindi", "Punjabi"];

export const consultant: Doctor = {
  ...consultantName,
  specialization: "Hyperbaric Medicine",
  route: "/doctor-gurpreet-profile",
  yearsExperience: CONSULTANT_YEARS,
  photoInitials: "GB",
  summary:
    "Dr. Gurpreet Singh Bedi is a consultant in hyperbaric medicine with more than 30 years of clinical experience. He has supervised hyperbaric oxygen therapy for more than 2500 patients and has helped set up more than 8 hyperbaric centres in India. He leads the hyperbaric service at Samudra.",
  directoryDescription:
    "Hyperbaric medicine specialist who leads Samudra's hyperbaric oxygen therapy service, with a focus on patient safety, wound care and rehabilitation.",
  stats: [
    { value: `${CONSULTANT_YEARS}+`, label: "Years Experience" },
    { value: "2500+", label: "HBOT Patients" },
    { value: "8+", label: "Centres Built" },
    { value: "4.9/5", label: "Patient Rating" },
  ],
  languages: CONSULTANT_LANGUAGES,
  portrait: "/illustrations/doctor-consultant.svg",
  heroIntro:
    "Specialist in hyperbaric and diving medicine who leads Samudra's hyperbaric oxygen therapy service, with a focus on careful patient selection and safety.",
  metaDescription:
    "Dr. Gurpreet Singh Bedi, consultant in hyperbaric medicine: 30+ years, 2500+ HBOT patients, 8+ centres built. Consults in English, Hindi and Punjabi.",
  cta: {
    title: "Ask Dr. Bedi whether HBOT is right for you",
    text: "Every course of hyperbaric oxygen therapy starts with a consultation and a safety check. Send us your details, call us, or message us on WhatsApp, and we will arrange a time that suits you.",
    whatsappGreeting: "Hello Samudra, I would like to book a consultation with Dr. Gurpreet Singh Bedi about hyperbaric oxygen therapy.",
  },
};

/* ------------------------------------------------------------------ */
/* Directory                                                           */
/* ------------------------------------------------------------------ */

/* ------------------------------------------------------------------ */
/* Section headings of the two profile pages                           */
/* ------------------------------------------------------------------ */

export interface SectionText {
  eyebrow: string;
  title: string;
  intro?: string;
}
