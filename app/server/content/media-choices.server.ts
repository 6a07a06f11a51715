import { and, asc, desc, eq } from "drizzle-orm";
import { mediaUrl, thumbnailVariant } from "~/lib/media";
import type { Db } from "../db/client.server";
import { galleryImages, therapies } from "../db/schema.server";
import { gallerySrc } from "../therapy-page.server";
import { mediaSearchWhere } from "./admin-gallery.server";

/** The media library's active images as a picture field offers them (the largest rendition). */
export async function listMediaChoices(db: Db): Promise<Array<{ src: string; title: string }>> {
  const rows = await db
    .select({ url: galleryImages.url, storageKey: galleryImages.storageKey, variants: galleryImages.variants, title: galleryImages.title })
    .from(galleryImages)
    .where(eq(galleryImages.isActive, true))
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id));
  return rows.flatMap((row) => {
    const src = gallerySrc(row);
    return src ? [{ src, title: row.title }] : [];
  });
}

export interface ImageChoice {
  /** What is stored (testimonials.image, therapies.hero_image), and what the picker shows. */
  value: string;
  title: string;
  alt: string;
}

/**
 * The media library: active gallery images. An uploaded image is referenced by its WebP
 * rendition (every browser shows it); an image added by address, by that address.
 */
export async function listImageChoices(db: Db): Promise<ImageChoice[]> {
  const rows = await db
    .select({
      url: galleryImages.url,
      storageKey: galleryImages.storageKey,
      variants: galleryImages.variants,
      title: galleryImages.title,
      alt: galleryImages.alt,
    })
    .from(galleryImages)
    .where(eq(galleryImages.isActive, true))
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id));
  return rows.flatMap((row) => {
    if (row.storageKey) {
      // A testimonial shows a small portrait: the smallest WebP rendition is plenty.
      const [smallest] = row.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
      if (!smallest) return [];
      return [{ value: `/media/${smallest.key}`, title: row.title, alt: row.alt }];
    }
    return row.url ? [{ value: row.url, title: row.title, alt: row.alt }] : [];
  });
}

/** One image as the editors' picker shows it: `src` is what a field stores, `thumbSrc` the small preview. */
export interface MediaPickItem {
  id: number;
  src: string;
  thumbSrc: string;
  title: string;
  alt: string;
  therapyTitle: string | null;
}

export const MEDIA_PICK_LIMIT = 48;

/**
 * The picker's search: active images (the ones every field accepts) whose title, alt text or
 * therapy matches, newest first, at most `limit` (a clinic that needs more types more).
 */
export async function searchMediaLibrary(db: Db, pattern: string | null, limit = MEDIA_PICK_LIMIT): Promise<MediaPickItem[]> {
  const rows = await db
    .select({
      id: galleryImages.id,
      url: galleryImages.url,
      storageKey: galleryImages.storageKey,
      variants: galleryImages.variants,
      title: galleryImages.title,
      alt: galleryImages.alt,
      therapyTitle: therapies.title,
    })
    .from(galleryImages)
    .leftJoin(therapies, eq(therapies.slug, galleryImages.therapySlug))
    .where(and(eq(galleryImages.isActive, true), await mediaSearchWhere(db, pattern)))
    .orderBy(desc(galleryImages.createdAt), desc(galleryImages.id))
    .limit(limit);
  return rows.flatMap((row) => {
    const src = gallerySrc(row);
    if (!src) return [];
    const thumb = thumbnailVariant(row.variants);
    return [
      { id: row.id, src, thumbSrc: thumb ? mediaUrl(thumb.key) : src, title: row.title, alt: row.alt, therapyTitle: row.therapyTitle },
    ];
  });
}
