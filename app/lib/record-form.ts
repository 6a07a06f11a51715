// A table-backed content type's form, read and checked from its declaration
// (app/content-types/record-type.ts): what the form shows for a row or a new one, and what a
// submitted form holds once every field's rule and every choice read from the rows agree.
import type { Choices, Field } from "~/content-types/fields";
import { fromRow, type RecordType, type RecordValue } from "~/content-types/record-type";

export { fromRow, toRow } from "~/content-types/record-type";
import { type FieldErrors, type FormObject, formToValue, namedMessage, valueToForm } from "./document-form";

/** The form's values for a stored row (null shows as an empty box). */
export function recordFormValues<R extends RecordType>(type: R, row: Partial<Record<keyof RecordValue<R>, unknown>>): FormObject {
  return formValuesOf(type, fromRow(type, row));
}

function formValuesOf(type: RecordType, value: Record<string, unknown>): FormObject {
  const values: FormObject = {};
  for (const [name, field] of Object.entries(type.fields.fields)) values[name] = formValueOf(field, value[name]);
  return values;
}

const formValueOf = (field: Field, value: unknown) => (field.kind === "checkbox" ? value === true : valueToForm(value));

/** Where a row's draft is seen as the site would show it (its page in a staff preview), if any page shows it. */
export function draftPreviewHref<R extends RecordType>(type: R, row: Partial<Record<keyof RecordValue<R>, unknown>>): string | null {
  const path = type.shownOn?.(fromRow(type, row));
  return path ? `${path}?preview=draft` : null;
}

/** A new row's values: each field empty, then the type's own starting values, then `extra`
 * (read at request time: the next position, the list's filter). */
export function blankRecordValues<R extends RecordType>(type: R, extra: Partial<RecordValue<R>> = {}): FormObject {
  return formValuesOf(type, { ...type.blank, ...extra });
}

/** The submitted fields as the form's values (given back as typed when refused). */
export const readRecordForm = (type: RecordType, entries: Iterable<[string, FormDataEntryValue]>): FormObject =>
  formToValue(type.fields, entries);

/** Which choices a field must be among, if any. */
function choiceRule(field: Field): { source: keyof Choices; message: string } | null {
  if (field.kind === "reference" || field.kind === "references") return { source: field.to, message: field.notAChoice };
  if (field.kind === "image" && field.libraryOnly)
    return { source: field.libraryOnly.size === "page" ? "pageImages" : "images", message: field.libraryOnly.notAChoice };
  return null;
}

/** The sources of the choices a type's fields are checked against (what a request must read). */
export function choiceSources(type: RecordType): ReadonlySet<keyof Choices> {
  return new Set(Object.values(type.fields.fields).flatMap((field) => choiceRule(field)?.source ?? []));
}

/**
 * The row a form describes, or each problem under its field's name in the field's own words
 * (a field inside a list under its whole name: "Key benefits › Benefit 2: …").
 * References are checked against the rows they name (a therapy deleted meanwhile is refused);
 * `self` is the row's own key, which a list of references may not hold.
 */
export function checkRecord<R extends RecordType>(
  type: R,
  raw: FormObject,
  choices: Choices,
  self?: string,
): { ok: true; value: RecordValue<R> } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const result = type.fields.schema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      const key = path.join(".") || "form";
      errors[key] ??= path.length > 1 ? namedMessage(type.fields, path, raw, issue.message) : issue.message;
    }
    // The rules across fields too, on what was typed, so that every problem is said at once
    // (a checked value runs them in the schema).
    for (const issue of type.fields.check?.(raw) ?? []) errors[issue.path.join(".")] ??= issue.message;
  }
  const value = (result.success ? result.data : {}) as Record<string, unknown>;
  for (const [name, field] of Object.entries(type.fields.fields)) {
    const rule = choiceRule(field);
    const chosen = result.success ? value[name] : raw[name];
    if (!rule || errors[name] || chosen === null || chosen === undefined || chosen === "") continue;
    const keys = (Array.isArray(chosen) ? chosen : [chosen]).map((k) => String(k).trim());
    if (field.kind === "references" && self !== undefined && keys.includes(self)) errors[name] = field.notSelf;
    else if (keys.some((k) => !choices[rule.source].has(k))) errors[name] = rule.message;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: value as RecordValue<R> };
}
