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

/** The columns whose values differ between two states of a row (either may lack a column). */
export function changedColumns(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const columns = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...columns].filter((column) => JSON.stringify(before[column]) !== JSON.stringify(after[column]));
}

/**
 * Whether a change made now calls off a version scheduled for later: when it changed a column the
 * scheduled version changes too (publishing it later would undo the change), or when either
 * change is not known column by column. A change elsewhere (the therapy moved up the list, its
 * address carried to a review) leaves the schedule as it is: it changes only its own columns.
 */
export function callsOffSchedule(
  scheduled: { data: Record<string, unknown>; source: Record<string, unknown> | null },
  change: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
): boolean {
  if (!scheduled.source || !change.before || !change.after) return true;
  const drafted = new Set(changedColumns(scheduled.source, scheduled.data));
  return changedColumns(change.before, change.after).some((column) => drafted.has(column));
}
