// A provisional plan's estimate (issue 48 item 4): lines picked from the clinic's price list,
// each with a low and a high quantity, so the estimate is a range in whole rupees; an indicative
// amount in the patient's currency at a rate the admin set on a stated day, rounded outwards to
// two significant figures and always said as "about". Pure: the plan editor, the patient's page,
// the desk and the PDFs read the same figures from here.

export const PRICE_KINDS = ["session", "consultation", "package"] as const;
export type PriceKindName = (typeof PRICE_KINDS)[number];

export const PRICE_KIND_LABELS: Record<PriceKindName, string> = {
  session: "Session of a therapy",
  consultation: "Consultation",
  package: "Package of sessions",
};

/** The currencies an estimate may show its indicative amount in (ISO 4217), with their English names. */
export const CURRENCIES = {
  USD: "US dollar",
  EUR: "Euro",
  GBP: "Pound sterling",
  AED: "UAE dirham",
  OMR: "Omani rial",
  SAR: "Saudi riyal",
  QAR: "Qatari riyal",
  KWD: "Kuwaiti dinar",
  BHD: "Bahraini dinar",
  NGN: "Nigerian naira",
  KES: "Kenyan shilling",
  BDT: "Bangladeshi taka",
  LKR: "Sri Lankan rupee",
  NPR: "Nepalese rupee",
  AUD: "Australian dollar",
  CAD: "Canadian dollar",
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && Object.hasOwn(CURRENCIES, value);
}

/** Where no rate exists for the patient's own currency. */
export const FALLBACK_CURRENCY: CurrencyCode = "USD";

const EURO_AREA = ["AT", "BE", "HR", "CY", "EE", "FI", "FR", "DE", "GR", "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PT", "SK", "SI", "ES"];

/** A country's (ISO 3166 region code) own currency, when it is one of the list. */
export const REGION_CURRENCY: Readonly<Record<string, CurrencyCode>> = {
  US: "USD",
  GB: "GBP",
  AE: "AED",
  OM: "OMR",
  SA: "SAR",
  QA: "QAR",
  KW: "KWD",
  BH: "BHD",
  NG: "NGN",
  KE: "KES",
  BD: "BDT",
  LK: "LKR",
  NP: "NPR",
  AU: "AUD",
  CA: "CAD",
  ...Object.fromEntries(EURO_AREA.map((r) => [r, "EUR" as const])),
};

/**
 * The currency an estimate starts with: the patient's country's own when the admin keeps a rate
 * for it, else USD when there is a rate for it, else none (rupees only).
 */
export function defaultCurrency(region: string | null, rated: readonly string[]): CurrencyCode | null {
  const own = region ? REGION_CURRENCY[region.toUpperCase()] : undefined;
  if (own && rated.includes(own)) return own;
  return rated.includes(FALLBACK_CURRENCY) ? FALLBACK_CURRENCY : null;
}

/** One line of an estimate, as sent: the price list's item copied in, so a later price change leaves it as it was. */
export interface EstimateLine {
  itemId: number;
  kind: PriceKindName;
  name: string;
  /** Whole rupees per session, consultation or package. */
  unitInr: number;
  /** A package: the sessions it holds. */
  sessions: number | null;
  /** How many, at least and at most (the range). */
  low: number;
  high: number;
}

/** The rate an estimate's indicative amount uses, copied in when the plan was saved. */
export interface IndicativeRate {
  code: CurrencyCode;
  /** Rupees per unit, as the admin typed it (numeric text, e.g. "83.2500"). */
  inrPerUnit: string;
  /** YYYY-MM-DD: the day the rate is of. */
  rateDate: string;
}

export interface EstimateTotals {
  lowInr: number;
  highInr: number;
}

export function lineAmounts(line: Pick<EstimateLine, "unitInr" | "low" | "high">): EstimateTotals {
  return { lowInr: line.unitInr * line.low, highInr: line.unitInr * line.high };
}

export function estimateTotals(lines: readonly Pick<EstimateLine, "unitInr" | "low" | "high">[]): EstimateTotals {
  let lowInr = 0;
  let highInr = 0;
  for (const line of lines) {
    const a = lineAmounts(line);
    lowInr += a.lowInr;
    highInr += a.highInr;
  }
  return { lowInr, highInr };
}

/** The step two significant figures leave: 740 → 10, 2 345 → 100, 23 456 → 1 000 (at least 1). */
export function roundingStep(amount: number): number {
  if (!(amount >= 10)) return 1;
  return 10 ** (Math.floor(Math.log10(amount)) - 1);
}

/** Rounded down to two significant figures: the low end of an "about" range never overstates it. */
export function roundDown(amount: number): number {
  const step = roundingStep(amount);
  return Math.floor(amount / step + 1e-9) * step;
}

/** Rounded up to two significant figures: the high end never understates it. */
export function roundUp(amount: number): number {
  const step = roundingStep(amount);
  return Math.ceil(amount / step - 1e-9) * step;
}

export interface IndicativeRange {
  code: CurrencyCode;
  low: number;
  high: number;
  rate: IndicativeRate;
}

