import type { IntroPageKey, PageIntroTexts } from "~/content-types/page-intro";
import type { ContactPageTexts } from "~/content-types/contact-page";
import type { ServicesPageTexts } from "~/content-types/services-page";

/**
 * Heading bands, meta texts and the few page-only texts of /about, /services,
 * /conditions, /contact and /reviews (the legal pages take theirs from legal.ts).
 */

export interface PageIntro {
  /** Document title (the site name is appended by the SEO builder). */
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  intro: string;
}

export const aboutPage: PageIntro = {
  metaTitle: "About Us",
  metaDescription:
    "Samudra Rehab & Wellness Centre in Maharanipeta, Visakhapatnam: our story, our doctors, how we plan your care and the facilities where non-invasive therapies are given.",
  keywords: ["about Samudra", "rehabilitation centre Visakhapatnam", "hyperbaric centre Vizag"],
  eyebrow: "About the centre",
  title: "Rehabilitation close to home, by the sea",
  intro:
    "A doctor-led centre in Visakhapatnam that brings advanced, non-invasive recovery therapies under one roof, explained in plain language and planned around each person.",
};

export const servicesPage: PageIntro = {
  metaTitle: "Services and Therapies",
  metaDescription:
    "Hyperbaric oxygen therapy, cryotherapy, zero-gravity gait training, hydrogen inhalation and post-pregnancy rehabilitation in Visakhapatnam, plus a 7-day wellness program and help for international patients.",
  keywords: ["therapies Visakhapatnam", "hyperbaric oxygen therapy", "cryotherapy", "gait trainer", "post-pregnancy rehabilitation"],
  eyebrow: "Services",
  title: "Our therapies and services",
  intro:
    "Every course starts with a doctor's assessment. We then suggest the therapies, number of sessions and schedule that suit you. Results vary from person to person.",
};

/** The starting texts of the Services page's body (the clinic edits them in the admin). */
export const servicesPageSeed: ServicesPageTexts = {
  listIntro: "Session times and typical course lengths are a guide; your doctor sets your own plan.",
  emptyList: "Our therapy list is being updated. Please call us and we will tell you what is available.",
  unsureTitle: "Not sure which therapy is right for you?",
  unsureText:
    "Book a general consultation. Our doctor reviews your history and reports and tells you honestly whether a therapy is likely to help.",
  relatedEyebrow: "Also at Samudra",
  relatedTitle: "Programs and support",
  related: [
    {
      title: "7-Day Corporate Wellness Program",
      description:
        "A medically supervised outpatient week for busy professionals: daily recovery therapies, movement, sleep and stress coaching, and a plan to take home.",
      to: "/wellness-programs",
      linkLabel: "See the 7-day program",
      icon: "CalendarCheck",
    },
    {
      title: "International Patients",
      description:
        "Help from your first teleconsultation to your journey home: treatment planning, visa invitation letters, airport pickup and nearby hotels.",
      to: "/international-patients",
      linkLabel: "Plan your visit",
      icon: "Plane",
    },
  ],
  ctaTitle: "Ready to talk to our team?",
  ctaText: "Book a consultation and we will call or message you back during opening hours.",
};

export const conditionsPage: PageIntro = {
  metaTitle: "Conditions We Support",
  metaDescription:
    "Cardiovascular, neurological, musculoskeletal, respiratory, women's health and chronic conditions supported at Samudra in Visakhapatnam, alongside your own doctor's care.",
  keywords: [
    "conditions treated",
    "stroke rehabilitation Visakhapatnam",
    "diabetic foot ulcer",
    "post-pregnancy recovery",
    "sports injury",
  ],
  eyebrow: "Conditions",
  title: "Conditions we support",
  intro:
    "Six areas of care, each with therapies our doctors may consider after an assessment. We work alongside your own doctor, never in place of them.",
};

export const contactPage: PageIntro = {
  metaTitle: "Contact Us",
  metaDescription:
    "Contact Samudra Rehab & Wellness Centre in Maharanipeta, Visakhapatnam: phone, WhatsApp, e-mail, opening hours and directions. Book a consultation online.",
  keywords: ["contact Samudra", "book consultation Visakhapatnam", "rehabilitation centre Maharanipeta"],
  eyebrow: "Contact",
  title: "Contact us",
  intro: "Call us, chat on WhatsApp or send the form below. We reply during opening hours, usually the same day.",
};

/** The starting texts of the Contact page's cards (the clinic edits them in the admin). */
export const contactPageSeed: ContactPageTexts = {
  hoursTitle: "Opening hours",
  whatsappTitle: "Chat on WhatsApp",
  whatsappText: "Send us a message any time; we reply during opening hours.",
  whatsappGreeting: "Hello Samudra, I would like to know more about your services.",
  emergencyTitle: "In an emergency",
  internationalText: "Travelling from abroad? Our international patient team helps you plan your visit.",
};

/** The About page's closing call to action (the Services page has its own, in its document). */
export const closingCta = {
  title: servicesPageSeed.ctaTitle,
  text: servicesPageSeed.ctaText,
} as const;

export const aboutText = {
  valuesTitle: "What we stand for",
  approachEyebrow: "How we work",
  approachTitle: "Our treatment approach",
  doctorsEyebrow: "Our doctors",
  doctorsTitle: "Led by experienced specialists",
  facilitiesEyebrow: "The centre",
  facilitiesTitle: "Our facilities",
} as const;

export interface FacilityImage {
  src: string;
  caption: string;
}

export const facilityImages: FacilityImage[] = [
  { src: "/illustrations/facility-reception.svg", caption: "Reception and waiting area" },
  { src: "/illustrations/facility-therapy-room.svg", caption: "A therapy room" },
  { src: "/illustrations/facility-garden.svg", caption: "The garden, a quiet place between sessions" },
];

/** The starting heading texts of the inner pages, as the "Page headings" documents store them. */
/** /reviews: every active review, a page at a time (docs/decisions/035). */
export const reviewsPage: PageIntro = {
  metaTitle: "Patient Reviews",
  metaDescription:
    "Reviews from patients of Samudra Rehab & Wellness Centre in Visakhapatnam, in their own words: recovery after stroke, wounds, knee pain, sports injuries and more. Results vary from person to person.",
  keywords: ["Samudra reviews", "patient reviews Visakhapatnam", "rehabilitation centre reviews Vizag"],
  eyebrow: "Patient reviews",
  title: "What our patients say",
  intro:
    "Every review our patients have shared with us, newest first. Each describes one person's experience; results vary from person to person.",
};

export function pageIntroSeed(key: IntroPageKey): PageIntroTexts {
  const page = { about: aboutPage, services: servicesPage, conditions: conditionsPage, contact: contactPage, reviews: reviewsPage }[key];
  return {
    eyebrow: page.eyebrow,
    title: page.title,
    intro: page.intro,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    keywords: page.keywords.join(", "),
  };
}
