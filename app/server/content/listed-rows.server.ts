// The public lists of the four tables (a page's reviews, a therapy's gallery, a doctor's videos)
// in the clinic's order, and in a staff preview (`?preview=draft`) as the waiting drafts would
// make them (issue 46: every content type's draft can be seen on its page before it is live).
// The page's own query answers for the published rows; the few rows with a draft are read
// whole, the draft laid over each, and kept or left out by the page's own rule, so a draft
// that hides a review, moves it to another page or reorders it shows as it would be published.
import { and, asc, getTableColumns, inArray, notInArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { RecordEntity } from "~/lib/record-history";
import type { Db } from "../db/client.server";
import { draftOver, everyPendingDraft, type PendingDraft } from "./record-drafts.server";

/** A table whose rows a page lists: numbered, in the clinic's order. */
type ListedTable = PgTable & { id: PgColumn; sortOrder: PgColumn };

/** What a page selects: plain columns by their property names, the row's id among them. */
type Selection = Record<string, PgColumn> & { id: PgColumn };

/** The row of a select of plain columns, as drizzle gives it. */
type Selected<S extends Record<string, PgColumn>> = {
  [K in keyof S]: S[K]["_"]["notNull"] extends true ? S[K]["_"]["data"] : S[K]["_"]["data"] | null;
};

export interface ListQuery<T extends ListedTable, S extends Selection> {
  entity: RecordEntity;
  table: T;
  /** What the page shows of a row: plain columns of the table, by their property names. */
  select: S;
  /** Which published rows the page shows (the SQL of `keep`). */
  where: SQL | undefined;
  /** The same rule, for a row as its draft would make it. */
  keep: (row: T["$inferSelect"]) => boolean;
  limit: number;
  /** A staff preview: rows with a draft waiting are shown as the draft would make them. */
  drafts?: boolean;
}

/** The rows a page lists, `limit` at most, by sort order then id. */
export async function listedRows<T extends ListedTable, S extends Selection>(db: Db, query: ListQuery<T, S>): Promise<Array<Selected<S>>> {
  const { table, select, where, limit } = query;
  const pending = query.drafts ? await everyPendingDraft(db, query.entity) : new Map<number, PendingDraft>();
  const drafted = [...pending.keys()];
  // drizzle's result type of a select generic in S cannot be related to Selected<S> by the
  // checker; it is the same mapping of plain columns.
  const published = (await db
    .select({ ...select, sortOrder: table.sortOrder })
    .from(table as PgTable)
    .where(drafted.length ? and(where, notInArray(table.id, drafted)) : where)
    .orderBy(asc(table.sortOrder), asc(table.id))
    .limit(limit)) as unknown as Array<Selected<S> & { id: number; sortOrder: number }>;
  if (drafted.length === 0) return published.map(withoutSortOrder(select));

  const whole = (await db
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, drafted))) as Array<T["$inferSelect"] & { id: number; sortOrder: number }>;
  const previewed: Array<Selected<S> & { id: number; sortOrder: number }> = [];
  for (const row of whole) {
    const draft = pending.get(row.id);
    const shown = draft ? draftOver(table, draft, row) : row;
    if (query.keep(shown)) previewed.push(pickSelected(table, select, shown));
  }
  return [...published, ...previewed]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .slice(0, limit)
    .map(withoutSortOrder(select));
}

/** A whole row narrowed to what the page selects (and its place in the order). */
function pickSelected<S extends Record<string, PgColumn>>(
  table: PgTable,
  select: S,
  row: Record<string, unknown>,
): Selected<S> & { id: number; sortOrder: number } {
  const columns = getTableColumns(table);
  const out: Record<string, unknown> = { id: row.id, sortOrder: row.sortOrder };
  for (const [key, column] of Object.entries(select)) {
    // Property names are how a whole row is keyed: a select naming a column otherwise is a mistake here.
    if (columns[key] !== column) throw new Error(`listedRows: select key ${key} is not the property of its column`);
    out[key] = row[key];
  }
  return out as Selected<S> & { id: number; sortOrder: number };
}

/** The sort order was read to merge drafts in; a page selects it only when it asked for it. */
const withoutSortOrder =
  <S extends Record<string, PgColumn>>(select: S) =>
  (row: Selected<S> & { sortOrder: number }): Selected<S> => {
    if ("sortOrder" in select) return row;
    const { sortOrder: _order, ...rest } = row;
    return rest as unknown as Selected<S>;
  };
