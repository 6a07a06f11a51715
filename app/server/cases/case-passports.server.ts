// Passport details for the visa letter (issue 48 item 5): entered by the patient on their case
// page once they accepted the plan, for themselves and up to two attendants; sealed on the case
// (bound to its reference). Staff open them only with cases:documents (they are identity data).
// A letter already issued is not changed by a correction: staff revoke it and issue another,
// which the case allows once it is back at "accepted".
import { and, eq } from "drizzle-orm";
import { clinicDate } from "~/lib/clinic-view";
import {
  type CasePassports,
  minimumExpiry,
  type PassportError,
  type PassportFormValues,
  passportFormDefaults,
  parsePassportForm,
} from "~/lib/passport";
import type { Db } from "../db/client.server";
import { cases } from "../db/schema.server";
import { type HealthKey, open, seal } from "../health-data/seal.server";
import { openCaseDetails } from "./case-records.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

const passportsBound = (reference: string) => `case-passports:${reference}`;

export const openPassports = (key: HealthKey, sealed: string, reference: string) =>
  open(key, sealed, passportsBound(reference)) as CasePassports;

/** The case's passports, opened, or null when none were entered. */
export async function loadPassports(db: Conn, key: HealthKey, caseId: number): Promise<CasePassports | null> {
  const [row] = await db.select({ reference: cases.reference, passports: cases.passports }).from(cases).where(eq(cases.id, caseId));
  return row?.passports ? openPassports(key, row.passports, row.reference) : null;
}

export type PassportSave =
  | { ok: true; passports: CasePassports }
  | { ok: false; reason: "not-found" | "wrong-state" }
  | { ok: false; reason: "invalid"; errors: Record<string, PassportError>; values: PassportFormValues; minExpiry: string };

/**
 * Reads and keeps the passport form (`read` gives a field's text: form.get as a string). Only
 * while the case is "accepted"; the expiry is checked against the travel window the case holds.
 */
export async function savePassports(
  db: Db,
  key: HealthKey,
  caseId: number,
  read: (name: string) => string,
  now: Date,
): Promise<PassportSave> {
  const [row] = await db
    .select({ reference: cases.reference, state: cases.state, details: cases.details })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!row) return { ok: false, reason: "not-found" };
  if (row.state !== "accepted") return { ok: false, reason: "wrong-state" };
  const details = openCaseDetails(key, row.details, row.reference);
  const parsed = parsePassportForm(read, { today: clinicDate(now), travelTo: details.travelTo });
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors, values: parsed.values, minExpiry: parsed.minExpiry };
  // The where on the state: a letter issued meanwhile is not left naming other passports than these.
  const saved = await db
    .update(cases)
    .set({ passports: seal(key, parsed.passports, passportsBound(row.reference)), patientActivityAt: now, updatedAt: now })
    .where(and(eq(cases.id, caseId), eq(cases.state, "accepted")))
    .returning({ id: cases.id });
  if (saved.length === 0) return { ok: false, reason: "wrong-state" };
  return { ok: true, passports: parsed.passports };
}

/** FormData as savePassports reads it. */
export const formReader = (form: FormData) => (name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/**
 * What the patient's passport form starts with: the passports saved, else the names the case
 * holds (in Latin letters); and the earliest expiry the travel window allows. Null: no such case.
 */
export async function passportFormStart(
  db: Conn,
  key: HealthKey,
  caseId: number,
  now: Date,
): Promise<{ values: PassportFormValues; minExpiry: string; saved: boolean } | null> {
  const [row] = await db
    .select({ reference: cases.reference, details: cases.details, passports: cases.passports })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!row) return null;
  const details = openCaseDetails(key, row.details, row.reference);
  const saved = row.passports ? openPassports(key, row.passports, row.reference) : null;
  return {
    values: passportFormDefaults(saved, details),
    minExpiry: minimumExpiry(details.travelTo, clinicDate(now)),
    saved: saved !== null,
  };
}
