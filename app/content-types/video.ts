// A YouTube video of a therapy, a patient's story or the facility (SPEC §3, §9): every field
// named once, here. The table `video_embeds` keeps the rows, with the video id read from the
// address beside them (`embed_id`, derived on every write).
import { VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS } from "~/lib/video-fields";
import { activeField, doctorField, sortOrderField } from "./common-fields";
import { f } from "./fields";
import { defineRecordType, type RecordValue } from "./record-type";

const L = { title: 150, url: 500, description: 1000 } as const;

export const videoType = defineRecordType({
  entity: "video",
  table: "video_embeds",
  label: "Video",
  permission: "content:manage",
  titleField: "title",
  listPath: "/admin/youtube",
  // A doctor's videos are on their profile; the home page plays the first facility tour.
  shownOn: ({ doctorSlug, category }) => (doctorSlug ? `/doctors/${doctorSlug}` : category === "facility" ? "/" : null),
  blank: { isActive: true, category: "therapy" },
  publicFields: ["title", "description"],
  // The video id read from the address: a restored address brings its id back with it.
  derived: ["embed_id"],
  fields: f.group("Video", {
    title: f.text("Title", {
      max: L.title,
      messages: { missing: "Please enter a title for the video.", tooLong: `Please keep the title under ${L.title} characters.` },
    }),
    url: f.youtube("YouTube URL", {
      required: true,
      preview: true,
      max: L.url,
      missing: "Please paste the video's YouTube address.",
      tooLong: `Please keep the address under ${L.url} characters.`,
      invalid: "This address gives no YouTube video id.",
      help: "If no video ID can be read from the address you can still save, but the video is not shown on the website.",
    }),
    category: f.select(
      "Category",
      VIDEO_CATEGORIES.map((value) => ({ value, label: VIDEO_CATEGORY_LABELS[value] })),
      { widget: "radio", message: "Please choose a category." },
    ),
    therapyId: f.reference("Therapy", "therapyIds", {
      notAChoice: "Please choose a therapy from the list.",
      noneLabel: "No therapy",
    }),
    doctorSlug: doctorField("The video"),
    description: f.textarea("Description", {
      max: L.description,
      optional: true,
      messages: { tooLong: `Please keep the description under ${L.description} characters.` },
    }),
    sortOrder: sortOrderField(),
    isActive: activeField(),
  }),
});

/** A video as its form gives it; the stored row adds `embedId`, read from the address. */
export type Video = RecordValue<typeof videoType>;
