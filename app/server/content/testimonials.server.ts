import { and, asc, avg, desc, eq, type SQL, sql } from "drizzle-orm";
import { encodeCursor, type KeysetPage, keysetSlice } from "~/lib/keyset-cursor";
import { HOME_REVIEWS_MAX, PAGE_REVIEWS_MAX } from "~/lib/public-caps";
import type { ReviewsCursor } from "~/lib/reviews-page";
import { testimonialTextsType } from "~/content-types/row-texts";
import { testimonialType, type PublicTestimonial } from "~/content-types/testimonial";
import { publicColumns as declaredPublicColumns } from "./record-tables.server";
import { localizeRows, type ShownIn } from "./translations.server";
import type { Db } from "../db/client.server";
import { microsecondsUtc } from "../db/keyset.server";
import { listedRows } from "./listed-rows.server";
import { testimonials, type TestimonialPlacement } from "../db/schema.server";

// Every public read here is bounded (docs/decisions/035): a page renders at most a fixed number
// of reviews however many the clinic keeps; the reviews page walks the rest a page at a time.

/** What a public page shows of a testimonial. */
const publicColumns = { id: testimonials.id, ...declaredPublicColumns(testimonialType, testimonials) };

/**
 * Reviews in the page's language: each one's translated words over its own, and whether its
 * review is the clinic's translation (the page says so under it).
 */
async function inLanguage<T extends { id: number; review: string }>(
  db: Db,
  rows: T[],
  shownIn: ShownIn,
): Promise<Array<T & { translated: boolean }>> {
  const shown = await localizeRows(db, testimonialTextsType, rows, shownIn);
  return shown.map((row, i) => ({ ...row, translated: row.review !== rows[i]!.review }));
}

/** A page's reviews in the clinic's order; in a staff preview, as their drafts would make them. */
const listed = (db: Db, shownIn: ShownIn, where: SQL | undefined, keep: (row: Row) => boolean, limit: number) =>
  listedRows(db, { entity: "testimonial", table: testimonials, select: publicColumns, where, keep, limit, drafts: shownIn.draft });

type Row = typeof testimonials.$inferSelect;

export async function listPublicTestimonials(db: Db, placement: TestimonialPlacement, therapySlug?: string, shownIn: ShownIn = {}) {
  const rows = await listed(
    db,
    shownIn,
    and(
      eq(testimonials.isActive, true),
      eq(testimonials.placement, placement),
      therapySlug === undefined ? undefined : eq(testimonials.therapySlug, therapySlug),
    ),
    (r) => r.isActive && r.placement === placement && (therapySlug === undefined || r.therapySlug === therapySlug),
    PAGE_REVIEWS_MAX,
  );
  return inLanguage(db, rows, shownIn);
}

/**
 * The home carousel: the reviews the clinic featured (any placement), in its order. While it has
 * featured none (an installation from before the flag), the first active home-page reviews in its
 * order, which is what the carousel showed before. Never more than HOME_REVIEWS_MAX.
 */
export async function listHomeTestimonials(db: Db, shownIn: ShownIn = {}) {
  const featured = await listed(
    db,
    shownIn,
    and(eq(testimonials.isActive, true), eq(testimonials.featured, true)),
    (r) => r.isActive && r.featured,
    HOME_REVIEWS_MAX,
  );
  if (featured.length > 0) return inLanguage(db, featured, shownIn);
  const home = await listed(
    db,
    shownIn,
    and(eq(testimonials.isActive, true), eq(testimonials.placement, "home")),
    (r) => r.isActive && r.placement === "home",
    HOME_REVIEWS_MAX,
  );
  return inLanguage(db, home, shownIn);
}

const createdAtUs = microsecondsUtc(testimonials.createdAt);

/**
 * One page of every active review, newest first (created_at, then id), from a cursor: keyset
 * pagination, so page 200 costs what page 1 does. `next`/`prev` are the neighbours' cursors,
 * null at either end.
 */
export async function listReviewsPage(
  db: Db,
  page: KeysetPage<ReviewsCursor>,
  shownIn: ShownIn = {},
): Promise<{
  rows: Array<PublicTestimonial & { translated: boolean }>;
  next: string | null;
  prev: string | null;
}> {
  const from = page.before ?? page.after;
  const backward = page.before !== null;
  let beyond: SQL | undefined;
  if (from) {
    const at = sql`(${from.t}::timestamptz, ${from.i}::integer)`;
    // A row comparison, one range of testimonials_active_created_idx.
    beyond = backward
      ? sql`(${testimonials.createdAt}, ${testimonials.id}) > ${at}`
      : sql`(${testimonials.createdAt}, ${testimonials.id}) < ${at}`;
  }
  const by = backward ? asc : desc;
  const found = await db
    .select({ ...publicColumns, cursorAt: createdAtUs })
    .from(testimonials)
    .where(and(eq(testimonials.isActive, true), beyond))
    .orderBy(by(testimonials.createdAt), by(testimonials.id))
    .limit(page.size + 1);
  const { rows, next, prev } = keysetSlice(found, { size: page.size, backward, fromCursor: from !== null }, (r) =>
    encodeCursor({ t: r.cursorAt, i: r.id }),
  );
  // A cursor whose rows are gone (deactivated since) shows the first page, as the inbox does.
  if (rows.length === 0 && from) return listReviewsPage(db, { after: null, before: null, size: page.size }, shownIn);
  return {
    rows: await inLanguage(
      db,
      rows.map(({ cursorAt: _c, ...row }) => row),
      shownIn,
    ),
    next,
    prev,
  };
}

/**
 * The average rating of the active testimonials, to one decimal (4.7), or null when none is
 * active: the "Average patient rating" figure is derived from the reviews the site shows.
 */
export async function averageActiveRating(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ average: avg(testimonials.rating) })
    .from(testimonials)
    .where(eq(testimonials.isActive, true));
  if (row?.average == null) return null;
  const average = Number(row.average);
  return Number.isFinite(average) ? Math.round(average * 10) / 10 : null;
}

/** Active stories linked to a doctor in the admin (any placement), for their profile page. */
export async function listDoctorTestimonials(db: Db, doctorSlug: string, shownIn: ShownIn = {}) {
  const rows = await listed(
    db,
    shownIn,
    and(eq(testimonials.isActive, true), eq(testimonials.doctorSlug, doctorSlug)),
    (r) => r.isActive && r.doctorSlug === doctorSlug,
    12,
  );
  return inLanguage(db, rows, shownIn);
}
