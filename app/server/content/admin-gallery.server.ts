import type { GalleryImageDetails } from "~/content-types/gallery-image";
import { and, asc, desc, eq, ilike, inArray, max, or, type SQL, sql } from "drizzle-orm";
import type { GalleryListCursor } from "~/lib/admin-list-pages";
import { encodeCursor, type KeysetPage, keysetSlice } from "~/lib/keyset-cursor";
import type { Db } from "../db/client.server";
import { microsecondsUtc } from "../db/keyset.server";
import { type GalleryCategory, galleryImages, type MediaVariant, therapies } from "../db/schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const listColumns = {
  id: galleryImages.id,
  url: galleryImages.url,
  storageKey: galleryImages.storageKey,
  title: galleryImages.title,
  category: galleryImages.category,
  alt: galleryImages.alt,
  width: galleryImages.width,
  height: galleryImages.height,
  variants: galleryImages.variants,
  originalBytes: galleryImages.originalBytes,
  therapySlug: galleryImages.therapySlug,
  isActive: galleryImages.isActive,
};

const createdAtUs = microsecondsUtc(galleryImages.createdAt);

/**
 * Images whose title or alt text holds the pattern, or that sit in a therapy whose name or
 * slug holds it. The therapies (a handful) are matched first, so the images' test is one the
 * trigram GIN indexes on title and alt and the therapy index answer together (a BitmapOr);
 * a subquery in the OR would read every image instead (docs/decisions/075).
 */
export async function mediaSearchWhere(db: Db, pattern: string | null): Promise<SQL | undefined> {
  if (!pattern) return undefined;
  const matching = await db
    .select({ slug: therapies.slug })
    .from(therapies)
    .where(or(ilike(therapies.title, pattern), ilike(therapies.slug, pattern)));
  const slugs = matching.map((t) => t.slug);
  return or(
    ilike(galleryImages.title, pattern),
    ilike(galleryImages.alt, pattern),
    slugs.length > 0 ? inArray(galleryImages.therapySlug, slugs) : undefined,
  );
}

/**
 * One page of the images, active or not, newest first (staff see what they just added at the
 * top), all or one category, from a cursor: keyset pagination on gallery_created_idx /
 * gallery_category_created_idx (docs/decisions/035). A cursor whose rows are gone shows page 1.
 */
export async function listAdminGalleryPage(
  db: Db,
  category: GalleryCategory | null,
  page: KeysetPage<GalleryListCursor>,
  searchPattern: string | null = null,
): Promise<{ rows: AdminGalleryImage[]; next: string | null; prev: string | null }> {
  const from = page.before ?? page.after;
  const backward = page.before !== null;
  const key = sql`(${galleryImages.createdAt}, ${galleryImages.id})`;
  const at = from ? sql`(${from.t}::timestamptz, ${from.i}::integer)` : null;
  const by = backward ? asc : desc;
  const search = await mediaSearchWhere(db, searchPattern);
  const found = await db
    .select({ ...listColumns, cursorAt: createdAtUs })
    .from(galleryImages)
    .where(
      and(
        category ? eq(galleryImages.category, category) : undefined,
        search,
        at ? (backward ? sql`${key} > ${at}` : sql`${key} < ${at}`) : undefined,
      ),
    )
    .orderBy(by(galleryImages.createdAt), by(galleryImages.id))
    .limit(page.size + 1);
  const sliced = keysetSlice(found, { size: page.size, backward, fromCursor: from !== null }, (r) =>
    encodeCursor({ t: r.cursorAt, i: r.id }),
  );
  if (sliced.rows.length === 0 && from)
    return listAdminGalleryPage(db, category, { after: null, before: null, size: page.size }, searchPattern);
  return { ...sliced, rows: sliced.rows.map(({ cursorAt: _c, ...row }) => row) };
}

export interface AdminGalleryImage {
  id: number;
  url: string | null;
  storageKey: string | null;
  title: string;
  category: GalleryCategory;
  alt: string;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
  originalBytes: number | null;
  therapySlug: string | null;
  isActive: boolean;
}

/** All therapies (drafts too: staff may prepare a gallery before a therapy goes live). */
export async function therapyExists(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ slug: therapies.slug }).from(therapies).where(eq(therapies.slug, slug)).limit(1);
  return Boolean(row);
}

/** The details a form gives (app/content-types/gallery-image.ts). */
export type GalleryFields = GalleryImageDetails;

/** New images go to the end of the public carousels. */
async function nextSortOrder(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: max(galleryImages.sortOrder) }).from(galleryImages);
  return (row?.n ?? 0) + 1;
}

export async function insertUploadedImage(
  tx: Tx,
  fields: GalleryFields,
  media: { storageKey: string; width: number; height: number; variants: MediaVariant[]; originalBytes: number },
) {
  const [row] = await tx
    .insert(galleryImages)
    .values({ ...fields, ...media, sortOrder: await nextSortOrder(tx) })
    .returning({ id: galleryImages.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** What the editor reads of an image: the list's columns and when it last changed. */
const editorColumns = () => ({ ...listColumns, updatedAt: galleryImages.updatedAt });

/** A picture added by its address on this site, at the end of the order. */
export async function insertUrlImage(tx: Tx, fields: GalleryFields, url: string) {
  const [row] = await tx
    .insert(galleryImages)
    .values({ ...fields, url, sortOrder: await nextSortOrder(tx) })
    .returning(editorColumns());
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** An image's details saved; null when it is gone. */
export async function updateImage(tx: Tx, id: number, fields: GalleryFields) {
  const [row] = await tx
    .update(galleryImages)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(galleryImages.id, id))
    .returning(editorColumns());
  return row ?? null;
}

/** Deletes the rows and hands back their renditions, so the caller removes the files after the commit. */
export function deleteImages(tx: Tx, ids: readonly number[]) {
  return tx
    .delete(galleryImages)
    .where(inArray(galleryImages.id, [...ids]))
    .returning({ id: galleryImages.id, title: galleryImages.title, variants: galleryImages.variants });
}

export type AdminImage = NonNullable<Awaited<ReturnType<typeof getAdminImage>>>;

export async function getAdminImage(db: Db, id: number) {
  const [row] = await db.select(editorColumns()).from(galleryImages).where(eq(galleryImages.id, id)).limit(1);
  return row ?? null;
}
