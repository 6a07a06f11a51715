// What the front desk types (issue 47 item 6), checked on the server: a caller's details for a
// booking or a series, and a change to an appointment. The messages speak to staff about the
// caller ("the caller's phone number"), in English like the rest of the admin; the patient's
// details end up in the same shape the site's booking form gives (PatientDetails).
import { z } from "zod";
import { type Weekday, WEEKDAYS } from "~/content-types/clinic-settings";
import { LOCALES } from "~/i18n/locales";
import { bookingPhone, isTimeZone, type PatientDetails } from "./booking-schema";
import { parseInstant } from "./booking-view";
import { parseCalendarDay, parseTimeOfDay } from "./calendar-input";
import { CLINIC_TIME_ZONE } from "./clinic-view";
import { SERIES_MAX } from "./front-desk-series";
import { FIELD_LIMITS } from "./inquiry-fields";

export const NOTE_MAX = 2000;
export const REASON_MAX = 500;
const MAX_ID = 2_147_483_647;

const text = (max: number, label: string) => z.string().trim().max(max, `Please keep the ${label} under ${max} characters.`);
const required = (max: number, label: string, missing: string) =>
  z.string({ error: missing }).trim().max(max, `Please keep the ${label} under ${max} characters.`).min(1, missing);
const optional = (max: number, label: string) =>
  text(max, label)
    .optional()
    .transform((v) => (v ? v : null));

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true" || v === "1");

/** The caller's details: as the site's booking form asks them, worded for staff. */
const patientFields = z.object({
  name: required(FIELD_LIMITS.name, "name", "Please enter the caller's name."),
  phone: required(30, "phone number", "Please enter the caller's phone number."),
  email: optional(254, "e-mail address").pipe(z.email("Please enter a valid e-mail address, or leave it empty.").nullable()),
  country: required(80, "country", "Please enter the caller's country."),
  note: optional(FIELD_LIMITS.message, "note"),
  zone: z
    .string()
    .trim()
    .transform((v) => v || CLINIC_TIME_ZONE)
    .refine(isTimeZone, "Please choose a time zone from the list."),
});

const choices = z.object({
  locale: z.enum(LOCALES, { error: "Please choose the language of the patient's messages." }),
  remindWhatsapp: checkbox,
  remindEmail: checkbox,
  inquiry: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const n = Number(v);
      if (Number.isInteger(n) && n > 0 && n <= MAX_ID) return n;
      ctx.addIssue({ code: "custom", message: "That inquiry cannot be found." });
      return z.NEVER;
    }),
  service: id("Please choose a service."),
});

type Details = z.output<typeof patientFields> & z.output<typeof choices>;

/**
 * The phone read in the plan of the country typed, and e-mail reminders only with an address.
 * Run even when another field was refused (`when` below), so every problem is said at once;
 * the value may then be partly unchecked, hence the type tests.
 */
function checkCaller(d: Partial<Record<keyof Details, unknown>>, ctx: z.RefinementCtx) {
  const phone = typeof d.phone === "string" ? d.phone.trim() : "";
  const country = typeof d.country === "string" ? d.country : "";
  if (phone && !bookingPhone(phone, country)) {
    ctx.addIssue({
      code: "custom",
      path: ["phone"],
      message: "Please enter a phone number that can be reached: with its country code (+44 …) if it is not Indian.",
    });
  }
  if (d.remindEmail === true && (d.email === null || d.email === undefined || d.email === "")) {
    ctx.addIssue({
      code: "custom",
      path: ["remindEmail"],
      message: "E-mail reminders need the caller's e-mail address: add it, or untick this.",
    });
  }
}
const always = { when: () => true };

/** The details as stored (sealed) with the appointment: the phone in E.164. */
export function patientOf(d: Details): PatientDetails {
  return {
    name: d.name,
    phone: bookingPhone(d.phone, d.country)?.e164 ?? d.phone,
    email: d.email,
    country: d.country,
    note: d.note,
    zone: d.zone,
  };
}

const startsAtField = z.string({ error: "Please choose a free time." }).transform((v, ctx) => {
  const at = parseInstant(v);
  if (at) return at;
  ctx.addIssue({ code: "custom", message: "Please choose a free time." });
  return z.NEVER;
});

/** One appointment for a caller: a free time of the service and the caller's details. */
export const callerBookingSchema = patientFields
  .extend(choices.shape)
  .extend({
    startsAt: startsAtField,
  })
  .superRefine(checkCaller, always);

export type CallerBooking = z.output<typeof callerBookingSchema>;

const weekdayList = z
  .array(z.string())
  .transform((values) => WEEKDAYS.filter((d) => values.includes(d)) as Weekday[])
  .refine((days) => days.length > 0, "Please choose at least one weekday.");

const fromField = z
  .string({ error: "Please enter the first day as a date." })
  .refine((v) => parseCalendarDay(v).ok, "Please enter the first day as a date.");
const COUNT_ERROR = `Please enter how many sessions, from 2 to ${SERIES_MAX}.`;
const countField = z.coerce.number({ error: COUNT_ERROR }).int(COUNT_ERROR).min(2, COUNT_ERROR).max(SERIES_MAX, COUNT_ERROR);
const timeField = z
  .string({ error: "Please enter the time as HH:MM, e.g. 10:00." })
  .refine((v) => parseTimeOfDay(v).ok, "Please enter the time as HH:MM, e.g. 10:00.");

/** A series: how many sessions, on which weekdays, at what time, from which day, for one caller. */
export const seriesSchema = patientFields
  .extend(choices.shape)
  .extend({
    from: fromField,
    count: countField,
    weekdays: weekdayList,
    time: timeField,
  })
  .superRefine(checkCaller, always);

export type SeriesInput = z.output<typeof seriesSchema>;

/** The plan of a series alone (its preview needs no caller yet). */
export const seriesPlanSchema = z.object({
  service: id("Please choose a service."),
  from: fromField,
  count: countField,
  weekdays: weekdayList,
  time: timeField,
});

export const cancelSchema = z.object({
  reason: required(REASON_MAX, "reason", "Please say why it is cancelled (the patient is not shown this)."),
});

export const noteSchema = z.object({ note: text(NOTE_MAX, "note") });

export const moveSchema = z.object({
  startsAt: startsAtField,
});

export const consentSchema = z.object({ channel: z.enum(["whatsapp", "email"], { error: "Unknown reminder channel." }) });

/** Field name → its first problem, for a message next to each field. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The form's text values, as typed, to show again after a refusal (nothing typed is lost). */
export function typedValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 2000);
  }
  return values;
}

/** A form's fields as zod reads them: text values, and the weekdays as a list. */
export function formFields(form: FormData, names: readonly string[]): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const name of names) {
    if (name === "weekdays") fields[name] = form.getAll(name).filter((v): v is string => typeof v === "string");
    else {
      const value = form.get(name);
      if (typeof value === "string") fields[name] = value;
    }
  }
  return fields;
}

/** The caller's details and choices, which a booking and a series both post. */
const CALLER_DETAILS = ["name", "phone", "email", "country", "zone", "note", "locale", "remindWhatsapp", "remindEmail", "inquiry"] as const;
/** The fields a caller's booking posts, in the form's order. */
export const CALLER_FIELDS = ["service", "startsAt", ...CALLER_DETAILS] as const;
export const SERIES_FIELDS = ["service", "from", "count", "weekdays", "time", ...CALLER_DETAILS] as const;
