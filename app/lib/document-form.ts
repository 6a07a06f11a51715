// Reads an admin document form against its declaration: flat names ("phones.1.number") become
// the nested value, lists keep the order of their indices, a list item left entirely blank (the
// spare row a form without JavaScript offers) or marked "_remove" is dropped. Then the one zod
// schema decides; each problem is reported under the name of the field it concerns.
import type { Field, GroupField } from "~/content-types/fields";

export type FormValue = string | boolean | FormObject | FormObject[];
export interface FormObject {
  [name: string]: FormValue;
}

export type FieldErrors = Record<string, string>;

export type ParseResult<T> = { ok: true; value: T; raw: FormObject } | { ok: false; errors: FieldErrors; raw: FormObject };

/** Indices above this are ignored: a list never holds more than a few dozen items. */
const MAX_INDEX = 500;

function readGroup(group: GroupField, values: Map<string, string>, prefix: string): FormObject {
  const out: FormObject = {};
  for (const [name, field] of Object.entries(group.fields)) out[name] = readField(field, values, `${prefix}${name}`);
  return out;
}

function readField(field: Field, values: Map<string, string>, name: string): FormValue {
  switch (field.kind) {
    case "group":
      return readGroup(field, values, `${name}.`);
    case "list":
      return readList(field, values, name);
    case "checkbox":
      return values.has(name) && values.get(name) !== "";
    default:
      return values.get(name) ?? "";
  }
}

function readList(field: Extract<Field, { kind: "list" }>, values: Map<string, string>, name: string): FormObject[] {
  const pattern = new RegExp(`^${name.replace(/\./g, "\\.")}\\.(\\d{1,3})\\.`);
  const indices = new Set<number>();
  for (const key of values.keys()) {
    const match = pattern.exec(key);
    if (match && Number(match[1]) <= MAX_INDEX) indices.add(Number(match[1]));
  }
  const items: FormObject[] = [];
  for (const i of [...indices].sort((a, b) => a - b)) {
    const prefix = `${name}.${i}.`;
    if (values.has(`${prefix}_remove`)) continue;
    const item = readGroup(field.item, values, prefix);
    if (!field.fixed && isBlank(item)) continue;
    items.push(item);
  }
  return items;
}

function isBlank(value: FormValue): boolean {
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "boolean") return !value;
  if (Array.isArray(value)) return value.every(isBlank);
  return Object.values(value).every(isBlank);
}

/** The submitted fields as a nested value (first value of each name; files ignored). */
export function formToValue(group: GroupField, entries: Iterable<[string, FormDataEntryValue]>): FormObject {
  const values = new Map<string, string>();
  for (const [name, value] of entries) {
    if (typeof value === "string" && !values.has(name)) values.set(name, value);
  }
  return readGroup(group, values, "");
}

export function parseDocumentForm<T>(group: GroupField, entries: Iterable<[string, FormDataEntryValue]>): ParseResult<T> {
  const raw = formToValue(group, entries);
  return validateDocument<T>(group, raw);
}

/** Validates a value (from a form, or a stored revision being restored) against its declaration. */
export function validateDocument<T>(group: GroupField, raw: FormObject): ParseResult<T> {
  const result = group.schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data as T, raw };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join(".");
    errors[name] ??= issue.message;
  }
  return { ok: false, errors, raw };
}

/** A stored value as form values (numbers become the text an input shows). */
export function valueToForm(value: unknown): FormValue {
  if (Array.isArray(value)) return value.map((v) => valueToForm(v) as FormObject);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, valueToForm(v)]));
  }
  if (typeof value === "boolean") return value;
  if (value === null || value === undefined) return "";
  return String(value);
}

/** One saved revision as the editor's list shows it. */
export interface RevisionSummary {
  id: number;
  version: number;
  status: "draft" | "published" | "scheduled";
  authorName: string;
  note: string;
  at: string;
  publishAt: string | null;
  isLive: boolean;
}
