// Revisions of the relational collections (therapies, testimonials, videos, gallery details):
// each admin write keeps the row as it stood afterwards (issue 13 item 6). This file says how a
// stored row reads in the history: which columns, under which labels, shown how.
import type { Field } from "~/content-types/fields";
import { columnOf, type RecordEntity, type RecordType } from "~/content-types/record-type";
import { galleryImageType } from "~/content-types/gallery-image";
import { testimonialType } from "~/content-types/testimonial";
import type { Permission } from "./permissions";
import { therapyType } from "~/content-types/therapy";
import { videoType } from "~/content-types/video";
import { bookingResourceType } from "~/content-types/booking-resource";
import { bookingServiceType } from "~/content-types/booking-service";
import { htmlToText } from "./content-diff";
import type { Change } from "./content-diff";

export type { RecordEntity };

export interface RecordKind {
  entity: RecordEntity;
  table: string;
  /** "testimonial" → "Testimonial". */
  label: string;
  /** The column naming a row ("title", "name"). */
  titleColumn: string;
  /** Columns shown and compared, in order, with their labels; the rest (ids, times, files) are not. */
  columns: ReadonlyArray<[column: string, label: string]>;
  /** Where the list of these rows is in the admin. */
  listPath: string;
  /** Who may read its history and restore from it: who may edit it. */
  permission: Permission;
  /** Columns a restore or a scheduled publication writes too, not shown (derived from others). */
  derived?: readonly string[];
  /** A declared type's fields by column: a choice then reads as its label ("Home page reviews"). */
  fields?: ReadonlyMap<string, Field>;
}

/** How a declared type's rows read in the history: every field, under its label, in order,
 * then `alsoShown`: columns the rows hold that no form field edits (a picture's address). */
export function recordKindOf(type: RecordType, alsoShown: RecordKind["columns"] = []): RecordKind {
  return {
    entity: type.entity,
    table: type.table,
    label: type.label,
    titleColumn: columnOf(type.titleField),
    listPath: type.listPath,
    permission: type.permission,
    derived: type.derived,
    columns: [...Object.entries(type.fields.fields).map(([name, field]): [string, string] => [columnOf(name), field.label]), ...alsoShown],
    fields: new Map(Object.entries(type.fields.fields).map(([name, field]) => [columnOf(name), field])),
  };
}

export const RECORD_KINDS: Record<RecordEntity, RecordKind> = {
  therapy: recordKindOf(therapyType),
  testimonial: recordKindOf(testimonialType),
  video: recordKindOf(videoType),
  gallery_image: recordKindOf(galleryImageType, [
    ["url", "Address"],
    ["sort_order", "Position"],
  ]),
  booking_resource: recordKindOf(bookingResourceType),
  booking_service: recordKindOf(bookingServiceType),
};

export function isRecordEntity(value: string | undefined): value is RecordEntity {
  return value !== undefined && Object.hasOwn(RECORD_KINDS, value);
}

/** A stored column value as words: lists one item per line, FAQs as question and answer, a
 * declared choice by its label. */
export function showColumn(column: string, value: unknown, field?: Field): string {
  if (value === null || value === undefined) return "";
  if (field?.kind === "select") return field.options.find((o) => o.value === value)?.label ?? String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (column.endsWith("_html")) return htmlToText(String(value));
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        item && typeof item === "object"
          ? Object.values(item as Record<string, unknown>)
              .map(String)
              .join(" — ")
          : String(item),
      )
      .join("\n");
  }
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : String(v)}`)
      .join("\n");
  }
  return String(value);
}

/** What changed between two stored rows, column by column. */
export function diffRecords(kind: RecordKind, before: Record<string, unknown> | null, after: Record<string, unknown>): Change[] {
  const changes: Change[] = [];
  for (const [column, label] of kind.columns) {
    const field = kind.fields?.get(column);
    const a = before ? showColumn(column, before[column], field) : "";
    const b = showColumn(column, after[column], field);
    if (a === b) continue;
    changes.push({ path: column, label, before: a, after: b, kind: !before || a === "" ? "added" : b === "" ? "removed" : "changed" });
  }
  return changes;
}
