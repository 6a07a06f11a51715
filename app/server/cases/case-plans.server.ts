// A case's provisional plans and their estimates (issue 48 item 4). The reviewing doctor (a
// role with cases:review) writes a version while the case is under review, or after the
// patient's question once a plan was sent; sending it moves the case to "plan sent" through the
// same events as every other move (the plan clock ends there) and queues the patient's mail.
// Versions are kept as sent; the patient accepts the latest one sent, while its estimate holds.
// Each body is sealed to its case and version: what a doctor writes about a patient is health data.
import { and, desc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import { z } from "zod";
import {
  type AcceptRefusal,
  type CurrencyCode,
  DEFAULT_EXCLUSIONS,
  DEFAULT_INCLUSIONS,
  DEFAULT_VALIDITY_DAYS,
  defaultCurrency,
  type EstimateLine,
  estimateHolds,
  type IndicativeRate,
  isCurrencyCode,
  PLAN_LIMITS,
  type PlanBody,
  type PlanVersionView,
} from "~/lib/case-estimate";
import type { CaseState } from "~/lib/case-desk";
import { clinicDate } from "~/lib/clinic-view";
import { regionOfCountry } from "~/lib/country-region";
import { can, type Role } from "~/lib/permissions";
import { isDay } from "~/lib/passport";
import { addDays } from "~/lib/reports";
import type { Db } from "../db/client.server";
import { caseEvents, casePlans, cases, currencyRates, priceItems } from "../db/schema.server";
import { type HealthKey, open, seal } from "../health-data/seal.server";
import { recordAudit } from "../repos/admin-inquiries.server";
import { addCaseMessage, queueCaseNotice } from "./case-records.server";
import type { PriceItemRow, RateRow } from "./price-list.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

/** Who acts: a signed-in staff member (SessionUser fits). */
export interface Actor {
  id: number;
  role: Role;
}

const planBound = (reference: string, version: number) => `case-plan:${reference}:${version}`;

/** The states a plan may be written and sent in: under review, or after a plan was sent (a new version). */
export const PLAN_STATES: readonly CaseState[] = ["under_review", "plan_sent"];

/** What the editor sends, once read. */
export interface PlanInput {
  summary: string;
  therapies: { name: string; sessions: number; notes: string }[];
  stayDays: number;
  doctor: { slug: string; name: string } | null;
  lines: { itemId: number; low: number; high: number }[];
  inclusions: string[];
  exclusions: string[];
  /** YYYY-MM-DD (India). */
  validUntil: string;
  currency: CurrencyCode | null;
}

/** How many rows of therapies and estimate lines the editor shows (the server reads up to the limits). */
export const PLAN_FORM_ROWS = { therapies: 5, lines: 6 } as const;

export const planField = {
  therapy: (i: number, f: "name" | "sessions" | "notes") => `therapy.${i}.${f}`,
  line: (i: number, f: "item" | "low" | "high") => `line.${i}.${f}`,
};

/** Every field name of the editor, for giving back what was typed. */
export function planFormNames(): string[] {
  const names = ["summary", "doctor", "stayDays", "validUntil", "currency", "inclusions", "exclusions"];
  for (let i = 0; i < PLAN_LIMITS.therapies; i++)
    names.push(planField.therapy(i, "name"), planField.therapy(i, "sessions"), planField.therapy(i, "notes"));
  for (let i = 0; i < PLAN_LIMITS.lines; i++) names.push(planField.line(i, "item"), planField.line(i, "low"), planField.line(i, "high"));
  return names;
}

export type PlanFormValues = Record<string, string>;

/** What the editor's choices are made of. */
export interface PlanChoices {
  items: readonly PriceItemRow[];
  rates: readonly RateRow[];
  doctors: readonly { slug: string; name: string }[];
  today: string;
}

const count = (label: string, min: number, maxValue: number) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d{1,4}$/.test(v), `${label}: a whole number.`)
    .transform(Number)
    .refine((n) => n >= min && n <= maxValue, `${label}: ${min} to ${maxValue}.`);

