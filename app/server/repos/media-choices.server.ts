import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { galleryImages } from "../db/schema.server";
import { gallerySrc } from "../therapy-page.server";

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
