// The visa invitation letters' register (issue 48 item 5). Staff with cases:documents issue a
// letter once the patient accepted the plan and entered the passports: the case moves to "letter
// issued" first, in the same transaction as the register's row, so two staff issuing at once
// give one letter (the second finds the state moved and is told "already issued"), and the
// serial is taken from the sequence only by the one that won. A row is never edited (a trigger
// refuses it): it is revoked with a reason, which brings the case back to "accepted" so a
// corrected letter can follow. /verify/{serial} reads the register and shows no personal data.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { planFigures } from "~/lib/case-estimate";
import { clinicDate } from "~/lib/clinic-view";
import { can } from "~/lib/permissions";
import { countryName } from "~/lib/passport";
import { type IssueRefusal, isLetterSerial, type LetterBody, type LetterClinic, letterSerial, verifyUrl } from "~/lib/visa-letter";
import type { ClinicSettings } from "~/content-types/clinic-settings";
import type { Db } from "../db/client.server";
import { caseEvents, cases, visaLetters } from "../db/schema.server";
import { type HealthKey, open, seal } from "../health-data/seal.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import { listPublicDoctors } from "../content/doctors.server";
import { recordAudit } from "../repos/admin-inquiries.server";
import { acceptedPlan, type Actor } from "./case-plans.server";
import { openPassports } from "./case-passports.server";
import { openCaseDetails, queueCaseNotice } from "./case-records.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

const letterBound = (serial: string) => `visa-letter:${serial}`;

/** The letterhead, from Clinic settings (in English: the letter is). */
export function letterClinic(settings: ClinicSettings, siteUrl: string): LetterClinic {
  const a = settings.address;
  const cityLine = [a.city, a.region].filter(Boolean).join(", ") + (a.postalCode ? ` ${a.postalCode}` : "");
  return {
    name: settings.name,
    address: [a.street, a.locality, cityLine.trim(), a.country].filter((l) => l && l.trim() !== ""),
    phone: settings.phones[0]?.number ?? "",
    email: settings.contact.email,
    website: siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, ""),
  };
}

export type IssueOutcome = { ok: true; serial: string } | { ok: false; reason: IssueRefusal };

/**
 * Issues the case's visa invitation letter. Needs cases:documents (it holds passport numbers),
 * the case at "accepted", passports entered, an accepted plan naming a doctor whose profile has
 * a registration number. The serial is `SAM-<year of issue>-<number>`, the body sealed to it.
 */
