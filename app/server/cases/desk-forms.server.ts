// The staff desk's forms (issue 48 item 3), parsed on the server: each refusal is said at the
// field it is about, and what was typed is given back with it.
import { z } from "zod";
import { CASE_CLOCK_BOUNDS, CASE_STATES } from "~/lib/case-desk";
import { CASE_MESSAGE_MAX, CASE_MISSING_MAX } from "~/lib/case-queue";

const MAX_ID = 2_147_483_647;

const text = (max: number, empty: string, label: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `Please keep the ${label} under ${max.toLocaleString("en-IN")} characters.`);

export const moveSchema = z
  .object({
    from: z.enum(CASE_STATES, { error: "Reload the page: the case's state was not sent." }),
    to: z.enum(CASE_STATES, { error: "Choose where to move the case." }),
    missing: z
      .string()
      .trim()
      .max(CASE_MISSING_MAX, `Please keep what is missing under ${CASE_MISSING_MAX.toLocaleString("en-IN")} characters.`),
  })
  .superRefine((value, ctx) => {
    if (value.to === "records_incomplete" && value.missing === "") {
      ctx.addIssue({
        code: "custom",
        path: ["missing"],
        message: "Say what is missing: the patient reads it on their case page and in a mail.",
      });
    }
  });

/** A staff member's id, or "" for nobody. */
const assignee = z.union([z.literal(""), z.string().regex(/^\d{1,10}$/, "Choose someone from the list.")]).transform((v) => {
  if (v === "") return null;
  const id = Number(v);
  return id > 0 && id <= MAX_ID ? id : Number.NaN;
});

export const assignSchema = z.object({
  manager: assignee.refine((v) => !Number.isNaN(v), "Choose someone from the list."),
  doctor: assignee.refine((v) => !Number.isNaN(v), "Choose someone from the list."),
});

export const noteSchema = z.object({ note: text(CASE_MESSAGE_MAX, "Write the note first.", "note") });
export const messageSchema = z.object({ message: text(CASE_MESSAGE_MAX, "Write the message first.", "message") });

const hoursField = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, `${label}: a whole number of hours.`)
    .transform(Number)
    .refine(
      (n) => n >= CASE_CLOCK_BOUNDS.min && n <= CASE_CLOCK_BOUNDS.max,
      `${label}: between ${CASE_CLOCK_BOUNDS.min} and ${CASE_CLOCK_BOUNDS.max} hours.`,
    );

export const clockHoursSchema = z.object({
  firstAnswer: hoursField("First answer"),
  plan: hoursField("Plan"),
});

/** Each field's first refusal. */
export function errorsByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** The form's text values as typed (bounded), to give back with a refusal. */
export function typed(form: FormData, names: readonly string[], max = CASE_MESSAGE_MAX + 100): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.slice(0, max) : "";
  }
  return values;
}
