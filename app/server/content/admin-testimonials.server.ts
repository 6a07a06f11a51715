import { and, asc, count, desc, eq, max, sql } from "drizzle-orm";
import type { TestimonialListCursor } from "~/lib/admin-list-pages";
import { encodeCursor, type KeysetPage, keysetSlice } from "~/lib/keyset-cursor";
import type { Db } from "../db/client.server";
import { testimonials } from "../db/schema.server";
import type { Placement } from "~/lib/testimonial-fields";
import { type Testimonial, testimonialType } from "~/content-types/testimonial";
import { declaredColumns } from "./record-tables.server";

// Staff see every testimonial, active or not; what the public sees is decided in
// repos/testimonials.server.ts alone.

const columns = {
  id: testimonials.id,
  ...declaredColumns(testimonialType, testimonials),
  updatedAt: testimonials.updatedAt,
};

export type AdminTestimonial = NonNullable<Awaited<ReturnType<typeof getAdminTestimonial>>>;

/** What a save writes: the declared fields (app/content-types/testimonial.ts). */
export type TestimonialInput = Testimonial;

/**
 * One page of the staff list (all placements, or one), in placement, sort order and id order,
 * from a cursor: keyset pagination on testimonials_placement_order_idx, so a page costs the same
 * at 5,000 testimonials as at 5 (docs/decisions/035). A cursor whose rows are gone shows page 1.
 */
export async function listAdminTestimonialsPage(
  db: Db,
  placement: Placement | null,
  page: KeysetPage<TestimonialListCursor>,
): Promise<{ rows: AdminTestimonial[]; next: string | null; prev: string | null }> {
  const from = page.before ?? page.after;
  const backward = page.before !== null;
  const key = sql`(${testimonials.placement}, ${testimonials.sortOrder}, ${testimonials.id})`;
  const at = from ? sql`(${from.p}::text, ${from.o}::integer, ${from.i}::integer)` : null;
  const by = backward ? desc : asc;
  const found = await db
    .select(columns)
    .from(testimonials)
    .where(
      and(
        placement ? eq(testimonials.placement, placement) : undefined,
        at ? (backward ? sql`${key} < ${at}` : sql`${key} > ${at}`) : undefined,
      ),
    )
    .orderBy(by(testimonials.placement), by(testimonials.sortOrder), by(testimonials.id))
    .limit(page.size + 1);
  const sliced = keysetSlice(found, { size: page.size, backward, fromCursor: from !== null }, (r) =>
    encodeCursor({ p: r.placement, o: r.sortOrder, i: r.id }),
  );
  if (sliced.rows.length === 0 && from) return listAdminTestimonialsPage(db, placement, { after: null, before: null, size: page.size });
  return sliced;
}

/** How many testimonials each placement holds (the filter links' figures): one grouped count. */
export async function countTestimonialsByPlacement(db: Db): Promise<Record<Placement, number>> {
  const rows = await db.select({ placement: testimonials.placement, n: count() }).from(testimonials).groupBy(testimonials.placement);
  const counts: Record<Placement, number> = { home: 0, international: 0, wellness: 0, therapy: 0 };
  for (const row of rows) counts[row.placement] = row.n;
  return counts;
}

export async function getAdminTestimonial(db: Db, id: number) {
  const [row] = await db.select(columns).from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row ?? null;
}

/** Sort order that puts a new testimonial last. */
export async function nextTestimonialSortOrder(db: Db): Promise<number> {
  const [row] = await db.select({ top: max(testimonials.sortOrder) }).from(testimonials);
  return (row?.top ?? 0) + 1;
}

export async function insertTestimonial(db: Db, input: TestimonialInput) {
  const [row] = await db.insert(testimonials).values(input).returning(columns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateTestimonial(db: Db, id: number, input: TestimonialInput) {
  const [row] = await db
    .update(testimonials)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteTestimonial(db: Db, id: number) {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning(columns);
  return row ?? null;
}
