// The About page's body (issue 13 item 4): the story, mission, values, the headings of the
// doctors and approach bands, the facilities (cards and pictures), the disclaimer and the
// closing call to action. The heading band is the page-intro document, the doctors come
// from their profiles and the approach steps from the home page's document.
import { f, type ValueOf } from "./fields";
import { placeholderCheck } from "./placeholders";
import type { ContentType } from "./types";

export const ABOUT_ICONS = [
  { value: "ShieldCheck", label: "Shield (safety)" },
  { value: "HeartHandshake", label: "Helping hands" },
  { value: "Users", label: "People" },
  { value: "Microscope", label: "Microscope" },
  { value: "Gauge", label: "Gauge (pressure)" },
  { value: "Snowflake", label: "Snowflake (cold)" },
  { value: "Footprints", label: "Footprints (walking)" },
  { value: "Droplets", label: "Droplets" },
  { value: "Baby", label: "Baby" },
  { value: "Accessibility", label: "Accessibility" },
  { value: "Stethoscope", label: "Stethoscope" },
] as const;

export const FACILITY_ILLUSTRATIONS = [
  { src: "/illustrations/facility-reception.svg", label: "Illustration: reception" },
  { src: "/illustrations/facility-therapy-room.svg", label: "Illustration: therapy room" },
  { src: "/illustrations/facility-garden.svg", label: "Illustration: garden" },
] as const;

const card = f.group("Card", {
  title: f.text("Title", { max: 100 }),
  description: f.textarea("Text", { max: 400 }),
  icon: f.select("Icon", ABOUT_ICONS),
});

export const aboutPageFields = f.group(
  "About page",
  {
    story: f.group("Our story", {
      heading: f.text("Heading", { max: 100 }),
      paragraphs: f.list("Paragraphs", "Paragraph", f.group("Paragraph", { text: f.textarea("Paragraph", { max: 1200 }) }), {
        min: 1,
        max: 8,
        titleField: "text",
      }),
    }),
    mission: f.group("Mission", { heading: f.text("Heading", { max: 100 }), statement: f.textarea("Statement", { max: 600 }) }),
    valuesTitle: f.text("Values: heading", { max: 100 }),
    values: f.list("Values", "Value", card, { max: 8, titleField: "title" }),
    approachEyebrow: f.text("Treatment approach: small heading", {
      max: 60,
      help: "The steps themselves are edited with the home page's texts.",
    }),
    approachTitle: f.text("Treatment approach: heading", { max: 100 }),
    doctorsEyebrow: f.text("Doctors: small heading", {
      max: 60,
      help: "The doctors are listed from their profiles, in the Doctors menu's order.",
    }),
    doctorsTitle: f.text("Doctors: heading", { max: 100 }),
    facilitiesEyebrow: f.text("Facilities: small heading", { max: 60 }),
    facilitiesTitle: f.text("Facilities: heading", { max: 100 }),
    facilities: f.list("Facilities", "Facility", card, { max: 12, titleField: "title" }),
    pictures: f.list(
      "Pictures of the centre",
      "Picture",
      f.group("Picture", {
        src: f.image("Picture", { optional: false, builtIn: FACILITY_ILLUSTRATIONS }),
        caption: f.text("Caption", { max: 120, help: "Shown under the picture and read by screen readers." }),
      }),
      { max: 6, titleField: "caption" },
    ),
    disclaimer: f.textarea("Medical disclaimer", { max: 600, help: "{emergency} is the emergency number from the clinic settings." }),
    ctaTitle: f.text("Closing call to action: heading", { max: 100 }),
    ctaText: f.textarea("Closing call to action: text", { max: 400 }),
  },
  { check: placeholderCheck(["emergency"]) },
);

export type AboutPageTexts = ValueOf<typeof aboutPageFields>;

export const aboutPageType: ContentType<typeof aboutPageFields> = {
  type: "about-page",
  title: "About page texts",
  description: "The story, mission, values, facilities and disclaimer of the About page (its heading is under Page headings).",
  permission: "content:manage",
  fields: aboutPageFields,
  publicPath: "/about",
};
