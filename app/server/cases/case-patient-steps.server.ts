// The patient's half of the plan, the visa letter and the arrival (issue 48 items 4-6) on their
// case page: what the page shows of each step once it is reached, and the page's intents for
// them (`accept`, `ask`, `passports`, `arrival`). The caller has checked that this device holds
// the case. Refusals come back as codes (the page words them in its language) with everything
// typed; nothing the patient typed is logged.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { CaseState } from "~/lib/case-desk";
import { estimateHolds } from "~/lib/case-estimate";
import type {
  ArrivalError,
  ArrivalField,
  AskRefusal,
  PatientArrivalPart,
  PatientLetterPart,
  PatientPlanPart,
  PatientStepsView,
} from "~/lib/case-view";
import { ARRIVAL_FIELDS } from "~/lib/case-view";
import type { AcceptRefusal } from "~/lib/case-estimate";
import { clinicDate } from "~/lib/clinic-view";
import type { PassportError } from "~/lib/passport";
import { verifyUrl } from "~/lib/visa-letter";
import type { AppServices } from "../context.server";
import { cases } from "../db/schema.server";
import { ARRIVAL_STATES, arrivalInput, arrivalInstant, readArrival, recordArrival } from "./case-arrival.server";
import { currentLetter, listCaseLetters } from "./case-letters.server";
import { formReader, passportFormStart, savePassports } from "./case-passports.server";
import { acceptPlan, askAboutPlan, listPlans } from "./case-plans.server";

/** Where the passport form is offered: once accepted, until the letter is issued. */
const PASSPORT_STATES: readonly CaseState[] = ["accepted"];
/** Where the patient gives the arrival: once the plan is accepted (told before the letter, the
 * case stays accepted: case-arrival.server.ts), until they are here. */
export const PATIENT_ARRIVAL_STATES: readonly CaseState[] = ARRIVAL_STATES;
/** Where the letter is shown: from its issue on. */
const LETTER_STATES: readonly CaseState[] = ["accepted", "letter_issued", "travel_booked", "arrived"];

const IST_MS = 5.5 * 3_600_000;

/** The later steps of a case, as its patient's page shows them. */
export async function patientStepsView(
  services: AppServices,
  c: { id: number; reference: string; state: CaseState },
  now: Date,
): Promise<PatientStepsView> {
  const { db } = services.database;
  const key = services.healthKey;
  const plans = await listPlans(db, key, c, { sentOnly: true });
  const latest = plans[0];
  const waiting = c.state === "plan_sent";
  const holds = latest ? estimateHolds(latest.validUntil, clinicDate(now)) : false;
  const plan: PatientPlanPart | null = latest
    ? {
        latest,
        earlier: plans.slice(1).map((p) => ({ version: p.version, sentAt: p.sentAt ?? p.createdAt })),
        canAccept: waiting && holds,
        expired: waiting && !holds,
        canAsk: waiting,
      }
    : null;

  const start = PASSPORT_STATES.includes(c.state) ? await passportFormStart(db, key, c.id, now) : null;

  let letter: PatientLetterPart | null = null;
  if (LETTER_STATES.includes(c.state)) {
    const [standing, all] = await Promise.all([currentLetter(db, c.id), listCaseLetters(db, c.id)]);
    const revoked = all.flatMap((l) =>
      l.revokedAt ? [{ serial: l.serial, issuedOn: clinicDate(l.issuedAt), revokedOn: clinicDate(l.revokedAt) }] : [],
    );
    if (standing || revoked.length > 0) {
      letter = {
        standing: standing
          ? {
              serial: standing.serial,
              issuedOn: clinicDate(standing.issuedAt),
              verifyUrl: verifyUrl(services.env.SITE_URL, standing.serial),
            }
          : null,
        revoked,
      };
    }
  }

  let arrival: PatientArrivalPart | null = null;
  if (PATIENT_ARRIVAL_STATES.includes(c.state) || c.state === "arrived") {
    const told = await readArrival(db, key, c.id);
    const india = told ? new Date(told.at.getTime() + IST_MS).toISOString() : null;
    arrival = {
      told: told && india ? { date: india.slice(0, 10), time: india.slice(11, 16), ...told.details } : null,
      canChange: PATIENT_ARRIVAL_STATES.includes(c.state),
    };
  }

  return { plan, passports: start ? { ...start } : null, letter, arrival };
}

/** What a refused step sends back to the page. */
export interface StepRefusal {
  /** The step's form the answer is about. */
  stepIntent?: StepIntent;
  acceptError?: AcceptRefusal | "confirm";
  askError?: AskRefusal;
  askValue?: string;
  passportErrors?: Record<string, PassportError>;
  passportValues?: Record<string, string>;
  passportRefusal?: "wrong-state";
  arrivalErrors?: Partial<Record<ArrivalField, ArrivalError>>;
  arrivalValues?: Record<ArrivalField, string>;
  arrivalRefusal?: "wrong-state";
}

