import { describe, expect, it } from "vitest";
import { conditionCategories } from "~/content/conditions";
import { therapies } from "~/content/therapies";
import { pickTherapies } from "~/lib/therapy-links";

const published = [
  { slug: "cryotherapy", title: "Cryotherapy" },
  { slug: "hydrogen-inhalation", title: "Hydrogen Inhalation" },
  { slug: "hyperbaric-oxygen-therapy", title: "Hyperbaric Oxygen Therapy" },
];

describe("pickTherapies", () => {
  it("keeps the content's order, not the database's", () => {
    expect(pickTherapies(["hyperbaric-oxygen-therapy", "cryotherapy"], published).map((t) => t.slug)).toEqual([
      "hyperbaric-oxygen-therapy",
      "cryotherapy",
    ]);
  });

  it("drops therapies that are not published and repeats none", () => {
    expect(pickTherapies(["zero-gravity-gait-trainer", "cryotherapy", "cryotherapy"], published)).toEqual([
      { slug: "cryotherapy", title: "Cryotherapy" },
    ]);
    expect(pickTherapies([], published)).toEqual([]);
  });
});

describe("condition categories", () => {
  it("name only therapies that exist in the seed content, at least one each", () => {
    const known = new Set(therapies.map((t) => t.slug));
    for (const category of conditionCategories) {
      expect(category.therapySlugs.length, category.id).toBeGreaterThan(0);
      for (const slug of category.therapySlugs) expect(known.has(slug), `${category.id}: ${slug}`).toBe(true);
    }
  });
});
