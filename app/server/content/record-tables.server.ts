// Where a table-backed content type is stored (app/content-types/record-type.ts): the columns
// its declared fields read and write. The type checker holds a declaration and its table
// together: a field the table lacks, or of another type, fails where they are bound.
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { columnOf, type RecordEntity, type RecordType, type RecordValue, type RowValue } from "~/content-types/record-type";
import { bookingResources, bookingServices, galleryImages, testimonials, therapies, videoEmbeds } from "../db/schema.server";

/** Each table-backed type's table: the one place outside the schema that names them for writes. */
export const RECORD_TABLES: Readonly<Record<RecordEntity, PgTable>> = {
  therapy: therapies,
  testimonial: testimonials,
  video: videoEmbeds,
  gallery_image: galleryImages,
  booking_resource: bookingResources,
  booking_service: bookingServices,
};

/**
 * The table itself when every declared field is a column of it that accepts the field's value;
 * otherwise a type naming what is wrong, so that the call binding them does not compile.
 */
type Storing<R extends RecordType, T extends PgTable> =
  Exclude<keyof RowValue<R>, keyof T["$inferInsert"]> extends never
    ? RowValue<R> extends Pick<T["$inferInsert"], keyof RowValue<R> & keyof T["$inferInsert"]>
      ? T
      : { "a declared field's value does not fit its column": keyof RowValue<R> }
    : { "declared fields the table lacks": Exclude<keyof RowValue<R>, keyof T["$inferInsert"]> };

/**
 * The drizzle columns of a type's fields, by field name, for a select: the declaration decides
 * what staff read, so a new field needs no column list of its own. This call binds a
 * declaration to its table: the type checker refuses a field the table lacks or cannot store,
 * and a column named otherwise than the field in snake_case throws when the module loads.
 */
export function declaredColumns<R extends RecordType, T extends PgTable>(
  type: R,
  table: T & Storing<R, T>,
): { [K in keyof RecordValue<R>]: T["_"]["columns"][K & keyof T["_"]["columns"]] } {
  return pick(type, table, Object.keys(type.fields.fields)) as never;
}

/** The columns of the fields a public page may read (`publicFields`), and no others. */
export function publicColumns<R extends RecordType, T extends PgTable, const P extends keyof RecordValue<R>>(
  type: R & { publicFields: readonly P[] },
  table: T & Storing<R, T>,
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
