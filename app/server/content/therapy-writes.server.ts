// The write of a therapy, wherever it comes from: Publish now in its editor, or its scheduled
// draft's time coming (docs/decisions/084). A therapy's row is not all of it: a new address is
// carried to everything that points at it, and its gallery is other rows.
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { RowValue } from "~/content-types/record-type";
import { therapyType } from "~/content-types/therapy";
import { therapyTextsType } from "~/content-types/therapy-texts";
import { keepStoredOrder } from "~/lib/therapy-editor";
import type { Db } from "../db/client.server";
import { documentRevisions, documents, galleryImages, testimonials, therapies } from "../db/schema.server";
import { declaredColumns } from "./record-tables.server";
import { fromColumns } from "./table-columns.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a therapy's editor writes to its row: its declared fields. Binding them to the table here
 * makes the type checker refuse a field the table lacks or cannot store. */
const THERAPY_WRITE_FIELDS = Object.keys(declaredColumns(therapyType, therapies)) as Array<keyof TherapyWrite>;

/** A therapy as saved: its declared value checked and cleaned (app/content-types/therapy.ts), in
 * the table's own column types. */
export type TherapyWrite = RowValue<typeof therapyType>;

/** Where a therapy's draft keeps the gallery its author chose (not a column of the row). */
export const DRAFT_GALLERY = "_gallery_ids";

/** References to a therapy by slug, moved to a new slug (or dropped when `to` is null). */
export async function followSlug(tx: Tx, from: string, to: string | null) {
  await tx
    .update(therapies)
    .set({
      relatedSlugs:
        to === null ? sql`array_remove(${therapies.relatedSlugs}, ${from})` : sql`array_replace(${therapies.relatedSlugs}, ${from}, ${to})`,
    })
    .where(sql`${from} = any(${therapies.relatedSlugs})`);
  await tx.update(testimonials).set({ therapySlug: to }).where(eq(testimonials.therapySlug, from));
  await tx.update(galleryImages).set({ therapySlug: to }).where(eq(galleryImages.therapySlug, from));
  if (to !== null) await moveTranslations(tx, from, to);
}

/**
 * A therapy's translations are keyed by its address: they move with it, with their history,
 * drafts and schedules. Any left at the new address by a therapy deleted earlier make way. (A
 * deleted therapy's stay, so that restoring it brings them back.)
 */
async function moveTranslations(tx: Tx, from: string, to: string) {
  const at = (key: string) => ({
    documents: and(eq(documents.type, therapyTextsType.type), eq(documents.key, key)),
    revisions: and(eq(documentRevisions.type, therapyTextsType.type), eq(documentRevisions.key, key)),
  });
  await tx.delete(documents).where(at(to).documents);
  await tx.delete(documentRevisions).where(at(to).revisions);
  await tx.update(documents).set({ key: to }).where(at(from).documents);
  await tx.update(documentRevisions).set({ key: to }).where(at(from).revisions);
}

/**
 * Replaces the therapy. A renamed slug carries along everything that points at it (other
 * therapies' related lists, testimonials, gallery images) in the same transaction. The chosen
 * active gallery images become this therapy's gallery; inactive ones keep theirs.
 */
export async function writeTherapy(
  tx: Tx,
  userId: number | null,
  current: { id: number; slug: string },
  write: TherapyWrite,
  galleryIds: readonly number[],
) {
  const [stored] = await tx.select({ relatedSlugs: therapies.relatedSlugs }).from(therapies).where(eq(therapies.id, current.id));
  const relatedSlugs = keepStoredOrder(stored?.relatedSlugs ?? [], write.relatedSlugs);
  await tx
    .update(therapies)
    .set({ ...write, relatedSlugs, updatedAt: new Date(), updatedBy: userId })
    .where(eq(therapies.id, current.id));
  if (write.slug !== current.slug) await followSlug(tx, current.slug, write.slug);
  if (galleryIds.length > 0) {
    await tx
      .update(galleryImages)
      .set({ therapySlug: write.slug })
      .where(inArray(galleryImages.id, [...galleryIds]));
  }
  await tx
    .update(galleryImages)
    .set({ therapySlug: null })
    .where(
      and(
        eq(galleryImages.therapySlug, write.slug),
        eq(galleryImages.isActive, true),
        galleryIds.length > 0 ? notInArray(galleryImages.id, [...galleryIds]) : undefined,
      ),
    );
}

/** A scheduled draft of a therapy, published: the same write as Publish now, by nobody. */
export async function publishTherapyDraft(tx: Tx, id: number, before: Record<string, unknown>, after: Record<string, unknown>) {
  const fields = fromColumns(therapies, after);
  const write = Object.fromEntries(THERAPY_WRITE_FIELDS.map((f) => [f, fields[f]])) as TherapyWrite;
  const gallery = after[DRAFT_GALLERY];
  await writeTherapy(tx, null, { id, slug: String(before.slug) }, write, Array.isArray(gallery) ? gallery.map(Number) : []);
}
