// The 7-Day Wellness Program page (issue 13 item 4): every text of /wellness-programs in one
// document. Not in it: the medical lead's name, title, picture and years (their doctor profile),
// the doctor card's figures (clinic settings and testimonials), the stories (testimonials), and
// the booking form's field labels and consent line, which say what the server stores.
import { f, type ValueOf } from "./fields";
import { fillDeep, placeholderCheck } from "./placeholders";
import type { ContentType } from "./types";

/** The one placeholder of this page's texts: the reply time, from the clinic settings (the same
 * the forms' confirmation promises, decision 078), e.g. "We reply {responseTime}". */
export const WELLNESS_PLACEHOLDERS = ["responseTime"] as const;

/** The document with `{responseTime}` filled in ("within 24 hours", in the page's language). */
export const fillWellnessPage = <T>(texts: T, responseTime: string): T => fillDeep(texts, { responseTime });

/** Icons of the "why seven days" points and the therapy tiles (all in components/ui/icon). */
export const WELLNESS_ICONS = [
  { value: "Gauge", label: "Pressure gauge" },
  { value: "Snowflake", label: "Snowflake" },
  { value: "Droplets", label: "Droplets" },
  { value: "Footprints", label: "Footprints" },
  { value: "Activity", label: "Pulse line" },
  { value: "Flame", label: "Flame" },
  { value: "Sun", label: "Sun" },
  { value: "Wind", label: "Wind" },
  { value: "Scale", label: "Scales" },
  { value: "Clock", label: "Clock" },
  { value: "CalendarCheck", label: "Calendar" },
  { value: "Target", label: "Target" },
  { value: "HeartPulse", label: "Heart with pulse" },
  { value: "Brain", label: "Brain" },
  { value: "Dumbbell", label: "Dumbbell" },
  { value: "Stethoscope", label: "Stethoscope" },
] as const;

/** A day's colour: the families the day plan has full class strings for (-700, 4.5:1 on white). */
export const WELLNESS_ACCENTS = [
  { value: "sky", label: "Sky blue" },
  { value: "teal", label: "Teal" },
  { value: "cyan", label: "Cyan" },
  { value: "indigo", label: "Indigo" },
  { value: "violet", label: "Violet" },
  { value: "emerald", label: "Emerald" },
  { value: "amber", label: "Amber" },
] as const;

export type WellnessAccent = (typeof WELLNESS_ACCENTS)[number]["value"];

const RESULTS_VARY = "Keep “Results vary from person to person.”: medical texts state outcomes as possibilities, never promises.";

const line = (label: string, max = 300) => f.group(label, { text: f.text(label, { max }) });
const eyebrow = () => f.text("Small heading above", { max: 60 });
const heading = () => f.text("Heading", { max: 120 });

const day = f.group("Day", {
  title: f.text("Title", { max: 80 }),
  subtitle: f.text("Subtitle", { max: 160 }),
  accent: f.select("Colour", WELLNESS_ACCENTS),
  // SPEC: five activities a day, numbered 1 to 5 on the page. A fixed list keeps that count
  // and reports an emptied activity at its own field, where a shorter list would be refused
  // only as a whole.
  activities: f.list("Activities", "Activity", line("Activity", 200), { min: 5, max: 5, fixed: true }),
});

