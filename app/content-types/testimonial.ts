// A patient's review (SPEC §3, §8): every field named once, here. The table `testimonials`
// keeps the rows; the form, its checks, the history's labels and the seed's type follow.
import { HOME_REVIEWS_MAX } from "~/lib/public-caps";
import { AGE_ERROR, AGE_MAX, AGE_MIN, PLACEMENT_LABELS, PLACEMENT_PATHS, PLACEMENTS, RATING_ERROR } from "~/lib/testimonial-fields";
import { activeField, doctorField, sortOrderField } from "./common-fields";
import { f } from "./fields";
import { defineRecordType, type RecordValue } from "./record-type";

const L = { name: 100, location: 120, condition: 120, review: 2000, youtubeUrl: 500 } as const;

export const testimonialType = defineRecordType({
  entity: "testimonial",
  table: "testimonials",
  label: "Testimonial",
  permission: "content:manage",
  titleField: "name",
  listPath: "/admin/testimonials",
  shownOn: ({ placement, therapySlug }) =>
    placement === "therapy" ? (therapySlug ? `/therapy/${therapySlug}` : null) : placement ? PLACEMENT_PATHS[placement] : null,
  blank: { rating: 5, isActive: true, placement: "home" },
  publicFields: ["name", "age", "location", "condition", "rating", "review", "image", "therapySlug", "youtubeUrl"],
  fields: f.group("Testimonial", {
    name: f.text("Name", {
      max: L.name,
      // A person's name is theirs, in the letters they gave it.
      translatable: false,
      help: "First name and initial, as the patient agreed.",
      messages: {
        missing: "Please enter the patient's name, e.g. Lakshmi R.",
        tooLong: `Please keep the name under ${L.name} characters.`,
      },
    }),
    age: f.number("Age", {
      min: AGE_MIN,
      max: AGE_MAX,
      nullable: true,
      message: AGE_ERROR,
      help: `A whole number from ${AGE_MIN} to ${AGE_MAX}; leave empty if not given.`,
    }),
    location: f.text("Location or country", {
      max: L.location,
      optional: true,
      messages: { tooLong: `Please keep the location under ${L.location} characters.` },
    }),
    condition: f.text("Condition", {
      max: L.condition,
      messages: {
        missing: "Please enter the condition, e.g. Knee osteoarthritis.",
        tooLong: `Please keep the condition under ${L.condition} characters.`,
      },
    }),
    rating: f.rating("Rating", RATING_ERROR),
    review: f.textarea("Review", {
      max: L.review,
      help: "The patient's own words. No cure claims; results vary.",
      messages: { missing: "Please enter the review text.", tooLong: `Please keep the review under ${L.review} characters.` },
    }),
    image: f.image("Image", {
      nullable: true,
      help: "From the media library, a new upload, or none: the initials are shown instead.",
      libraryOnly: { notAChoice: "Please choose an image from the media library, or no image.", noneLabel: "No image" },
      uploadCategory: "Patients",
    }),
    placement: f.select(
      "Where it appears",
      PLACEMENTS.map((value) => ({ value, label: PLACEMENT_LABELS[value] })),
      { widget: "radio", message: "Please choose where the testimonial appears." },
    ),
    therapySlug: f.reference("Therapy", "therapies", {
      help: "A therapy-page testimonial shows under that therapy's Patient Success Stories.",
      notAChoice: "Please choose a therapy from the list.",
      noneLabel: "No therapy",
      requiredWhen: {
        field: "placement",
        equals: "therapy",
        note: "required for a therapy page",
        message: "A testimonial placed on a therapy page needs that therapy: please choose one.",
      },
    }),
    doctorSlug: doctorField("The story"),
    youtubeUrl: f.youtube("YouTube video", {
      max: L.youtubeUrl,
      help: "A watch, youtu.be, shorts or embed link of the patient's video story.",
      tooLong: `Please keep the address under ${L.youtubeUrl} characters.`,
      invalid: "Invalid URL: paste a YouTube link (watch, youtu.be, shorts or embed), or leave it empty.",
    }),
    sortOrder: sortOrderField(),
    isActive: activeField(),
    featured: f.checkbox(
      "Featured on the home page",
      `The home page's carousel shows up to ${HOME_REVIEWS_MAX} featured, active reviews (any placement), by sort order. With none featured, it shows the first home-page reviews. Every active review is on the Reviews page.`,
    ),
  }),
});

/** A testimonial as stored and as the form's checks give it. */
export type Testimonial = RecordValue<typeof testimonialType>;

/** What a public page reads of a testimonial: its public fields, by id. */
export type PublicTestimonial = { id: number } & Pick<Testimonial, (typeof testimonialType.publicFields)[number]> & {
    /** Its review is shown in the clinic's translation (the page says so). */
    translated?: boolean;
  };
