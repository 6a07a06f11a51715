// Passport details for the visa invitation letter (issue 48 item 5): the patient and up to two
// attendants, each as printed on the passport's data page. Names in Latin letters (the letter is
// English, set in a standard PDF font, and missions read the machine-readable spelling), a number
// of 6-9 letters and digits, and an expiry at least six months after the travel window's end
// (India's e-visa rule). Refusals are codes, so the patient's page says them in its language;
// the English words are here.
import { z } from "zod";
import { MAX_ATTENDANTS } from "./case-desk";

/** ISO 3166-1 alpha-2 codes (names come from Intl.DisplayNames, in the page's language). */
export const COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
  "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
  "UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const COUNTRY_SET = new Set(COUNTRY_CODES);
export const isCountryCode = (value: string) => COUNTRY_SET.has(value);

/** A country's English name ("OM" → "Oman"), or the code itself. */
export function countryName(code: string, locale = "en"): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country for a select, sorted by its name in `locale`. */
export function countryOptions(locale = "en"): { value: string; label: string }[] {
  const display = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: display.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
}

export const PASSPORT_FIELDS = ["fullName", "number", "nationality", "birthDate", "expiry", "issuingCountry"] as const;
export type PassportField = (typeof PASSPORT_FIELDS)[number];

/** One person's passport, as printed. */
export interface PassportEntry {
  fullName: string;
  /** Upper case, no spaces. */
  number: string;
  /** ISO 3166 alpha-2. */
  nationality: string;
  /** YYYY-MM-DD */
  birthDate: string;
  expiry: string;
  issuingCountry: string;
}

export interface PassportPerson extends PassportEntry {
  role: "patient" | "attendant";
  /** An attendant's relation to the patient ("Son"); empty for the patient. */
  relation: string;
}

/** What the case keeps, sealed: the patient first, then up to two attendants. */
export interface CasePassports {
  people: PassportPerson[];
}

export const PASSPORT_LIMITS = { fullName: 80, relation: 40 } as const;

