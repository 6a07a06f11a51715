// Where an editor's "Preview the draft" leads: the public page that shows the row (issue 46).
import { describe, expect, it } from "vitest";
import { galleryImageType } from "~/content-types/gallery-image";
import { testimonialType } from "~/content-types/testimonial";
import { therapyType } from "~/content-types/therapy";
import { videoType } from "~/content-types/video";
import { draftPreviewHref } from "~/lib/record-form";

describe("draftPreviewHref", () => {
  it("sends a review to its placement's page, or its therapy's page", () => {
    expect(draftPreviewHref(testimonialType, { placement: "home" })).toBe("/?preview=draft");
    expect(draftPreviewHref(testimonialType, { placement: "international" })).toBe("/international-patients?preview=draft");
    expect(draftPreviewHref(testimonialType, { placement: "wellness" })).toBe("/wellness-programs?preview=draft");
    expect(draftPreviewHref(testimonialType, { placement: "therapy", therapySlug: "cryotherapy" })).toBe(
      "/therapy/cryotherapy?preview=draft",
    );
    expect(draftPreviewHref(testimonialType, { placement: "therapy", therapySlug: null })).toBeNull();
  });

  it("sends a video to its doctor's profile, a facility tour to the home page, and others nowhere", () => {
    expect(draftPreviewHref(videoType, { category: "therapy", doctorSlug: "meera-rao" })).toBe("/doctors/meera-rao?preview=draft");
    expect(draftPreviewHref(videoType, { category: "facility", doctorSlug: null })).toBe("/?preview=draft");
    expect(draftPreviewHref(videoType, { category: "testimonial", doctorSlug: null })).toBeNull();
  });

  it("sends a picture to its therapy's gallery; a type with no page has no link", () => {
    expect(draftPreviewHref(galleryImageType, { therapySlug: "hydrotherapy" })).toBe("/therapy/hydrotherapy?preview=draft");
    expect(draftPreviewHref(galleryImageType, { therapySlug: null })).toBeNull();
    expect(draftPreviewHref(therapyType, { slug: "cryotherapy" })).toBeNull();
  });
});