export async function issueLetter(
  db: Db,
  key: HealthKey,
  caseId: number,
  user: Actor,
  now: Date,
  opts: { siteUrl: string },
): Promise<IssueOutcome> {
  if (!can(user.role, "cases:documents")) return { ok: false, reason: "not-allowed" };
  const [before] = await db
    .select({ id: cases.id, reference: cases.reference, state: cases.state, passports: cases.passports })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!before) return { ok: false, reason: "not-found" };
  if (before.state === "letter_issued") return { ok: false, reason: "already-issued" };
  if (before.state !== "accepted") return { ok: false, reason: "wrong-state" };
  if (!before.passports) return { ok: false, reason: "no-passports" };
  const plan = await acceptedPlan(db, key, before);
  if (!plan) return { ok: false, reason: "no-plan" };
  if (!plan.body.doctor) return { ok: false, reason: "no-doctor" };
  const doctor = (await listPublicDoctors(db)).find((d) => d.slug === plan.body.doctor!.slug);
  const registration = doctor?.registration?.trim() ?? "";
  if (!doctor || registration === "") return { ok: false, reason: "no-registration" };
  const clinic = letterClinic(await readClinicSettings(db), opts.siteUrl);
  const today = clinicDate(now);

  return db.transaction(async (tx): Promise<IssueOutcome> => {
    // The state first: the second of two staff issuing at once waits here, then finds it moved.
    const moved = await tx
      .update(cases)
      .set({ state: "letter_issued", updatedAt: now })
      .where(and(eq(cases.id, caseId), eq(cases.state, "accepted")))
      .returning({ reference: cases.reference, details: cases.details, passports: cases.passports });
    const row = moved[0];
    if (!row) {
      const [now_] = await tx.select({ state: cases.state }).from(cases).where(eq(cases.id, caseId));
      return { ok: false, reason: now_?.state === "letter_issued" ? "already-issued" : "wrong-state" };
    }
    if (!row.passports) throw new Error("passports vanished under a locked row");
    const details = openCaseDetails(key, row.details, row.reference);
    const passports = openPassports(key, row.passports, row.reference);
    const result = await tx.execute(sql`select nextval('visa_letter_number_seq')::text as n`);
    const n = Number((result as unknown as { rows: { n: string }[] }).rows[0]!.n);
    const serial = letterSerial(Number(today.slice(0, 4)), n);
    const figures = planFigures(plan.body);
    const body: LetterBody = {
      serial,
      issuedOn: today,
      caseReference: row.reference,
      clinic,
      people: passports.people.map((p) => ({
        role: p.role,
        relation: p.relation,
        fullName: p.fullName,
        passportNumber: p.number,
        nationality: countryName(p.nationality),
        issuingCountry: countryName(p.issuingCountry),
        birthDate: p.birthDate,
        passportExpiry: p.expiry,
      })),
      summary: plan.body.summary,
      therapies: plan.body.therapies,
      stayDays: plan.body.stayDays,
      travelFrom: details.travelFrom,
      travelTo: details.travelTo,
      planVersion: plan.version,
      estimate: {
        lowInr: figures.totals.lowInr,
        highInr: figures.totals.highInr,
        indicative: figures.indicative,
        validUntil: plan.validUntil,
      },
      doctor: { name: doctor.name, title: doctor.title, registration },
      verifyUrl: verifyUrl(opts.siteUrl, serial),
    };
    await tx.insert(visaLetters).values({ serial, caseId, body: seal(key, body, letterBound(serial)), issuedAt: now, issuedBy: user.id });
    await tx
      .insert(caseEvents)
      .values({ caseId, kind: "state", userId: user.id, fromValue: "accepted", toValue: "letter_issued", at: now });
    await queueCaseNotice(tx, caseId, "letter", { dedupe: `letter:${serial}`, now });
    await recordAudit(tx, {
      userId: user.id,
      action: "create",
      entity: "visa_letter",
      entityId: serial,
      summary: `issued visa letter ${serial} for case ${row.reference}`,
    });
    return { ok: true, serial };
  });
}

export const REVOKE_REASON_MAX = 500;

export type RevokeRefusal = "not-allowed" | "not-found" | "already-revoked" | "no-reason" | "reason-too-long";

export const REVOKE_REFUSAL_TEXT: Record<RevokeRefusal, string> = {
  "not-allowed": "Your role does not allow revoking visa letters.",
  "not-found": "There is no letter with this serial.",
  "already-revoked": "This letter was revoked already.",
  "no-reason": "Say why the letter is revoked (kept in the register; not shown on the verification page).",
  "reason-too-long": `Please keep the reason under ${REVOKE_REASON_MAX} characters.`,
};

/**
 * Revokes a letter, once, with a reason. When it is its case's current letter, the case goes
 * back to "accepted" (with its event), so passports can be corrected and a new letter issued.
 */
