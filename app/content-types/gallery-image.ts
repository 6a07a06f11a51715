// A gallery picture's details (SPEC §4): every field the details form edits, named once here.
// The table `gallery_images` keeps the rows with what is not typed: the file (or the address
// of a picture added by URL), its renditions and size, and its place in the therapy's order.
import { GALLERY_CATEGORIES } from "~/lib/gallery";
import { activeField } from "./common-fields";
import { f } from "./fields";
import { defineRecordType, type RecordValue } from "./record-type";

export const GALLERY_LIMITS = { title: 120, alt: 250 } as const;

export const ALT_HINT = "Describe what the image shows. Required for the image to be active (shown on the website).";

export const ALT_REQUIRED_MESSAGE = "Add alt text before making the image active: it describes the image to people who cannot see it.";

export const galleryImageType = defineRecordType({
  entity: "gallery_image",
  table: "gallery_images",
  label: "Gallery image",
  permission: "content:manage",
  titleField: "title",
  listPath: "/admin/gallery",
  // Pictures are shown in their therapy's page gallery.
  shownOn: ({ therapySlug }) => (therapySlug ? `/therapy/${therapySlug}` : null),
  blank: { isActive: true, category: "Facility" },
  publicFields: ["title", "alt"],
  fields: f.group(
    "Gallery image",
    {
      title: f.text("Title", {
        max: GALLERY_LIMITS.title,
        messages: { missing: "Enter a title for the image.", tooLong: `Keep the title to ${GALLERY_LIMITS.title} characters or fewer.` },
      }),
      alt: f.textarea("Alt text", {
        max: GALLERY_LIMITS.alt,
        optional: true,
        note: "needed to show it on the website",
        help: ALT_HINT,
        messages: { tooLong: `Keep the alt text to ${GALLERY_LIMITS.alt} characters or fewer.` },
      }),
      category: f.select(
        "Category",
        GALLERY_CATEGORIES.map((value) => ({ value, label: value })),
        { message: "Choose a category." },
      ),
      therapySlug: f.reference("Therapy", "therapies", {
        help: "A picture linked to a therapy is shown in that therapy page's gallery.",
        notAChoice: "Choose a therapy from the list.",
        noneLabel: "No therapy",
      }),
      isActive: activeField(),
    },
    {
      // A picture on the site is described to people who cannot see it.
      check: (v) => (v.isActive === true && String(v.alt ?? "").trim() === "" ? [{ path: ["alt"], message: ALT_REQUIRED_MESSAGE }] : []),
    },
  ),
});

export type GalleryImageDetails = RecordValue<typeof galleryImageType>;