/** The rupee range in the patient's currency at the dated rate, rounded outwards; null without a usable rate. */
export function indicativeRange(totals: EstimateTotals, rate: IndicativeRate | null): IndicativeRange | null {
  const perUnit = rate ? Number(rate.inrPerUnit) : Number.NaN;
  if (!rate || !Number.isFinite(perUnit) || perUnit <= 0) return null;
  return { code: rate.code, low: roundDown(totals.lowInr / perUnit), high: roundUp(totals.highInr / perUnit), rate };
}

const inrFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const foreignFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const rateFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

/** "INR 1,23,456" (Indian grouping; the letters, not ₹, so a PDF's standard font shows it). */
export function formatInr(amount: number): string {
  return `INR ${inrFormat.format(amount)}`;
}

/** "INR 80,000 to 1,20,000", or one amount when both ends are the same. */
export function formatInrRange(low: number, high: number): string {
  return low === high ? formatInr(low) : `INR ${inrFormat.format(low)} to ${inrFormat.format(high)}`;
}

/** "about USD 960 to 1,500" */
export function formatIndicative(range: Pick<IndicativeRange, "code" | "low" | "high">): string {
  const amounts =
    range.low === range.high
      ? foreignFormat.format(range.low)
      : `${foreignFormat.format(range.low)} to ${foreignFormat.format(range.high)}`;
  return `about ${range.code} ${amounts}`;
}

/** "at INR 83.25 per USD on 1 December 2026" */
export function formatRate(rate: IndicativeRate): string {
  return `at INR ${rateFormat.format(Number(rate.inrPerUnit))} per ${rate.code} on ${formatDay(rate.rateDate)}`;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "1 December 2026" for 2026-12-01 (a calendar day, not a moment). */
export function formatDay(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? day : dayFormat.format(new Date(ms));
}

/** "2–4 sessions", "1 consultation", "1 package of 10 sessions" */
export function quantityText(line: Pick<EstimateLine, "kind" | "low" | "high" | "sessions">): string {
  const n = line.low === line.high ? String(line.low) : `${line.low}–${line.high}`;
  const plural = line.high !== 1;
  switch (line.kind) {
    case "session":
      return `${n} ${plural ? "sessions" : "session"}`;
    case "consultation":
      return `${n} ${plural ? "consultations" : "consultation"}`;
    case "package":
      return `${n} ${plural ? "packages" : "package"}${line.sessions ? ` of ${line.sessions} sessions` : ""}`;
  }
}

// ---- the plan ----------------------------------------------------------------------------

export interface PlanTherapy {
  name: string;
  sessions: number;
  notes: string;
}

/** A provisional plan and its estimate, as sealed on its version's row. */
export interface PlanBody {
  /** The provisional findings in plain words: not a diagnosis. */
  summary: string;
  therapies: PlanTherapy[];
  /** Length of stay in days. */
  stayDays: number;
  /** The doctor whose profile the plan names (and the visa letter signs with). */
  doctor: { slug: string; name: string } | null;
  lines: EstimateLine[];
  inclusions: string[];
  exclusions: string[];
  currency: IndicativeRate | null;
}

/** A version as the desk and the patient read it. */
export interface PlanVersionView {
  version: number;
  body: PlanBody;
  /** YYYY-MM-DD (India): the estimate holds until the end of that day. */
  validUntil: string;
  createdAt: string;
  sentAt: string | null;
  acceptedAt: string | null;
}

export const PLAN_LIMITS = {
  summary: 4000,
  therapies: 8,
  therapyName: 120,
  therapyNotes: 500,
  sessions: 200,
  stayDays: 365,
  lines: 10,
  quantity: 500,
  listItems: 12,
  listItem: 200,
  validityDays: 180,
} as const;

export const DEFAULT_VALIDITY_DAYS = 30;

export const DEFAULT_INCLUSIONS = [
  "Consultations with the reviewing doctor during the stay",
  "The therapy sessions listed above",
  "Routine monitoring during the sessions",
];

export const DEFAULT_EXCLUSIONS = [
  "Flights, visa fees, hotel, meals",
  "Local transport",
  "Medicines, tests and scans not listed above",
  "Treatment of other conditions or of complications",
];

/** The estimate's figures, once, for every view of a plan. */
export function planFigures(body: Pick<PlanBody, "lines" | "currency">) {
  const totals = estimateTotals(body.lines);
  return { totals, indicative: indicativeRange(totals, body.currency) };
}

/** Whether an estimate still holds on `today` (both India dates, YYYY-MM-DD). */
export function estimateHolds(validUntil: string, today: string): boolean {
  return today <= validUntil;
}

/** The reasons a patient's acceptance is refused (translated on the case page). */
export const ACCEPT_REFUSALS = ["not-found", "superseded", "expired", "wrong-state"] as const;
export type AcceptRefusal = (typeof ACCEPT_REFUSALS)[number];

export const ACCEPT_REFUSAL_TEXT: Record<AcceptRefusal, string> = {
  "not-found": "This plan is not on your case.",
  superseded: "The clinic has sent a newer version of the plan: please read that one and accept it instead.",
  expired: "This estimate is no longer valid. Write to the clinic and they will send an updated one.",
  "wrong-state": "This plan cannot be accepted now: it was accepted already, or the case has moved on.",
};
