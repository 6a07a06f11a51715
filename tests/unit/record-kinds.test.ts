import { describe, expect, it } from "vitest";
import { galleryImageType } from "~/content-types/gallery-image";
import { testimonialType } from "~/content-types/testimonial";
import { therapyType } from "~/content-types/therapy";
import { videoType } from "~/content-types/video";
import { columnOf } from "~/content-types/record-type";
import { diffRecords, RECORD_KINDS } from "~/lib/record-history";

describe("the history of a declared table-backed type", () => {
  it("lists every declared field, under its label, in the declaration's order (nothing drifts out)", () => {
    for (const type of [therapyType, testimonialType, videoType]) {
      const kind = RECORD_KINDS[type.entity];
      expect(kind.columns).toEqual(Object.entries(type.fields.fields).map(([name, field]) => [columnOf(name), field.label]));
      expect(kind.table).toBe(type.table);
    }
    expect(RECORD_KINDS.video.derived).toEqual(["embed_id"]);
    // A picture's details, then what its row holds that no form field edits.
    const gallery = RECORD_KINDS.gallery_image;
    expect(gallery.columns.slice(0, -2)).toEqual(
      Object.entries(galleryImageType.fields.fields).map(([name, field]) => [columnOf(name), field.label]),
    );
    expect(gallery.columns.slice(-2)).toEqual([
      ["url", "Address"],
      ["sort_order", "Position"],
    ]);
  });

  it("says a choice by its label, a box as Yes or No, and an empty value as added", () => {
    const before = { name: "Asha V.", placement: "home", featured: false, age: null, rating: 5 };
    const after = { name: "Asha V.", placement: "therapy", featured: true, age: 61, rating: 5 };
    expect(diffRecords(RECORD_KINDS.testimonial, before, after).map((c) => [c.label, c.before, c.after, c.kind])).toEqual([
      ["Age", "", "61", "added"],
      ["Where it appears", "Home page reviews", "A therapy page (Patient Success Stories)", "changed"],
      ["Featured on the home page", "No", "Yes", "changed"],
    ]);
    expect(diffRecords(RECORD_KINDS.video, { category: "facility" }, { category: "testimonial" }).map((c) => [c.before, c.after])).toEqual([
      ["Facility Tours", "Patient Testimonials"],
    ]);
  });
});
