// What a browser sends from the therapy editor (app/content-types/therapy.ts drawn by the record
// form): the declared fields under their form names ("benefits.0.text", "seo.title"), ticked boxes
// repeated, and the gallery's chosen pictures. Tests say their changes in the words of the page.
import { therapyType } from "~/content-types/therapy";
import type { FormObject } from "~/lib/document-form";
import { recordFormValues } from "~/lib/record-form";
import { formEntries } from "./form-entries";

export interface TherapyChanges {
  title?: string;
  slug?: string;
  shortDescription?: string;
  descriptionHtml?: string;
  howItWorksHtml?: string;
  benefits?: string[];
  whoItsFor?: string;
  conditions?: string[];
  duration?: string;
  sessions?: string;
  frequency?: string;
  heroImage?: string;
  youtubeUrl?: string;
  faqs?: Array<{ question: string; answer: string }>;
  relatedSlugs?: string[];
  seoTitle?: string;
  seoDescription?: string;
  seoKeywords?: string;
  sortOrder?: string;
  isActive?: boolean;
}

/** A form's values with `changes` typed over them. */
export function therapyValues(base: FormObject, changes: TherapyChanges): FormObject {
  const { benefits, conditions, faqs, seoTitle, seoDescription, seoKeywords, ...plain } = changes;
  const values: FormObject = { ...base, ...(plain as FormObject) };
  if (benefits) values.benefits = benefits.map((text) => ({ text }));
  if (conditions) values.conditions = conditions.map((text) => ({ text }));
  if (faqs) values.faqs = faqs.map((f) => ({ ...f }));
  const seo = { ...(base.seo as FormObject) };
  if (seoTitle !== undefined) seo.title = seoTitle;
  if (seoDescription !== undefined) seo.description = seoDescription;
  if (seoKeywords !== undefined) seo.keywords = seoKeywords;
  values.seo = seo;
  return values;
}

/** A stored row's form values. */
export const therapyRowValues = (row: Record<string, unknown>): FormObject => recordFormValues(therapyType, row);

/** The fields a browser sends for these values and gallery. */
export function therapyEntries(values: FormObject, gallery: readonly number[]): [string, string][] {
  const out: [string, string][] = [];
  out.push(...formEntries(values));
  for (const id of gallery) out.push(["gallery", String(id)]);
  return out;
}
