// A table-backed content type's form, read and checked from its declaration
// (app/content-types/record-type.ts): what the form shows for a row or a new one, and what a
// submitted form holds once every field's rule and every choice read from the rows agree.
import type { Choices, Field } from "~/content-types/fields";
import type { RecordType, RecordValue } from "~/content-types/record-type";
import { type FieldErrors, type FormObject, formToValue, valueToForm } from "./document-form";

/** The form's values for a stored row (null shows as an empty box). */
export function recordFormValues<R extends RecordType>(type: R, row: Partial<Record<keyof RecordValue<R>, unknown>>): FormObject {
  const values: FormObject = {};
  for (const [name, field] of Object.entries(type.fields.fields)) values[name] = formValueOf(field, (row as Record<string, unknown>)[name]);
  return values;
}

const formValueOf = (field: Field, value: unknown) => (field.kind === "checkbox" ? value === true : valueToForm(value));

/** A new row's values: each field empty, then the type's own starting values, then `extra`
 * (read at request time: the next position, the list's filter). */
export function blankRecordValues<R extends RecordType>(type: R, extra: Partial<RecordValue<R>> = {}): FormObject {
  return recordFormValues(type, { ...type.blank, ...extra } as Partial<Record<keyof RecordValue<R>, unknown>>);
}

/** The submitted fields as the form's values (given back as typed when refused). */
export const readRecordForm = (type: RecordType, entries: Iterable<[string, FormDataEntryValue]>): FormObject =>
  formToValue(type.fields, entries);

/** Which choices a field must be among, if any. */
function choiceRule(field: Field): { source: keyof Choices; message: string } | null {
  if (field.kind === "reference") return { source: field.to, message: field.notAChoice };
  if (field.kind === "image" && field.libraryOnly) return { source: "images", message: field.libraryOnly.notAChoice };
  return null;
}

/** The sources of the choices a type's fields are checked against (what a request must read). */
export function choiceSources(type: RecordType): ReadonlySet<keyof Choices> {
  return new Set(Object.values(type.fields.fields).flatMap((field) => choiceRule(field)?.source ?? []));
}

/**
 * The row a form describes, or each problem under its field's name in the field's own words.
 * References are checked against the rows they name (a therapy deleted meanwhile is refused).
 */
export function checkRecord<R extends RecordType>(
  type: R,
  raw: FormObject,
  choices: Choices,
): { ok: true; value: RecordValue<R> } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const result = type.fields.schema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  }
  const value = (result.success ? result.data : {}) as Record<string, unknown>;
  for (const [name, field] of Object.entries(type.fields.fields)) {
    const rule = choiceRule(field);
    const chosen = result.success ? value[name] : raw[name];
    if (!rule || errors[name] || chosen === null || chosen === undefined || chosen === "") continue;
    if (!choices[rule.source].has(String(chosen).trim())) errors[name] = rule.message;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: value as RecordValue<R> };
}
