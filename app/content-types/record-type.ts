import type { Permission } from "~/lib/permissions";
import type { CheckboxField, GroupField, ValueOf } from "./fields";

/** The tables whose rows are content (issue 46 item 2), and issue 47's services and resources. */
export type RecordEntity = "therapy" | "testimonial" | "video" | "gallery_image" | "booking_resource" | "booking_service";

/**
 * A content type stored as rows of its own table (lists filter and sort on columns) rather
 * than as documents. The declaration is the one place a field is named: its form, its
 * validation, its history's labels, its stored columns and its seed's type all come from here
 * (docs/decisions/085).
 */
/** How a field's value meets a column that holds it in another shape (a list of benefit texts
 * as `text[]`, search texts as one JSON value). Both ways, so a stored row reads back as its form. */
export interface ColumnShape<V, C> {
  toColumn(value: V): C;
  fromColumn(column: C): V;
}

// `any`: a declaration's column shapes are checked where they are declared (each against its
// field's value); here they are only collected, and a shape's two types are each other's inverse.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyShape = ColumnShape<any, any>;

/** The fields stored in a shape of their own, by name. */
export type ColumnShapes<G extends GroupField> = { [K in keyof G["fields"]]?: ColumnShape<ValueOf<G["fields"][K]>, unknown> };

export interface RecordType<
  G extends GroupField = GroupField,
  S extends Partial<Record<string, AnyShape>> = Partial<Record<string, AnyShape>>,
> {
  entity: RecordEntity;
  /** The SQL table; every field is the column of its name in snake_case (`therapySlug` →
   * `therapy_slug`), checked against the table's declaration by the type checker
   * (server/content/record-tables.server.ts). */
  table: string;
  /** "Testimonial". */
  label: string;
  permission: Permission;
  fields: G;
  /** The field naming a row in lists, messages and the history ("name", "title"). */
  titleField: string;
  /** Where the list of these rows is in the admin. */
  listPath: string;
  /** A new row's values beyond each field's empty one (a rating of 5, shown on the site). */
  blank: Readonly<Record<string, unknown>>;
  /** The fields a public page may read (the rest are the clinic's: its order, its notes). */
  publicFields: readonly string[];
  /** Columns a restore or a scheduled publication writes too, not shown (derived from others). */
  derived?: readonly string[];
  /** Fields whose column holds their value in another shape. */
  stored?: S;
  /** The editor's sections: a heading before the field it names ("Course" before duration). */
  sections?: Readonly<Record<string, string>>;
  /** The public page that shows a row (where its draft is previewed), or null when none does. */
  shownOn?(row: Partial<ValueOf<G>>): string | null;
}

/** The value of a row's declared fields. */
export type RecordValue<R extends RecordType> = ValueOf<R["fields"]>;

/** The declared fields as their columns hold them (`stored` shapes applied). */
export type RowValue<R extends RecordType> =
  R extends RecordType<infer G, infer S>
    ? Omit<ValueOf<G>, keyof S> & { -readonly [K in keyof S]-?: NonNullable<S[K]> extends ColumnShape<unknown, infer C> ? C : never }
    : never;

/** The fields a seeded row may leave out: a box (unticked), a value that may be null or empty, one the
 * type starts with (`blank`). */
type SeedOptional<R extends RecordType> = {
  [K in keyof R["fields"]["fields"]]: R["fields"]["fields"][K] extends { nullable: true } | { optional: true } | CheckboxField ? K : never;
}[keyof R["fields"]["fields"]];

/** A row as the seed writes it: the declared value, with what may be left out optional. */
export type RecordSeed<R extends RecordType, Blank extends PropertyKey = never> = Omit<RecordValue<R>, SeedOptional<R> | Blank> &
  Partial<RecordValue<R>>;

/** A row as the seed writes it, in its columns' shapes (a therapy's benefits as a text array). */
export type RowSeed<R extends RecordType> = Omit<RowValue<R>, SeedOptional<R>> & Partial<RowValue<R>>;

/** `therapySlug` → `therapy_slug`: a field's column. */
export const columnOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Declares a table-backed type, keeping its fields' exact shape for the types that follow;
 * its title and starting values are checked against its fields here. */
export const defineRecordType = <
  const G extends GroupField,
  const P extends keyof G["fields"] & string,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no field stored in a shape of its own
  const S extends ColumnShapes<G> = {},
>(
  type: RecordType<G, S> & {
    titleField: keyof G["fields"] & string;
    publicFields: readonly P[];
    blank: { [K in keyof G["fields"]]?: ValueOf<G["fields"][K]> };
    stored?: S;
    sections?: { [K in keyof G["fields"]]?: string };
  },
): RecordType<G, S> & { publicFields: readonly P[] } => type;

/** A stored row's declared fields as their values (a column holding a field in a shape of its
 * own read back: `text[]` as a list of benefits). */
export function fromRow<R extends RecordType>(type: R, row: Partial<Record<keyof RecordValue<R>, unknown>>): Partial<RecordValue<R>> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(type.fields.fields)) {
    if (!(name in row)) continue;
    const value = (row as Record<string, unknown>)[name];
    const shape = type.stored?.[name];
    out[name] = shape ? shape.fromColumn(value) : value;
  }
  return out as Partial<RecordValue<R>>;
}

/** A checked value as its columns hold it. */
export function toRow<R extends RecordType>(type: R, value: RecordValue<R>): RowValue<R> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(type.fields.fields)) {
    const shape = type.stored?.[name];
    const v = (value as Record<string, unknown>)[name];
    out[name] = shape ? shape.toColumn(v) : v;
  }
  return out as RowValue<R>;
}

/** The fields of a row a public page may read (`publicFields`), in their columns' shapes. */
export function publicRow<R extends RecordType & { publicFields: readonly string[] }, Row extends RowValue<R>>(
  type: R,
  row: Row,
): Pick<Row, R["publicFields"][number] & keyof Row> {
  const out: Record<string, unknown> = {};
  for (const name of type.publicFields) out[name] = (row as Record<string, unknown>)[name];
  return out as Pick<Row, R["publicFields"][number] & keyof Row>;
}
