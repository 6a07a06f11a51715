/**
 * The starting texts of the home page (the clinic edits them in the admin as "Home page
 * texts"). Medical wording rule: describe, never promise; results vary from person to person.
 */
import type { HomePageTexts } from "~/content-types/home-page";
import { conditionsIntro } from "./conditions";

export const homePageSeed: HomePageTexts = {
  hero: {
    title: "Advanced, non-invasive rehabilitation by the sea",
    intro:
      "Hyperbaric oxygen, cryotherapy, zero-gravity gait training, hydrogen inhalation and post-pregnancy rehabilitation, each planned by our doctors after a careful assessment. Results vary from person to person.",
    exploreButton: "Explore Therapies",
    tourButton: "Watch Tour",
  },
  doctor: { eyebrow: "Meet the doctor" },
  approach: {
    title: "Our treatment approach",
    // SPEC §2's four steps.
    steps: [
      {
        title: "Assessment",
        description:
          "We start with a consultation, a review of your medical history and reports, and a check that each therapy is safe for you.",
        icon: "ClipboardList",
      },
      {
        title: "Personalized Plan",
        description:
          "Your doctor recommends the therapies, number of sessions and schedule that suit your goals, health and time available.",
        icon: "FileText",
      },
      {
        title: "Progress Monitoring",
        description:
          "We record how you respond at regular check-points and adjust the plan when needed. Results vary from person to person.",
        icon: "ChartLine",
      },
      {
        title: "Multidisciplinary Care",
        description:
          "Doctors, physiotherapists and therapy staff work together, and we keep your own doctor informed with your permission.",
        icon: "Users",
      },
    ],
  },
  services: {
    eyebrow: "Our therapies",
    title: "{count} advanced, non-invasive therapies",
    intro: "Each therapy is offered after a doctor's assessment and fits into a plan made for you.",
  },
  conditions: { eyebrow: "Conditions", title: conditionsIntro.heading, intro: conditionsIntro.description },
  reviews: {
    eyebrow: "Patient stories",
    title: "What our patients say",
    intro: "Individual experiences, shared with permission. Results vary from person to person.",
  },
  contact: {
    eyebrow: "Book a consultation",
    title: "Talk to our team",
    intro: "Send us your details and we will reply on WhatsApp, or call us during opening hours.",
  },
  search: {
    metaTitle: "Rehabilitation & Wellness in Visakhapatnam",
    metaDescription:
      "Non-invasive rehabilitation in Visakhapatnam: hyperbaric oxygen therapy, cryotherapy, zero-gravity gait training, hydrogen inhalation and post-pregnancy rehab, planned by doctors.",
    keywords: "rehabilitation Visakhapatnam, hyperbaric oxygen therapy Vizag, cryotherapy, gait trainer, wellness centre",
  },
};
