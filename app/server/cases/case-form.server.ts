// The treatment plan request's fields (issue 48 item 1), checked on the server. Messages are
// catalogue keys, worded in the page's language by fieldErrors (lib/inquiry-schemas.ts); each
// field's first problem is shown beside it, and everything typed comes back with it.
import { z } from "zod";
import type { MessageKey } from "~/i18n/catalogue";
import { bookingPhone } from "~/lib/booking-schema";
import { MAX_ATTENDANTS } from "~/lib/case-desk";
import type { CaseAttendant, CaseDetails } from "~/lib/case-details";
import { FIELD_LIMITS } from "~/lib/inquiry-fields";
import { hasText } from "~/lib/inquiry-schemas";

/** The longest answer each field takes (the form's maxlength says the same). */
export const CASE_LIMITS = {
  patientName: FIELD_LIMITS.name,
  writtenBy: FIELD_LIMITS.name,
  country: 80,
  condition: 2000,
  currentState: 2000,
  treatments: 2000,
  medicines: 1000,
  allergies: 500,
  attendantName: FIELD_LIMITS.name,
  attendantRelation: 60,
  email: 254,
  whatsapp: 30,
  reply: 4000,
} as const;

/** The form's text fields, in its order: what comes back after a refusal. */
export const CASE_TEXT_FIELDS = [
  "patientName",
  "age",
  "writtenBy",
  "country",
  "condition",
  "currentState",
  "treatments",
  "medicines",
  "allergies",
  "travelFrom",
  "travelTo",
  "attendant1Name",
  "attendant1Relation",
  "attendant2Name",
  "attendant2Relation",
  "email",
  "whatsapp",
  "consent",
] as const;
export type CaseField = (typeof CASE_TEXT_FIELDS)[number];

const TOO_LONG: MessageKey = "caseDesk.errorTooLong";

const optional = (max: number) => z.string().trim().max(max, TOO_LONG).optional().default("");
const required = (max: number, missing: MessageKey) => z.string({ error: missing }).trim().max(max, TOO_LONG).min(1, missing);

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const month = z
  .string()
  .trim()
  .optional()
  .default("")
  .refine((v) => v === "" || (MONTH.test(v) && Number(v.slice(0, 4)) >= 2000 && Number(v.slice(0, 4)) <= 2100), {
    message: "caseDesk.errorMonth" satisfies MessageKey,
  });

const attendantFields = {
  attendant1Name: optional(CASE_LIMITS.attendantName),
  attendant1Relation: optional(CASE_LIMITS.attendantRelation),
  attendant2Name: optional(CASE_LIMITS.attendantName),
  attendant2Relation: optional(CASE_LIMITS.attendantRelation),
};

export const caseFormSchema = z
  .object({
    patientName: required(CASE_LIMITS.patientName, "caseDesk.errorPatientName"),
    age: z
      .string({ error: "caseDesk.errorAge" satisfies MessageKey })
      .trim()
      .regex(/^\d{1,3}$/, "caseDesk.errorAge" satisfies MessageKey)
      .transform(Number)
      .refine((n) => n <= 120, "caseDesk.errorAge" satisfies MessageKey),
    writtenBy: optional(CASE_LIMITS.writtenBy),
    country: required(CASE_LIMITS.country, "forms.errorCountryRequired"),
    condition: required(CASE_LIMITS.condition, "caseDesk.errorCondition"),
    currentState: required(CASE_LIMITS.currentState, "caseDesk.errorCurrentState"),
    treatments: optional(CASE_LIMITS.treatments),
    medicines: optional(CASE_LIMITS.medicines),
    allergies: optional(CASE_LIMITS.allergies),
    travelFrom: month,
    travelTo: month,
    ...attendantFields,
    email: required(CASE_LIMITS.email, "forms.errorEmailRequired").pipe(z.email("forms.errorEmailInvalid" satisfies MessageKey)),
    whatsapp: optional(CASE_LIMITS.whatsapp),
    // Never ticked for the patient: an unticked box sends nothing.
    consent: z.literal("on", { error: "caseDesk.errorConsent" satisfies MessageKey }),
  })
  .superRefine(
    (d, ctx) => {
      const country = typeof d.country === "string" ? d.country : "";
      if (d.whatsapp && !bookingPhone(d.whatsapp, country)) {
        ctx.addIssue({ code: "custom", path: ["whatsapp"], message: "forms.errorPhoneInvalid" satisfies MessageKey, input: d.whatsapp });
      }
    },
    { when: ({ value }) => hasText(value, "whatsapp") },
  )
  .superRefine(
    (d, ctx) => {
      for (const n of [1, 2] as const) {
        const name = d[`attendant${n}Name`];
        const relation = d[`attendant${n}Relation`];
        if (Boolean(name) !== Boolean(relation)) {
          const path = name ? `attendant${n}Relation` : `attendant${n}Name`;
          ctx.addIssue({ code: "custom", path: [path], message: "caseDesk.errorAttendant" satisfies MessageKey, input: "" });
        }
      }
    },
    { when: ({ value }) => typeof value === "object" && value !== null },
  )
  .superRefine(
    (d, ctx) => {
      if (d.travelFrom && d.travelTo && d.travelTo < d.travelFrom) {
        ctx.addIssue({ code: "custom", path: ["travelTo"], message: "caseDesk.errorMonthOrder" satisfies MessageKey, input: d.travelTo });
      }
    },
    { when: ({ value }) => MONTH.test(String((value as { travelFrom?: unknown }).travelFrom ?? "")) },
  );

export type CaseForm = z.output<typeof caseFormSchema>;

/** The sealed details a valid form makes (the phone in E.164, the attendants given). */
export function caseDetailsOf(form: CaseForm): CaseDetails {
  const attendants: CaseAttendant[] = [];
  for (const n of [1, 2] as const) {
    const name = form[`attendant${n}Name`];
    const relation = form[`attendant${n}Relation`];
    if (name && relation && attendants.length < MAX_ATTENDANTS) attendants.push({ name, relation });
  }
  return {
    patientName: form.patientName,
    age: form.age,
    writtenBy: form.writtenBy,
    condition: form.condition,
    currentState: form.currentState,
    treatmentsSoFar: form.treatments,
    medicines: form.medicines,
    allergies: form.allergies,
    travelFrom: form.travelFrom,
    travelTo: form.travelTo,
    attendants,
    email: form.email,
    whatsapp: form.whatsapp ? (bookingPhone(form.whatsapp, form.country)?.e164 ?? "") : "",
  };
}

/** What was typed, as it is, for the form to show again (never more than the form's bounds). */
export function typedValues(fields: FormData): Partial<Record<CaseField, string>> {
  const out: Partial<Record<CaseField, string>> = {};
  for (const name of CASE_TEXT_FIELDS) {
    const value = fields.get(name);
    if (typeof value === "string" && value !== "") out[name] = value.slice(0, 4000);
  }
  return out;
}

export function formObject(fields: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of CASE_TEXT_FIELDS) {
    const value = fields.get(name);
    if (typeof value === "string") out[name] = value;
  }
  return out;
}

/** The patient's reply on the case page. */
export const caseReplySchema = z.object({
  body: required(CASE_LIMITS.reply, "caseDesk.errorReplyEmpty"),
});