const lines = (label: string) =>
  z
    .string()
    .transform((v) =>
      v
        .split(/\r?\n/)
        .map((l) => l.trim().replace(/^[-•*]\s*/, ""))
        .filter(Boolean),
    )
    .refine((l) => l.length <= PLAN_LIMITS.listItems, `${label}: at most ${PLAN_LIMITS.listItems} lines.`)
    .refine((l) => l.every((x) => x.length <= PLAN_LIMITS.listItem), `${label}: keep each line under ${PLAN_LIMITS.listItem} characters.`);

/**
 * Reads the plan editor's form. Each refusal is said at its field (`therapy.2.sessions`,
 * `line.0.item`), with what was typed given back. Blank therapy and estimate rows are skipped.
 */
export function parsePlanForm(
  read: (name: string) => string,
  choices: PlanChoices,
): { ok: true; input: PlanInput } | { ok: false; errors: Record<string, string>; values: PlanFormValues } {
  const values: PlanFormValues = {};
  for (const name of planFormNames()) values[name] = read(name).slice(0, PLAN_LIMITS.summary + 200);
  const errors: Record<string, string> = {};
  const put = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const take = <T>(field: string, schema: z.ZodType<T>, value: string): T | undefined => {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    put(field, r.error.issues[0]?.message ?? "Check this field.");
    return undefined;
  };

  const summary = take(
    "summary",
    z
      .string()
      .trim()
      .min(1, "Write the provisional findings in plain words: what the records show and what the plan aims at.")
      .max(PLAN_LIMITS.summary, `Please keep the findings under ${PLAN_LIMITS.summary.toLocaleString("en-IN")} characters.`),
    values.summary!,
  );

  const doctorSlug = values.doctor!.trim();
  const doctor = choices.doctors.find((d) => d.slug === doctorSlug) ?? null;
  if (!doctor) put("doctor", "Choose the doctor whose plan this is (the visa letter is signed in their name).");

  const stayDays = take("stayDays", count("Length of stay", 1, PLAN_LIMITS.stayDays), values.stayDays!);

  const therapies: PlanInput["therapies"] = [];
  for (let i = 0; i < PLAN_LIMITS.therapies; i++) {
    const name = values[planField.therapy(i, "name")]!.trim();
    const sessionsText = values[planField.therapy(i, "sessions")]!.trim();
    const notes = values[planField.therapy(i, "notes")]!.trim();
    if (!name && !sessionsText && !notes) continue;
    if (!name) put(planField.therapy(i, "name"), "Name the therapy, or clear this row.");
    else if (name.length > PLAN_LIMITS.therapyName)
      put(planField.therapy(i, "name"), `Please keep the name under ${PLAN_LIMITS.therapyName} characters.`);
    if (notes.length > PLAN_LIMITS.therapyNotes)
      put(planField.therapy(i, "notes"), `Please keep the notes under ${PLAN_LIMITS.therapyNotes} characters.`);
    const sessions = take(planField.therapy(i, "sessions"), count("Sessions", 1, PLAN_LIMITS.sessions), sessionsText);
    if (name && sessions !== undefined) therapies.push({ name, sessions, notes });
  }
  if (therapies.length === 0 && !Object.keys(errors).some((k) => k.startsWith("therapy."))) {
    put(planField.therapy(0, "name"), "List at least one therapy with its number of sessions.");
  }

  const estimate: PlanInput["lines"] = [];
  for (let i = 0; i < PLAN_LIMITS.lines; i++) {
    const itemText = values[planField.line(i, "item")]!.trim();
    const lowText = values[planField.line(i, "low")]!.trim();
    const highText = values[planField.line(i, "high")]!.trim();
    if (!itemText && !lowText && !highText) continue;
    const item = /^\d{1,9}$/.test(itemText) ? choices.items.find((it) => it.id === Number(itemText) && it.isActive) : undefined;
    if (!item)
      put(
        planField.line(i, "item"),
        itemText ? "This price is no longer on the list: choose another." : "Choose a price from the list, or clear this row.",
      );
    const low = take(planField.line(i, "low"), count("At least", 0, PLAN_LIMITS.quantity), lowText || "");
    const high = take(planField.line(i, "high"), count("At most", 1, PLAN_LIMITS.quantity), highText || lowText);
    if (low !== undefined && high !== undefined && high < low) put(planField.line(i, "high"), "At most: no fewer than at least.");
    else if (item && low !== undefined && high !== undefined) estimate.push({ itemId: item.id, low, high });
  }
  if (estimate.length === 0 && !Object.keys(errors).some((k) => k.startsWith("line."))) {
    put(planField.line(0, "item"), "Add at least one line from the price list.");
  }

  const inclusions = take("inclusions", lines("Included"), values.inclusions!);
  const exclusions = take("exclusions", lines("Not included"), values.exclusions!);

  const validUntil = values.validUntil!.trim();
  if (!isDay(validUntil)) put("validUntil", "Valid until: day, month and year.");
  else if (validUntil < choices.today) put("validUntil", "Valid until: today or later.");
  else if (validUntil > addDays(choices.today, PLAN_LIMITS.validityDays))
    put("validUntil", `Valid until: at most ${PLAN_LIMITS.validityDays} days from today.`);

  const currencyText = values.currency!.trim();
  let currency: CurrencyCode | null = null;
  if (currencyText !== "") {
    if (!isCurrencyCode(currencyText) || !choices.rates.some((r) => r.currency === currencyText)) {
      put("currency", "Choose a currency with a rate on the price list page, or rupees only.");
    } else currency = currencyText;
  }

  if (Object.keys(errors).length > 0 || summary === undefined || stayDays === undefined || !inclusions || !exclusions) {
    return { ok: false, errors, values };
  }
  return {
    ok: true,
    input: { summary, therapies, stayDays, doctor, lines: estimate, inclusions, exclusions, validUntil, currency },
  };
}

