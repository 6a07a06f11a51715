// The desk's part of a case for its plan, passports and visa letter (issue 48 items 4-5): what
// the case page's loader adds, and the intents its action hands over (`plan-save`, `plan-send`,
// `letter-issue`, `letter-revoke`). Rights are checked here as well as in the functions they
// call: a role without cases:documents never receives passports or a letter's words.
import type { CaseState } from "~/lib/case-desk";
import type { PlanVersionView } from "~/lib/case-estimate";
import { clinicDate } from "~/lib/clinic-view";
import { can } from "~/lib/permissions";
import type { CasePassports } from "~/lib/passport";
import { ISSUE_REFUSALS, type LetterBody } from "~/lib/visa-letter";
import { eq } from "drizzle-orm";
import { CASE_REFERENCE } from "~/lib/case-desk";
import { cookieFromHeader } from "../auth/session.server";
import { listPublicDoctors } from "../content/doctors.server";
import type { Db } from "../db/client.server";
import { cases } from "../db/schema.server";
import type { HealthKey } from "../health-data/seal.server";
import {
  currentLetter,
  issueLetter,
  listCaseLetters,
  loadLetter,
  REVOKE_REASON_MAX,
  REVOKE_REFUSAL_TEXT,
  revokeLetter,
} from "./case-letters.server";
import { caseSecret, DEVICE_COOKIE, deviceHolds, readDeviceCookie } from "./case-access.server";
import { loadPassports } from "./case-passports.server";
import {
  type Actor,
  listPlans,
  PLAN_FORM_ROWS,
  PLAN_REFUSAL_TEXT,
  PLAN_STATES,
  type PlanFormValues,
  parsePlanForm,
  planFormValues,
  sendPlan,
  savePlanDraft,
  startingCurrency,
} from "./case-plans.server";
import { loadCase } from "./case-records.server";
import { caseNoticesQueued } from "./case-notice-wake.server";
import { listPriceItems, listRates, type PriceItemRow } from "./price-list.server";

export interface LetterRegisterView {
  serial: string;
  issuedOn: string;
  revokedOn: string | null;
  revokeReason: string | null;
}

export interface CaseDocumentsView {
  caseId: number;
  reference: string;
  state: CaseState;
  canReview: boolean;
  canDocuments: boolean;
  /** Newest first. */
  plans: PlanVersionView[];
  /** The editor, when this user may write a plan in this state. */
  editor: {
    values: PlanFormValues;
    items: Pick<PriceItemRow, "id" | "kind" | "name" | "priceInr" | "sessions">[];
    currencies: { code: string; label: string }[];
    doctors: { slug: string; name: string }[];
    rows: typeof PLAN_FORM_ROWS;
    today: string;
  } | null;
  passportsEntered: boolean;
  /** Only with cases:documents. */
  passports: CasePassports | null;
  letters: LetterRegisterView[];
  /** The letter that stands, its words (only with cases:documents). */
  letter: { body: LetterBody } | null;
  /** Whether the issue button is offered (the server checks again). */
  canIssue: boolean;
}

/** The case page's plan, passports and letter part, for `user`; null when there is no such case. */
export async function caseDocumentsView(db: Db, key: HealthKey, caseId: number, user: Actor, now: Date): Promise<CaseDocumentsView | null> {
  const c = await loadCase(db, key, { id: caseId });
  if (!c) return null;
  const canReview = can(user.role, "cases:review");
  const canDocuments = can(user.role, "cases:documents");
  const today = clinicDate(now);
  const plans = await listPlans(db, key, c, { sentOnly: false });
  let editor: CaseDocumentsView["editor"] = null;
  if (canReview && PLAN_STATES.includes(c.state)) {
    const [items, rates, doctors] = await Promise.all([listPriceItems(db, { activeOnly: true }), listRates(db), listPublicDoctors(db)]);
    const doctorChoices = doctors.map((d) => ({ slug: d.slug, name: d.name }));
    editor = {
      values: planFormValues(plans[0] ?? null, {
        today,
        currency: startingCurrency(c.country, rates),
        doctorSlug: doctorChoices.length === 1 ? doctorChoices[0]!.slug : null,
      }),
      items: items.map(({ id, kind, name, priceInr, sessions }) => ({ id, kind, name, priceInr, sessions })),
      currencies: rates.map((r) => ({ code: r.currency, label: `${r.currency} (INR ${r.inrPerUnit} on ${r.rateDate})` })),
      doctors: doctorChoices,
      rows: PLAN_FORM_ROWS,
      today,
    };
  }
  const passports = canDocuments ? await loadPassports(db, key, caseId) : null;
  const letters = await listCaseLetters(db, caseId);
  const standing = canDocuments ? await currentLetter(db, caseId) : null;
  const letter = standing ? await loadLetter(db, key, standing.serial) : null;
  return {
    caseId,
    reference: c.reference,
    state: c.state,
    canReview,
    canDocuments,
    plans,
    editor,
    passportsEntered: canDocuments ? passports !== null : await loadPassports(db, key, caseId).then((p) => p !== null),
    passports,
    letters: letters.map((l) => ({
      serial: l.serial,
      issuedOn: clinicDate(l.issuedAt),
      revokedOn: l.revokedAt ? clinicDate(l.revokedAt) : null,
      revokeReason: l.revokeReason,
    })),
    letter: letter ? { body: letter.body } : null,
    canIssue: canDocuments && c.state === "accepted" && passports !== null,
  };
}

