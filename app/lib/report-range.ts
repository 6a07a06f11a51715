// The Reports page's date ranges (issue 44 item 5): India days (Asia/Kolkata, the clinic's zone,
// no daylight saving), both ends included, a few quick picks, and the period before a range of
// the same length to compare with. Pure: days are "YYYY-MM-DD" text, today is passed in.
import { z } from "zod";
import { parseCalendarDay } from "./calendar-input";
import { addDays } from "./reports";

export interface DayRange {
  /** First India day, included. */
  from: string;
  /** Last India day, included. */
  to: string;
}

export const RANGE_PRESETS = ["last-month", "this-month", "last-7", "last-28", "last-90", "this-year"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  "last-month": "Last month",
  "this-month": "This month",
  "last-7": "Last 7 days",
  "last-28": "Last 28 days",
  "last-90": "Last 90 days",
  "this-year": "This year",
};

/** What the page shows when nothing was asked for. */
export const DEFAULT_PRESET: RangePreset = "last-28";

/** About three years: the rollups keep every day, but a range this long is already a year-on-year view. */
export const MAX_RANGE_DAYS = 1100;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (1 for a single day; 0 or less when `to` is before `from`). */
export function rangeLength({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The days just before a range, as many as it has: 1-30 November compares with 2-31 October. */
export function previousPeriod(range: DayRange): DayRange {
  const length = rangeLength(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

function lastDayOfMonth(year: number, month: number): string {
  // Day 0 of the next month is this month's last day.
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** A quick pick's days, seen from the India day `today`. */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, "0");
  switch (preset) {
    case "last-month": {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { from: `${y}-${pad(m)}-01`, to: lastDayOfMonth(y, m) };
    }
    case "this-month":
      return { from: `${year}-${pad(month)}-01`, to: today };
    case "this-year":
      return { from: `${year}-01-01`, to: today };
    case "last-7":
      return { from: addDays(today, -6), to: today };
    case "last-28":
      return { from: addDays(today, -27), to: today };
    case "last-90":
      return { from: addDays(today, -89), to: today };
  }
}

/** The quick pick whose days these are today, if any (to mark it as the current one). */
export function presetOf(range: DayRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

/** A typed day: real (no 30 February), with a message naming the field when not. */
const day = (field: string) =>
  z.string().transform((text, ctx) => {
    const parsed = parseCalendarDay(text.trim());
    if (parsed.ok) return text.trim();
    ctx.addIssue({
      code: "custom",
      message: parsed.problem === "format" ? `${field}: enter a date as year-month-day, e.g. 2026-11-01.` : `${field}: ${parsed.detail}.`,
    });
    return z.NEVER;
  });

/**
 * The range a request asks for. A quick pick wins (its button was pressed); otherwise both dates
 * are needed; with neither, the default pick. `values` keeps what was typed, for the form.
 */
export function readRange(
  params: { get(name: string): string | null },
  today: string,
):
  | { ok: true; range: DayRange; preset: RangePreset | null }
  | { ok: false; errors: { from?: string; to?: string }; values: { from: string; to: string } } {
  const preset = params.get("range");
  if (preset && (RANGE_PRESETS as readonly string[]).includes(preset)) {
    const range = presetRange(preset as RangePreset, today);
    return { ok: true, range, preset: preset as RangePreset };
  }
  const typed = { from: params.get("from")?.trim() ?? "", to: params.get("to")?.trim() ?? "" };
  if (!typed.from && !typed.to) return { ok: true, range: presetRange(DEFAULT_PRESET, today), preset: DEFAULT_PRESET };
  const errors: { from?: string; to?: string } = {};
  const from = day("From").safeParse(typed.from);
  const to = day("To").safeParse(typed.to);
  if (!typed.from) errors.from = "From: enter the first day of the period.";
  else if (!from.success) errors.from = from.error.issues[0]!.message;
  if (!typed.to) errors.to = "To: enter the last day of the period.";
  else if (!to.success) errors.to = to.error.issues[0]!.message;
  if (from.success && to.success && typed.from && typed.to) {
    const range = { from: from.data, to: to.data };
    const length = rangeLength(range);
    if (length < 1) errors.to = "To: the last day must be on or after the first day.";
    else if (length > MAX_RANGE_DAYS) errors.to = `To: a period can be at most ${MAX_RANGE_DAYS} days long (this one is ${length}).`;
    else return { ok: true, range, preset: presetOf(range, today) };
  }
  return { ok: false, errors, values: typed };
}

const LONG_DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "1 Nov 2026 – 30 Nov 2026"; one day alone as itself. */
export function rangeLabel({ from, to }: DayRange): string {
  const a = LONG_DAY.format(new Date(`${from}T00:00:00Z`));
  return from === to ? a : `${a} – ${LONG_DAY.format(new Date(`${to}T00:00:00Z`))}`;
}
