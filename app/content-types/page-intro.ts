// The heading band and search texts of the inner pages (issue 13 item 4): one declaration for
// /about, /services, /conditions, /contact and /reviews, each its own document; editors and admins.
import { f, type ValueOf } from "./fields";
import type { ContentType } from "./types";

export const INTRO_PAGES = [
  { key: "about", title: "About page: heading and search texts", publicPath: "/about" },
  { key: "services", title: "Services page: heading and search texts", publicPath: "/services" },
  { key: "conditions", title: "Conditions page: heading and search texts", publicPath: "/conditions" },
  { key: "contact", title: "Contact page: heading and search texts", publicPath: "/contact" },
  { key: "reviews", title: "Reviews page: heading and search texts", publicPath: "/reviews" },
] as const;

export type IntroPageKey = (typeof INTRO_PAGES)[number]["key"];

export const pageIntroFields = f.group("Page heading", {
  eyebrow: f.text("Small heading above", { max: 40 }),
  title: f.text("Page title (the heading)", { max: 100 }),
  intro: f.textarea("Introduction", { max: 400 }),
  metaTitle: f.text("Browser tab title", { max: 70, help: "The clinic's name is added after it." }),
  metaDescription: f.textarea("Search description", {
    max: 300,
    help: "What search engines and link previews show, about 150 characters.",
  }),
  keywords: f.text("Search keywords", { max: 300, optional: true, help: "Separated by commas." }),
});

/** keywords: comma-separated, as typed. */
export type PageIntroTexts = ValueOf<typeof pageIntroFields>;

export const pageIntroType: ContentType<typeof pageIntroFields> = {
  type: "page-intro",
  title: "Page headings",
  description: "The heading band, title and search texts of the About, Services, Conditions, Contact and Reviews pages.",
  permission: "content:manage",
  fields: pageIntroFields,
  documents: INTRO_PAGES.map((p) => ({ key: p.key, title: p.title, publicPath: p.publicPath })),
};

export function keywordList(keywords: string): string[] {
  return keywords
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}
