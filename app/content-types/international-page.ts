// The International Patients page (issue 13 item 4): every text of /international-patients in
// one document. The visit's figures (airport distance, typical stay, …) are typed once under
// "Figures" and written into the texts as placeholders such as {typicalStay}, so a change
// reaches every sentence that names it; {hours}, {emergency} and {responseTime} (the reply time,
// the same one the forms' confirmation promises: decision 078) come from the clinic settings.
import { f, type Fields, type ValueOf } from "./fields";
import { fillDeep, fillText, placeholderCheck, unknownIn } from "./placeholders";
import type { ContentType } from "./types";

export const INTERNATIONAL_ICONS = [
  { value: "Stethoscope", label: "Stethoscope" },
  { value: "Activity", label: "Pulse line" },
  { value: "BadgeIndianRupee", label: "Rupee badge" },
  { value: "Languages", label: "Languages" },
  { value: "TreePalm", label: "Palm tree" },
  { value: "Plane", label: "Aeroplane" },
  { value: "Hotel", label: "Hotel" },
  { value: "Video", label: "Video call" },
  { value: "FileText", label: "Document" },
  { value: "MessageCircle", label: "Message" },
  { value: "CalendarCheck", label: "Calendar" },
  { value: "HeartPulse", label: "Heart with pulse" },
  { value: "Clock", label: "Clock" },
  { value: "Banknote", label: "Banknote" },
] as const;

/** What a placeholder in the texts stands for. */
export const PLACEHOLDERS = {
  airportKm: "the airport distance in km",
  airportMinutes: "the minutes from the airport",
  costSavings: "the estimated cost comparison",
  typicalStay: "the typical stay",
  teleconsultMinutes: "the teleconsultation's minutes",
  responseTime: "the reply time (clinic settings)",
  currency: "the currency",
  hours: "the opening hours (clinic settings)",
  emergency: "the emergency number (clinic settings)",
} as const;

export type Placeholder = keyof typeof PLACEHOLDERS;

/** Every placeholder in a text that is not one of this page's. */
export const unknownPlaceholders = (text: string) => unknownIn(text, Object.keys(PLACEHOLDERS));

/** Replaces each of this page's placeholders; unknown ones cannot be stored (see the check). */
export const fillPlaceholders = (text: string, values: Record<Placeholder, string>) => fillText(text, values);

/** The placeholders' values: the document's figures, and the clinic's hours, emergency number
 * and reply time ("within 24 hours", in the page's language). */
export function placeholderValues(
  facts: InternationalPageTexts["facts"],
  clinic: { hoursText: string; emergencyNumber: string; responseTime: string },
): Record<Placeholder, string> {
  return {
    airportKm: String(facts.airportKm),
    airportMinutes: String(facts.airportMinutes),
    costSavings: facts.costSavings,
    typicalStay: facts.typicalStay,
    teleconsultMinutes: facts.teleconsultMinutes,
    responseTime: clinic.responseTime,
    currency: facts.currency,
    hours: clinic.hoursText,
    emergency: clinic.emergencyNumber,
  };
}

/** The document with every text's placeholders filled in, as the page shows it. */
export const fillDocument = <T>(value: T, values: Record<Placeholder, string>): T => fillDeep(value, values);

const heading = <const E extends Fields = Record<never, never>>(label: string, fields?: E) =>
  f.group(label, {
    eyebrow: f.text("Small heading above", { max: 60 }),
    title: f.text("Heading", { max: 120 }),
    intro: f.textarea("Introduction", { max: 400, optional: true }),
    ...(fields as E),
  });

const card = f.group("Card", {
  title: f.text("Title", { max: 100 }),
  description: f.textarea("Text", { max: 500 }),
  icon: f.select("Icon", INTERNATIONAL_ICONS),
});
const line = (label: string, max = 300) => f.group(label, { text: f.text(label, { max }) });

