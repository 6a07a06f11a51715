// The visa invitation letter (issue 48 item 5): its serial, what it holds, and its words. English,
// as India's missions expect; one text for the PDF, the desk's view and the tests. Pure.
import { formatDay, formatIndicative, formatInrRange, formatRate, type IndicativeRange, type PlanTherapy } from "./case-estimate";

/** "SAM-2026-000123": the year of issue and the register's number (six digits, more once past 999 999). */
export const LETTER_SERIAL = /^SAM-(\d{4})-(\d{6,9})$/;

export function letterSerial(year: number, number: number): string {
  return `SAM-${year}-${String(number).padStart(6, "0")}`;
}

export const isLetterSerial = (value: string) => LETTER_SERIAL.test(value);

/** The verification address printed on the letter (and in its QR code). */
export function verifyUrl(siteUrl: string, serial: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/verify/${serial}`;
}

export interface LetterClinic {
  name: string;
  /** The letterhead's address lines. */
  address: string[];
  phone: string;
  email: string;
  website: string;
}

export interface LetterPerson {
  role: "patient" | "attendant";
  relation: string;
  fullName: string;
  passportNumber: string;
  /** English country names. */
  nationality: string;
  issuingCountry: string;
  birthDate: string;
  passportExpiry: string;
}

/** What a letter says, sealed on its register row as issued. */
export interface LetterBody {
  serial: string;
  /** YYYY-MM-DD (India). */
  issuedOn: string;
  caseReference: string;
  clinic: LetterClinic;
  people: LetterPerson[];
  /** The plan's provisional findings. */
  summary: string;
  therapies: PlanTherapy[];
  stayDays: number;
  /** The patient's travel window as months ("2027-02"), either may be empty. */
  travelFrom: string;
  travelTo: string;
  planVersion: number;
  estimate: { lowInr: number; highInr: number; indicative: IndicativeRange | null; validUntil: string };
  doctor: { name: string; title: string; registration: string };
  verifyUrl: string;
}

const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const monthText = (month: string) => (/^\d{4}-\d{2}$/.test(month) ? monthFormat.format(new Date(`${month}-01T00:00:00Z`)) : "");

/** "February 2027 to March 2027", "from February 2027", or "". */
export function travelWindowText(from: string, to: string): string {
  const a = monthText(from);
  const b = monthText(to);
  if (a && b) return a === b ? a : `${a} to ${b}`;
  if (a) return `from ${a}`;
  if (b) return `by ${b}`;
  return "";
}

const shortDayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
/** "2 Apr 1959": a table's date. */
export const shortDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? shortDayFormat.format(new Date(`${day}T00:00:00Z`)) : day);

const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

export const therapyText = (t: PlanTherapy) => `${t.name} (${t.sessions} ${t.sessions === 1 ? "session" : "sessions"})`;

/** The letter's words, in reading order: what the PDF sets and the desk's view shows. */
export interface LetterText {
  recipient: string[];
  subject: string;
  salutation: string;
  /** The people table's rows: heading, then one per person. */
  peopleHeading: string[];
  peopleRows: string[][];
  paragraphs: string[];
  closing: string;
  signature: string[];
  /** The verification box's lines: the serial, the address, what it shows. */
  verification: string[];
}

export function letterText(body: LetterBody): LetterText {
  const patient = body.people.find((p) => p.role === "patient") ?? body.people[0]!;
  const attendants = body.people.filter((p) => p.role === "attendant");
  const window = travelWindowText(body.travelFrom, body.travelTo);
  const range = formatInrRange(body.estimate.lowInr, body.estimate.highInr);
  const indicative = body.estimate.indicative
    ? ` (${formatIndicative(body.estimate.indicative)}, ${formatRate(body.estimate.indicative.rate)})`
    : "";
  const paragraphs = [
    `${body.clinic.name} confirms that ${patient.fullName}, a national of ${patient.nationality}, holding passport number ${patient.passportNumber}, has asked to be treated at our clinic. Our medical team has reviewed the medical records sent to us (case reference ${body.caseReference}) and has prepared a provisional treatment plan, which the patient has accepted.`,
    `Provisional findings from the records (to be confirmed at the first consultation in person): ${body.summary}`,
    `Planned treatment: ${list(body.therapies.map(therapyText))}. The expected length of stay for the treatment is ${body.stayDays} ${body.stayDays === 1 ? "day" : "days"}${window ? `; the patient plans to travel ${window}` : ""}.`,
    `The estimated cost of the treatment is ${range}${indicative}, valid until ${formatDay(body.estimate.validUntil)}. It is an estimate, not a bill or a guarantee: the final cost depends on the patient's condition and response to the treatment. Results vary from person to person.`,
    attendants.length > 0
      ? `We request that an e-Medical visa be granted to the patient, and e-Medical Attendant visas to ${attendants.length === 1 ? "the attendant" : "the attendants"} named above, who will accompany and support the patient during the treatment.`
      : "We request that an e-Medical visa be granted to the patient for this treatment.",
  ];
  return {
    recipient: ["To the Consular Officer", "Embassy / High Commission of India"],
    subject: `Invitation for medical treatment: ${patient.fullName}, passport ${patient.passportNumber}`,
    salutation: "Dear Sir or Madam,",
    peopleHeading: ["", "Full name (as in passport)", "Passport number", "Nationality", "Date of birth", "Passport valid until"],
    peopleRows: body.people.map((p) => [
      p.role === "patient" ? "Patient" : `Attendant (${p.relation})`,
      p.fullName,
      p.passportNumber,
      p.nationality,
      shortDay(p.birthDate),
      shortDay(p.passportExpiry),
    ]),
    paragraphs,
    closing: "Yours faithfully,",
    signature: [
      body.doctor.name,
      body.doctor.title,
      `Medical registration number: ${body.doctor.registration}`,
      `For ${body.clinic.name}`,
    ].filter((line) => line.trim() !== ""),
    verification: [
      `Serial number: ${body.serial}`,
      `Check it at ${body.verifyUrl}`,
      "The page says whether this letter is valid or was revoked, and when it was issued.",
    ],
  };
}

/** Why a letter cannot be issued now (said to staff). */
export const ISSUE_REFUSALS = {
  "not-found": "There is no such case.",
  "not-allowed": "Your role does not allow issuing visa letters.",
  "wrong-state": "A letter is issued once the patient has accepted the plan.",
  "already-issued":
    "A letter has already been issued for this case (perhaps by a colleague a moment ago). Revoke it first to issue a corrected one.",
  "no-passports": "The patient has not entered the passport details yet.",
  "no-plan": "There is no accepted plan on this case.",
  "no-doctor": "The accepted plan names no doctor: a new plan version naming the doctor is needed.",
  "no-registration":
    "The plan's doctor has no medical registration number on their profile. Add it under Doctors (Medical registration number), then issue the letter.",
} as const;
export type IssueRefusal = keyof typeof ISSUE_REFUSALS;