/** The editor's starting values: the newest version's, else the defaults for a first plan. */
export function planFormValues(
  latest: PlanVersionView | null,
  start: { today: string; currency: CurrencyCode | null; doctorSlug: string | null },
): PlanFormValues {
  const values: PlanFormValues = Object.fromEntries(planFormNames().map((n) => [n, ""]));
  if (!latest) {
    values.validUntil = addDays(start.today, DEFAULT_VALIDITY_DAYS);
    values.currency = start.currency ?? "";
    values.doctor = start.doctorSlug ?? "";
    values.inclusions = DEFAULT_INCLUSIONS.join("\n");
    values.exclusions = DEFAULT_EXCLUSIONS.join("\n");
    return values;
  }
  const b = latest.body;
  values.summary = b.summary;
  values.doctor = b.doctor?.slug ?? "";
  values.stayDays = String(b.stayDays);
  // A version sent is followed by a new one: its validity starts again from today.
  values.validUntil = latest.sentAt ? addDays(start.today, DEFAULT_VALIDITY_DAYS) : latest.validUntil;
  values.currency = b.currency?.code ?? "";
  values.inclusions = b.inclusions.join("\n");
  values.exclusions = b.exclusions.join("\n");
  b.therapies.forEach((t, i) => {
    values[planField.therapy(i, "name")] = t.name;
    values[planField.therapy(i, "sessions")] = String(t.sessions);
    values[planField.therapy(i, "notes")] = t.notes;
  });
  b.lines.forEach((l, i) => {
    values[planField.line(i, "item")] = String(l.itemId);
    values[planField.line(i, "low")] = String(l.low);
    values[planField.line(i, "high")] = String(l.high);
  });
  return values;
}

/** The currency a first plan starts with for a case from `country` (a name as the patient typed it). */
export function startingCurrency(country: string | null, rates: readonly RateRow[]): CurrencyCode | null {
  return defaultCurrency(
    country ? regionOfCountry(country) : null,
    rates.map((r) => r.currency),
  );
}

