import { and, asc, eq } from "drizzle-orm";
import { THERAPY_GALLERY_MAX } from "~/lib/public-caps";
import { galleryImageType } from "~/content-types/gallery-image";
import { galleryTextsType } from "~/content-types/row-texts";
import { publicColumns } from "./record-tables.server";
import { localizeRows, type ShownIn } from "./translations.server";
import type { Db } from "../db/client.server";
import { galleryImages } from "../db/schema.server";

/** Active images tied to a therapy, for its page's gallery carousel: the first THERAPY_GALLERY_MAX in the clinic's order, their titles and alt text in the page's language. */
export async function listTherapyGallery(db: Db, therapySlug: string, shownIn: ShownIn = {}) {
  const rows = await db
    .select({
      id: galleryImages.id,
      url: galleryImages.url,
      storageKey: galleryImages.storageKey,
      ...publicColumns(galleryImageType, galleryImages),
      width: galleryImages.width,
      height: galleryImages.height,
      variants: galleryImages.variants,
    })
    .from(galleryImages)
    .where(and(eq(galleryImages.isActive, true), eq(galleryImages.therapySlug, therapySlug)))
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id))
    .limit(THERAPY_GALLERY_MAX);
  return localizeRows(db, galleryTextsType, rows, shownIn);
}
