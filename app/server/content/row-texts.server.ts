// Where a translations-only type's English comes from (issue 46 item 2): the rows of its
// table. The admin's overview and editor, the translation statuses and the seed read a row's
// English words, title and public page here, whichever table holds it.
import { asc, eq } from "drizzle-orm";
import { doctorType } from "~/content-types/doctor";
import type { GroupField } from "~/content-types/fields";
import type { RecordEntity } from "~/content-types/record-type";
import { therapyTextsOf } from "~/content-types/therapy-texts";
import type { ContentType } from "~/content-types/types";
import type { Db } from "../db/client.server";
import { galleryImages, testimonials, therapies, videoEmbeds } from "../db/schema.server";

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
  /** Every row whose words a visitor may read (one when `key` is given), in the admin's order. */
  rows(db: Db, type: ContentType, key?: string): Promise<TranslatedRow[]>;
}

/** The row's declared words, in the declaration's shape. */
const wordsOf = (fields: GroupField, row: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(fields.fields).map((name) => [name, row[name] ?? ""]));

const asId = (key: string) => (/^\d{1,9}$/.test(key) ? Number(key) : -1);

const SOURCES: Record<RecordEntity, RowSource> = {
  therapy: {
    noun: "therapy",
    async rows(db, _type, key) {
      const rows = await db
        .select()
        .from(therapies)
        .where(key === undefined ? undefined : eq(therapies.slug, key))
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
  video: {
    noun: "video",
    async rows(db, type, key) {
      const rows = await db
        .select()
        .from(videoEmbeds)
        .where(key === undefined ? undefined : eq(videoEmbeds.id, asId(key)))
        .orderBy(asc(videoEmbeds.sortOrder), asc(videoEmbeds.id));
      return rows.map((r) => ({
        key: String(r.id),
        title: r.title,
        label: `Video: ${r.title}`,
        publicPath: r.doctorSlug ? doctorType.collection!.publicPath(r.doctorSlug) : "/",
        english: wordsOf(type.fields, r),
      }));
    },
  },
  gallery_image: {
    noun: "gallery picture",
    async rows(db, type, key) {
      const rows = await db
        .select()
        .from(galleryImages)
        .where(key === undefined ? eq(galleryImages.isActive, true) : eq(galleryImages.id, asId(key)))
        .orderBy(asc(galleryImages.therapySlug), asc(galleryImages.sortOrder), asc(galleryImages.id));
      return rows.map((r) => ({
        key: String(r.id),
        title: r.title,
        label: `Gallery picture: ${r.title}`,
        publicPath: r.therapySlug ? `/therapy/${r.therapySlug}` : "/",
        english: wordsOf(type.fields, r),
      }));
    },
  },
  testimonial: {
    noun: "testimonial",
    async rows(db, type, key) {
      const rows = await db
        .select()
        .from(testimonials)
        .where(key === undefined ? eq(testimonials.isActive, true) : eq(testimonials.id, asId(key)))
        .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
      // Every active review is on the Reviews page, whatever else shows it.
      return rows.map((r) => ({
        key: String(r.id),
        title: r.name,
        label: `Testimonial: ${r.name}`,
        publicPath: "/reviews",
        english: wordsOf(type.fields, r),
      }));
    },
  },
};

function sourceOf(type: ContentType): RowSource {
  const source = type.translationsOnly ? SOURCES[type.translationsOnly.rows] : undefined;
  if (!source) throw new Error(`${type.type} is not a translation of a table's rows`);
  return source;
}

/** The rows a translations-only type translates, in the admin's order. */
export const listTranslatedRows = (db: Db, type: ContentType) => sourceOf(type).rows(db, type);

/** One row by its key, or null. */
export async function findTranslatedRow(db: Db, type: ContentType, key: string): Promise<TranslatedRow | null> {
  const [row] = await sourceOf(type).rows(db, type, key);
  return row ?? null;
}

/** What a row of the type is called ("therapy"). */
export const translatedRowNoun = (type: ContentType) => sourceOf(type).noun;
