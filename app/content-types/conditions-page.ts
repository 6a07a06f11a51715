// The conditions the centre supports (issue 13 item 4, "conditions (areas and lists)"): the
// areas, their conditions and the therapies a doctor may consider for each, shown on
// /conditions and in the home page's conditions section, plus the page's own texts.
import { f, type ValueOf } from "./fields";
import type { ContentType } from "./types";

export const CONDITION_ICONS = [
  { value: "HeartPulse", label: "Heart with pulse" },
  { value: "Brain", label: "Brain" },
  { value: "Bone", label: "Bone" },
  { value: "Wind", label: "Wind (lungs)" },
  { value: "Baby", label: "Baby" },
  { value: "Activity", label: "Pulse line" },
  { value: "Stethoscope", label: "Stethoscope" },
  { value: "Accessibility", label: "Accessibility" },
] as const;

const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const uniqueAnchors = (value: Record<string, unknown>) => {
  const anchors = ((value.areas as Array<{ anchor: string }> | undefined) ?? []).map((a) => a.anchor);
  const twice = anchors.findIndex((a, i) => anchors.indexOf(a) !== i);
  return twice === -1 ? [] : [{ path: ["areas", String(twice), "anchor"], message: "Link name: each area needs its own." }];
};

export const conditionsPageFields = f.group(
  "Conditions",
  {
    intro: f.textarea("Introduction above the areas", { max: 500 }),
    jumpLabel: f.text("Name of the list of links to the areas", { max: 60, help: "Read by screen readers, e.g. Jump to an area." }),
    therapiesLabel: f.text("Heading above each area's therapies", { max: 80 }),
    areas: f.list(
      "Areas",
      "Area",
      f.group("Area", {
        title: f.text("Title", { max: 60 }),
        anchor: f.text("Link name", {
          max: 40,
          translatable: false,
          help: "The end of links to this area (/conditions#chronic): lowercase letters, digits and hyphens. Keep it when you rename the area, so links keep working.",
        }),
        icon: f.select("Icon", CONDITION_ICONS),
        conditions: f.list("Conditions", "Condition", f.group("Condition", { text: f.text("Condition", { max: 120 }) }), {
          min: 1,
          max: 20,
          titleField: "text",
        }),
        therapies: f.list(
          "Therapies a doctor may consider",
          "Therapy",
          f.group("Therapy", {
            slug: f.text("Therapy's address", {
              max: 80,
              translatable: false,
              help: "The end of the therapy page's address, e.g. cryotherapy. Shown only while that therapy is published.",
            }),
          }),
          { max: 8, titleField: "slug" },
        ),
      }),
      { min: 1, max: 12, titleField: "title" },
    ),
    ctaTitle: f.text("Closing call to action: heading", { max: 100 }),
    ctaText: f.textarea("Closing call to action: text", { max: 400 }),
  },
  {
    check: (value) => [
      ...uniqueAnchors(value),
      ...((value.areas as Array<{ anchor: string }> | undefined) ?? []).flatMap((a, i) =>
        ANCHOR.test(a.anchor)
          ? []
          : [
              {
                path: ["areas", String(i), "anchor"],
                message: "Link name: use lowercase letters, digits and single hyphens, e.g. womens-health.",
              },
            ],
      ),
    ],
  },
);

export type ConditionsPageTexts = ValueOf<typeof conditionsPageFields>;
export type ConditionArea = ConditionsPageTexts["areas"][number];

export const conditionsPageType: ContentType<typeof conditionsPageFields> = {
  type: "conditions-page",
  title: "Conditions we support",
  description:
    "The areas and conditions on the Conditions page and the home page, with the therapies linked to each (its heading is under Page headings).",
  permission: "content:manage",
  fields: conditionsPageFields,
  publicPath: "/conditions",
};
