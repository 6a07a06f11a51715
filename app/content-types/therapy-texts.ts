// A therapy page's words in another language (issue 14 item 4). A therapy itself is a row of
// the therapies table, edited in its own admin page with its pictures, video and order; its
// translations are documents of this type, keyed by the therapy's slug, so they get drafts,
// revisions and review states like every other translation (docs/decisions/024).
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/lib/therapy-editor";
import { f, type ValueOf } from "./fields";
import type { ContentType } from "./types";

const item = (label: string) => f.group(label, { text: f.text(label, { max: 200 }) });

export const therapyTextsFields = f.group("Therapy page", {
  title: f.text("Title", { max: 120 }),
  shortDescription: f.textarea("Short description", { max: 300, help: "On the therapy cards." }),
  descriptionHtml: f.richtext("What it is", { max: 200_000 }),
  howItWorksHtml: f.richtext("How it works", { max: 200_000 }),
  benefits: f.list("Benefits", "Benefit", item("Benefit"), { max: 20, titleField: "text" }),
  whoItsFor: f.textarea("Who it is for", { max: 1000 }),
  conditions: f.list("Conditions", "Condition", item("Condition"), { max: 20, titleField: "text" }),
  duration: f.text("Duration", { max: 60 }),
  sessions: f.text("Sessions", { max: 60 }),
  frequency: f.text("Frequency", { max: 60 }),
  faqs: f.list(
    "Questions and answers",
    "Question",
    f.group("Question", { question: f.text("Question", { max: 300 }), answer: f.textarea("Answer", { max: 2000 }) }),
    { max: 20, titleField: "question" },
  ),
  seo: f.group("Search", {
    title: f.text("Search title", { max: SEO_TITLE_MAX, optional: true }),
    description: f.textarea("Search description", { max: SEO_DESCRIPTION_MAX, optional: true }),
    keywords: f.textarea("Keywords", { max: 1000, optional: true, help: "Separated by commas." }),
  }),
});

/** What a therapy row (or a seed) says, in this type's shape. */
export function therapyTextsOf(t: {
  title: string;
  shortDescription: string;
  descriptionHtml: string;
  howItWorksHtml: string;
  benefits: readonly string[];
  whoItsFor: string;
  conditions: readonly string[];
  duration: string;
  sessions: string;
  frequency: string;
  faqs: ReadonlyArray<{ question: string; answer: string }>;
  seo: { title: string; description: string; keywords: readonly string[] } | null;
}): TherapyTexts {
  return {
    title: t.title,
    shortDescription: t.shortDescription,
    descriptionHtml: t.descriptionHtml,
    howItWorksHtml: t.howItWorksHtml,
    benefits: t.benefits.map((text) => ({ text })),
    whoItsFor: t.whoItsFor,
    conditions: t.conditions.map((text) => ({ text })),
    duration: t.duration,
    sessions: t.sessions,
    frequency: t.frequency,
    faqs: t.faqs.map((q) => ({ question: q.question, answer: q.answer })),
    seo: { title: t.seo?.title ?? "", description: t.seo?.description ?? "", keywords: (t.seo?.keywords ?? []).join(", ") },
  };
}

export type TherapyTexts = ValueOf<typeof therapyTextsFields>;

export const therapyTextsType: ContentType<typeof therapyTextsFields> = {
  type: "therapy-texts",
  title: "Therapy pages (translations)",
  description: "A therapy page's words in another language. The English, the pictures and the video are edited under Therapies.",
  permission: "content:manage",
  fields: therapyTextsFields,
  translationsOnly: { adminPath: "/admin/therapies", rows: "therapy" },
};
