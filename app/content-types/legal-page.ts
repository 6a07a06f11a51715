// The legal pages (issue 13 item 5): formatted text with an effective date. Every published
// version stays readable at /{page}/{effective date}; admins only.
import { f, type ValueOf } from "./fields";
import type { ContentType } from "./types";

export const LEGAL_PAGES = [
  { key: "privacy-policy", title: "Privacy Policy", path: "/privacy-policy" },
  { key: "terms-of-service", title: "Terms of Service", path: "/terms-of-service" },
] as const;

export type LegalPageKey = (typeof LEGAL_PAGES)[number]["key"];

const legalRule = (value: Record<string, unknown>) => {
  const headings = (value.sections as Array<{ heading: string }> | undefined)?.map((s) => s.heading.trim().toLowerCase()) ?? [];
  const twice = headings.findIndex((h, i) => headings.indexOf(h) !== i);
  return twice === -1
    ? []
    : [
        {
          path: ["sections", String(twice), "heading"],
          message: "Heading: each section needs its own heading (it is the section's link).",
        },
      ];
};

export const legalPageFields = f.group(
  "Legal page",
  {
    title: f.text("Title", { max: 80 }),
    metaDescription: f.textarea("Search description", {
      max: 300,
      help: "What search engines and link previews show, about 150 characters.",
    }),
    lastUpdated: f.text("Last updated (as shown)", { max: 40, help: "E.g. January 2025." }),
    effectiveDate: f.date("Effective date", {
      help: "Publishing with a new date keeps the previous version readable at its own address, linked from this page.",
    }),
    intro: f.textarea("Introduction", { max: 2000 }),
    notice: f.textarea("Highlighted notice", {
      max: 500,
      optional: true,
      help: "Shown in a box before the sections, e.g. the emergency notice.",
    }),
    sections: f.list(
      "Sections",
      "Section",
      f.group("Section", { heading: f.text("Heading", { max: 120 }), body: f.richtext("Text", { max: 20_000 }) }),
      {
        min: 1,
        max: 30,
      },
    ),
    closingHeading: f.text("Closing heading", {
      max: 120,
      optional: true,
      help: "With a heading the closing note is shown in a box, e.g. Acceptance of these terms.",
    }),
    closingNote: f.textarea("Closing note", {
      max: 1000,
      optional: true,
      help: "Shown after the sections, e.g. how changes are announced.",
    }),
  },
  { check: legalRule },
);

/** A legal page as stored; its effectiveDate (YYYY-MM-DD) names the version's address,
 * /privacy-policy/2025-01-01. */
export type LegalPage = ValueOf<typeof legalPageFields>;

export const legalPageType: ContentType<typeof legalPageFields> = {
  type: "legal",
  title: "Legal pages",
  description: "The privacy policy and the terms of service. Each published version stays readable at its own address.",
  permission: "settings:manage",
  fields: legalPageFields,
  documents: LEGAL_PAGES.map((p) => ({ key: p.key, title: p.title, publicPath: p.path })),
};
