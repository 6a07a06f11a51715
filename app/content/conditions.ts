import type { ConditionsPageTexts } from "~/content-types/conditions-page";

/**
 * Conditions the centre supports, grouped by category (SPEC §3). The treatment approach
 * steps are the home page's texts (home.ts).
 *
 * As first written; the site reads the conditions document (conditionsPageSeed below).
 *
 * Medical wording rule: therapies "may help" or "are used to support";
 * nothing here promises an outcome. Results vary from person to person.
 */

/** lucide-react icon names used in this file (all exist in lucide-react). */
export type ConditionIconName = "HeartPulse" | "Brain" | "Bone" | "Wind" | "Baby" | "Activity";

export interface ConditionCategory {
  id: string;
  title: string;
  icon: ConditionIconName;
  conditions: string[];
  /**
   * Therapies (by slug) a doctor may consider for this area; shown only while the therapy
   * is published, so the names come from the database.
   */
  therapySlugs: string[];
}

export const conditionsIntro = {
  heading: "Conditions We Support",
  description:
    "Our therapies are used alongside the care you receive from your own doctor. After an assessment, we advise whether a therapy is suitable for you. Results vary from person to person.",
} as const;

export const conditionCategories: ConditionCategory[] = [
  {
    id: "cardiovascular",
    title: "Cardiovascular",
    icon: "HeartPulse",
    conditions: [
      "Recovery after heart or vascular surgery",
      "Cardiac rehabilitation after a heart attack",
      "Peripheral arterial disease",
      "Diabetic foot ulcers and slow-healing wounds",
      "Chronic venous insufficiency and venous leg ulcers",
      "Lymphoedema",
    ],
    therapySlugs: ["hyperbaric-oxygen-therapy", "zero-gravity-gait-trainer"],
  },
  {
    id: "neurological",
    title: "Neurological",
    icon: "Brain",
    conditions: [
      "Stroke recovery",
      "Traumatic brain injury",
      "Spinal cord injury",
      "Parkinson's disease (gait and balance)",
      "Multiple sclerosis",
      "Cerebral palsy (mobility support)",
      "Peripheral neuropathy",
    ],
    therapySlugs: ["zero-gravity-gait-trainer", "hyperbaric-oxygen-therapy"],
  },
  {
    id: "musculoskeletal",
    title: "Musculoskeletal",
    icon: "Bone",
    conditions: [
      "Sports injuries",
      "Rehabilitation after knee or hip replacement",
      "Osteoarthritis",
      "Chronic back and neck pain",
      "Slow-healing fractures",
      "Frozen shoulder",
      "Muscle soreness and inflammation after exercise",
    ],
    therapySlugs: ["cryotherapy", "zero-gravity-gait-trainer"],
  },
  {
    id: "respiratory",
    title: "Respiratory",
    icon: "Wind",
    conditions: [
      "Chronic obstructive pulmonary disease (COPD)",
      "Breathlessness after COVID-19",
      "Reduced fitness after lung illness or surgery",
      "Chronic bronchitis",
      "Asthma (alongside your usual treatment)",
    ],
    therapySlugs: ["hydrogen-inhalation"],
  },
  {
    id: "womens-health",
    title: "Women's Health",
    icon: "Baby",
    conditions: [
      "Abdominal muscle separation (diastasis recti)",
      "Pelvic floor weakness and bladder leakage",
      "Recovery after caesarean section",
      "Back and pelvic pain after pregnancy",
      "Posture changes after pregnancy",
      "Tiredness and low energy after childbirth",
    ],
    therapySlugs: ["post-pregnancy-rehabilitation"],
  },
  {
    id: "chronic",
    title: "Chronic Conditions",
    icon: "Activity",
    conditions: [
      "Chronic fatigue",
      "Fibromyalgia",
      "Late effects of radiation therapy on tissue",
      "Diabetes-related complications",
      "Stress-related sleep problems",
      "Long-term joint pain and stiffness",
    ],
    therapySlugs: ["hydrogen-inhalation", "cryotherapy", "hyperbaric-oxygen-therapy"],
  },
];

/** The starting areas and texts as the conditions document (the clinic edits them in the admin). */
export const conditionsPageSeed: ConditionsPageTexts = {
  intro: conditionsIntro.description,
  jumpLabel: "Jump to an area",
  therapiesLabel: "Therapies our doctors may consider",
  areas: conditionCategories.map((c) => ({
    anchor: c.id,
    title: c.title,
    icon: c.icon,
    conditions: c.conditions.map((text) => ({ text })),
    therapies: c.therapySlugs.map((slug) => ({ slug })),
  })),
  ctaTitle: "Don't see your condition?",
  ctaText:
    "This list is not complete. Tell us about your situation and our doctor will advise whether any of our therapies is suitable for you.",
};
