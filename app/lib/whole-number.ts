/** Outcome of reading one form field: the typed value, or what to tell the person. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A whole number typed into a text field, within [min, max]. Only plain digits count:
 * "4.5", "1e2", " 7 " with inner spaces or "-3" are refused instead of being coerced, so a
 * stored value is always what the person meant (never NaN). Empty gives `empty`.
 */
export function parseWholeNumber(
  raw: string | null | undefined,
  { min, max, empty, message }: { min: number; max: number; empty: Parsed<number | null>; message: string },
): Parsed<number | null> {
  const text = (raw ?? "").trim();
  if (text === "") return empty;
  if (!/^\d{1,6}$/.test(text)) return { ok: false, error: message };
  const value = Number(text);
  return value >= min && value <= max ? { ok: true, value } : { ok: false, error: message };
}

export const SORT_ORDER_MAX = 9999;
export const SORT_ORDER_ERROR = `Please enter the sort order as a whole number from 0 to ${SORT_ORDER_MAX} (lower shows first).`;

/** Sort order of a list item: 0 to 9999, empty means 0 (first). */
export function parseSortOrder(raw: string | null | undefined): Parsed<number> {
  const parsed = parseWholeNumber(raw, {
    min: 0,
    max: SORT_ORDER_MAX,
    empty: { ok: true, value: 0 },
    message: SORT_ORDER_ERROR,
  });
  return parsed.ok ? { ok: true, value: parsed.value ?? 0 } : parsed;
}