export type PlanRefusal = "not-found" | "not-allowed" | "wrong-state" | "price-changed" | "no-rate" | "not-draft" | "superseded";

export const PLAN_REFUSAL_TEXT: Record<PlanRefusal, string> = {
  "not-found": "There is no such case or plan version.",
  "not-allowed": "Writing and sending plans needs the reviewing doctor's rights.",
  "wrong-state": "A plan is written while the case is under review, or after a plan was sent. Move the case to Under review first.",
  "price-changed": "A price on the plan was changed or taken off the list meanwhile: check the estimate's lines and save again.",
  "no-rate": "The chosen currency's rate was removed meanwhile: choose another currency, or rupees only.",
  "not-draft": "This version was sent already: save a new version to change it.",
  superseded: "A newer version exists: send the newest one.",
};

export type PlanOutcome<T = object> = ({ ok: true } & T) | { ok: false; reason: PlanRefusal };

async function lockCase(tx: Tx, caseId: number) {
  const [row] = await tx
    .select({ id: cases.id, reference: cases.reference, state: cases.state })
    .from(cases)
    .where(eq(cases.id, caseId))
    .for("update");
  return row ?? null;
}

/**
 * Saves the plan: the newest version while it is still unsent (a draft), else a new version
 * (after the patient's question). The price list's items and the currency's rate are copied in
 * as they are now. Only a reviewer, only while the case is under review or its plan was sent.
 */
export async function savePlanDraft(
  db: Db,
  key: HealthKey,
  caseId: number,
  input: PlanInput,
  user: Actor,
  now: Date,
): Promise<PlanOutcome<{ version: number; created: boolean }>> {
  if (!can(user.role, "cases:review")) return { ok: false, reason: "not-allowed" };
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId);
    if (!c) return { ok: false, reason: "not-found" } as const;
    if (!PLAN_STATES.includes(c.state)) return { ok: false, reason: "wrong-state" } as const;

    const ids = [...new Set(input.lines.map((l) => l.itemId))];
    const items = ids.length
      ? await tx
          .select({
            id: priceItems.id,
            kind: priceItems.kind,
            name: priceItems.name,
            priceInr: priceItems.priceInr,
            sessions: priceItems.sessions,
          })
          .from(priceItems)
          .where(and(inArray(priceItems.id, ids), eq(priceItems.isActive, true)))
      : [];
    const lines: EstimateLine[] = [];
    for (const l of input.lines) {
      const item = items.find((i) => i.id === l.itemId);
      if (!item) return { ok: false, reason: "price-changed" } as const;
      lines.push({
        itemId: item.id,
        kind: item.kind,
        name: item.name,
        unitInr: item.priceInr,
        sessions: item.sessions,
        low: l.low,
        high: l.high,
      });
    }
    let currency: IndicativeRate | null = null;
    if (input.currency) {
      const [rate] = await tx.select().from(currencyRates).where(eq(currencyRates.currency, input.currency));
      if (!rate) return { ok: false, reason: "no-rate" } as const;
      currency = { code: input.currency, inrPerUnit: rate.inrPerUnit, rateDate: rate.rateDate };
    }
    const body: PlanBody = {
      summary: input.summary,
      therapies: input.therapies,
      stayDays: input.stayDays,
      doctor: input.doctor,
      lines,
      inclusions: input.inclusions,
      exclusions: input.exclusions,
      currency,
    };

    const [latest] = await tx
      .select({ id: casePlans.id, version: casePlans.version, sentAt: casePlans.sentAt })
      .from(casePlans)
      .where(eq(casePlans.caseId, caseId))
      .orderBy(desc(casePlans.version))
      .limit(1);
    let version: number;
    let created: boolean;
    if (latest && latest.sentAt === null) {
      version = latest.version;
      created = false;
      await tx
        .update(casePlans)
        .set({ body: seal(key, body, planBound(c.reference, version)), validUntil: input.validUntil, createdBy: user.id })
        .where(eq(casePlans.id, latest.id));
    } else {
      version = (latest?.version ?? 0) + 1;
      created = true;
      await tx.insert(casePlans).values({
        caseId,
        version,
        body: seal(key, body, planBound(c.reference, version)),
        validUntil: input.validUntil,
        createdBy: user.id,
        createdAt: now,
      });
    }
    await tx.update(cases).set({ updatedAt: now }).where(eq(cases.id, caseId));
    await recordAudit(tx, {
      userId: user.id,
      action: created ? "create" : "update",
      entity: "case_plan",
      entityId: `${c.reference}:${version}`,
      summary: `${created ? "wrote" : "changed"} plan version ${version} of case ${c.reference} (not sent)`,
    });
    return { ok: true, version, created } as const;
  });
}

