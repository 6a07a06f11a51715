// Where a translations-only type's English comes from (issue 46 item 2): the rows of its
// table. The admin's overview and editor, the translation statuses and the seed read a row's
// English words, title and public page here, whichever table holds it.
import { asc, eq, inArray } from "drizzle-orm";
import { doctorType } from "~/content-types/doctor";
import type { GroupField } from "~/content-types/fields";
import type { RecordEntity } from "~/content-types/record-type";
import { therapyTextsOf } from "~/content-types/therapy-texts";
import type { ContentType } from "~/content-types/types";
import type { Db } from "../db/client.server";
import { bookingServices, galleryImages, testimonials, therapies, videoEmbeds } from "../db/schema.server";

export interface TranslatedRow {
  key: string;
  /** Its title ("Cryotherapy"). */
  title: string;
  /** As the translations overview lists it ("Therapy: Cryotherapy"). */
  label: string;
  /** The public page that shows it (a picture or video shown on none: the home page). */
  publicPath: string;
  /** Its words in the translation type's shape: what a translation stands beside. */
  english: unknown;
}

interface RowSource {
  /** "therapy": what a missing row is called. */
  noun: string;
  /** Rows the overview lists only once they have a translation (reviews, videos, pictures: a
   * clinic may keep hundreds; each is translated from its own card). Therapies are all listed. */
  listedWhenTranslated: boolean;
  /** The rows the overview lists, or those of the given keys (any state), in the admin's order. */
  rows(db: Db, type: ContentType, keys?: readonly string[]): Promise<TranslatedRow[]>;
}

/** The row's declared words, in the declaration's shape. */
const wordsOf = (fields: GroupField, row: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(fields.fields).map((name) => [name, row[name] ?? ""]));

const asId = (key: string) => (/^\d{1,9}$/.test(key) ? Number(key) : -1);

/**
 * A table whose rows are keyed by their id. Only active rows are listed (an inactive one is shown
 * nowhere, so the overview stays as long as the site's own lists); any row opens by its id.
 */
function byId<R extends { id: number } & Record<string, unknown>>(spec: {
  noun: string;
  label: string;
  /** The active rows, or those of the given ids (never an empty list). */
  read: (db: Db, ids: number[] | undefined) => Promise<R[]>;
  title: (row: R) => string;
  publicPath: (row: R) => string;
}): RowSource {
  return {
    noun: spec.noun,
    listedWhenTranslated: true,
    async rows(db, type, keys) {
      const ids = keys?.map(asId).filter((id) => id > 0);
      if (ids?.length === 0) return [];
      const rows = await spec.read(db, ids);
      return rows.map((r) => ({
        key: String(r.id),
        title: spec.title(r),
        label: `${spec.label}: ${spec.title(r)}`,
        publicPath: spec.publicPath(r),
        english: wordsOf(type.fields, r),
      }));
    },
  };
}

// A bookable service's name and description (issue 47) are translated here like a video's;
// resources (chambers, rooms, practitioners) are staff-only and have no translation.
const SOURCES: Partial<Record<RecordEntity, RowSource>> = {
  therapy: {
    noun: "therapy",
    listedWhenTranslated: false,
    async rows(db, _type, keys) {
      if (keys?.length === 0) return [];
      const rows = await db
        .select()
        .from(therapies)
        .where(keys === undefined ? undefined : inArray(therapies.slug, [...keys]))
        .orderBy(asc(therapies.sortOrder), asc(therapies.id));
      return rows.map((r) => ({
        key: r.slug,
        title: r.title,
        label: `Therapy: ${r.title}`,
        publicPath: `/therapy/${r.slug}`,
        english: therapyTextsOf(r),
      }));
    },
  },
  video: byId({
    noun: "video",
    label: "Video",
    read: (db, ids) =>
      db
        .select()
        .from(videoEmbeds)
        .where(ids === undefined ? eq(videoEmbeds.isActive, true) : inArray(videoEmbeds.id, ids))
        .orderBy(asc(videoEmbeds.sortOrder), asc(videoEmbeds.id)),
    title: (r) => r.title,
    publicPath: (r) => (r.doctorSlug ? doctorType.collection!.publicPath(r.doctorSlug) : "/"),
  }),
  gallery_image: byId({
    noun: "gallery picture",
    label: "Gallery picture",
    read: (db, ids) =>
      db
        .select()
        .from(galleryImages)
        .where(ids === undefined ? eq(galleryImages.isActive, true) : inArray(galleryImages.id, ids))
        .orderBy(asc(galleryImages.therapySlug), asc(galleryImages.sortOrder), asc(galleryImages.id)),
    title: (r) => r.title,
    publicPath: (r) => (r.therapySlug ? `/therapy/${r.therapySlug}` : "/"),
  }),
  testimonial: byId({
    noun: "testimonial",
    label: "Testimonial",
    read: (db, ids) =>
      db
        .select()
        .from(testimonials)
        .where(ids === undefined ? eq(testimonials.isActive, true) : inArray(testimonials.id, ids))
        .orderBy(asc(testimonials.sortOrder), asc(testimonials.id)),
    title: (r) => r.name,
    // Every active review is on the Reviews page, whatever else shows it.
    publicPath: () => "/reviews",
  }),
  booking_service: byId({
    noun: "booking service",
    label: "Booking service",
    read: (db, ids) =>
      db
        .select()
        .from(bookingServices)
        .where(ids === undefined ? eq(bookingServices.isActive, true) : inArray(bookingServices.id, ids))
        .orderBy(asc(bookingServices.sortOrder), asc(bookingServices.id)),
    title: (r) => r.name,
    // Every active service is offered on the booking page.
    publicPath: () => "/book",
  }),
};

function sourceOf(type: ContentType): RowSource {
  const source = type.translationsOnly ? SOURCES[type.translationsOnly.rows] : undefined;
  if (!source) throw new Error(`${type.type} is not a translation of a table's rows`);
  return source;
}

/** The rows a translations-only type translates, in the admin's order. */
export const listTranslatedRows = (db: Db, type: ContentType) => sourceOf(type).rows(db, type);

/** The rows of the given keys (those still there), whatever the overview lists. */
export const translatedRowsByKey = (db: Db, type: ContentType, keys: readonly string[]) => sourceOf(type).rows(db, type, keys);

/** One row by its key, or null. */
export async function findTranslatedRow(db: Db, type: ContentType, key: string): Promise<TranslatedRow | null> {
  const [row] = await translatedRowsByKey(db, type, [key]);
  return row ?? null;
}

/** Whether the translations overview lists a row of the type only once it has a translation. */
export const listedWhenTranslated = (type: ContentType) => sourceOf(type).listedWhenTranslated;

/** What a row of the type is called ("therapy"). */
export const translatedRowNoun = (type: ContentType) => sourceOf(type).noun;
