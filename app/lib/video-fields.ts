// What the video screen and the server share, without zod (kept out of the browser).

export const VIDEO_CATEGORIES = ["therapy", "testimonial", "facility"] as const;
export type VideoCategoryName = (typeof VIDEO_CATEGORIES)[number];

/** SPEC §9's display names. */
export const VIDEO_CATEGORY_LABELS: Record<VideoCategoryName, string> = {
  therapy: "Therapy Videos",
  testimonial: "Patient Testimonials",
  facility: "Facility Tours",
};

export function isVideoCategory(value: unknown): value is VideoCategoryName {
  return typeof value === "string" && (VIDEO_CATEGORIES as readonly string[]).includes(value);
}

/** SPEC §8's confirmation, word for word. */
export const VIDEO_DELETE_QUESTION = "Are you sure you want to delete this video embed?";

export const VIDEO_LIMITS = { title: 150, url: 500, description: 1000 } as const;

/** Badge on a card whose address gives no video id (such a video never shows publicly). */
export const INVALID_URL_BADGE = "Not shown on the website: invalid URL";

export function videoSummary(verb: "added" | "updated" | "deleted", title: string, category: VideoCategoryName): string {
  return `${verb} video "${title}" (${VIDEO_CATEGORY_LABELS[category]})`;
}

/** The form as typed: every field a string ("on" or "" for the checkbox). */
export interface VideoFormValues {
  title: string;
  url: string;
  category: string;
  therapyId: string;
  doctorSlug: string;
  description: string;
  sortOrder: string;
  isActive: string;
}

export const VIDEO_FIELDS = [
  "title",
  "url",
  "category",
  "therapyId",
  "doctorSlug",
  "description",
  "sortOrder",
  "isActive",
] as const satisfies readonly (keyof VideoFormValues)[];

export function blankVideoValues(category: VideoCategoryName, sortOrder: number): VideoFormValues {
  return { title: "", url: "", category, therapyId: "", doctorSlug: "", description: "", sortOrder: String(sortOrder), isActive: "on" };
}

export function videoFormValues(row: {
  title: string;
  url: string;
  category: string;
  therapyId: number | null;
  doctorSlug: string | null;
  description: string;
  sortOrder: number;
  isActive: boolean;
}): VideoFormValues {
  return {
    title: row.title,
    url: row.url,
    category: row.category,
    therapyId: row.therapyId === null ? "" : String(row.therapyId),
    doctorSlug: row.doctorSlug ?? "",
    description: row.description,
    sortOrder: String(row.sortOrder),
    isActive: row.isActive ? "on" : "",
  };
}

/** A video as saved: the form's values checked and read (server/admin/video-input.server.ts). */
export interface VideoInput {
  title: string;
  url: string;
  /** Null when the address gives no id: saved (SPEC §5) but never shown publicly. */
  embedId: string | null;
  category: (typeof VIDEO_CATEGORIES)[number];
  therapyId: number | null;
  doctorSlug: string | null;
  description: string;
  sortOrder: number;
  isActive: boolean;
}
