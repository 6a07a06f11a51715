/**
 * The 7-day corporate wellness program page (/wellness-programs), SPEC §2, §3, §9, as first
 * written: seven days of five activities each, nine advanced therapies, eight outcomes, a
 * before/after comparison, the doctor card's role, FAQs, and the promise to reply
 * ({responseTime}: the clinic settings' reply time, decision 078). It becomes the page's document (wellnessPageSeed); the site reads the document,
 * which the clinic edits.
 *
 * Patient stories come from the testimonials store (placement "wellness"); the doctor card's
 * name, title, picture and years from the doctor's profile, its other figures from the
 * clinic's records.
 */

import type { WellnessPageTexts } from "~/content-types/wellness-page";
import { derivedStat, ratingFigure, type Stat } from "~/lib/stats";
import { surgeonSlug } from "./doctor-names";

/** The program's medical lead: a doctor document's key. Their role in the program is page text. */
export const doctorCard = { slug: surgeonSlug } as const;

export type WellnessDoctorStat = Stat;

/**
 * The doctor card's figures (CONTENT.md item 9): years from the doctor's profile, patients from
 * the clinic settings, the rating averaged over the active testimonials (left out when none is).
 */
export function doctorCardStats(figures: {
  yearsExperience: number;
  patientsSupported: number;
  averageRating: number | null;
}): WellnessDoctorStat[] {
  return [
    derivedStat(`${figures.yearsExperience}+`, "doctors.statYears"),
    derivedStat(`${figures.patientsSupported}+`, "pages.statPatients"),
    ...(figures.averageRating === null ? [] : [derivedStat(ratingFigure(figures.averageRating), "pages.statRating")]),
  ];
}

const lines = (...texts: string[]) => texts.map((text) => ({ text }));

