// A testimonial's placements and the words staff read about them; its fields are declared in
// app/content-types/testimonial.ts.

export const PLACEMENTS = ["home", "international", "wellness", "therapy"] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** Where a testimonial appears on the public site, in staff words. */
/** The public page of each placement; a therapy's story is on its therapy's page. */
export const PLACEMENT_PATHS: Record<Exclude<Placement, "therapy">, string> = {
  home: "/",
  international: "/international-patients",
  wellness: "/wellness-programs",
};

export const PLACEMENT_LABELS: Record<Placement, string> = {
  home: "Home page reviews",
  international: "International patients page",
  wellness: "Wellness program page",
  therapy: "A therapy page (Patient Success Stories)",
};

/** Short form for cards and filter links. */
export const PLACEMENT_SHORT: Record<Placement, string> = {
  home: "Home",
  international: "International",
  wellness: "Wellness",
  therapy: "Therapy page",
};

export function isPlacement(value: unknown): value is Placement {
  return typeof value === "string" && (PLACEMENTS as readonly string[]).includes(value);
}

export const AGE_MIN = 1;
export const AGE_MAX = 120;
export const AGE_ERROR = `Please enter the age as a whole number from ${AGE_MIN} to ${AGE_MAX}, or leave it empty.`;

export function ageLabel(age: number | null): string {
  return age === null ? "age not given" : `${age} years`;
}

export const RATING_ERROR = "Please choose a rating from 1 to 5 stars.";

/** SPEC §8's confirmation, word for word. */
export const TESTIMONIAL_DELETE_QUESTION = "Are you sure you want to delete this testimonial?";

/** The audit/dashboard sentence, e.g. 'added testimonial from "Lakshmi R." (home)'. */
export function testimonialSummary(verb: "added" | "updated" | "deleted", name: string, placement: Placement): string {
  return `${verb} testimonial from "${name}" (${placement})`;
}
