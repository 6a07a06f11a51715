import { describe, expect, it } from "vitest";
import { isVideoCategory, VIDEO_CATEGORY_LABELS, videoSummary, withEmbedId } from "~/lib/video-fields";
import { videoType } from "~/content-types/video";
import type { FormObject } from "~/lib/document-form";
import { blankRecordValues, checkRecord, recordFormValues } from "~/lib/record-form";

/** The form checked against the declaration, as the route does, with the id read from the address. */
function parseVideoInput(values: FormObject, therapyIds: ReadonlySet<number>, doctors: ReadonlySet<string>) {
  const result = checkRecord(videoType, values, {
    therapies: new Set(),
    therapyIds: new Set([...therapyIds].map(String)),
    resourceIds: new Set(),
    doctors,
    images: new Set(),
    pageImages: new Set<string>(),
  });
  return result.ok ? { ok: true as const, input: withEmbedId(result.value) } : result;
}

describe("video categories", () => {
  it("carries SPEC's display names", () => {
    expect(VIDEO_CATEGORY_LABELS).toEqual({ therapy: "Therapy Videos", testimonial: "Patient Testimonials", facility: "Facility Tours" });
    expect(isVideoCategory("facility")).toBe(true);
    expect(isVideoCategory("music")).toBe(false);
  });

  it("summarises a write for the activity log", () => {
    expect(videoSummary("updated", "Facility Tour", "facility")).toBe('updated video "Facility Tour" (Facility Tours)');
  });

  it("round-trips form values", () => {
    expect(
      recordFormValues(videoType, {
        title: "T",
        url: "u",
        category: "therapy",
        therapyId: null,
        doctorSlug: "aditya-varma",
        description: "",
        sortOrder: 2,
        isActive: true,
      }),
    ).toEqual({
      title: "T",
      url: "u",
      category: "therapy",
      therapyId: "",
      doctorSlug: "aditya-varma",
      description: "",
      sortOrder: "2",
      isActive: true,
    });
    expect(blankRecordValues(videoType, { category: "facility", sortOrder: 9 })).toMatchObject({
      category: "facility",
      sortOrder: "9",
      isActive: true,
    });
  });
});

describe("parseVideoInput", () => {
  const valid: FormObject = {
    ...blankRecordValues(videoType),
    title: "Tour",
    url: "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    category: "facility",
    therapyId: "",
    doctorSlug: "",
    description: "",
    sortOrder: "1",
    isActive: true,
  };
  const doctors = new Set(["aditya-varma"]);

  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/v/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("derives the embed id from %s", (url, id) => {
    const result = parseVideoInput({ ...valid, url }, new Set(), doctors);
    expect(result.ok && result.input.embedId).toBe(id);
  });

  it("still saves an unparseable address (SPEC §5), with no embed id", () => {
    expect(parseVideoInput({ ...valid, url: "https://example.com/our-tour" }, new Set(), doctors)).toEqual({
      ok: true,
      input: {
        title: "Tour",
        url: "https://example.com/our-tour",
        embedId: null,
        category: "facility",
        therapyId: null,
        doctorSlug: null,
        description: "",
        sortOrder: 1,
        isActive: true,
      },
    });
  });

  it("names the fields to fix", () => {
    const result = parseVideoInput(
      { ...valid, title: " ", url: "", category: "music", therapyId: "99", doctorSlug: "nobody", sortOrder: "x" },
      new Set([1]),
      doctors,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["category", "doctorSlug", "sortOrder", "therapyId", "title", "url"]);
    expect(result.errors.doctorSlug).toBe("Please choose a doctor from the list.");
  });

  it("accepts a known therapy", () => {
    const result = parseVideoInput({ ...valid, therapyId: "3" }, new Set([3]), doctors);
    expect(result.ok && result.input.therapyId).toBe(3);
  });

  it("links a known doctor", () => {
    const result = parseVideoInput({ ...valid, doctorSlug: " aditya-varma " }, new Set(), doctors);
    expect(result.ok && result.input.doctorSlug).toBe("aditya-varma");
  });
});