/** The page's starting texts as its document (the clinic edits them in the admin). */
export const wellnessPageSeed: WellnessPageTexts = {
  metaTitle: "7-Day Corporate Wellness Program in Visakhapatnam",
  metaDescription:
    "A doctor-led, outpatient 7-day wellness program for busy professionals in Visakhapatnam: five activities a day, recovery therapies, sleep and stress coaching, and a plan to take home.",
  keywords: "corporate wellness program Visakhapatnam, 7-day wellness retreat Vizag, executive health reset, stress management program",
  hero: {
    eyebrow: "7-Day Corporate Wellness Program",
    title: "Reset Your Body and Mind in Seven Days",
    subtitle:
      "A medically supervised outpatient program for busy professionals in Visakhapatnam. Daily sessions combine advanced recovery therapies, movement, sleep and stress coaching, with a plan to take home. Results vary from person to person.",
    ctaLabel: "Start Your Reset",
    bookLabel: "Book the Program",
    highlights: lines("7 days, 5 activities a day", "Doctor-led assessment on Day 1", "Outpatient: stay at your own hotel"),
  },
  whySevenDays: {
    eyebrow: "Why a week",
    heading: "Why Seven Days?",
    paragraphs: lines(
      "A single spa day can feel good, but it rarely changes how you feel the following week. Seven days gives enough time to assess where you are, try each therapy, notice how your body responds, and practise new habits while you still have support.",
      "The program is built around a working week. Each day has one theme and five activities, and it is planned to leave you time to rest, walk on the beach or take an important call.",
    ),
    points: [
      {
        title: "Time to see a pattern",
        description:
          "Sleep, energy and stress change from day to day. A week lets us compare your Day 1 and Day 7 measurements, not just one snapshot.",
        icon: "CalendarCheck",
      },
      {
        title: "Short, focused days",
        description: "Each day is planned so that sessions fit into a half day, leaving room for rest and work.",
        icon: "Clock",
      },
      {
        title: "Habits you can keep",
        description: "You leave with a simple home plan for sleep, movement, breathing and food that fits your working life.",
        icon: "Target",
      },
    ],
    ctaLabel: "See the Day-by-Day Plan",
  },
  program: {
    eyebrow: "Day by day",
    title: "Your Seven Days",
    intro: "Each day has one theme and five activities. Choose a day to see its plan.",
    tabsLabel: "Program days",
    dayLabel: "Day",
  },
  days: [
    {
      title: "Assess and Reset",
      subtitle: "Your starting point and personal goals",
      accent: "sky",
      activities: lines(
        "Welcome and program orientation",
        "Health check: blood pressure, body composition and a stress and sleep questionnaire",
        "One-to-one consultation with the doctor to agree your goals",
        "Guided breathing and relaxation session",
        "First hyperbaric oxygen session, if you are cleared at assessment",
      ),
    },
    {
      title: "Restore Energy",
      subtitle: "Oxygen, hydration and recovery",
      accent: "teal",
      activities: lines(
        "Hyperbaric oxygen therapy session",
        "Hydrogen inhalation session",
        "Gentle mobility and stretching class",
        "Nutrition talk: eating for steady energy at work",
        "Evening screen-free wind-down routine",
      ),
    },
    {
      title: "Release Tension",
      subtitle: "Posture, muscles and recovery",
      accent: "cyan",
      activities: lines(
        "Whole-body cryotherapy session",
        "Posture and desk-ergonomics assessment",
        "Physiotherapy for the neck, shoulders and lower back",
        "Pneumatic compression therapy for the legs",
        "Guided mindfulness session",
      ),
    },
    {
      title: "Sleep and Recharge",
      subtitle: "Building a restorative sleep routine",
      accent: "indigo",
      activities: lines(
        "Review of your sleep habits and Day 1 questionnaire",
        "Hyperbaric oxygen therapy session",
        "Yoga nidra (guided deep relaxation)",
        "Infrared sauna session",
        "Your personal sleep plan",
      ),
    },
    {
      title: "Focus and Clarity",
      subtitle: "Managing stress and attention",
      accent: "violet",
      activities: lines(
        "Stress-resilience workshop",
        "Breathing techniques for focus before meetings",
        "Hydrogen inhalation session",
        "Red light therapy session",
        "Planning healthier digital and work habits",
      ),
    },
    {
      title: "Move and Strengthen",
      subtitle: "Movement that fits a busy schedule",
      accent: "emerald",
      activities: lines(
        "Functional movement assessment",
        "Zero-gravity supported movement training",
        "Desk-friendly strength routine",
        "Whole-body cryotherapy session",
        "Sunset walk on the Beach Road promenade",
      ),
    },
    {
      title: "Integrate and Sustain",
      subtitle: "Your plan for the weeks ahead",
      accent: "amber",
      activities: lines(
        "Follow-up measurements and comparison with Day 1",
        "Final therapy session of your choice",
        "One-to-one review with the doctor",
        "Your personal 30-day home plan",
        "Closing session and feedback",
      ),
    },
  ],
  therapies: {
    eyebrow: "Advanced therapies",
    title: "Therapies in Your Program",
    intro: "Nine therapies and assessments, each offered only after the doctor has checked that it is suitable for you.",
    pointerHint: "Point at a therapy, or move to it with the Tab key, to read what it involves.",
    items: [
      {
        name: "Hyperbaric Oxygen Therapy",
        description:
          "Breathing concentrated oxygen in a pressurised chamber, used to support recovery and energy. Screened for safety first.",
        icon: "Gauge",
      },
      {
        name: "Whole-Body Cryotherapy",
        description: "Two to three minutes in very cold, dry air, which may help ease muscle soreness and leave you feeling refreshed.",
        icon: "Snowflake",
      },
      {
        name: "Hydrogen Inhalation",
        description: "Relaxed breathing of hydrogen-enriched air through a nasal cannula, used as part of a recovery routine.",
        icon: "Droplets",
      },
      {
        name: "Zero-Gravity Movement Training",
        description: "Body-weight-supported walking and movement that allows exercise with less strain on the joints.",
        icon: "Footprints",
      },
      {
        name: "Pneumatic Compression Therapy",
        description:
          "Air-filled sleeves apply gentle, rhythmic pressure to the legs, which may help tired, heavy legs after long hours of sitting.",
        icon: "Activity",
      },
      {
        name: "Infrared Sauna",
        description: "Gentle infrared warmth used for relaxation and muscle comfort, at temperatures lower than a traditional sauna.",
        icon: "Flame",
      },
      {
        name: "Red Light Therapy",
        description: "Low-level red and near-infrared light sessions, used to support skin and muscle recovery.",
        icon: "Sun",
      },
      {
        name: "Guided Breathwork",
        description: "Simple, practical breathing techniques that may help you manage stress during the working day.",
        icon: "Wind",
      },
      {
        name: "Body Composition Analysis",
        description: "Measurements of muscle, fat and water on Day 1 and Day 7, so you can see where you are starting from.",
        icon: "Scale",
      },
    ],
  },
  outcomes: {
    eyebrow: "Expected outcomes",
    title: "What You'll Walk Away With",
    items: lines(
      "A clear picture of your current health from your Day 1 assessment",
      "Practical tools to manage everyday stress",
      "A personal sleep routine you can follow at home",
      "Breathing techniques you can use before meetings and at your desk",
      "A simple movement and strength routine for a busy schedule",
      "Guidance on eating for steady energy through the working day",
      "Your Day 1 and Day 7 measurements side by side",
      "A 30-day home plan, with a follow-up call from our team",
    ),
    note: "Everyone responds differently, and results vary from person to person.",
  },
  beforeAfter: {
    title: "What the Week Works Towards",
    caption: "Where many participants start, and what the program works towards. Results vary from person to person.",
    measureLabel: "Measure",
    beforeLabel: "Before",
    afterLabel: "The goal",
    rows: [
      { metric: "Stress", before: "High", after: "Optimal" },
      { metric: "Energy", before: "Low", after: "High" },
      { metric: "Sleep", before: "Poor", after: "Restorative" },
      { metric: "Focus", before: "Scattered", after: "Sharp" },
    ],
  },
  stories: {
    eyebrow: "Patient stories",
    title: "What Participants Say",
    intro: "Individual experiences, shared with permission. Results vary from person to person.",
    moreLabel: "More Reviews",
  },
  doctor: {
    eyebrow: "Medical supervision",
    title: "Led by a Doctor",
    role: "Medical Lead, 7-Day Wellness Program",
    description:
      "Dr. Varma oversees the health assessment on Day 1, checks that each therapy is safe for you, and reviews your progress with you on Day 7.",
    profileLabel: "View Full Profile",
  },
  faq: {
    eyebrow: "Questions",
    title: "Frequently Asked Questions",
    items: [
      {
        question: "Is this a residential program?",
        answer:
          "No. The program is outpatient: you come to the centre for your sessions each day and stay in your own accommodation. We recommend choosing a hotel within 2 km of the centre so that travel stays short, and we are happy to suggest a few.",
      },
      {
        question: "How do I prepare for the program?",
        answer:
          "When you book, we send you a preparation guide. It covers what to wear, what to bring (including any recent medical reports and a list of your medicines), what to eat before therapy sessions, and how to plan your work week around the program.",
      },
      {
        question: "How many hours a day does it take?",
        answer:
          "Most days take about half a day at the centre. Because the program is outpatient, the rest of the day is yours to rest, walk or work. Your exact timetable is included with the preparation guide you receive on booking.",
      },
      {
        question: "Is the program safe if I have a medical condition?",
        answer:
          "Every participant has a doctor-led assessment on Day 1. Some therapies are not suitable for everyone, for example during pregnancy or with certain heart, lung, ear or sinus conditions, and we will adapt your plan if needed. Please tell us about any conditions and medicines when you book, and keep taking the care your own doctor has advised. Results vary from person to person.",
      },
      {
        question: "Where should I stay if I am coming from another city?",
        answer:
          "We recommend hotels within 2 km of the centre in Maharanipeta, Visakhapatnam. As the program is outpatient, accommodation is not included, but our team can share suitable options with your preparation guide when you book.",
      },
      {
        question: "Can my company book the program for a team?",
        answer:
          "Yes. We run the program for individuals and for small corporate groups, with sessions scheduled so that the team can take part together. Send us an inquiry with the number of participants and your preferred dates. We reply {responseTime}.",
      },
    ],
  },
  booking: {
    eyebrow: "Book your program",
    title: "Book Your 7-Day Reset",
    intro:
      "Tell us how to reach you and, if you like, your preferred dates or the size of your team. We will reply with available dates, the price and the preparation guide.",
    responsePromise: "We reply {responseTime}",
    callPrompt: "Prefer to talk? Call",
    nextStepsTitle: "What happens next",
    nextSteps: lines(
      "We reply on WhatsApp, by phone or by e-mail, {responseTime}.",
      "We agree your dates and send your preparation guide.",
      "Your program begins with the doctor-led assessment on Day 1.",
    ),
    formTitle: "Program inquiry",
    messageHint: "Preferred dates, team size or anything we should know",
  },
};
