// Keyset (cursor) pagination's address: an opaque cursor naming the row a page starts after or
// before, and the page size. Shared by the inquiry inbox, the admin lists and the public
// reviews page (docs/decisions/033, 035), so every list refuses a bad link the same way.
import { z } from "zod";

/** created_at as Postgres prints it to the microsecond in UTC (a JS Date would drop them). */
const TIMESTAMP_US = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A real instant only: PostgreSQL would refuse 2025-02-30 with an error, not an empty page. */
export const cursorTimestamp = z
  .string()
  .regex(TIMESTAMP_US)
  .refine((t) => {
    const ms = Date.parse(`${t.slice(0, 23)}Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 23) === t.slice(0, 23);
  });

/** A serial (int4) id: a larger number would be a database error. */
export const cursorId = z.number().int().min(1).max(2_147_483_647);

/** An int4 column such as sort_order (negative allowed). */
export const cursorInt = z.number().int().min(-2_147_483_648).max(2_147_483_647);

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** Opaque to people (base64url of a small JSON), so the address does not invite editing.
 * Its values are ASCII (numbers, timestamps, enum keys): btoa takes nothing else. */
export function encodeCursor(cursor: object): string {
  return toBase64Url(JSON.stringify(cursor));
}

/** The cursor, or null when it is not one this schema accepts (the caller answers 400). */
export function decodeCursor<T>(raw: string, schema: z.ZodType<T>): T | null {
  if (raw.length === 0 || raw.length > 200 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let json: unknown;
  try {
    json = JSON.parse(atob(raw.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export interface KeysetPage<C> {
  after: C | null;
  before: C | null;
  size: number;
}

export type ParsedKeysetPage<C> = { ok: true; page: KeysetPage<C> } | { ok: false; message: string };

/**
 * The page part of an address (`after`, `before`, `size`). Unlike a list's filters, a bad value
 * is refused (the loader answers 400): it can only come from an edited address, and guessing
 * would show the wrong rows. `page=` from offset paging is ignored, so old bookmarks open page 1.
 */
export function parseKeysetPage<C>(
  params: URLSearchParams,
  options: { schema: z.ZodType<C>; defaultSize: number; maxSize: number },
): ParsedKeysetPage<C> {
  const afterRaw = params.get("after");
  const beforeRaw = params.get("before");
  const sizeRaw = params.get("size");
  if (afterRaw !== null && beforeRaw !== null) return { ok: false, message: "Use either after or before, not both." };
  const after = afterRaw === null ? null : decodeCursor(afterRaw, options.schema);
  const before = beforeRaw === null ? null : decodeCursor(beforeRaw, options.schema);
  if ((afterRaw !== null && !after) || (beforeRaw !== null && !before)) return { ok: false, message: "That page link is not valid." };
  let size = options.defaultSize;
  if (sizeRaw !== null) {
    if (!/^\d{1,4}$/.test(sizeRaw) || Number(sizeRaw) < 1 || Number(sizeRaw) > options.maxSize) {
      return { ok: false, message: `The page size must be a whole number from 1 to ${options.maxSize}.` };
    }
    size = Number(sizeRaw);
  }
  return { ok: true, page: { after, before, size } };
}

/** The page part of an address (after, before, size) as given, for a list's own links to keep
 * (edit, close, a move's return); a filter link leaves it out and starts at page 1. */
export function pagingParams(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(PAGE_PARAMS.flatMap((k) => (params.has(k) ? [[k, params.get(k) ?? ""]] : [])));
}

const PAGE_PARAMS = ["after", "before", "size"] as const;

/**
 * Splits what a page query read (`size + 1` rows, in the direction it walked) into the page, in
 * list order, and the cursors of its neighbours: `next` when rows follow, `prev` when rows
 * precede. A backward read (from `before`) comes nearest first and is turned round.
 */
export function keysetSlice<R>(
  found: R[],
  page: { size: number; backward: boolean; fromCursor: boolean },
  cursorOf: (row: R) => string,
): { rows: R[]; next: string | null; prev: string | null } {
  const hasMore = found.length > page.size;
  if (page.backward) {
    const rows = found.slice(0, page.size).reverse();
    const first = rows[0];
    const last = rows.at(-1);
    return { rows, prev: hasMore && first ? cursorOf(first) : null, next: last ? cursorOf(last) : null };
  }
  const rows = found.slice(0, page.size);
  const first = rows[0];
  const last = rows.at(-1);
  return { rows, next: hasMore && last ? cursorOf(last) : null, prev: page.fromCursor && first ? cursorOf(first) : null };
}
