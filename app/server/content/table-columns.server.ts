// A table's rows as stored revisions hold them (to_jsonb: column names) and as forms and writes
// hold them (the table's field names), for the four tables' drafts (docs/decisions/084).
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** Values by field name as stored row data (column names); names the table lacks are left out. */
export function toColumns(table: PgTable, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) if (field in values) out[column.name] = values[field];
  return out;
}

/** Stored row data (column names) back as the table's field names: what a form is filled from. */
export function fromColumns(table: PgTable, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) if (column.name in data) out[field] = data[column.name];
  return out;
}