export async function revokeLetter(
  db: Db,
  serial: string,
  reason: string,
  user: Actor,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: RevokeRefusal }> {
  if (!can(user.role, "cases:documents")) return { ok: false, reason: "not-allowed" };
  const why = reason.trim().replace(/\s+/g, " ");
  if (why === "") return { ok: false, reason: "no-reason" };
  if (why.length > REVOKE_REASON_MAX) return { ok: false, reason: "reason-too-long" };
  if (!isLetterSerial(serial)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(visaLetters)
      .set({ revokedAt: now, revokedBy: user.id, revokeReason: why })
      .where(and(eq(visaLetters.serial, serial), isNull(visaLetters.revokedAt)))
      .returning({ caseId: visaLetters.caseId });
    if (revoked.length === 0) {
      const [exists] = await tx.select({ id: visaLetters.id }).from(visaLetters).where(eq(visaLetters.serial, serial));
      return { ok: false, reason: exists ? "already-revoked" : "not-found" } as const;
    }
    const caseId = revoked[0]!.caseId;
    let reference = "a deleted case";
    if (caseId !== null) {
      // Back to "accepted" only when no other letter of the case still stands.
      const [standing] = await tx
        .select({ id: visaLetters.id })
        .from(visaLetters)
        .where(and(eq(visaLetters.caseId, caseId), isNull(visaLetters.revokedAt)))
        .limit(1);
      const back = standing
        ? []
        : await tx
            .update(cases)
            .set({ state: "accepted", updatedAt: now })
            .where(and(eq(cases.id, caseId), eq(cases.state, "letter_issued")))
            .returning({ reference: cases.reference });
      if (back[0]) {
        reference = back[0].reference;
        await tx
          .insert(caseEvents)
          .values({ caseId, kind: "state", userId: user.id, fromValue: "letter_issued", toValue: "accepted", at: now });
      } else {
        const [c] = await tx.select({ reference: cases.reference }).from(cases).where(eq(cases.id, caseId));
        reference = c?.reference ?? reference;
      }
    }
    await recordAudit(tx, {
      userId: user.id,
      action: "update",
      entity: "visa_letter",
      entityId: serial,
      summary: `revoked visa letter ${serial} of case ${reference}`,
    });
    return { ok: true } as const;
  });
}

export interface LetterRow {
  serial: string;
  caseId: number | null;
  issuedAt: Date;
  issuedBy: number | null;
  revokedAt: Date | null;
  revokedBy: number | null;
  revokeReason: string | null;
}

const letterColumns = {
  serial: visaLetters.serial,
  caseId: visaLetters.caseId,
  issuedAt: visaLetters.issuedAt,
  issuedBy: visaLetters.issuedBy,
  revokedAt: visaLetters.revokedAt,
  revokedBy: visaLetters.revokedBy,
  revokeReason: visaLetters.revokeReason,
};

/** A case's letters, newest first (the desk's register of the case). */
export async function listCaseLetters(db: Conn, caseId: number): Promise<LetterRow[]> {
  return db
    .select(letterColumns)
    .from(visaLetters)
    .where(eq(visaLetters.caseId, caseId))
    .orderBy(desc(visaLetters.issuedAt), desc(visaLetters.id));
}

/** The case's letter that stands (the patient's download), or null. */
export async function currentLetter(db: Conn, caseId: number): Promise<LetterRow | null> {
  const [row] = await db
    .select(letterColumns)
    .from(visaLetters)
    .where(and(eq(visaLetters.caseId, caseId), isNull(visaLetters.revokedAt)))
    .orderBy(desc(visaLetters.issuedAt), desc(visaLetters.id))
    .limit(1);
  return row ?? null;
}

/** A letter's words, opened, with its register row; null when there is none or its words were wiped. */
export async function loadLetter(db: Conn, key: HealthKey, serial: string): Promise<(LetterRow & { body: LetterBody }) | null> {
  if (!isLetterSerial(serial)) return null;
  const [row] = await db
    .select({ ...letterColumns, body: visaLetters.body })
    .from(visaLetters)
    .where(eq(visaLetters.serial, serial));
  if (!row?.body) return null;
  return { ...row, body: open(key, row.body, letterBound(serial)) as LetterBody };
}

export interface LetterVerification {
  status: "valid" | "revoked" | "unknown";
  /** YYYY-MM-DD (India). */
  issuedOn: string | null;
  revokedOn: string | null;
  clinicName: string;
}

/** What anyone may learn of a serial: valid, revoked or unknown, the dates and the clinic; nothing of the patient. */
export async function verifyLetter(db: Db, serial: string): Promise<LetterVerification> {
  const clinicName = (await readClinicSettings(db)).name;
  if (!isLetterSerial(serial)) return { status: "unknown", issuedOn: null, revokedOn: null, clinicName };
  const [row] = await db
    .select({ issuedAt: visaLetters.issuedAt, revokedAt: visaLetters.revokedAt })
    .from(visaLetters)
    .where(eq(visaLetters.serial, serial));
  if (!row) return { status: "unknown", issuedOn: null, revokedOn: null, clinicName };
  return {
    status: row.revokedAt ? "revoked" : "valid",
    issuedOn: clinicDate(row.issuedAt),
    revokedOn: row.revokedAt ? clinicDate(row.revokedAt) : null,
    clinicName,
  };
}
