/**
 * About page content (/about) as first written; it becomes the page's document
 * (aboutPageSeed), which the site reads and the clinic edits.
 */
import type { AboutPageTexts } from "~/content-types/about-page";
import { aboutText, closingCta, facilityImages } from "./pages";

/** lucide-react icon names used in this file (all exist in lucide-react). */
export type AboutIconName =
  "ShieldCheck" | "HeartHandshake" | "Users" | "Microscope" | "Gauge" | "Snowflake" | "Footprints" | "Droplets" | "Baby" | "Accessibility";

export interface ClinicStory {
  heading: string;
  paragraphs: string[];
}

export interface Mission {
  heading: string;
  statement: string;
}

export interface ValueItem {
  title: string;
  description: string;
  icon: AboutIconName;
}

export interface FacilityHighlight {
  title: string;
  description: string;
  icon: AboutIconName;
}

export const clinicStory: ClinicStory = {
  heading: "Our Story",
  paragraphs: [
    "Samudra Rehab & Wellness Centre began with a simple observation. Many people in Visakhapatnam who had surgery, a stroke, an injury or a difficult pregnancy left hospital with good medical care, but then had to travel to larger cities to find the rehabilitation and recovery therapies that could support the next stage of their recovery.",
    "We set out to bring those therapies together under one roof, close to home. Today, in Maharanipeta near Beach Road, Samudra offers hyperbaric oxygen therapy, cryotherapy, zero-gravity gait training, hydrogen inhalation and post-pregnancy rehabilitation, led by experienced doctors and delivered by a trained team of therapists and nurses.",
    'Our name means "ocean" in Sanskrit and several Indian languages. Like the sea beside our city, we aim to be steady and calm: we take time to explain each therapy, check that it is safe for you, and work alongside your own doctor. We welcome patients from Andhra Pradesh, from across India and from abroad.',
  ],
};

export const mission: Mission = {
  heading: "Our Mission",
  statement:
    "To help people recover strength, mobility and well-being through safe, carefully supervised, non-invasive therapies, explained in plain language and planned around each person's needs, alongside the care they receive from their own doctors.",
};

export const values: ValueItem[] = [
  {
    title: "Safety First",
    description: "Every patient is assessed before therapy starts, and every session follows clear safety procedures.",
    icon: "ShieldCheck",
  },
  {
    title: "Honest Guidance",
    description: "We explain what a therapy may help with, what it will not do, and that results vary from person to person.",
    icon: "HeartHandshake",
  },
  {
    title: "Working Together",
    description: "Our doctors, therapists and nurses plan your care as one team, and keep your own doctor informed with your permission.",
    icon: "Users",
  },
  {
    title: "Evidence and Learning",
    description: "We follow recognised clinical guidance, keep up with new research and review our own results regularly.",
    icon: "Microscope",
  },
];

export const facilityHighlights: FacilityHighlight[] = [
  {
    title: "Hyperbaric Oxygen Suite",
    description: "Pressurised chambers for hyperbaric oxygen therapy, supervised throughout every session by trained staff.",
    icon: "Gauge",
  },
  {
    title: "Cryotherapy Room",
    description: "Whole-body cryotherapy sessions of 2-3 minutes, with a staff member present at all times.",
    icon: "Snowflake",
  },
  {
    title: "Gait Training Area",
    description: "A zero-gravity gait trainer that supports part of the body's weight, so patients can practise walking safely.",
    icon: "Footprints",
  },
  {
    title: "Hydrogen Inhalation Lounge",
    description: "A quiet, comfortable space for relaxed hydrogen inhalation sessions.",
    icon: "Droplets",
  },
  {
    title: "Women's Rehabilitation Suite",
    description: "A private space for post-pregnancy rehabilitation, including pelvic floor and core strengthening.",
    icon: "Baby",
  },
  {
    title: "Accessible Building",
    description: "Step-free access, wheelchair-friendly rooms and support for patients with limited mobility.",
    icon: "Accessibility",
  },
];

/** Site-wide medical disclaimer (footer, therapy pages, legal pages). */
export const medicalDisclaimer =
  "Samudra is not an emergency facility. In a medical emergency in India, call 108. Our treatments are intended to complement, not replace, the care you receive from your own doctor. Results vary from person to person.";

/** The About page's starting body texts as its document (the clinic edits them in the admin). */
export const aboutPageSeed: AboutPageTexts = {
  story: { heading: clinicStory.heading, paragraphs: clinicStory.paragraphs.map((text) => ({ text })) },
  mission: { ...mission },
  valuesTitle: aboutText.valuesTitle,
  values: values.map((v) => ({ ...v })),
  approachEyebrow: aboutText.approachEyebrow,
  approachTitle: aboutText.approachTitle,
  doctorsEyebrow: aboutText.doctorsEyebrow,
  doctorsTitle: aboutText.doctorsTitle,
  facilitiesEyebrow: aboutText.facilitiesEyebrow,
  facilitiesTitle: aboutText.facilitiesTitle,
  facilities: facilityHighlights.map((h) => ({ ...h })),
  pictures: facilityImages.map((i) => ({ ...i })),
  disclaimer: medicalDisclaimer.replace("call 108", "call {emergency}"),
  ctaTitle: closingCta.title,
  ctaText: closingCta.text,
};