export type StepIntent = "accept" | "ask" | "passports" | "arrival";
export const isStepIntent = (value: unknown): value is StepIntent =>
  value === "accept" || value === "ask" || value === "passports" || value === "arrival";

/** What a step did: saved (with the notice to show and where on the page), or refused. */
export type StepOutcome =
  | { ok: true; notice: "accepted" | "asked" | "passportsSaved" | "arrivalSaved"; anchor: string }
  | { ok: false; status: number; refusal: StepRefusal };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

const acceptForm = z.object({
  version: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number),
  understood: z.literal("on"),
});

export const ASK_MAX = 4000;

/** Runs one of the steps' intents for the case this device holds. */
export async function patientStepAction(
  services: AppServices,
  c: { id: number; reference: string },
  intent: StepIntent,
  form: FormData,
  now: Date,
): Promise<StepOutcome> {
  const { db } = services.database;
  const key = services.healthKey;
  switch (intent) {
    case "accept": {
      const parsed = acceptForm.safeParse({ version: text(form, "version"), understood: text(form, "understood") });
      if (!parsed.success) {
        const versionBad = parsed.error.issues.some((i) => i.path[0] === "version");
        return { ok: false, status: 400, refusal: { acceptError: versionBad ? "not-found" : "confirm" } };
      }
      const accepted = await acceptPlan(db, c.id, parsed.data.version, now);
      if (!accepted.ok)
        return { ok: false, status: accepted.reason === "not-found" ? 404 : 409, refusal: { acceptError: accepted.reason } };
      services.log.info({ caseId: c.id, version: parsed.data.version }, "patient accepted a plan");
      return { ok: true, notice: "accepted", anchor: "passports" };
    }
    case "ask": {
      const typed = text(form, "question").slice(0, ASK_MAX + 1000);
      const parsed = z.string().trim().min(1).max(ASK_MAX).safeParse(typed);
      if (!parsed.success) {
        return { ok: false, status: 400, refusal: { askError: typed.trim() === "" ? "empty" : "too-long", askValue: typed } };
      }
      const asked = await askAboutPlan(db, key, c, parsed.data, now);
      if (!asked.ok)
        return { ok: false, status: asked.reason === "wrong-state" ? 409 : 400, refusal: { askError: asked.reason, askValue: typed } };
      services.log.info({ caseId: c.id }, "patient asked about a plan");
      return { ok: true, notice: "asked", anchor: "plan-ask" };
    }
    case "passports": {
      const saved = await savePassports(db, key, c.id, formReader(form), now);
      if (saved.ok) {
        services.log.info({ caseId: c.id, people: saved.passports.people.length }, "patient saved passport details");
        return { ok: true, notice: "passportsSaved", anchor: "passports" };
      }
      if (saved.reason === "invalid") {
        return { ok: false, status: 400, refusal: { passportErrors: saved.errors, passportValues: saved.values } };
      }
      return { ok: false, status: saved.reason === "not-found" ? 404 : 409, refusal: { passportRefusal: "wrong-state" } };
    }
    case "arrival": {
      const values = Object.fromEntries(ARRIVAL_FIELDS.map((f) => [f, text(form, f).slice(0, 1000)])) as Record<ArrivalField, string>;
      const errors: Partial<Record<ArrivalField, ArrivalError>> = {};
      const parsed = arrivalInput.safeParse(values);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          if (field === "date" || field === "time" || field === "flight" || field === "note") errors[field] ??= field;
        }
      }
      const at = parsed.success ? arrivalInstant(parsed.data) : null;
      if (parsed.success && !at) errors.date = "date";
      else if (parsed.success && parsed.data.date < clinicDate(now)) errors.date = "past";
      if (!parsed.success || !at || Object.keys(errors).length > 0) {
        return { ok: false, status: 400, refusal: { arrivalErrors: errors, arrivalValues: values } };
      }
      const [row] = await db.select({ state: cases.state }).from(cases).where(eq(cases.id, c.id));
      if (!row || !PATIENT_ARRIVAL_STATES.includes(row.state)) {
        return { ok: false, status: 409, refusal: { arrivalRefusal: "wrong-state", arrivalValues: values } };
      }
      const recorded = await recordArrival(db, key, {
        caseId: c.id,
        arrivalAt: at,
        details: { flight: parsed.data.flight.replace(/\s+/g, " "), note: parsed.data.note },
        userId: null,
        now,
      });
      if (!recorded.ok) return { ok: false, status: 409, refusal: { arrivalRefusal: "wrong-state", arrivalValues: values } };
      services.log.info({ caseId: c.id }, "patient gave the arrival");
      return { ok: true, notice: "arrivalSaved", anchor: "arrival" };
    }
  }
}
