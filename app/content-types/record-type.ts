import type { Permission } from "~/lib/permissions";
import type { CheckboxField, GroupField, ValueOf } from "./fields";

/** The four tables whose rows are content (issue 46 item 2). */
export type RecordEntity = "therapy" | "testimonial" | "video" | "gallery_image";

/**
 * A content type stored as rows of its own table (lists filter and sort on columns) rather
 * than as documents. The declaration is the one place a field is named: its form, its
 * validation, its history's labels, its stored columns and its seed's type all come from here
 * (docs/decisions/085).
 */
export interface RecordType<G extends GroupField = GroupField> {
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
}

/** The value of a row's declared fields. */
export type RecordValue<R extends RecordType> = ValueOf<R["fields"]>;

/** The fields a seeded row may leave out: a box (unticked), a value that may be null or empty, one the
 * type starts with (`blank`). */
type SeedOptional<R extends RecordType> = {
  [K in keyof R["fields"]["fields"]]: R["fields"]["fields"][K] extends { nullable: true } | { optional: true } | CheckboxField ? K : never;
}[keyof R["fields"]["fields"]];

/** A row as the seed writes it: the declared value, with what may be left out optional. */
export type RecordSeed<R extends RecordType, Blank extends PropertyKey = never> = Omit<RecordValue<R>, SeedOptional<R> | Blank> &
  Partial<RecordValue<R>>;

/** `therapySlug` → `therapy_slug`: a field's column. */
export const columnOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Declares a table-backed type, keeping its fields' exact shape for the types that follow;
 * its title and starting values are checked against its fields here. */
export const defineRecordType = <const G extends GroupField, const P extends keyof G["fields"] & string>(
  type: RecordType<G> & {
    titleField: keyof G["fields"] & string;
    publicFields: readonly P[];
    blank: { [K in keyof G["fields"]]?: ValueOf<G["fields"][K]> };
  },
): RecordType<G> & { publicFields: readonly P[] } => type;
