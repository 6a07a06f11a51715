import { describe, expect, it } from "vitest";
import { editTarget, listHref, positiveId, withParams } from "~/lib/admin-list-url";
import { ageLabel, RATING_ERROR, AGE_ERROR, testimonialSummary } from "~/lib/testimonial-fields";
import { starLabel } from "~/lib/star-label";
import { parseSortOrder } from "~/lib/whole-number";
import { testimonialType } from "~/content-types/testimonial";
import type { FormObject } from "~/lib/document-form";
import { blankRecordValues, checkRecord, readRecordForm, recordFormValues } from "~/lib/record-form";

const fields = testimonialType.fields.fields;
const parseAge = (raw: string | undefined) => {
  const result = fields.age.schema.safeParse(raw ?? "");
  return result.success ? { ok: true, value: result.data } : { ok: false, error: result.error.issues[0]?.message };
};
const parseRating = (raw: string) => {
  const result = fields.rating.schema.safeParse(raw);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: result.error.issues[0]?.message };
};

describe("the declared age", () => {
  it("reads empty as not given (null), never NaN", () => {
    expect(parseAge("")).toEqual({ ok: true, value: null });
    expect(parseAge("   ")).toEqual({ ok: true, value: null });
    expect(parseAge(undefined)).toEqual({ ok: true, value: null });
  });

  it.each([
    ["42", 42],
    ["1", 1],
    ["120", 120],
    [" 58 ", 58],
    ["007", 7],
  ])("reads %j as %d", (raw, value) => {
    expect(parseAge(raw)).toEqual({ ok: true, value });
  });

  it.each(["4.5", "abc", "0", "200", "121", "-3", "4 2", "1e2", "+5", "NaN", "Infinity", "0x1F"])("refuses %j with a message", (raw) => {
    expect(parseAge(raw)).toEqual({ ok: false, error: AGE_ERROR });
  });

  it("labels a missing age in words", () => {
    expect(ageLabel(null)).toBe("age not given");
    expect(ageLabel(58)).toBe("58 years");
  });
});

