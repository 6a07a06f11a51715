// What the testimonial screen and the server share, without zod (kept out of the browser).
import { parseWholeNumber, type Parsed } from "./whole-number";

export const PLACEMENTS = ["home", "international", "wellness", "therapy"] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** Where a testimonial appears on the public site, in staff words. */
export const PLACEMENT_LABELS: Record<Placement, string> = {
  home: "Home page reviews",
  international: "International patients page",
  wellness: "Wellness program page",
  therapy: "A therapy page (Patient Success Stories)",
};

/** The home carousel shows at most this many featured reviews (app/lib/public-caps.ts). */
export { HOME_REVIEWS_MAX } from "./public-caps";

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

/** SPEC §5 parses age as an integer (NaN when empty); here empty is "not given" (null). */
export function parseAge(raw: string | null | undefined): Parsed<number | null> {
  return parseWholeNumber(raw, { min: AGE_MIN, max: AGE_MAX, empty: { ok: true, value: null }, message: AGE_ERROR });
}

export function ageLabel(age: number | null): string {
  return age === null ? "age not given" : `${age} years`;
}

export const RATINGS = [1, 2, 3, 4, 5] as const;
export const RATING_ERROR = "Please choose a rating from 1 to 5 stars.";

export function parseRating(raw: string | null | undefined): Parsed<number> {
  const text = (raw ?? "").trim();
  return /^[1-5]$/.test(text) ? { ok: true, value: Number(text) } : { ok: false, error: RATING_ERROR };
}

export function starLabel(n: number): string {
  return n === 1 ? "1 star" : `${n} stars`;
}

/** SPEC §8's confirmation, word for word. */
export const TESTIMONIAL_DELETE_QUESTION = "Are you sure you want to delete this testimonial?";

export const TESTIMONIAL_LIMITS = { name: 100, location: 120, condition: 120, review: 2000, youtubeUrl: 500 } as const;

/** The audit/dashboard sentence, e.g. 'added testimonial from "Lakshmi R." (home)'. */
export function testimonialSummary(verb: "added" | "updated" | "deleted", name: string, placement: Placement): string {
  return `${verb} testimonial from "${name}" (${placement})`;
}

/** The form as typed: every field a string ("on" or "" for the checkbox). */
export interface TestimonialFormValues {
  name: string;
  age: string;
  location: string;
  condition: string;
  rating: string;
  review: string;
  image: string;
  therapySlug: string;
  doctorSlug: string;
  youtubeUrl: string;
  placement: string;
  sortOrder: string;
  isActive: string;
  /** "on" when the clinic picked it for the home page's carousel. */
  featured: string;
}

export const TESTIMONIAL_FIELDS = [
  "name",
  "age",
  "location",
  "condition",
  "rating",
  "review",
  "image",
  "therapySlug",
  "doctorSlug",
  "youtubeUrl",
  "placement",
  "sortOrder",
  "isActive",
  "featured",
] as const satisfies readonly (keyof TestimonialFormValues)[];

/** A new testimonial's starting values (SPEC: it is 'new' until saved). */
export function blankTestimonialValues(placement: Placement, sortOrder: number): TestimonialFormValues {
  return {
    name: "",
    age: "",
    location: "",
    condition: "",
    rating: "5",
    review: "",
    image: "",
    therapySlug: "",
    doctorSlug: "",
    youtubeUrl: "",
    placement,
    sortOrder: String(sortOrder),
    isActive: "on",
    featured: "",
  };
}

export function testimonialFormValues(row: {
  name: string;
  age: number | null;
  location: string;
  condition: string;
  rating: number;
  review: string;
  image: string | null;
  therapySlug: string | null;
  doctorSlug: string | null;
  youtubeUrl: string | null;
  placement: string;
  sortOrder: number;
  isActive: boolean;
  featured: boolean;
}): TestimonialFormValues {
  return {
    name: row.name,
    age: row.age === null ? "" : String(row.age),
    location: row.location,
    condition: row.condition,
    rating: String(row.rating),
    review: row.review,
    image: row.image ?? "",
    therapySlug: row.therapySlug ?? "",
    doctorSlug: row.doctorSlug ?? "",
    youtubeUrl: row.youtubeUrl ?? "",
    placement: row.placement,
    sortOrder: String(row.sortOrder),
    isActive: row.isActive ? "on" : "",
    featured: row.featured ? "on" : "",
  };
}
