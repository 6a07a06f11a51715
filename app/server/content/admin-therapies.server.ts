// Staff reads and writes of therapies (every write through auditedWrite: one transaction
// with its audit row). Public visibility is still decided only in therapies.server.ts.
import { and, asc, desc, eq, inArray, like, max, ne, or, sql } from "drizzle-orm";
import type { TherapyListCursor } from "~/lib/admin-list-pages";
import { encodeCursor, type KeysetPage, keysetSlice } from "~/lib/keyset-cursor";
import { DRAFT_TITLE, moveItem, nextFreeSlug } from "~/lib/therapy-editor";
import { slugify } from "~/lib/slug";
import type { SessionUser } from "../auth/session.server";
import { auditedWrite } from "./write.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { followSlug } from "./therapy-writes.server";
import { documentRevisions, documents, galleryImages, therapies } from "../db/schema.server";
import { therapyTextsType } from "~/content-types/therapy-texts";
import { gallerySrc } from "../therapy-page.server";

const listColumns = {
  id: therapies.id,
  title: therapies.title,
  slug: therapies.slug,
  shortDescription: therapies.shortDescription,
  isActive: therapies.isActive,
  sortOrder: therapies.sortOrder,
};

/**
 * One page of the staff list in the clinic's order (sort order, then id), from a cursor: keyset
 * pagination on therapies_order_idx (docs/decisions/035). A cursor whose rows are gone shows page 1.
 */
export async function listTherapiesForAdminPage(db: Db, page: KeysetPage<TherapyListCursor>) {
  const from = page.before ?? page.after;
  const backward = page.before !== null;
  const key = sql`(${therapies.sortOrder}, ${therapies.id})`;
  const at = from ? sql`(${from.o}::integer, ${from.i}::integer)` : null;
  const by = backward ? desc : asc;
  const found = await db
    .select(listColumns)
    .from(therapies)
    .where(at ? (backward ? sql`${key} < ${at}` : sql`${key} > ${at}`) : undefined)
    .orderBy(by(therapies.sortOrder), by(therapies.id))
    .limit(page.size + 1);
  const sliced = keysetSlice(found, { size: page.size, backward, fromCursor: from !== null }, (r) =>
    encodeCursor({ o: r.sortOrder, i: r.id }),
  );
  if (sliced.rows.length === 0 && from) return listTherapiesForAdminPage(db, { after: null, before: null, size: page.size });
  return sliced;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type TherapyRow = typeof therapies.$inferSelect;

export async function getTherapyById(db: Db | Tx, id: number): Promise<TherapyRow | null> {
  const [row] = await db.select().from(therapies).where(eq(therapies.id, id)).limit(1);
  return row ?? null;
}

/** Which of these images are in the media library (active, with a picture to show): a save's
 * check reads only the chosen ones, not the whole library. */
export async function inMediaLibrary(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: galleryImages.id, url: galleryImages.url, storageKey: galleryImages.storageKey, variants: galleryImages.variants })
    .from(galleryImages)
    .where(and(eq(galleryImages.isActive, true), inArray(galleryImages.id, [...ids])));
  return new Set(rows.filter((r) => gallerySrc(r) !== null).map((r) => r.id));
}

/** The media library (active images), each with the therapy it is filed under, for the gallery picker. */
export async function therapyEditorChoices(db: Db) {
  const [images, all] = await Promise.all([
    db
      .select({
        id: galleryImages.id,
        url: galleryImages.url,
        storageKey: galleryImages.storageKey,
        variants: galleryImages.variants,
        title: galleryImages.title,
        alt: galleryImages.alt,
        therapySlug: galleryImages.therapySlug,
      })
      .from(galleryImages)
      .where(eq(galleryImages.isActive, true))
      .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id)),
    db
      .select({ id: therapies.id, slug: therapies.slug, title: therapies.title, isActive: therapies.isActive })
      .from(therapies)
      .orderBy(asc(therapies.sortOrder), asc(therapies.id)),
  ]);
  const titleBySlug = new Map(all.map((t) => [t.slug, t.title]));
  return {
    media: images
      .flatMap((img) => {
        const src = gallerySrc(img);
        return src ? [{ ...img, src }] : [];
      })
      .map((img) => ({
        id: img.id,
        src: img.src,
        title: img.title,
        alt: img.alt,
        therapySlug: img.therapySlug,
        therapyTitle: img.therapySlug ? (titleBySlug.get(img.therapySlug) ?? null) : null,
      })),
  };
}