export const CASE_DOCUMENT_INTENTS = ["plan-save", "plan-send", "letter-issue", "letter-revoke"] as const;
export type CaseDocumentIntent = (typeof CASE_DOCUMENT_INTENTS)[number];
export const isCaseDocumentIntent = (value: unknown): value is CaseDocumentIntent =>
  typeof value === "string" && (CASE_DOCUMENT_INTENTS as readonly string[]).includes(value);

/** A refusal to show on the case page, at its field when it has one. */
export interface CaseDocumentsActionData {
  intent: CaseDocumentIntent;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  /** The letter a revocation was about. */
  serial?: string;
}

export type CaseDocumentsOutcome = { ok: true; toast: string } | { ok: false; status: number; data: CaseDocumentsActionData };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/**
 * The case page's intents for plans and letters. The caller (the case page's action) has
 * checked cases:manage and the same-origin rule; each intent checks its own right again.
 */
export async function caseDocumentsAction(
  db: Db,
  key: HealthKey,
  caseId: number,
  user: Actor,
  form: FormData,
  now: Date,
  opts: { siteUrl: string },
): Promise<CaseDocumentsOutcome> {
  const intent = form.get("intent");
  if (!isCaseDocumentIntent(intent)) return { ok: false, status: 400, data: { intent: "plan-save", message: "Unknown action." } };
  const refuse = (status: number, message: string, extra: Partial<CaseDocumentsActionData> = {}): CaseDocumentsOutcome => ({
    ok: false,
    status,
    data: { intent, message, ...extra },
  });

  switch (intent) {
    case "plan-save": {
      if (!can(user.role, "cases:review")) return refuse(403, PLAN_REFUSAL_TEXT["not-allowed"]);
      const [items, rates, doctors] = await Promise.all([listPriceItems(db, { activeOnly: true }), listRates(db), listPublicDoctors(db)]);
      const parsed = parsePlanForm((name) => text(form, name), {
        items,
        rates,
        doctors: doctors.map((d) => ({ slug: d.slug, name: d.name })),
        today: clinicDate(now),
      });
      if (!parsed.ok)
        return refuse(400, "The plan was not saved: check the fields marked.", { errors: parsed.errors, values: parsed.values });
      const saved = await savePlanDraft(db, key, caseId, parsed.input, user, now);
      if (!saved.ok) {
        const values: Record<string, string> = {};
        for (const [k, v] of form.entries()) if (typeof v === "string") values[k] = v.slice(0, 5000);
        return refuse(saved.reason === "not-found" ? 404 : 409, PLAN_REFUSAL_TEXT[saved.reason], { values });
      }
      return { ok: true, toast: `Saved plan version ${saved.version}. It is not sent yet: read it through, then send it to the patient.` };
    }
    case "plan-send": {
      const version = /^\d{1,6}$/.test(text(form, "version")) ? Number(text(form, "version")) : 0;
      const sent = await sendPlan(db, caseId, version, user, now);
      if (!sent.ok) return refuse(sent.reason === "not-allowed" ? 403 : 409, PLAN_REFUSAL_TEXT[sent.reason]);
      caseNoticesQueued();
      return { ok: true, toast: `Sent plan version ${version}: the patient is told by e-mail and reads it on their case page.` };
    }
    case "letter-issue": {
      const issued = await issueLetter(db, key, caseId, user, now, opts);
      if (!issued.ok) return refuse(issued.reason === "not-allowed" ? 403 : 409, ISSUE_REFUSALS[issued.reason]);
      caseNoticesQueued();
      return { ok: true, toast: `Issued visa letter ${issued.serial}. The patient is told and can download it from their case page.` };
    }
    case "letter-revoke": {
      const serial = text(form, "serial").trim();
      const reason = text(form, "reason");
      const revoked = await revokeLetter(db, serial, reason, user, now);
      if (!revoked.ok) {
        const field = revoked.reason === "no-reason" || revoked.reason === "reason-too-long" ? "reason" : null;
        return refuse(revoked.reason === "not-allowed" ? 403 : field ? 400 : 409, REVOKE_REFUSAL_TEXT[revoked.reason], {
          serial,
          errors: field ? { reason: REVOKE_REFUSAL_TEXT[revoked.reason] } : undefined,
          values: { reason: reason.slice(0, REVOKE_REASON_MAX + 100) },
        });
      }
      return {
        ok: true,
        toast: `Revoked ${serial}. /verify now says it is revoked; the case is back at “accepted” for a corrected letter.`,
      };
    }
  }
}

/**
 * The case a patient's document address names (`?case=IC-XXXXXX`), when this device holds it
 * (its signed cookie, as the case page reads it); null otherwise, the same for a case that does
 * not exist and one the device does not hold.
 */
export async function caseForDevice(db: Db, request: Request, now: Date): Promise<{ id: number; reference: string } | null> {
  const reference = new URL(request.url).searchParams.get("case") ?? "";
  if (!CASE_REFERENCE.test(reference)) return null;
  const [row] = await db
    .select({ id: cases.id, reference: cases.reference, linkVersion: cases.linkVersion })
    .from(cases)
    .where(eq(cases.reference, reference));
  if (!row) return null;
  const entries = readDeviceCookie(await caseSecret(db), cookieFromHeader(request.headers.get("Cookie"), DEVICE_COOKIE), now);
  return deviceHolds(entries, row) ? { id: row.id, reference: row.reference } : null;
}
