// The therapy's declaration (app/content-types/therapy.ts): what a submitted form becomes, the
// columns it is stored in and read back from, and each problem said under its field.
import { describe, expect, it } from "vitest";
import type { Choices } from "~/content-types/fields";
import { publicRow } from "~/content-types/record-type";
import { therapyType } from "~/content-types/therapy";
import { therapyTextsFields, therapyTextsOf, withTherapyWords } from "~/content-types/therapy-texts";
import { formToValue } from "~/lib/document-form";
import { checkRecord, fromRow, recordFormValues, toRow } from "~/lib/record-form";
import { summaryLine } from "~/lib/error-summary";

const choices: Choices = {
  therapies: new Set(["cryotherapy", "hydrogen-inhalation", "hyperbaric-oxygen-therapy"]),
  therapyIds: new Set(),
  resourceIds: new Set(),
  doctors: new Set(),
  images: new Set(),
  pageImages: new Set(["/media/hero.webp"]),
};

const sent = (extra: Array<[string, string]> = []): Array<[string, string]> => [
  ["title", "Cryotherapy"],
  ["slug", "cryotherapy"],
  ["shortDescription", "Short, controlled exposure to cold, dry air."],
  ["isActive", "on"],
  ["sortOrder", "2"],
  ["descriptionHtml", "<p>What it is.</p>"],
  ["howItWorksHtml", "<p></p>"],
  ["benefits.0.text", "May ease soreness"],
  ["benefits.1.text", "  "],
  ["benefits.2.text", "Short sessions"],
  ["faqs.0.question", "Is it cold?"],
  ["faqs.0.answer", "Yes, for two minutes."],
  ["heroImage", "/media/hero.webp"],
  ["youtubeUrl", ""],
  ["relatedSlugs", "hydrogen-inhalation"],
  ["relatedSlugs", "hyperbaric-oxygen-therapy"],
  ["seo.title", "Cryotherapy in Visakhapatnam"],
  ["seo.description", ""],
  ["seo.keywords", "cryo, cold therapy , cryo"],
  ...extra,
];

const check = (entries: Array<[string, string]>, self = "cryotherapy") =>
  checkRecord(therapyType, formToValue(therapyType.fields, entries), choices, self);

describe("the therapy declaration", () => {
  it("reads ticked boxes as a list, drops blank list items, and stores each field in its column's shape", () => {
    const result = check(sent());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.relatedSlugs).toEqual(["hydrogen-inhalation", "hyperbaric-oxygen-therapy"]);
    const row = toRow(therapyType, result.value);
    expect(row).toMatchObject({
      benefits: ["May ease soreness", "Short sessions"],
      conditions: [],
      howItWorksHtml: "",
      heroImage: "/media/hero.webp",
      youtubeUrl: null,
      faqs: [{ question: "Is it cold?", answer: "Yes, for two minutes." }],
      seo: { title: "Cryotherapy in Visakhapatnam", description: "", keywords: ["cryo", "cold therapy"] },
      sortOrder: 2,
      isActive: true,
    });
    // Read back, the row is its form again.
    expect(fromRow(therapyType, row)).toMatchObject({ benefits: [{ text: "May ease soreness" }, { text: "Short sessions" }] });
    expect(recordFormValues(therapyType, row).seo).toEqual({
      title: "Cryotherapy in Visakhapatnam",
      description: "",
      keywords: "cryo, cold therapy",
    });
  });

  it("stores empty search texts as no search texts at all", () => {
    const entries = sent().filter(([name]) => !name.startsWith("seo."));
    const result = check(entries);
    expect(result.ok && toRow(therapyType, result.value).seo).toBeNull();
    expect(fromRow(therapyType, { seo: null }).seo).toEqual({ title: "", description: "", keywords: "" });
  });

  it("says every problem at once under its field, a list item's under its whole name, and a rule across fields too", () => {
    const result = check([
      ...sent().filter(([name]) => !["title", "shortDescription", "relatedSlugs", "slug"].includes(name)),
      ["slug", "Not A Slug"],
      ["benefits.3.text", "x".repeat(201)],
      ["relatedSlugs", "cryotherapy"],
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: "Enter a title.",
      slug: "Use 2–80 lowercase letters, digits and single hyphens, e.g. cold-therapy.",
      "benefits.2.text": "Key benefits › Benefit 3: keep it to 200 characters or fewer.",
      // An active therapy needs its short description: said with the others, not after them.
      shortDescription: "Add a short description before making the therapy active.",
    });
    // The summary does not name the field twice.
    expect(summaryLine("Key benefits", result.errors["benefits.2.text"]!)).toBe(result.errors["benefits.2.text"]);
  });

  it("refuses a related therapy that is the therapy itself, one that does not exist, and more than two", () => {
    const self = check([...sent().filter(([n]) => n !== "relatedSlugs"), ["relatedSlugs", "cryotherapy"]]);
    expect(!self.ok && self.errors.relatedSlugs).toMatch(/not this therapy itself/);
    const gone = check([...sent().filter(([n]) => n !== "relatedSlugs"), ["relatedSlugs", "deleted-therapy"]]);
    expect(!gone.ok && gone.errors.relatedSlugs).toMatch(/from the list/);
    const many = check([...sent(), ["relatedSlugs", "cryotherapy"]], "other");
    expect(!many.ok && many.errors.relatedSlugs).toBe("Choose at most 2 related therapies.");
    // The same box sent twice counts once.
    expect(check([...sent(), ["relatedSlugs", "hydrogen-inhalation"]]).ok).toBe(true);
  });

  it("gives a public page the fields it may read, not the clinic's order or drafts' state", () => {
    const result = check(sent());
    if (!result.ok) throw new Error("expected a valid therapy");
    const shown = publicRow(therapyType, toRow(therapyType, result.value));
    expect(shown).toMatchObject({ title: "Cryotherapy", benefits: ["May ease soreness", "Short sessions"] });
    expect(Object.keys(shown)).not.toContain("sortOrder");
    expect(Object.keys(shown)).not.toContain("isActive");
  });

  it("refuses a hero image that is not in the media library", () => {
    const result = check([...sent().filter(([n]) => n !== "heroImage"), ["heroImage", "/media/elsewhere.webp"]]);
    expect(!result.ok && result.errors.heroImage).toBe("Choose an image from the media library, or none.");
  });

  it("translates the therapy's words only, and lays translated words back in the columns' shapes", () => {
    expect(Object.keys(therapyTextsFields.fields)).not.toContain("slug");
    expect(Object.keys(therapyTextsFields.fields)).not.toContain("relatedSlugs");
    const row = {
      title: "Cryotherapy",
      slug: "cryotherapy",
      benefits: ["May ease soreness"],
      seo: { title: "Cryo", description: "", keywords: ["cryo", "cold"] },
      relatedSlugs: ["hydrogen-inhalation"],
    };
    const english = therapyTextsOf(row);
    expect(english).toMatchObject({ title: "Cryotherapy", benefits: [{ text: "May ease soreness" }], seo: { keywords: "cryo, cold" } });
    const hindi = withTherapyWords(row, { ...english, title: "क्रायोथेरेपी", benefits: [{ text: "दर्द में राहत" }] });
    expect(hindi).toEqual({ ...row, title: "क्रायोथेरेपी", benefits: ["दर्द में राहत"] });
  });
});
