import { z } from "zod";
import type { Parsed } from "~/lib/whole-number";

/** Field name → first message, shown next to that field. */
export type FieldErrors = Partial<Record<string, string>>;

/** Reads the named fields as strings (a missing field is ""), to validate and to send back. */
export function formValues<K extends string>(form: FormData, fields: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Turns a pure helper's Parsed<T> into a zod step, so its message lands on the field. */
export const parsedWith = <T>(parse: (raw: string) => Parsed<T>) =>
  z.string().transform((raw, ctx) => {
    const result = parse(raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.error });
    return z.NEVER;
  });

/** An optional doctor chosen from the list (a doctor document's key), or null for none. */
export const optionalDoctor = (doctorSlugs: ReadonlySet<string>) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || doctorSlugs.has(v), "Please choose a doctor from the list.")
    .transform((v) => (v === "" ? null : v));
