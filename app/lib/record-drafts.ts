// A draft of a table's row is kept with the row it was made from (docs/decisions/084), so that
// publishing it later changes only what its author changed.

/**
 * The row as a draft would make it now: the draft's changes (where it differs from the row it was
 * made from) over the row as stored. A draft kept without its source is taken whole.
 */
export function rebaseDraft(
  draft: Record<string, unknown>,
  source: Record<string, unknown> | null,
  current: Record<string, unknown>,
): Record<string, unknown> {
  if (!source) return { ...current, ...draft };
  const out = { ...current };
  for (const [column, value] of Object.entries(draft)) {
    if (JSON.stringify(value) !== JSON.stringify(source[column])) out[column] = value;
  }
  return out;
}
