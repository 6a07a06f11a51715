import { z } from "zod";
import {
  isPlacement,
  parseAge,
  parseRating,
  PLACEMENTS,
  TESTIMONIAL_LIMITS as L,
  type TestimonialFormValues,
} from "~/lib/testimonial-fields";
import { parseSortOrder } from "~/lib/whole-number";
import { parseYouTubeId } from "~/lib/youtube";
import type { TestimonialInput } from "../repos/admin-testimonials.server";
import { type FieldErrors, fieldErrors, optionalDoctor, parsedWith } from "./content-form-values.server";

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const required = (max: number, missing: string, tooLong: string) => text(max, tooLong).min(1, missing);

export interface TestimonialChoices {
  therapySlugs: ReadonlySet<string>;
  doctorSlugs: ReadonlySet<string>;
  /** Images that may be stored: the media library plus the testimonial's current image. */
  images: ReadonlySet<string>;
}

function schema(choices: TestimonialChoices) {
  return z
    .object({
      name: required(L.name, "Please enter the patient's name, e.g. Lakshmi R.", `Please keep the name under ${L.name} characters.`),
      age: parsedWith(parseAge),
      location: text(L.location, `Please keep the location under ${L.location} characters.`),
      condition: required(
        L.condition,
        "Please enter the condition, e.g. Knee osteoarthritis.",
        `Please keep the condition under ${L.condition} characters.`,
      ),
      rating: parsedWith(parseRating),
      review: required(L.review, "Please enter the review text.", `Please keep the review under ${L.review} characters.`),
      image: z
        .string()
        .trim()
        .refine((v) => v === "" || choices.images.has(v), "Please choose an image from the media library, or no image.")
        .transform((v) => v || null),
      therapySlug: z
        .string()
        .trim()
        .refine((v) => v === "" || choices.therapySlugs.has(v), "Please choose a therapy from the list.")
        .transform((v) => v || null),
      doctorSlug: optionalDoctor(choices.doctorSlugs),
      youtubeUrl: text(L.youtubeUrl, `Please keep the address under ${L.youtubeUrl} characters.`)
        .refine(
          (v) => v === "" || parseYouTubeId(v) !== null,
          "Invalid URL: paste a YouTube link (watch, youtu.be, shorts or embed), or leave it empty.",
        )
        .transform((v) => v || null),
      placement: z.string().refine(isPlacement, "Please choose where the testimonial appears.").pipe(z.enum(PLACEMENTS)),
      sortOrder: parsedWith(parseSortOrder),
      isActive: z.string().transform((v) => v === "on" || v === "true"),
      featured: z.string().transform((v) => v === "on" || v === "true"),
    })
    .superRefine((value, ctx) => {
      if (value.placement === "therapy" && value.therapySlug === null) {
        ctx.addIssue({
          code: "custom",
          path: ["therapySlug"],
          message: "A testimonial placed on a therapy page needs that therapy: please choose one.",
        });
      }
    });
}

export function parseTestimonialInput(
  values: TestimonialFormValues,
  choices: TestimonialChoices,
): { ok: true; input: TestimonialInput } | { ok: false; errors: FieldErrors } {
  const result = schema(choices).safeParse(values);
  return result.success ? { ok: true, input: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
