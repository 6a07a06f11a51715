import { z } from "zod";
import { isVideoCategory, VIDEO_CATEGORIES, VIDEO_LIMITS as L, type VideoFormValues, type VideoInput } from "~/lib/video-fields";
import { parseSortOrder } from "~/lib/whole-number";
import { parseYouTubeId } from "~/lib/youtube";
import { type FieldErrors, fieldErrors, optionalDoctor, parsedWith } from "./content-form-values.server";

function schema(therapyIds: ReadonlySet<number>, doctorSlugs: ReadonlySet<string>) {
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, "Please enter a title for the video.")
      .max(L.title, `Please keep the title under ${L.title} characters.`),
    url: z
      .string()
      .trim()
      .min(1, "Please paste the video's YouTube address.")
      .max(L.url, `Please keep the address under ${L.url} characters.`),
    category: z.string().refine(isVideoCategory, "Please choose a category.").pipe(z.enum(VIDEO_CATEGORIES)),
    therapyId: z
      .string()
      .trim()
      .refine((v) => v === "" || therapyIds.has(Number(v)), "Please choose a therapy from the list.")
      .transform((v) => (v === "" ? null : Number(v))),
    doctorSlug: optionalDoctor(doctorSlugs),
    description: z.string().trim().max(L.description, `Please keep the description under ${L.description} characters.`),
    sortOrder: parsedWith(parseSortOrder),
    isActive: z.string().transform((v) => v === "on" || v === "true"),
  });
}

export function parseVideoInput(
  values: VideoFormValues,
  therapyIds: ReadonlySet<number>,
  doctorSlugs: ReadonlySet<string>,
): { ok: true; input: VideoInput } | { ok: false; errors: FieldErrors } {
  const result = schema(therapyIds, doctorSlugs).safeParse(values);
  if (!result.success) return { ok: false, errors: fieldErrors(result.error) };
  return { ok: true, input: { ...result.data, embedId: parseYouTubeId(result.data.url) } };
}
