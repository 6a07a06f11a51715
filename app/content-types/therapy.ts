// A therapy page (SPEC §3, §4): every field named once, here. The table `therapies` keeps the
// rows (lists sort on their order; the public pages read them by address); the editor, its
// checks, the history's labels, the translations' fields and the seed's type follow. Its
// gallery is the media library's pictures filed under it, chosen in the editor beside these.
import { isValidSlug } from "~/lib/slug";
import { isBlankHtml, MAX_LIST_ITEMS, MAX_RELATED, parseKeywords, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/lib/therapy-editor";
import { activeField, sortOrderField } from "./common-fields";
import { f } from "./fields";
import { type ColumnShape, defineRecordType, type RecordValue } from "./record-type";

const RICH_TEXT_MAX = 200_000; // room for a few small pasted data: images

/** A list of short texts, one box each (stored as a text array). */
const texts = (label: string, itemLabel: string, help: string) =>
  f.list(
    label,
    itemLabel,
    f.group(itemLabel, {
      text: f.text(itemLabel, { max: 200, messages: { tooLong: `${itemLabel}: keep it to 200 characters or fewer.` } }),
    }),
    { max: MAX_LIST_ITEMS, help },
  );

const asTextArray: ColumnShape<Array<{ text: string }>, string[]> = {
  toColumn: (items) => items.map((item) => item.text),
  fromColumn: (column) => (column ?? []).map((text) => ({ text })),
};

/** An editor's bare "<p></p>" is stored as nothing, so a page never shows an empty section. */
const blankAsEmpty: ColumnShape<string, string> = {
  toColumn: (html) => (isBlankHtml(html) ? "" : html),
  fromColumn: (column) => column ?? "",
};

type SeoColumn = { title: string; description: string; keywords: string[] } | null;

/** The search texts as one JSON value, keywords as a list, null when all are empty. */
const seoColumn: ColumnShape<{ title: string; description: string; keywords: string }, SeoColumn> = {
  toColumn: ({ title, description, keywords }) => {
    const list = parseKeywords(keywords);
    return title || description || list.length > 0 ? { title, description, keywords: list } : null;
  },
  fromColumn: (column) => ({
    title: column?.title ?? "",
    description: column?.description ?? "",
    keywords: (column?.keywords ?? []).join(", "),
  }),
};

export const therapyType = defineRecordType({
  entity: "therapy",
  table: "therapies",
  label: "Therapy",
  permission: "content:manage",
  titleField: "title",
  listPath: "/admin/therapies",
  blank: { isActive: false },
  publicFields: [
    "title",
    "slug",
    "shortDescription",
    "descriptionHtml",
    "howItWorksHtml",
    "benefits",
    "whoItsFor",
    "conditions",
    "duration",
    "sessions",
    "frequency",
    "heroImage",
    "youtubeUrl",
    "faqs",
    "relatedSlugs",
    "seo",
  ],
  stored: {
    descriptionHtml: blankAsEmpty,
    howItWorksHtml: blankAsEmpty,
    benefits: asTextArray,
    conditions: asTextArray,
    seo: seoColumn,
  },
  sections: {
    title: "Basics",
    descriptionHtml: "Page text",
    duration: "Course",
    heroImage: "Images and video",
    faqs: "Questions",
    relatedSlugs: "Related therapies",
  },
  fields: f.group(
    "Therapy",
    {
      title: f.text("Title", {
        max: 120,
        messages: { missing: "Enter a title.", tooLong: "The title can be at most 120 characters." },
      }),
      slug: f.text("Slug", {
        max: 80,
        translatable: false,
        follows: { field: "title", prefix: "/therapy/" },
        help: "The page's address: lowercase letters, digits and hyphens. Follows the title until you edit it.",
        messages: {
          missing: "Enter a slug (the page address).",
          tooLong: "Use 2–80 lowercase letters, digits and single hyphens, e.g. cold-therapy.",
          rule: { test: isValidSlug, message: "Use 2–80 lowercase letters, digits and single hyphens, e.g. cold-therapy." },
        },
      }),
      shortDescription: f.textarea("Short description", {
        max: 300,
        optional: true,
        help: "One or two sentences, shown under the title and on the home page cards.",
        messages: { tooLong: "The short description can be at most 300 characters." },
      }),
      isActive: activeField(),
      sortOrder: sortOrderField(),
      descriptionHtml: f.richtext("What It Is (full description)", { max: RICH_TEXT_MAX, optional: true }),
      howItWorksHtml: f.richtext("How It Works", { max: RICH_TEXT_MAX, optional: true }),
      benefits: texts("Key benefits", "Benefit", "One short line each, shown as a list."),
      whoItsFor: f.textarea("Who it's for", {
        max: 1000,
        optional: true,
        messages: { tooLong: "This text can be at most 1000 characters." },
      }),
      conditions: texts("Conditions we treat", "Condition", "One condition each, e.g. Knee osteoarthritis."),
      duration: f.text("Duration", { max: 60, optional: true, help: "e.g. 60-90 minutes" }),
      sessions: f.text("Sessions", { max: 60, optional: true, help: "e.g. 10-20" }),
      frequency: f.text("Frequency", { max: 60, optional: true, help: "e.g. 3-5 per week" }),
      heroImage: f.image("Hero image", {
        nullable: true,
        help: "From the media library (Gallery). Shown beside the title at the top of the page.",
        libraryOnly: { notAChoice: "Choose an image from the media library, or none.", noneLabel: "No image", size: "page" },
        uploadCategory: "Treatment",
      }),
      youtubeUrl: f.youtube("YouTube video", {
        preview: true,
        tooLong: "That address is too long.",
        invalid: "Invalid URL: paste a YouTube watch, share (youtu.be), shorts or embed link.",
        help: "Optional. Shown on the page as a poster; the video loads only when a visitor presses play.",
      }),
      faqs: f.list(
        "FAQs",
        "Question",
        f.group("Question", {
          question: f.text("Question", {
            max: 300,
            messages: { missing: "Add the question, or clear the answer too.", tooLong: "A question can be at most 300 characters." },
          }),
          answer: f.textarea("Answer", {
            max: 2000,
            messages: { missing: "Add the answer, or clear the question too.", tooLong: "An answer can be at most 2000 characters." },
          }),
        }),
        { max: MAX_LIST_ITEMS, titleField: "question", help: "Shown as questions that open to their answer." },
      ),
      relatedSlugs: f.references("Related therapies", "therapies", {
        max: MAX_RELATED,
        help: `Up to ${MAX_RELATED}, shown at the end of the page with a Learn More link. Inactive ones are left out there.`,
        notAChoice: "Choose related therapies from the list (not this therapy itself).",
        notSelf: "Choose related therapies from the list (not this therapy itself).",
        noneYet: "There are no other therapies yet.",
        tooMany: `Choose at most ${MAX_RELATED} related therapies.`,
      }),
      seo: f.group("Search engines (SEO)", {
        title: f.text("SEO title", {
          max: SEO_TITLE_MAX,
          optional: true,
          counter: true,
          help: "Leave empty to use the therapy title.",
          messages: { tooLong: `Keep the SEO title to ${SEO_TITLE_MAX} characters or fewer.` },
        }),
        description: f.textarea("SEO description", {
          max: SEO_DESCRIPTION_MAX,
          optional: true,
          counter: true,
          help: "Leave empty to use the short description.",
          messages: { tooLong: `Keep the SEO description to ${SEO_DESCRIPTION_MAX} characters or fewer.` },
        }),
        keywords: f.text("SEO keywords", {
          max: 1000,
          optional: true,
          help: "Separated by commas, e.g. hyperbaric oxygen, HBOT, Visakhapatnam.",
          messages: { tooLong: "Too many keywords." },
        }),
      }),
    },
    {
      // A live page with no introduction would look broken: both are needed to publish.
      check: (v) => [
        ...(v.isActive && String(v.shortDescription).trim() === ""
          ? [{ path: ["shortDescription"], message: "Add a short description before making the therapy active." }]
          : []),
        ...(v.isActive && isBlankHtml(String(v.descriptionHtml))
          ? [{ path: ["descriptionHtml"], message: "Add the “What It Is” text before making the therapy active." }]
          : []),
      ],
    },
  ),
});

/** A therapy as its editor gives it. */
export type Therapy = RecordValue<typeof therapyType>;