export const internationalPageFields = f.group(
  "International Patients page",
  {
    metaTitle: f.text("Browser tab title", { max: 90, help: "The clinic's name is added after it." }),
    metaDescription: f.textarea("Search description", { max: 300 }),
    keywords: f.text("Search keywords", { max: 300, optional: true, help: "Separated by commas." }),
    facts: f.group(
      "Figures",
      {
        airportKm: f.number("Airport distance (km) {airportKm}", { min: 0, max: 500 }),
        airportMinutes: f.number("Minutes from the airport {airportMinutes}", { min: 0, max: 600 }),
        costSavings: f.text("Estimated cost comparison {costSavings}", {
          max: 120,
          help: "An estimate, never a promise, e.g. 60-80% lower than the US or Europe.",
        }),
        typicalStay: f.text("Typical stay {typicalStay}", { max: 60 }),
        teleconsultMinutes: f.text("Teleconsultation minutes {teleconsultMinutes}", { max: 20 }),
        currency: f.text("Currency {currency}", { max: 60 }),
      },
      {
        help: "Typed once here; write the name in braces, e.g. {typicalStay}, in any text below. {hours}, {emergency} and the reply time {responseTime} come from the clinic settings.",
      },
    ),
    hero: f.group("Top of the page", {
      eyebrow: f.text("Small heading above", { max: 60 }),
      title: f.text("Page title (the heading)", { max: 120 }),
      subtitle: f.textarea("Introduction", { max: 500 }),
      planCtaLabel: f.text("First button", { max: 40 }),
      contactCtaLabel: f.text("Second button", { max: 40 }),
      highlights: f.list("Highlights", "Highlight", line("Highlight", 160), { max: 5, titleField: "text" }),
    }),
    whyChoose: heading("Why choose us", { cards: f.list("Cards", "Card", card, { min: 1, max: 8, titleField: "title" }) }),
    services: heading("Services for international patients", {
      cards: f.list("Cards", "Card", card, { min: 1, max: 8, titleField: "title" }),
    }),
    planning: heading("Planning your visit", {
      steps: f.list(
        "Steps",
        "Step",
        f.group("Step", {
          title: f.text("Title", { max: 100 }),
          description: f.textarea("Text", { max: 400 }),
          icon: f.select("Icon", INTERNATIONAL_ICONS),
          details: f.list("Details", "Detail", line("Detail"), { max: 6, titleField: "text" }),
        }),
        { min: 1, max: 8, titleField: "title" },
      ),
    }),
    location: f.group("Location", {
      eyebrow: f.text("Small heading above", { max: 60 }),
      heading: f.text("Heading", { max: 120 }),
      description: f.textarea("Text", { max: 600 }),
      points: f.list("Points", "Point", line("Point"), { max: 6, titleField: "text" }),
      facts: f.list(
        "Facts beside the map",
        "Fact",
        f.group("Fact", {
          label: f.text("Label", { max: 40 }),
          value: f.text("Text", { max: 200 }),
          icon: f.select("Icon", INTERNATIONAL_ICONS),
        }),
        { max: 8, titleField: "label" },
      ),
    }),
    stories: heading("Patient stories", { watchLabel: f.text("Video button", { max: 40 }) }),
    documents: heading("Documents required", {
      items: f.list("Documents", "Document", line("Document", 200), { min: 1, max: 12, titleField: "text" }),
    }),
    contact: heading("Inquiry form", { formTitle: f.text("Form title", { max: 80 }) }),
    faq: f.group("Questions and answers", {
      eyebrow: f.text("Small heading above", { max: 60 }),
      title: f.text("Heading", { max: 120 }),
      items: f.list(
        "Questions",
        "Question",
        f.group("Question", { question: f.text("Question", { max: 200 }), answer: f.textarea("Answer", { max: 1500 }) }),
        { min: 1, max: 20, titleField: "question" },
      ),
    }),
    whatsappGreeting: f.textarea("WhatsApp message of the phone's bottom bar", { max: 500 }),
  },
  { check: placeholderCheck(Object.keys(PLACEHOLDERS)) },
);

export type InternationalPageTexts = ValueOf<typeof internationalPageFields>;

export const internationalPageType: ContentType<typeof internationalPageFields> = {
  type: "international-page",
  title: "International Patients page",
  description: "Every text of the International Patients page, with its figures (airport, typical stay, costs) typed once.",
  permission: "content:manage",
  fields: internationalPageFields,
  publicPath: "/international-patients",
};