export async function isSlugTaken(db: Db, slug: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: therapies.id })
    .from(therapies)
    .where(and(eq(therapies.slug, slug), ne(therapies.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/** SPEC's 'Add New Therapy', fixed: the draft is stored (inactive) and can then be edited. */
export function createDraftTherapy(services: AppServices, user: SessionUser) {
  return auditedWrite(services, user, async (tx) => {
    const base = slugify(DRAFT_TITLE);
    const near = (column: typeof therapies.slug | typeof documents.key | typeof documentRevisions.key) =>
      or(eq(column, base), like(column, `${base}-%`));
    // An address a deleted therapy left its translations at is taken too: they wait there for
    // its restore, and a new therapy must not start with them (they would follow it).
    const [rows, documentsLeft, revisionsLeft] = await Promise.all([
      tx.select({ slug: therapies.slug }).from(therapies).where(near(therapies.slug)),
      tx
        .selectDistinct({ slug: documents.key })
        .from(documents)
        .where(and(eq(documents.type, therapyTextsType.type), near(documents.key))),
      tx
        .selectDistinct({ slug: documentRevisions.key })
        .from(documentRevisions)
        .where(and(eq(documentRevisions.type, therapyTextsType.type), near(documentRevisions.key))),
    ]);
    const taken = [...rows, ...documentsLeft, ...revisionsLeft];
    const [last] = await tx.select({ n: max(therapies.sortOrder) }).from(therapies);
    const [row] = await tx
      .insert(therapies)
      .values({
        title: DRAFT_TITLE,
        slug: nextFreeSlug(base, new Set(taken.map((t) => t.slug))),
        isActive: false,
        sortOrder: (last?.n ?? 0) + 1,
        updatedBy: user.id,
      })
      .returning({ id: therapies.id, slug: therapies.slug });
    if (!row) throw new Error("draft therapy was not inserted");
    return { result: row, audit: { action: "create", entity: "therapy", entityId: row.id, summary: `created therapy "${DRAFT_TITLE}"` } };
  });
}

/** Moves a therapy one place up or down the list (the order of the site's therapy lists). */
export function moveTherapy(services: AppServices, user: SessionUser, id: number, direction: "up" | "down") {
  return auditedWrite(services, user, async (tx) => {
    const rows = await tx
      .select({ id: therapies.id, title: therapies.title, sortOrder: therapies.sortOrder })
      .from(therapies)
      .orderBy(asc(therapies.sortOrder), asc(therapies.id));
    const index = rows.findIndex((r) => r.id === id);
    const moved = rows[index];
    if (!moved) throw new Error(`therapy ${id} not found`); // callers check first
    // Renumbered 1…n, so equal sort orders (e.g. typed by hand) cannot make a move a no-op.
    const ordered = moveItem(rows, index, direction);
    for (const [i, row] of ordered.entries()) {
      if (row.sortOrder !== i + 1)
        await tx
          .update(therapies)
          .set({ sortOrder: i + 1 })
          .where(eq(therapies.id, row.id));
    }
    return {
      result: moved.title,
      audit: { action: "update", entity: "therapy", entityId: id, summary: `moved therapy "${moved.title}" ${direction}` },
    };
  });
}

/** Deletes a therapy and every reference to it by slug (in the caller's transaction). */
export async function removeTherapy(tx: Tx, id: number): Promise<TherapyRow | null> {
  const [row] = await tx.delete(therapies).where(eq(therapies.id, id)).returning();
  // video_embeds.therapy_id is cleared by its foreign key (on delete set null).
  if (row) await followSlug(tx, row.slug, null);
  return row ?? null;
}
