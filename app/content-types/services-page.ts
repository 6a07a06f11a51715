// The body texts of /services (issue 13 item 4): the therapy list's notes, the "not sure"
// box, the related programmes and the closing call to action. The heading band and search
// texts are the page-intro document; the therapies themselves are records.
import { f, type ValueOf } from "./fields";
import type { ContentType } from "./types";

export const SERVICE_ICONS = [
  { value: "CalendarCheck", label: "Calendar" },
  { value: "Plane", label: "Aeroplane" },
  { value: "HeartHandshake", label: "Helping hands" },
  { value: "Stethoscope", label: "Stethoscope" },
  { value: "Users", label: "People" },
  { value: "Languages", label: "Languages" },
] as const;

export const servicesPageFields = f.group("Services page", {
  listIntro: f.textarea("Note under the therapy list's heading", { max: 300 }),
  emptyList: f.textarea("Shown when no therapy is published", { max: 300 }),
  unsureTitle: f.text("“Not sure” box: heading", { max: 100 }),
  unsureText: f.textarea("“Not sure” box: text", { max: 500 }),
  relatedEyebrow: f.text("Related programmes: small heading", { max: 40 }),
  relatedTitle: f.text("Related programmes: heading", { max: 100 }),
  related: f.list(
    "Related programmes",
    "Programme",
    f.group("Programme", {
      title: f.text("Title", { max: 100 }),
      description: f.textarea("Description", { max: 400 }),
      to: f.path("Links to", { help: "A page of this site, e.g. /wellness-programs." }),
      linkLabel: f.text("Link text", { max: 60 }),
      icon: f.select("Icon", SERVICE_ICONS),
    }),
    { max: 6, titleField: "title" },
  ),
  ctaTitle: f.text("Closing call to action: heading", { max: 100 }),
  ctaText: f.textarea("Closing call to action: text", { max: 400 }),
});

export type ServicesPageTexts = ValueOf<typeof servicesPageFields>;

export const servicesPageType: ContentType<typeof servicesPageFields> = {
  type: "services-page",
  title: "Services page texts",
  description: "The notes, boxes and related programmes of the Services page (its heading is under Page headings).",
  permission: "content:manage",
  fields: servicesPageFields,
  publicPath: "/services",
};