describe("the declared rating", () => {
  it.each(["1", "2", "3", "4", "5"])("accepts %s", (raw) => {
    expect(parseRating(raw)).toEqual({ ok: true, value: Number(raw) });
  });

  it.each(["0", "6", "", "4.5", "five", "-1", "10"])("refuses %j", (raw) => {
    expect(parseRating(raw)).toEqual({ ok: false, error: RATING_ERROR });
  });

  it("labels each star for screen readers", () => {
    expect([1, 2, 3, 4, 5].map(starLabel)).toEqual(["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]);
  });
});

describe("parseSortOrder", () => {
  it("reads empty as 0 and whole numbers up to 9999", () => {
    expect(parseSortOrder("")).toEqual({ ok: true, value: 0 });
    expect(parseSortOrder("12")).toEqual({ ok: true, value: 12 });
    expect(parseSortOrder("9999")).toEqual({ ok: true, value: 9999 });
  });
  it.each(["-1", "1.5", "10000", "x"])("refuses %j", (raw) => {
    expect(parseSortOrder(raw).ok).toBe(false);
  });
});

describe("testimonial form values", () => {
  it("round-trips a stored row, with a missing age as empty text", () => {
    const values = recordFormValues(testimonialType, {
      name: "Lakshmi R.",
      age: null,
      location: "Vizag",
      condition: "Ulcer",
      rating: 4,
      review: "Good",
      image: null,
      therapySlug: null,
      doctorSlug: "gurpreet-singh-bedi",
      youtubeUrl: null,
      placement: "home",
      sortOrder: 3,
      isActive: false,
      featured: true,
    });
    expect(values).toMatchObject({
      age: "",
      rating: "4",
      image: "",
      therapySlug: "",
      doctorSlug: "gurpreet-singh-bedi",
      sortOrder: "3",
      isActive: false,
      featured: true,
    });
  });

  it("starts a new one active, five stars, in the chosen placement", () => {
    expect(blankRecordValues(testimonialType, { placement: "wellness", sortOrder: 7 })).toMatchObject({
      name: "",
      age: "",
      placement: "wellness",
      rating: "5",
      sortOrder: "7",
      isActive: true,
      featured: false,
    });
  });

  it("reads a submitted form: an unticked box is false, a missing field empty", () => {
    const form = new FormData();
    form.set("name", "Meera J.");
    form.set("featured", "on");
    expect(readRecordForm(testimonialType, form)).toMatchObject({ name: "Meera J.", age: "", featured: true, isActive: false });
  });

  it("summarises a write for the activity log", () => {
    expect(testimonialSummary("added", "Lakshmi R.", "home")).toBe('added testimonial from "Lakshmi R." (home)');
  });
});

describe("checking a testimonial against its declaration", () => {
  const choices = {
    therapies: new Set(["cryotherapy"]),
    therapyIds: new Set<string>(),
    resourceIds: new Set<string>(),
    doctors: new Set(["aditya-varma"]),
    images: new Set(["/illustrations/facility-garden.svg"]),
    pageImages: new Set<string>(),
  };
  const parseTestimonialInput = (values: FormObject, accepts: typeof choices) => {
    const result = checkRecord(testimonialType, values, accepts);
    return result.ok ? { ok: true as const, input: result.value } : result;
  };
  // Built on the blank form, as a browser sends every field: a field added later is there too.
  const valid: FormObject = {
    ...blankRecordValues(testimonialType),
    name: " Lakshmi R. ",
    age: "",
    location: "",
    condition: "Knee pain",
    rating: "4",
    review: "Helpful team.",
    image: "",
    therapySlug: "",
    doctorSlug: "",
    youtubeUrl: "",
    placement: "home",
    sortOrder: "",
    isActive: true,
    featured: false,
  };

  it("trims, stores empty optional fields as null, and reads the checkbox", () => {
    expect(parseTestimonialInput(valid, choices)).toMatchObject({
      ok: true,
      input: {
        name: "Lakshmi R.",
        age: null,
        location: "",
        condition: "Knee pain",
        rating: 4,
        review: "Helpful team.",
        image: null,
        therapySlug: null,
        doctorSlug: null,
        youtubeUrl: null,
        placement: "home",
        sortOrder: 0,
        isActive: true,
        featured: false,
      },
    });
    const off = parseTestimonialInput({ ...valid, isActive: false }, choices);
    expect(off.ok && off.input.isActive).toBe(false);
    const featured = parseTestimonialInput({ ...valid, featured: true }, choices);
    expect(featured.ok && featured.input.featured).toBe(true);
  });

  it("names every field to fix", () => {
    const result = parseTestimonialInput(
      {
        ...valid,
        name: "",
        age: "4.5",
        condition: "",
        rating: "6",
        review: " ",
        image: "https://stock.example/face.jpg",
        therapySlug: "massage",
        doctorSlug: "dr-nobody",
        youtubeUrl: "https://vimeo.com/1",
        placement: "footer",
        sortOrder: "-2",
      },
      choices,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ["age", "condition", "doctorSlug", "image", "name", "placement", "rating", "review", "sortOrder", "therapySlug", "youtubeUrl"].sort(),
    );
    expect(result.errors.age).toBe(AGE_ERROR);
    expect(result.errors.youtubeUrl).toMatch(/^Invalid URL/);
  });

  it("refuses a therapy placement without a therapy, and accepts it with one", () => {
    const refused = parseTestimonialInput({ ...valid, placement: "therapy" }, choices);
    expect(refused).toEqual({
      ok: false,
      errors: { therapySlug: "A testimonial placed on a therapy page needs that therapy: please choose one." },
    });
    const accepted = parseTestimonialInput({ ...valid, placement: "therapy", therapySlug: "cryotherapy" }, choices);
    expect(accepted.ok && accepted.input.therapySlug).toBe("cryotherapy");
  });

  it("links a story to a known doctor", () => {
    const result = parseTestimonialInput({ ...valid, doctorSlug: "aditya-varma" }, choices);
    expect(result.ok && result.input.doctorSlug).toBe("aditya-varma");
  });

  it("accepts a library image and a parseable YouTube link", () => {
    const result = parseTestimonialInput(
      { ...valid, image: "/illustrations/facility-garden.svg", youtubeUrl: "https://youtu.be/dQw4w9WgXcQ" },
      choices,
    );
    expect(result.ok && [result.input.image, result.input.youtubeUrl]).toEqual([
      "/illustrations/facility-garden.svg",
      "https://youtu.be/dQw4w9WgXcQ",
    ]);
  });
});

describe("admin list addresses", () => {
  it("opens and closes dialogs while keeping the filter", () => {
    expect(withParams("/admin/testimonials", "?placement=home", { edit: "12" })).toBe("/admin/testimonials?placement=home&edit=12");
    expect(listHref("/admin/testimonials", "?placement=home&edit=12")).toBe("/admin/testimonials?placement=home");
    expect(listHref("/admin/testimonials", "?delete=3")).toBe("/admin/testimonials");
    expect(listHref("/admin", "?new=1")).toBe("/admin");
  });

  it("reads the edit target: new (also the dashboard's ?new=1), an id, or nothing", () => {
    expect(editTarget(new URLSearchParams("edit=new"))).toBe("new");
    expect(editTarget(new URLSearchParams("new=1"))).toBe("new");
    expect(editTarget(new URLSearchParams("edit=42"))).toBe(42);
    expect(editTarget(new URLSearchParams("edit=0"))).toBeNull();
    expect(editTarget(new URLSearchParams("edit=abc"))).toBeNull();
    expect(editTarget(new URLSearchParams(""))).toBeNull();
    expect(positiveId("1e3")).toBeNull();
  });
});