/**
 * Sends a version to the patient: it must be the newest and unsent. The case moves to "plan
 * sent" (from under review; a later version leaves it there), with its event and the first
 * sending's moment (the plan clock's end), and the patient's mail is queued, in one transaction.
 */
export async function sendPlan(db: Db, caseId: number, version: number, user: Actor, now: Date): Promise<PlanOutcome> {
  if (!can(user.role, "cases:review")) return { ok: false, reason: "not-allowed" };
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId);
    if (!c) return { ok: false, reason: "not-found" } as const;
    if (!PLAN_STATES.includes(c.state)) return { ok: false, reason: "wrong-state" } as const;
    const [latest] = await tx
      .select({ id: casePlans.id, version: casePlans.version, sentAt: casePlans.sentAt })
      .from(casePlans)
      .where(eq(casePlans.caseId, caseId))
      .orderBy(desc(casePlans.version))
      .limit(1);
    if (!latest || latest.version < version || version < 1) return { ok: false, reason: "not-found" } as const;
    if (latest.version !== version) return { ok: false, reason: "superseded" } as const;
    if (latest.sentAt !== null) return { ok: false, reason: "not-draft" } as const;

    const at = now.toISOString();
    const moved = await tx
      .update(cases)
      .set({
        state: "plan_sent",
        planSentAt: sql`coalesce(${cases.planSentAt}, ${at}::timestamptz)`,
        firstAnsweredAt: sql`coalesce(${cases.firstAnsweredAt}, ${at}::timestamptz)`,
        updatedAt: now,
      })
      .where(and(eq(cases.id, caseId), eq(cases.state, c.state)))
      .returning({ id: cases.id });
    if (moved.length === 0) return { ok: false, reason: "wrong-state" } as const;
    if (c.state !== "plan_sent") {
      await tx.insert(caseEvents).values({ caseId, kind: "state", userId: user.id, fromValue: c.state, toValue: "plan_sent", at: now });
    }
    await tx.update(casePlans).set({ sentAt: now }).where(eq(casePlans.id, latest.id));
    await queueCaseNotice(tx, caseId, "plan", { dedupe: `plan:${caseId}:${version}`, now });
    await recordAudit(tx, {
      userId: user.id,
      action: "update",
      entity: "case_plan",
      entityId: `${c.reference}:${version}`,
      summary: `sent plan version ${version} of case ${c.reference} to the patient`,
    });
    return { ok: true } as const;
  });
}

export type AcceptOutcome = { ok: true } | { ok: false; reason: AcceptRefusal };

/**
 * The patient accepts a plan (from their case page; the caller has checked the device holds the
 * case): only the newest version sent, only while its estimate holds, only while the case waits
 * on that answer ("plan sent"). The case moves to "accepted" with its event; the first
 * acceptance's moment is kept for the figures.
 */
