/**
 * The international patient page (/international-patients), SPEC §2, §3, §9, as first
 * written: five why-choose cards, five services, five planning steps, location facts,
 * six documents, six FAQs and the WhatsApp greeting of the mobile bar. It becomes the page's
 * document (internationalPageSeed); the site reads the document, which the clinic edits.
 * Figures are placeholders ({typicalStay}) filled from the document's Figures.
 *
 * Cost comparisons are estimates: always "typical", "estimated" and "varies
 * with the treatment plan". Patient stories come from the testimonials store
 * (placement "international"), not from this file.
 */

import type { InternationalPageTexts } from "~/content-types/international-page";

/** lucide-react icon names used in this file (all exist in lucide-react). */
export type InternationalIconName =
  | "Stethoscope"
  | "Activity"
  | "BadgeIndianRupee"
  | "Languages"
  | "TreePalm"
  | "Plane"
  | "Hotel"
  | "Video"
  | "FileText"
  | "MessageCircle"
  | "CalendarCheck"
  | "HeartPulse";

export interface InternationalHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  planCtaLabel: string;
  contactCtaLabel: string;
  highlights: string[];
}

export interface InfoCard {
  title: string;
  description: string;
  icon: InternationalIconName;
}

export interface PlanningStep {
  title: string;
  description: string;
  details: string[];
  icon: InternationalIconName;
}

