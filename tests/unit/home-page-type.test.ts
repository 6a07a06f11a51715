import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "~/components/ui/icon";
import { homePageSeed } from "~/content/home";
import { APPROACH_ICONS, homePageFields, withCount } from "~/content-types/home-page";
import { parseDocumentForm } from "~/lib/document-form";
import { formFields } from "../support/document-fields";

// As the admin form sends it: flat names ("approach.steps.1.icon").
const validate = (changes: Record<string, string | null>) =>
  parseDocumentForm(homePageFields, Object.entries(formFields(homePageSeed, changes)));

describe("home page texts", () => {
  it("accepts the seed, which keeps the hero's caution", () => {
    expect(homePageFields.schema.safeParse(homePageSeed).success).toBe(true);
    expect(homePageSeed.hero.intro).toContain("Results vary from person to person.");
    expect(homePageSeed.approach.steps.map((s) => s.title)).toEqual([
      "Assessment",
      "Personalized Plan",
      "Progress Monitoring",
      "Multidisciplinary Care",
    ]);
  });

  it("names the field at fault: an empty hero title, an over-long button, an unknown icon", () => {
    const result = validate({ "hero.title": "", "hero.exploreButton": "x".repeat(41), "approach.steps.1.icon": "Skull" });
    expect(!result.ok && result.errors).toEqual({
      "hero.title": "Hero › Main heading: enter some text.",
      "hero.exploreButton": "Hero › Therapies button: shorten it to 40 characters or fewer.",
      "approach.steps.1.icon": "Treatment approach › Steps › Personalized Plan › Icon: choose one of the options.",
    });
  });

  it("puts the therapy count in the services heading and allows no other placeholder", () => {
    expect(withCount(homePageSeed.services.title, 5)).toBe("5 advanced, non-invasive therapies");
    const unknown = validate({ "services.title": "Our {number} therapies" });
    expect(!unknown.ok && unknown.errors).toEqual({
      "services.title": "Therapies section › Heading: the only placeholder is {count} (the number of therapies shown).",
    });
    expect(validate({ "services.title": "{count} and {count}" }).ok).toBe(false);
    expect(validate({ "services.title": "Our therapies" }).ok).toBe(true);
  });

  it("needs at least two steps", () => {
    const result = validate({ "approach.steps.1._remove": "on", "approach.steps.2._remove": "on", "approach.steps.3._remove": "on" });
    expect(!result.ok && result.errors["approach.steps"]).toBe("Treatment approach › Steps: add at least 2.");
  });

  it("offers only icons the site draws (an unknown name would fall back to the pulse line)", () => {
    const fallback = renderToStaticMarkup(createElement(Icon, { name: "no-such-icon" }));
    for (const { value } of APPROACH_ICONS) expect(renderToStaticMarkup(createElement(Icon, { name: value })), value).not.toBe(fallback);
  });
});
