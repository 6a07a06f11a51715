// Reads an admin document form against its declaration: flat names ("phones.1.number") become
// the nested value, lists keep the order of their indices, a list item left entirely blank (the
// spare row a form without JavaScript offers) or marked "_remove" is dropped. Then the one zod
// schema decides; each problem is reported under the name of the field it concerns.
import type { Field, GroupField } from "~/content-types/fields";
import { itemTitle } from "./content-diff";

export type FormValue = string | boolean | string[] | FormObject | FormObject[];
export interface FormObject {
  [name: string]: FormValue;
}

export type FieldErrors = Record<string, string>;

export type ParseResult<T> = { ok: true; value: T; raw: FormObject } | { ok: false; errors: FieldErrors; raw: FormObject };

/** Indices above this are ignored: a list never holds more than a few dozen items. */
const MAX_INDEX = 500;

/** Each submitted name's values, in the order sent (ticked boxes share one name). */
type Submitted = Map<string, string[]>;

function readGroup(group: GroupField, values: Submitted, prefix: string): FormObject {
  const out: FormObject = {};
  for (const [name, field] of Object.entries(group.fields)) out[name] = readField(field, values, `${prefix}${name}`);
  return out;
}

function readField(field: Field, values: Submitted, name: string): FormValue {
  switch (field.kind) {
    case "group":
      return readGroup(field, values, `${name}.`);
    case "list":
      return readList(field, values, name);
    case "checkbox":
      return values.has(name) && values.get(name)![0] !== "";
    case "references":
      return values.get(name) ?? [];
    default:
      return values.get(name)?.[0] ?? "";
  }
}

function readList(field: Extract<Field, { kind: "list" }>, values: Submitted, name: string): FormObject[] {
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
  if (Array.isArray(value)) return (value as FormValue[]).every(isBlank);
  return Object.values(value).every(isBlank);
}

/** The submitted fields as a nested value (the first value of each name, every value of a
 * field that takes several; files ignored). */
export function formToValue(group: GroupField, entries: Iterable<[string, FormDataEntryValue]>): FormObject {
  const values: Submitted = new Map();
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    const seen = values.get(name);
    if (seen) seen.push(value);
    else values.set(name, [value]);
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
    const path = issue.path.map(String);
    errors[path.join(".")] ??= namedMessage(group, path, raw, issue.message);
  }
  return { ok: false, errors, raw };
}

/** A list item named by its own text is cut to this many characters in a message. */
const TITLE_MAX = 40;

/** The labels that tell a person which field a path is, from its section down:
 * "profile.text" → ["Professional summary", "Text"]; a list's item by its title or number
 * ("Phone 2"); a label repeated by the next level (a section and its list) said once.
 * `prefixes`: the labels a rule's message may already start with ("Text: …", "Monday: …",
 * "Closure: …"), so the name is not said twice. */
export function fieldLabels(group: GroupField, path: readonly string[], raw: unknown): { labels: string[]; prefixes: string[] } {
  const labels: string[] = [];
  const prefixes: string[] = [];
  let field: Field = group;
  let value: unknown = raw;
  // "Activity 2" then its field "Activity": the number says it already.
  let numbered: string | null = null;
  const push = (label: string) => {
    if (labels.at(-1) !== label && label !== numbered) labels.push(label);
    prefixes.push(label);
    numbered = null;
  };
  for (const segment of path) {
    if (field.kind === "group") {
      const child: Field | undefined = field.fields[segment];
      if (!child) break;
      push(child.label);
      field = child;
    } else if (field.kind === "list") {
      const index = Number(segment);
      if (!Number.isInteger(index) || index < 0) break;
      const items: unknown[] = Array.isArray(value) ? value : [];
      const title = itemTitle(field, items[index], index);
      push(title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title);
      prefixes.push(field.itemLabel);
      if (title === `${field.itemLabel} ${index + 1}`) numbered = field.itemLabel;
      field = field.item;
    } else break;
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return { labels, prefixes };
}

/**
 * A rule's message said with the whole name of its field: "Text: enter some text." under
 * the doctor's Professional summary reads "Professional summary › Text: enter some text.",
 * so the error summary at the top of a long form needs no guessing (issue 44 item 9).
 */
export function namedMessage(group: GroupField, path: readonly string[], raw: unknown, message: string): string {
  const { labels, prefixes } = fieldLabels(group, path, raw);
  if (labels.length === 0) return message;
  // The longest label the message starts with goes: the whole name replaces it.
  const said = prefixes.filter((p) => message.startsWith(`${p}: `)).sort((a, b) => b.length - a.length)[0];
  if (said !== undefined) return `${labels.join(" › ")}: ${message.slice(said.length + 2)}`;
  // "Opening hours must list Monday to Sunday in order." already names its field: only its sections go before it.
  const last = labels.at(-1)!;
  if (message.startsWith(`${last} `)) return labels.length === 1 ? message : `${labels.slice(0, -1).join(" › ")} › ${message}`;
  return `${labels.join(" › ")}: ${message}`;
}

/** A stored value as form values (numbers become the text an input shows). */
export function valueToForm(value: unknown): FormValue {
  if (Array.isArray(value)) {
    return value.every((v) => typeof v === "string") ? [...(value as string[])] : value.map((v) => valueToForm(v) as FormObject);
  }
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
