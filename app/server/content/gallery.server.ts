import { and, eq } from "drizzle-orm";
import { THERAPY_GALLERY_MAX } from "~/lib/public-caps";
import { galleryImageType } from "~/content-types/gallery-image";
import { galleryTextsType } from "~/content-types/row-texts";
import { publicColumns } from "./record-tables.server";
import { listedRows } from "./listed-rows.server";
import { localizeRows, type ShownIn } from "./translations.server";
import type { Db } from "../db/client.server";
import { galleryImages } from "../db/schema.server";

/** What a therapy page shows of a picture. */
const shown = {
  id: galleryImages.id,
  url: galleryImages.url,
  storageKey: galleryImages.storageKey,
  ...publicColumns(galleryImageType, galleryImages),
  width: galleryImages.width,
  height: galleryImages.height,
  variants: galleryImages.variants,
};

/** Active images tied to a therapy, for its page's gallery carousel: the first THERAPY_GALLERY_MAX in the clinic's order, their titles and alt text in the page's language (in a staff preview, as their drafts would make them). */
export async function listTherapyGallery(db: Db, therapySlug: string, shownIn: ShownIn = {}) {
  const rows = await listedRows(db, {
    entity: "gallery_image",
    table: galleryImages,
    select: shown,
    where: and(eq(galleryImages.isActive, true), eq(galleryImages.therapySlug, therapySlug)),
    keep: (r) => r.isActive && r.therapySlug === therapySlug,
    limit: THERAPY_GALLERY_MAX,
    drafts: shownIn.draft,
  });
  return localizeRows(db, galleryTextsType, rows, shownIn);
}
