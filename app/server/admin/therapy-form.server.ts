import { z } from "zod";
import { isValidSlug } from "~/lib/slug";
import {
  isBlankHtml,
  MAX_LIST_ITEMS,
  parseKeywords,
  MAX_RELATED,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  splitLines,
  type TherapyFormErrors,
  type TherapyFormValues,
  zipFaqs,
} from "~/lib/therapy-editor";
import { parseYouTubeId } from "~/lib/youtube";
import type { TherapyWrite } from "../content/therapy-writes.server";
import { sanitizeRichText } from "../sanitize.server";
import { dataImageMessage, hasDataImage } from "~/lib/rich-text-images";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
const texts = (form: FormData, name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");

/** The submitted form as typed (lists split into items), before any validation. */
export function readTherapyForm(form: FormData): TherapyFormValues {
  return {
    title: text(form, "title"),
    slug: text(form, "slug"),
    shortDescription: text(form, "shortDescription"),
    descriptionHtml: text(form, "descriptionHtml"),
    howItWorksHtml: text(form, "howItWorksHtml"),
    benefits: splitLines(texts(form, "benefits")),
    whoItsFor: text(form, "whoItsFor"),
    conditions: splitLines(texts(form, "conditions")),
    duration: text(form, "duration"),
    sessions: text(form, "sessions"),
    frequency: text(form, "frequency"),
    heroImage: text(form, "heroImage"),
    galleryIds: texts(form, "gallery")
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
    youtubeUrl: text(form, "youtubeUrl"),
    faqs: zipFaqs(texts(form, "faqQuestion"), texts(form, "faqAnswer")),
    relatedSlugs: [...new Set(texts(form, "relatedSlugs").filter((s) => s !== ""))],
    seoTitle: text(form, "seoTitle"),
    seoDescription: text(form, "seoDescription"),
    seoKeywords: text(form, "seoKeywords"),
    sortOrder: text(form, "sortOrder"),
    isActive: form.get("isActive") === "on" || form.get("isActive") === "true",
  };
}

const line = (label: string, max: number) => z.string().trim().max(max, `${label} can be at most ${max} characters.`);
const RICH_TEXT_MAX = 200_000; // room for a few small pasted data: images

const listItem = (label: string) => z.string().max(200, `Each ${label} can be at most 200 characters.`);

const schema = z.object({
  title: line("The title", 120).min(1, "Enter a title."),
  slug: z
    .string()
    .trim()
    .min(1, "Enter a slug (the page address).")
    .refine(isValidSlug, "Use 2–80 lowercase letters, digits and single hyphens, e.g. cold-therapy."),
  shortDescription: line("The short description", 300),
  descriptionHtml: z.string().max(RICH_TEXT_MAX, "This text is too long (images pasted in count too)."),
  howItWorksHtml: z.string().max(RICH_TEXT_MAX, "This text is too long (images pasted in count too)."),
  benefits: z.array(listItem("benefit")).max(MAX_LIST_ITEMS, `Keep it to ${MAX_LIST_ITEMS} benefits.`),
  whoItsFor: line("This text", 1000),
  conditions: z.array(listItem("condition")).max(MAX_LIST_ITEMS, `Keep it to ${MAX_LIST_ITEMS} conditions.`),
  duration: line("Duration", 60),
  sessions: line("Sessions", 60),
  frequency: line("Frequency", 60),
  heroImage: z.string().trim(),
  galleryIds: z.array(z.number().int()),
  youtubeUrl: z
    .string()
    .trim()
    .max(500, "That address is too long.")
    // An unparseable address would silently show no video on the page, so it is refused.
    .refine(
      (url) => url === "" || parseYouTubeId(url) !== null,
      "Invalid URL: paste a YouTube watch, share (youtu.be), shorts or embed link.",
    ),
  faqs: z
    .array(
      z.object({
        question: z.string().min(1, "Add the question, or clear the answer too.").max(300, "A question can be at most 300 characters."),
        answer: z.string().min(1, "Add the answer, or clear the question too.").max(2000, "An answer can be at most 2000 characters."),
      }),
    )
    .max(MAX_LIST_ITEMS, `Keep it to ${MAX_LIST_ITEMS} questions.`),
  relatedSlugs: z.array(z.string()).max(MAX_RELATED, `Choose at most ${MAX_RELATED} related therapies.`),
  seoTitle: z.string().trim().max(SEO_TITLE_MAX, `Keep the SEO title to ${SEO_TITLE_MAX} characters or fewer.`),
  seoDescription: z.string().trim().max(SEO_DESCRIPTION_MAX, `Keep the SEO description to ${SEO_DESCRIPTION_MAX} characters or fewer.`),
  seoKeywords: z.string().max(1000, "Too many keywords."),
  sortOrder: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, "Enter a whole number from 0 to 9999."),
  isActive: z.boolean(),
});