export const wellnessPageFields = f.group(
  "7-Day Wellness Program page",
  {
    metaTitle: f.text("Browser tab title", { max: 90, help: "The clinic's name is added after it." }),
    metaDescription: f.textarea("Search description", { max: 300 }),
    keywords: f.text("Search keywords", { max: 300, optional: true, help: "Separated by commas." }),
    hero: f.group("Top of the page", {
      eyebrow: eyebrow(),
      title: f.text("Page title (the heading)", { max: 120 }),
      subtitle: f.textarea("Introduction", { max: 500, help: RESULTS_VARY }),
      ctaLabel: f.text("First button (to the day-by-day plan)", { max: 40 }),
      bookLabel: f.text("Second button (to the booking form)", { max: 40 }),
      highlights: f.list("Highlights", "Highlight", line("Highlight", 120), { max: 5, titleField: "text" }),
    }),
    whySevenDays: f.group("Why seven days", {
      eyebrow: eyebrow(),
      heading: heading(),
      paragraphs: f.list("Paragraphs", "Paragraph", f.group("Paragraph", { text: f.textarea("Paragraph", { max: 800 }) }), {
        min: 1,
        max: 4,
      }),
      points: f.list(
        "Points",
        "Point",
        f.group("Point", {
          title: f.text("Title", { max: 80 }),
          description: f.textarea("Text", { max: 400 }),
          icon: f.select("Icon", WELLNESS_ICONS),
        }),
        { min: 1, max: 6, titleField: "title" },
      ),
      ctaLabel: f.text("Button (to the day-by-day plan)", { max: 40 }),
    }),
    program: f.group("Day by day", {
      eyebrow: eyebrow(),
      title: heading(),
      intro: f.textarea("Introduction", { max: 400, optional: true }),
      tabsLabel: f.text("Name of the day tabs (read by screen readers)", { max: 60 }),
      dayLabel: f.text("Word before each day's number", { max: 20, help: "“Day” gives the tabs Day 1 to Day 7." }),
    }),
    // Seven, not "1 to 10": the program is named, sold and described as seven days (the tabs'
    // row of seven, "Day 1 and Day 7 measurements" in the texts), so a day is rewritten or
    // moved, never added or dropped.
    days: f.list("Days", "Day", day, { min: 7, max: 7, titleField: "title", help: "Move a day up or down to change its number." }),
    therapies: f.group("Advanced therapies", {
      eyebrow: eyebrow(),
      title: heading(),
      intro: f.textarea("Introduction", { max: 400, optional: true }),
      pointerHint: f.text("Hint for mouse users", { max: 160 }),
      items: f.list(
        "Therapies",
        "Therapy",
        f.group("Therapy", {
          name: f.text("Name", { max: 80 }),
          description: f.textarea("What it involves", { max: 400 }),
          icon: f.select("Icon", WELLNESS_ICONS),
        }),
        { min: 1, max: 12, titleField: "name" },
      ),
    }),
    outcomes: f.group("Expected outcomes", {
      eyebrow: eyebrow(),
      title: heading(),
      items: f.list("Outcomes", "Outcome", line("Outcome", 200), { min: 1, max: 12, titleField: "text" }),
      note: f.textarea("Note under the outcomes", { max: 300, help: RESULTS_VARY }),
    }),
    beforeAfter: f.group("Before and after table", {
      title: heading(),
      caption: f.textarea("Caption", { max: 300, help: RESULTS_VARY }),
      measureLabel: f.text("First column's heading", { max: 30 }),
      beforeLabel: f.text("Second column's heading", { max: 30 }),
      afterLabel: f.text("Third column's heading", { max: 30 }),
      rows: f.list(
        "Rows",
        "Row",
        f.group("Row", {
          metric: f.text("Measure", { max: 40 }),
          before: f.text("Before", { max: 40 }),
          after: f.text("Goal", { max: 40 }),
        }),
        { min: 1, max: 8, titleField: "metric" },
      ),
    }),
    stories: f.group("Patient stories", {
      eyebrow: eyebrow(),
      title: heading(),
      intro: f.textarea("Introduction", { max: 400, help: RESULTS_VARY }),
      moreLabel: f.text("Button showing the other stories", { max: 40 }),
    }),
    doctor: f.group("Doctor card", {
      eyebrow: eyebrow(),
      title: heading(),
      role: f.text("The doctor's role in the program", {
        max: 100,
        help: "Name, title, picture and years come from the doctor's profile.",
      }),
      description: f.textarea("What the doctor does in the program", { max: 500 }),
      profileLabel: f.text("Profile link", { max: 40 }),
    }),
    faq: f.group("Questions and answers", {
      eyebrow: eyebrow(),
      title: heading(),
      items: f.list(
        "Questions",
        "Question",
        f.group("Question", { question: f.text("Question", { max: 200 }), answer: f.textarea("Answer", { max: 1500 }) }),
        { min: 1, max: 20, titleField: "question" },
      ),
    }),
    booking: f.group("Booking", {
      eyebrow: eyebrow(),
      title: heading(),
      intro: f.textarea("Introduction", { max: 500, optional: true }),
      responsePromise: f.text("Reply promise", {
        max: 80,
        help: "Write {responseTime} for the reply time set in the clinic settings, e.g. We reply {responseTime}.",
      }),
      callPrompt: f.text("Words before the phone numbers", { max: 80 }),
      nextStepsTitle: f.text("Next steps: heading", { max: 80 }),
      nextSteps: f.list("Next steps", "Step", line("Step", 200), { min: 1, max: 6, titleField: "text" }),
      formTitle: f.text("Form title", { max: 80 }),
      messageHint: f.text("Hint under the message box", { max: 160 }),
    }),
  },
  { check: placeholderCheck(WELLNESS_PLACEHOLDERS) },
);

export type WellnessPageTexts = ValueOf<typeof wellnessPageFields>;

export const wellnessPageType: ContentType<typeof wellnessPageFields> = {
  type: "wellness-page",
  title: "7-Day Wellness Program page",
  description:
    "Every text of the wellness program page: the seven days and their activities, therapies, outcomes, doctor card and questions.",
  permission: "content:manage",
  fields: wellnessPageFields,
  publicPath: "/wellness-programs",
};
