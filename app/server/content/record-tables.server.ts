// Where each table-backed content type is stored (app/content-types/record-type.ts): its
// drizzle table, and the columns its declared fields read and write. The type checker holds a
// declaration and its table together: a field the table lacks, or of another type, fails here.
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { columnOf, type RecordType, type RecordValue } from "~/content-types/record-type";
import { testimonialType } from "~/content-types/testimonial";
import { videoType } from "~/content-types/video";
import { testimonials, videoEmbeds } from "../db/schema.server";

/** True when every declared field is a column of the table that accepts the field's value. */
type Stores<R extends RecordType, T extends PgTable> =
  RecordValue<R> extends Pick<T["$inferInsert"], keyof RecordValue<R> & keyof T["$inferInsert"]>
    ? Exclude<keyof RecordValue<R>, keyof T["$inferInsert"]> extends never
      ? true
      : false
    : false;

const bind = <R extends RecordType, T extends PgTable>(type: R, table: T, ok: Stores<R, T>) => {
  void ok;
  return { type, table };
};

export const RECORD_TABLES = {
  testimonial: bind(testimonialType, testimonials, true),
  video: bind(videoType, videoEmbeds, true),
};

/**
 * The drizzle columns of a type's fields, by field name, for a select: the declaration decides
 * what staff read, so a new field needs no column list of its own. Checked at start (a test
 * reads every type) that each field's column exists under its snake_case name.
 */
export function declaredColumns<R extends RecordType, T extends PgTable>(
  type: R,
  table: T,
): { [K in keyof RecordValue<R>]: T["_"]["columns"][K & keyof T["_"]["columns"]] } {
  return pick(type, table, Object.keys(type.fields.fields)) as never;
}

/** The columns of the fields a public page may read (`publicFields`), and no others. */
export function publicColumns<R extends RecordType, T extends PgTable, const P extends keyof RecordValue<R>>(
  type: R & { publicFields: readonly P[] },
  table: T,
): { [K in P]: T["_"]["columns"][K & keyof T["_"]["columns"]] } {
  return pick(type, table, type.publicFields as readonly string[]) as never;
}

function pick(type: RecordType, table: PgTable, fields: readonly string[]): Record<string, unknown> {
  const all = getTableColumns(table) as Record<string, { name: string }>;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const column = all[field];
    if (!column || column.name !== columnOf(field))
      throw new Error(`${type.table} has no column ${columnOf(field)} for the field ${field}`);
    out[field] = column;
  }
  return out;
}
