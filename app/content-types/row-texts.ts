// The words of a table-backed type's rows in another language (issue 46 item 2): a type that
// holds only translations, keyed by the row's id, whose fields are the record type's words as
// it declares them (a video's title and description, a picture's title and alt text, a bookable
// service's name and description). Choices, addresses, numbers and pictures stay the row's, so a
// translation never goes stale on them.
import { bookingServiceType } from "./booking-service";
import { f, type Field, type GroupField } from "./fields";
import type { RecordType } from "./record-type";
import { galleryImageType } from "./gallery-image";
import { testimonialType } from "./testimonial";
import { hasWords } from "./translation";
import type { ContentType } from "./types";
import { videoType } from "./video";

/** A record type's words as a group of their own (no rules across fields: those are the row's). */
export function recordWords(record: RecordType): GroupField {
  const words: Record<string, Field> = {};
  for (const [name, field] of Object.entries(record.fields.fields)) if (hasWords(field)) words[name] = field;
  return f.group(record.label, words);
}

function rowTextsType(record: RecordType, opts: { type: string; title: string; description: string }): ContentType {
  return {
    ...opts,
    permission: record.permission,
    fields: recordWords(record),
    translationsOnly: { adminPath: record.listPath, rows: record.entity },
  };
}

export const videoTextsType = rowTextsType(videoType, {
  type: "video-texts",
  title: "Videos (translations)",
  description: "A video's title and description in another language. The address, category and order are edited under YouTube videos.",
});

export const testimonialTextsType = rowTextsType(testimonialType, {
  type: "testimonial-texts",
  title: "Testimonials (translations)",
  description:
    "A patient's review in another language. The page says under it that the clinic translated it. The name, rating, picture and placement are edited under Testimonials.",
});

export const galleryTextsType = rowTextsType(galleryImageType, {
  type: "gallery-texts",
  title: "Gallery pictures (translations)",
  description: "A picture's title and alt text in another language. The picture, its category and its therapy are edited under Gallery.",
});

export const bookingServiceTextsType = rowTextsType(bookingServiceType, {
  type: "booking-service-texts",
  title: "Booking services (translations)",
  description:
    "A bookable service's name and its note on what to bring and how to prepare, in another language. Where it takes place, its length, what it holds and when it may be booked are edited under Bookable Services.",
});