/** A name as a passport's data page prints it: Latin letters, spaces, hyphens, apostrophes. */
export const PASSPORT_NAME = /^[A-Za-z](?:[A-Za-z' -]*[A-Za-z])?$/;
/** 6-9 letters and digits (ICAO 9303 allows 9; most countries print 8 or 9). */
export const PASSPORT_NUMBER = /^[A-Z0-9]{6,9}$/;

export const PASSPORT_ERRORS = {
  nameRequired: "Enter the name as printed on the passport.",
  nameLatin: "Write the name in Latin letters exactly as printed on the passport's data page (A–Z, spaces, hyphens and apostrophes only).",
  nameLong: `Please keep the name under ${PASSPORT_LIMITS.fullName} characters.`,
  relationRequired: "Say how this person is related to the patient, e.g. Son.",
  relationLong: `Please keep the relation under ${PASSPORT_LIMITS.relation} characters.`,
  numberRequired: "Enter the passport number.",
  numberSpaces: "Type the passport number without spaces or dashes, e.g. K1234567.",
  numberShape: "A passport number has 6 to 9 letters and digits, e.g. K1234567. Check it on the passport's data page.",
  countryRequired: "Choose a country from the list.",
  dateRequired: "Enter the date as day, month and year.",
  birthFuture: "The date of birth cannot be in the future.",
  birthTooOld: "Check the year of birth.",
  expiryPassed: "This passport has expired. A new passport is needed before the visa application.",
  expiryTooSoon:
    "India's visa rules need the passport to be valid for at least six months after the trip. Renew it first, or check the date.",
} as const;
export type PassportError = keyof typeof PASSPORT_ERRORS;

/** The English message, with the latest accepted expiry named where it helps. */
export function passportMessage(code: PassportError, opts: { minExpiry?: string } = {}): string {
  if (code === "expiryTooSoon" && opts.minExpiry) {
    return `The passport must be valid until at least ${englishDay(opts.minExpiry)}: six months after the end of the travel window (India's visa rule). Renew it first, or check the date.`;
  }
  return PASSPORT_ERRORS[code];
}

const englishDay = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether YYYY-MM-DD is a real calendar day. */
export function isDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** YYYY-MM-DD plus whole months, the day kept or clamped to the month's last (31 Aug + 6 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The last day of a travel window's month ("2027-03" → "2027-03-31"), or null. */
export function travelEndDay(travelTo: string): string | null {
  const m = /^(\d{4})-(\d{2})$/.exec(travelTo);
  if (!m) return null;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).toISOString().slice(0, 10);
}

/** The earliest expiry a passport may have: six months after the travel window's end, or after today. */
export function minimumExpiry(travelTo: string, today: string): string {
  const end = travelEndDay(travelTo);
  return addMonths(end && end > today ? end : today, 6);
}

/** Form field names: `passport.<person>.<field>`, person 0 the patient, 1-2 the attendants. */
export const passportFieldName = (person: number, field: PassportField | "relation") => `passport.${person}.${field}`;

const code = (c: PassportError) => c;

const nameRule = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .superRefine((v, ctx) => {
    if (v === "") ctx.addIssue({ code: "custom", message: code("nameRequired") });
    else if (v.length > PASSPORT_LIMITS.fullName) ctx.addIssue({ code: "custom", message: code("nameLong") });
    else if (!PASSPORT_NAME.test(v)) ctx.addIssue({ code: "custom", message: code("nameLatin") });
  });

const numberRule = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .superRefine((v, ctx) => {
    if (v === "") ctx.addIssue({ code: "custom", message: code("numberRequired") });
    else if (/[\s-]/.test(v)) ctx.addIssue({ code: "custom", message: code("numberSpaces") });
    else if (!PASSPORT_NUMBER.test(v)) ctx.addIssue({ code: "custom", message: code("numberShape") });
  });

const countryRule = z
  .string()
  .trim()
  .refine((v) => isCountryCode(v), code("countryRequired"));

const dayRule = z
  .string()
  .trim()
  .refine((v) => isDay(v), code("dateRequired"));

/** One person's passport; `minExpiry` and `today` are India dates (YYYY-MM-DD). */
export function passportEntrySchema(opts: { today: string; minExpiry: string }) {
  return z
    .object({
      fullName: nameRule,
      number: numberRule,
      nationality: countryRule,
      birthDate: dayRule,
      expiry: dayRule,
      issuingCountry: countryRule,
    })
    .superRefine((v, ctx) => {
      if (isDay(v.birthDate)) {
        if (v.birthDate > opts.today) ctx.addIssue({ code: "custom", path: ["birthDate"], message: code("birthFuture") });
        else if (v.birthDate < addMonths(opts.today, -12 * 120))
          ctx.addIssue({ code: "custom", path: ["birthDate"], message: code("birthTooOld") });
      }
      if (isDay(v.expiry)) {
        if (v.expiry < opts.today) ctx.addIssue({ code: "custom", path: ["expiry"], message: code("expiryPassed") });
        else if (v.expiry < opts.minExpiry) ctx.addIssue({ code: "custom", path: ["expiry"], message: code("expiryTooSoon") });
      }
    });
}

const relationRule = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .superRefine((v, ctx) => {
    if (v === "") ctx.addIssue({ code: "custom", message: code("relationRequired") });
    else if (v.length > PASSPORT_LIMITS.relation) ctx.addIssue({ code: "custom", message: code("relationLong") });
  });

/** What the form sent, as typed (bounded), to give back with a refusal. */
export type PassportFormValues = Record<string, string>;

export type PassportParse =
  | { ok: true; passports: CasePassports }
  | { ok: false; errors: Record<string, PassportError>; values: PassportFormValues; minExpiry: string };

/** Every field name the passport form has (patient, then MAX_ATTENDANTS attendants). */
export function passportFormNames(): string[] {
  const names: string[] = [];
  for (let person = 0; person <= MAX_ATTENDANTS; person++) {
    if (person > 0) names.push(passportFieldName(person, "relation"));
    for (const field of PASSPORT_FIELDS) names.push(passportFieldName(person, field));
  }
  return names;
}

/**
 * Reads the passport form: the patient's passport is needed; an attendant's row left wholly
 * empty means that attendant is not travelling; a row begun must be complete. Errors are keyed
 * by field name (`passport.1.expiry`), each a code (PASSPORT_ERRORS), with what was typed.
 */
export function parsePassportForm(read: (name: string) => string, opts: { today: string; travelTo: string }): PassportParse {
  const minExpiry = minimumExpiry(opts.travelTo, opts.today);
  const schema = passportEntrySchema({ today: opts.today, minExpiry });
  const values: PassportFormValues = {};
  for (const name of passportFormNames()) values[name] = read(name).slice(0, 200);
  const errors: Record<string, PassportError> = {};
  const people: PassportPerson[] = [];
  for (let person = 0; person <= MAX_ATTENDANTS; person++) {
    const raw = Object.fromEntries(PASSPORT_FIELDS.map((f) => [f, values[passportFieldName(person, f)] ?? ""])) as Record<
      PassportField,
      string
    >;
    const relationText = person > 0 ? (values[passportFieldName(person, "relation")] ?? "") : "";
    const begun = Object.values(raw).some((v) => v.trim() !== "");
    if (person > 0 && !begun) continue;
    const parsed = schema.safeParse(raw);
    const relation = person > 0 ? relationRule.safeParse(relationText) : null;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "fullName") as PassportField;
        errors[passportFieldName(person, field)] ??= issue.message as PassportError;
      }
    }
    if (relation && !relation.success) errors[passportFieldName(person, "relation")] = relation.error.issues[0]!.message as PassportError;
    if (parsed.success && (!relation || relation.success)) {
      people.push({ ...parsed.data, role: person === 0 ? "patient" : "attendant", relation: relation?.data ?? "" });
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values, minExpiry };
  return { ok: true, passports: { people } };
}

/** The form's starting values: saved passports, else the names the case holds. */
export function passportFormDefaults(
  saved: CasePassports | null,
  fromCase: { patientName: string; attendants: readonly { name: string; relation: string }[] },
): PassportFormValues {
  const values: PassportFormValues = Object.fromEntries(passportFormNames().map((n) => [n, ""]));
  if (saved) {
    let attendant = 0;
    for (const person of saved.people) {
      const index = person.role === "patient" ? 0 : ++attendant;
      if (index > MAX_ATTENDANTS) break;
      for (const field of PASSPORT_FIELDS) values[passportFieldName(index, field)] = person[field];
      if (index > 0) values[passportFieldName(index, "relation")] = person.relation;
    }
    return values;
  }
  values[passportFieldName(0, "fullName")] = latinOnly(fromCase.patientName);
  fromCase.attendants.slice(0, MAX_ATTENDANTS).forEach((a, i) => {
    values[passportFieldName(i + 1, "fullName")] = latinOnly(a.name);
    values[passportFieldName(i + 1, "relation")] = a.relation;
  });
  return values;
}

/** A name offered as the passport's only when it is already in Latin letters (else the patient types it). */
const latinOnly = (name: string) => (PASSPORT_NAME.test(name.trim()) ? name.trim() : "");

/** "K12•••67": enough for staff to compare with a scan, in lists that are not the letter. */
export function maskPassportNumber(number: string): string {
  return number.length <= 4 ? "•••" : `${number.slice(0, 3)}•••${number.slice(-2)}`;
}
