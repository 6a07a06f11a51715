// The public reviews page's address: a cursor into "every active review, newest first".
import { z } from "zod";
import { cursorId, cursorTimestamp, type ParsedKeysetPage, parseKeysetPage } from "./keyset-cursor";
import { REVIEWS_MAX_PAGE_SIZE, REVIEWS_PAGE_SIZE } from "./public-caps";

/** Where a page of the reviews page starts: a review's created_at (to the microsecond, UTC) and id. */
export interface ReviewsCursor {
  t: string;
  i: number;
}

export const reviewsCursorSchema: z.ZodType<ReviewsCursor> = z.object({ t: cursorTimestamp, i: cursorId }).strict();

export function parseReviewsPage(params: URLSearchParams): ParsedKeysetPage<ReviewsCursor> {
  return parseKeysetPage(params, { schema: reviewsCursorSchema, defaultSize: REVIEWS_PAGE_SIZE, maxSize: REVIEWS_MAX_PAGE_SIZE });
}
