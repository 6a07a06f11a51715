// The home page's own texts (issue 13 item 4): the hero, each section's heading, the
// treatment approach steps (the About page shows the same steps) and the search texts.
// Figures, therapies, reviews, doctors and contact details come from their own records.
import { f, type GroupIssue, type ValueOf } from "./fields";
import type { ContentType } from "./types";

/** Icons a treatment step may carry (app/components/ui/icon.tsx draws them). */
export const APPROACH_ICONS = [
  { value: "ClipboardList", label: "Clipboard (assessment)" },
  { value: "FileText", label: "Document (plan)" },
  { value: "ChartLine", label: "Chart (progress)" },
  { value: "Users", label: "People (team)" },
  { value: "Stethoscope", label: "Stethoscope" },
  { value: "CalendarCheck", label: "Calendar" },
  { value: "Target", label: "Target (goals)" },
  { value: "HeartHandshake", label: "Caring hands" },
  { value: "MessageCircle", label: "Speech bubble" },
  { value: "ShieldCheck", label: "Shield (safety)" },
] as const;

export const COUNT_TOKEN = "{count}";

// The services heading may name the number of published therapies, and nothing else.
const countRule = (value: Record<string, unknown>): GroupIssue[] => {
  const tokens = String(value.title ?? "").match(/\{[^}]*\}/g) ?? [];
  if (tokens.some((t) => t !== COUNT_TOKEN)) {
    return [{ path: ["title"], message: `Heading: the only placeholder is ${COUNT_TOKEN} (the number of therapies shown).` }];
  }
  return tokens.length > 1 ? [{ path: ["title"], message: `Heading: use ${COUNT_TOKEN} at most once.` }] : [];
};

const section = (
  label: string,
  help: string,
  opts: { titleHelp?: string; check?: (value: Record<string, unknown>) => GroupIssue[] } = {},
) =>
  f.group(
    label,
    {
      eyebrow: f.text("Small heading above", { max: 40 }),
      title: f.text("Heading", { max: 100, help: opts.titleHelp }),
      intro: f.textarea("Introduction", { max: 300 }),
    },
    { help, check: opts.check },
  );

export const homePageFields = f.group("Home page", {
  hero: f.group(
    "Hero",
    {
      title: f.text("Main heading", { max: 100, help: "The page's one main heading (h1), at the top." }),
      intro: f.textarea("Introduction", {
        max: 400,
        help: 'Describe, don\'t promise: keep "Results vary from person to person." and name no outcome.',
      }),
      exploreButton: f.text("Therapies button", { max: 40, help: "Jumps to the therapies further down." }),
      tourButton: f.text("Tour button", { max: 40, help: "Plays the facility tour video; shown only while one is published." }),
    },
    { help: "The first screen. The small heading above is the clinic's city and state, from the clinic settings." },
  ),
  doctor: f.group(
    "Doctor band",
    { eyebrow: f.text("Small heading above the doctor's name", { max: 40 }) },
    { help: "The name, title, summary and figures come from the first doctor's profile." },
  ),
  approach: f.group(
    "Treatment approach",
    {
      title: f.text("Heading", { max: 100 }),
      steps: f.list(
        "Steps",
        "Step",
        f.group("Step", {
          title: f.text("Step name", { max: 60 }),
          description: f.textarea("What happens", { max: 300 }),
          icon: f.select("Icon", APPROACH_ICONS),
        }),
        {
          min: 2,
          max: 8,
          titleField: "title",
          help: "Numbered in this order; four fill a row on a wide screen. The About page shows the same steps.",
        },
      ),
    },
    { help: "Below the doctor band." },
  ),
  services: section("Therapies section", "The therapy cards come from the therapies list.", {
    titleHelp: `Write ${COUNT_TOKEN} where the number of published therapies should appear.`,
    check: countRule,
  }),
  conditions: section("Conditions section", "The areas and conditions listed are fixed for now."),
  reviews: section("Reviews section", "Shown only while at least one testimonial is published."),
  contact: section("Contact section", "Heads the inquiry form, here and on the Contact page."),
  search: f.group("Search and sharing", {
    metaTitle: f.text("Browser tab title", { max: 70, help: "The clinic's name is put before it." }),
    metaDescription: f.textarea("Search description", {
      max: 300,
      help: "What search engines and link previews show, about 150 characters.",
    }),
    keywords: f.text("Search keywords", { max: 300, optional: true, help: "Separated by commas." }),
  }),
});

export type HomePageTexts = ValueOf<typeof homePageFields>;
export type SectionTexts = HomePageTexts["services"];
export type ApproachStep = HomePageTexts["approach"]["steps"][number];

export const homePageType: ContentType<typeof homePageFields> = {
  type: "home-page",
  title: "Home page texts",
  description: "The home page's main heading, section headings, treatment approach steps and search texts.",
  permission: "content:manage",
  fields: homePageFields,
  publicPath: "/",
};

/** The services heading with the number of therapies in place of its placeholder. */
export function withCount(title: string, count: number): string {
  return title.replace(COUNT_TOKEN, String(count));
}