export interface LocationSection {
  heading: string;
  description: string;
  points: string[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export const internationalHero: InternationalHero = {
  eyebrow: "International Patients",
  title: "Rehabilitation and Recovery Care in Visakhapatnam, India",
  subtitle:
    "Advanced non-invasive therapies with experienced doctors, in a calm coastal city. Our international patient team helps you plan every step, from your first teleconsultation to your journey home.",
  planCtaLabel: "Plan Your Visit",
  contactCtaLabel: "Get in Touch",
  highlights: [
    "Teleconsultation before you travel ({teleconsultMinutes} minutes)",
    "Typical stay of {typicalStay}",
    "Reply {responseTime}",
  ],
};

export const whyChoose: InfoCard[] = [
  {
    title: "Experienced Doctors",
    description:
      "Your care is led by a cardiothoracic and vascular surgeon and a consultant in hyperbaric medicine with more than 30 years of experience.",
    icon: "Stethoscope",
  },
  {
    title: "Advanced Non-Invasive Therapies",
    description:
      "Hyperbaric oxygen therapy, cryotherapy, zero-gravity gait training, hydrogen inhalation and post-pregnancy rehabilitation under one roof.",
    icon: "Activity",
  },
  {
    title: "Clear, Estimated Costs",
    description:
      "Typical treatment costs are estimated to be {costSavings}. The actual cost varies with the treatment plan, and you receive a written estimate before you travel.",
    icon: "BadgeIndianRupee",
  },
  {
    title: "English-Speaking Team",
    description: "Doctors and coordinators speak English, and we can arrange an interpreter for other languages.",
    icon: "Languages",
  },
  {
    title: "A Calm Coastal City",
    description: "Visakhapatnam is a quiet city by the sea with beach walks and good hotels, a restful setting for recovery.",
    icon: "TreePalm",
  },
];

export const internationalServices: InfoCard[] = [
  {
    title: "Airport Pickup",
    description:
      "We meet you at Visakhapatnam airport, about {airportKm} km (around {airportMinutes} minutes) from the centre, and take you to your hotel.",
    icon: "Plane",
  },
  {
    title: "Accommodation Help",
    description: "We suggest hotels and serviced apartments near the centre to suit your budget and how long you plan to stay.",
    icon: "Hotel",
  },
  {
    title: "Interpreter Support",
    description: "If you are more comfortable in a language other than English, we can arrange an interpreter for your consultations.",
    icon: "Languages",
  },
  {
    title: "Teleconsultation Before You Travel",
    description:
      "A {teleconsultMinutes} minute video consultation with our doctor to review your reports, answer your questions and discuss whether treatment is suitable.",
    icon: "Video",
  },
  {
    title: "Medical Visa Letter",
    description:
      "Once your treatment plan is agreed, we issue an invitation letter to support your application for an Indian medical visa.",
    icon: "FileText",
  },
];

export const planningSteps: PlanningStep[] = [
  {
    title: "Send Your Inquiry",
    description: "Tell us about your condition and the therapy you are interested in, using the form or WhatsApp.",
    details: [
      "Our coordinator replies {responseTime}.",
      "We tell you how to share recent medical reports and scans securely.",
      "There is no charge for an initial inquiry.",
    ],
    icon: "MessageCircle",
  },
  {
    title: "Teleconsultation and Treatment Plan",
    description: "A {teleconsultMinutes} minute video call with our doctor, followed by a written plan.",
    details: [
      "The doctor reviews your reports and medical history.",
      "You receive a suggested plan, the likely number of sessions and an estimated cost.",
      "The estimate varies with the treatment plan and is confirmed after your in-person assessment.",
    ],
    icon: "Video",
  },
  {
    title: "Visa and Travel",
    description: "We help you with the paperwork and practical arrangements for your trip.",
    details: [
      "We issue an invitation letter for your Indian medical visa application.",
      "We suggest hotels near the centre and confirm your airport pickup.",
      "Plan for a typical stay of {typicalStay}, depending on your treatment.",
    ],
    icon: "Plane",
  },
  {
    title: "Arrival and Assessment",
    description: "We meet you at the airport and see you at the centre for an in-person assessment.",
    details: [
      "The airport is about {airportKm} km (around {airportMinutes} minutes) from the centre.",
      "Your doctor examines you, checks that each therapy is safe for you and confirms your schedule.",
      "Fees are charged in {currency}.",
    ],
    icon: "CalendarCheck",
  },
  {
    title: "Treatment and Follow-Up",
    description: "Your therapy sessions begin, with regular reviews and a plan for when you return home.",
    details: [
      "Your progress is reviewed during your stay and the plan is adjusted if needed.",
      "You leave with a written summary for your own doctor and a home exercise plan.",
      "Follow-up teleconsultations are available after you return home. Results vary from person to person.",
    ],
    icon: "HeartPulse",
  },
];

export const locationSection: LocationSection = {
  heading: "Our Location",
  description:
    "Samudra is in Maharanipeta, near Beach Road in Visakhapatnam, a coastal city on the east coast of India with direct flights from major Indian cities and connections to international hubs.",
  points: [
    "Visakhapatnam airport is about {airportKm} km away, around {airportMinutes} minutes by car.",
    "Hotels, restaurants and the beach promenade are close to the centre.",
    "Open {hours}.",
  ],
};

/** Documents Required: exactly six items. */
export const documentsRequired: string[] = [
  "Passport valid for at least 6 months",
  "Indian medical visa (we provide an invitation letter)",
  "Recent medical reports, scans and test results",
  "A list of your current medicines and any allergies",
  "A referral letter or summary from your treating doctor",
  "Travel and health insurance details",
];

/** FAQ: exactly six items. */
export const internationalFaqs: FaqItem[] = [
  {
    question: "How much will my treatment cost?",
    answer:
      "Costs depend on the therapies and the number of sessions you need, so the cost varies with the treatment plan. As a guide, typical costs are estimated to be {costSavings} for comparable care. After your teleconsultation we send a written estimate in {currency}.",
  },
  {
    question: "How long will I need to stay in Visakhapatnam?",
    answer:
      "A typical stay is {typicalStay}, depending on your condition and treatment plan. Your doctor gives you a more precise estimate after the teleconsultation and confirms it after your in-person assessment.",
  },
  {
    question: "Do you help with the medical visa?",
    answer:
      "Yes. Once your treatment plan is agreed, we issue an invitation letter that you can include with your Indian medical visa application. The visa decision is made by the Indian authorities, so please apply early. Your passport must be valid for at least 6 months.",
  },
  {
    question: "Can I speak with a doctor before I travel?",
    answer:
      "Yes. We arrange a {teleconsultMinutes} minute video teleconsultation with our doctor, who reviews your reports, answers your questions and discusses whether treatment at Samudra is suitable for you.",
  },
  {
    question: "What language will my care be in?",
    answer:
      "Our doctors and coordinators speak English, and several team members also speak Hindi and Telugu. If you prefer another language, we can arrange an interpreter for your consultations.",
  },
  {
    question: "How quickly will you reply to my inquiry?",
    answer:
      "We reply {responseTime} ({hours}, India time). Inquiries sent outside these hours are answered when we next open. Samudra is not an emergency facility: in a medical emergency in India, call {emergency}.",
  },
];

/** Therapy choices of the international inquiry form (SPEC §5). */
export const inquiryTherapyOptions = ["HBOT", "Cryotherapy", "Gait Training", "Hydrogen", "Post-Pregnancy", "General"] as const;

export interface LocationFactItem {
  label: string;
  value: string;
  icon: "Plane" | "BadgeIndianRupee" | "CalendarCheck" | "Video" | "Clock" | "Banknote";
}

/** SPEC §9 facts shown beside the map; cost figures are estimates, never promises. */
export const locationFactItems: LocationFactItem[] = [
  {
    label: "Airport",
    value: "About {airportKm} km from Visakhapatnam airport, around {airportMinutes} minutes by car",
    icon: "Plane",
  },
  {
    label: "Estimated costs",
    value: "Typically estimated at {costSavings}; your actual cost varies with the treatment plan",
    icon: "BadgeIndianRupee",
  },
  { label: "Typical stay", value: "{typicalStay}, depending on your treatment plan", icon: "CalendarCheck" },
  { label: "Teleconsultation", value: "{teleconsultMinutes} minutes with our doctor before you travel", icon: "Video" },
  { label: "Reply time", value: "We reply {responseTime}", icon: "Clock" },
  { label: "Currency", value: "Fees are charged in {currency}", icon: "Banknote" },
];

/** Headings and short introductions of the page's sections. */
export const internationalSections = {
  whyChoose: {
    eyebrow: "Why Samudra",
    title: "Why international patients choose us",
    intro: "Doctor-led, non-invasive rehabilitation with a team that plans your visit with you.",
  },
  services: {
    eyebrow: "Support for your visit",
    title: "International patient services",
    intro: "Practical help before you travel, while you are here and after you return home.",
  },
  planning: {
    eyebrow: "Step by step",
    title: "Planning Your Visit",
    intro: "Five steps from your first message to your follow-up at home. Select a step to see the details.",
  },
  location: { eyebrow: "Getting here" },
  stories: {
    eyebrow: "Patient stories",
    title: "Stories from international patients",
    intro: "Individual experiences, shared with permission. Results vary from person to person.",
    watchLabel: "Watch Video Story",
  },
  documents: {
    eyebrow: "Before you travel",
    title: "Documents Required",
    intro: "Please bring these six documents. Our coordinator checks them with you before you book your flights.",
  },
  contact: {
    eyebrow: "Get in touch",
    title: "Send us your inquiry",
    intro: "Tell us a little about yourself and we will reply on WhatsApp or by e-mail {responseTime}.",
    formTitle: "International patient inquiry",
  },
  faq: {
    eyebrow: "Questions",
    title: "Frequently asked questions",
  },
} as const;

/** Labels of the mobile bottom bar (SPEC §2). */

export const internationalSeo = {
  title: "International Patients: Rehabilitation in Visakhapatnam, India",
  description:
    "Plan rehabilitation in Visakhapatnam, India: teleconsultation before you travel, visa letter, airport pickup and non-invasive therapies. Typical stays of {typicalStay}; costs estimated, varying with the plan.",
  keywords: ["medical travel India", "rehabilitation Visakhapatnam", "hyperbaric oxygen therapy India", "international patients Vizag"],
} as const;

/** Fixed greeting of the mobile bottom bar's WhatsApp button (SPEC §7). */
export const whatsappGreeting = "Hello Samudra, I am an international patient and would like to know more about your services.";

/** The page's starting texts as its document (the clinic edits them in the admin). */
export const internationalPageSeed: InternationalPageTexts = {
  metaTitle: internationalSeo.title,
  metaDescription: internationalSeo.description,
  keywords: internationalSeo.keywords.join(", "),
  facts: {
    airportKm: 14,
    airportMinutes: 30,
    costSavings: "60-80% lower than the US or Europe",
    typicalStay: "1-4 weeks",
    teleconsultMinutes: "30-45",
    currency: "Indian rupees (INR)",
  },
  hero: { ...internationalHero, highlights: internationalHero.highlights.map((text) => ({ text })) },
  whyChoose: { ...internationalSections.whyChoose, cards: whyChoose },
  services: { ...internationalSections.services, cards: internationalServices },
  planning: {
    ...internationalSections.planning,
    steps: planningSteps.map((s) => ({ ...s, details: s.details.map((text) => ({ text })) })),
  },
  location: {
    eyebrow: internationalSections.location.eyebrow,
    ...locationSection,
    points: locationSection.points.map((text) => ({ text })),
    facts: locationFactItems,
  },
  stories: internationalSections.stories,
  documents: { ...internationalSections.documents, items: documentsRequired.map((text) => ({ text })) },
  contact: internationalSections.contact,
  faq: { ...internationalSections.faq, items: internationalFaqs },
  whatsappGreeting,
};
