// The page part of the admin's testimonials, gallery and therapies lists (issue 20 item 2;
// docs/decisions/035): keyset cursors in each list's own order, read with the inbox's helpers
// (app/lib/keyset-cursor.ts), so a bad link is a 400 everywhere.
import { z } from "zod";
import { cursorId, cursorInt, cursorTimestamp, type ParsedKeysetPage, parseKeysetPage } from "./keyset-cursor";
import { PLACEMENTS } from "./testimonial-fields";

/** Rows a page of an admin list shows by default, and the most `?size=` may ask for. */
export const ADMIN_LIST_PAGE_SIZE = 50;
export const ADMIN_LIST_MAX_PAGE_SIZE = 100;

/** Testimonials go by placement, then the clinic's sort order, then id. */
export interface TestimonialListCursor {
  p: (typeof PLACEMENTS)[number];
  o: number;
  i: number;
}

/** Gallery images go newest first: created_at (to the microsecond, UTC), then id. */
export interface GalleryListCursor {
  t: string;
  i: number;
}

/** Therapies go in the clinic's order (the public order, which the list's arrows change). */
export interface TherapyListCursor {
  o: number;
  i: number;
}

const testimonialCursor: z.ZodType<TestimonialListCursor> = z.object({ p: z.enum(PLACEMENTS), o: cursorInt, i: cursorId }).strict();
const galleryCursor: z.ZodType<GalleryListCursor> = z.object({ t: cursorTimestamp, i: cursorId }).strict();
const therapyCursor: z.ZodType<TherapyListCursor> = z.object({ o: cursorInt, i: cursorId }).strict();

const sizes = { defaultSize: ADMIN_LIST_PAGE_SIZE, maxSize: ADMIN_LIST_MAX_PAGE_SIZE };

export const parseTestimonialListPage = (params: URLSearchParams): ParsedKeysetPage<TestimonialListCursor> =>
  parseKeysetPage(params, { schema: testimonialCursor, ...sizes });

export const parseGalleryListPage = (params: URLSearchParams): ParsedKeysetPage<GalleryListCursor> =>
  parseKeysetPage(params, { schema: galleryCursor, ...sizes });

export const parseTherapyListPage = (params: URLSearchParams): ParsedKeysetPage<TherapyListCursor> =>
  parseKeysetPage(params, { schema: therapyCursor, ...sizes });