/** What may be chosen in the pickers (decided by the loader's data, checked again here). */
export interface TherapyFormChoices {
  /** Image addresses that may be the hero image (the media library, plus the current one). */
  heroImages: ReadonlySet<string>;
  galleryIds: ReadonlySet<number>;
  /** Slugs of the other therapies. */
  otherSlugs: ReadonlySet<string>;
}

export type TherapyValidation = { ok: true; write: TherapyWrite; galleryIds: number[] } | { ok: false; errors: TherapyFormErrors };

/** Validates and cleans a submitted therapy (rich text sanitised here, before it is stored). */
export function validateTherapyForm(values: TherapyFormValues, choices: TherapyFormChoices): TherapyValidation {
  const errors: TherapyFormErrors = {};
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join(".");
      errors[key] ??= issue.message;
    }
  }
  if (values.heroImage !== "" && !choices.heroImages.has(values.heroImage)) {
    errors.heroImage ??= "Choose an image from the media library, or none.";
  }
  if (values.galleryIds.some((id) => !choices.galleryIds.has(id))) {
    errors.gallery ??= "One of the chosen images is no longer in the media library. Please choose again.";
  }
  if (values.relatedSlugs.some((s) => !choices.otherSlugs.has(s))) {
    errors.relatedSlugs ??= "Choose related therapies from the list (not this therapy itself).";
  }
  if (hasDataImage(values.descriptionHtml)) errors.descriptionHtml ??= dataImageMessage("What It Is");
  if (hasDataImage(values.howItWorksHtml)) errors.howItWorksHtml ??= dataImageMessage("How It Works");
  const descriptionHtml = sanitizeRichText(values.descriptionHtml);
  const howItWorksHtml = sanitizeRichText(values.howItWorksHtml);
  // A live page with no introduction would look broken: both are needed to publish.
  if (values.isActive) {
    if (values.shortDescription.trim() === "") errors.shortDescription ??= "Add a short description before making the therapy active.";
    if (isBlankHtml(descriptionHtml)) errors.descriptionHtml ??= "Add the “What It Is” text before making the therapy active.";
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const v = parsed.data;
  const keywords = parseKeywords(v.seoKeywords);
  const seo = v.seoTitle || v.seoDescription || keywords.length > 0 ? { title: v.seoTitle, description: v.seoDescription, keywords } : null;
  return {
    ok: true,
    galleryIds: [...new Set(v.galleryIds)],
    write: {
      title: v.title,
      slug: v.slug,
      shortDescription: v.shortDescription,
      descriptionHtml: isBlankHtml(descriptionHtml) ? "" : descriptionHtml,
      howItWorksHtml: isBlankHtml(howItWorksHtml) ? "" : howItWorksHtml,
      benefits: v.benefits,
      whoItsFor: v.whoItsFor,
      conditions: v.conditions,
      duration: v.duration,
      sessions: v.sessions,
      frequency: v.frequency,
      heroImage: v.heroImage || null,
      youtubeUrl: v.youtubeUrl || null,
      faqs: v.faqs,
      relatedSlugs: v.relatedSlugs,
      seo,
      sortOrder: Number(v.sortOrder),
      isActive: v.isActive,
    },
  };
}