export async function acceptPlan(db: Db, caseId: number, version: number, now: Date): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ id: casePlans.id, version: casePlans.version, validUntil: casePlans.validUntil })
      .from(casePlans)
      .where(and(eq(casePlans.caseId, caseId), isNotNull(casePlans.sentAt)))
      .orderBy(desc(casePlans.version))
      .limit(1);
    if (!latest || version < 1 || version > latest.version) return { ok: false, reason: "not-found" } as const;
    if (version !== latest.version) return { ok: false, reason: "superseded" } as const;
    if (!estimateHolds(latest.validUntil, clinicDate(now))) return { ok: false, reason: "expired" } as const;
    const at = now.toISOString();
    const moved = await tx
      .update(cases)
      .set({
        state: "accepted",
        acceptedAt: sql`coalesce(${cases.acceptedAt}, ${at}::timestamptz)`,
        patientActivityAt: now,
        updatedAt: now,
      })
      .where(and(eq(cases.id, caseId), eq(cases.state, "plan_sent")))
      .returning({ id: cases.id });
    if (moved.length === 0) return { ok: false, reason: "wrong-state" } as const;
    await tx.update(casePlans).set({ acceptedAt: now }).where(eq(casePlans.id, latest.id));
    await tx.insert(caseEvents).values({ caseId, kind: "state", userId: null, fromValue: "plan_sent", toValue: "accepted", at: now });
    return { ok: true } as const;
  });
}

export const QUESTION_MAX = 5000;

export type AskOutcome = { ok: true; messageId: number } | { ok: false; reason: "empty" | "too-long" | "wrong-state" };

/** The patient's question about the plan: a message from them on the case (the desk marks it). */
export async function askAboutPlan(
  db: Db,
  key: HealthKey,
  c: { id: number; reference: string },
  question: string,
  now: Date,
): Promise<AskOutcome> {
  const parsed = z.string().trim().min(1).max(QUESTION_MAX).safeParse(question);
  if (!parsed.success) return { ok: false, reason: question.trim() === "" ? "empty" : "too-long" };
  const [row] = await db.select({ state: cases.state }).from(cases).where(eq(cases.id, c.id));
  if (!row || row.state !== "plan_sent") return { ok: false, reason: "wrong-state" };
  const messageId = await addCaseMessage(db, key, c, { kind: "from_patient", body: parsed.data, userId: null, now });
  return { ok: true, messageId };
}

/** A case's plan versions, newest first: every one for the desk, only those sent for the patient. */
export async function listPlans(
  db: Conn,
  key: HealthKey,
  c: { id: number; reference: string },
  opts: { sentOnly: boolean },
): Promise<PlanVersionView[]> {
  const rows = await db
    .select()
    .from(casePlans)
    .where(opts.sentOnly ? and(eq(casePlans.caseId, c.id), isNotNull(casePlans.sentAt)) : eq(casePlans.caseId, c.id))
    .orderBy(desc(casePlans.version));
  return rows.map((r) => ({
    version: r.version,
    body: open(key, r.body, planBound(c.reference, r.version)) as PlanBody,
    validUntil: r.validUntil,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    acceptedAt: r.acceptedAt?.toISOString() ?? null,
  }));
}

/** One version, or null (the patient's: only a version sent). */
export async function loadPlan(
  db: Conn,
  key: HealthKey,
  c: { id: number; reference: string },
  version: number,
  opts: { sentOnly: boolean },
): Promise<PlanVersionView | null> {
  const [r] = await db
    .select()
    .from(casePlans)
    .where(and(eq(casePlans.caseId, c.id), eq(casePlans.version, version), opts.sentOnly ? isNotNull(casePlans.sentAt) : undefined));
  if (!r) return null;
  return {
    version: r.version,
    body: open(key, r.body, planBound(c.reference, r.version)) as PlanBody,
    validUntil: r.validUntil,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    acceptedAt: r.acceptedAt?.toISOString() ?? null,
  };
}

/** The version the patient accepted last (the letter's plan), or null. */
export async function acceptedPlan(db: Conn, key: HealthKey, c: { id: number; reference: string }): Promise<PlanVersionView | null> {
  const [r] = await db
    .select({ version: max(casePlans.version) })
    .from(casePlans)
    .where(and(eq(casePlans.caseId, c.id), isNotNull(casePlans.acceptedAt)));
  return r?.version ? loadPlan(db, key, c, r.version, { sentOnly: true }) : null;
}
