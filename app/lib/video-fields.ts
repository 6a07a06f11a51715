// A video's categories and the words staff read about them; its fields are declared in
// app/content-types/video.ts.
import { parseYouTubeId } from "./youtube";

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

/** Badge on a card whose address gives no video id (such a video never shows publicly). */
export const INVALID_URL_BADGE = "Not shown on the website: invalid URL";

export function videoSummary(verb: "added" | "updated" | "deleted", title: string, category: VideoCategoryName): string {
  return `${verb} video "${title}" (${VIDEO_CATEGORY_LABELS[category]})`;
}

/** A video as stored: its fields and the id read from its address (null: saved, never shown; SPEC §5). */
export const withEmbedId = <V extends { url: string }>(video: V): V & { embedId: string | null } => ({
  ...video,
  embedId: parseYouTubeId(video.url),
});
