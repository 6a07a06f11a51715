// The dashboard's reports (issue 15 item 5): weeks and days in India, counts folded into a
// few series, pages with their views and leads. Pure: the repository reads, this shapes.
import { indiaDay } from "./page-views";

export const REPORT_WEEKS = 12;
export const REPORT_DAYS = 28;
/** Series drawn in a stacked chart; the rest are added up as "Other". */
export const MAX_SERIES = 5;

export const LEAD_BREAKDOWNS = ["form", "therapy", "country", "language"] as const;
export type LeadBreakdown = (typeof LEAD_BREAKDOWNS)[number];

export function parseBreakdown(value: string | null): LeadBreakdown {
  return (LEAD_BREAKDOWNS as readonly string[]).includes(value ?? "") ? (value as LeadBreakdown) : "form";
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (India) starting each of the last `count` weeks, oldest first, this week last. */
export function weekStarts(nowMs: number, count = REPORT_WEEKS): string[] {
  const today = indiaDay(nowMs);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(today, -weekday);
  return Array.from({ length: count }, (_, i) => addDays(monday, (i - count + 1) * 7));
}

/** The last `count` India days, oldest first, today last. */
export function lastDays(nowMs: number, count = REPORT_DAYS): string[] {
  const today = indiaDay(nowMs);
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

export interface Series {
  key: string;
  label: string;
  values: number[];
  total: number;
}

export interface CountRow {
  bucket: string;
  key: string | null;
  n: number;
}

export const OTHER_KEY = "\u0000other";

/**
 * Counts per bucket (week or day) and key as at most MAX_SERIES series, largest total first,
 * and "Other" for the rest. A missing key is labelled by `label(null)`.
 */
export function toSeries(
  rows: readonly CountRow[],
  buckets: readonly string[],
  label: (key: string | null) => string,
  max = MAX_SERIES,
): Series[] {
  const index = new Map(buckets.map((b, i) => [b, i]));
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    const at = index.get(row.bucket);
    if (at === undefined) continue;
    const key = row.key ?? "";
    let values = byKey.get(key);
    if (!values) byKey.set(key, (values = buckets.map(() => 0)));
    values[at]! += row.n;
  }
  const all = [...byKey].map(([key, values]) => ({ key, label: label(key || null), values, total: values.reduce((a, b) => a + b, 0) }));
  all.sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  if (all.length <= max) return all;
  const kept = all.slice(0, max - 1);
  const rest = all.slice(max - 1);
  const values = buckets.map((_, i) => rest.reduce((sum, s) => sum + s.values[i]!, 0));
  return [...kept, { key: OTHER_KEY, label: `Other (${rest.length})`, values, total: values.reduce((a, b) => a + b, 0) }];
}

/** Totals per bucket across series. */
export function bucketTotals(series: readonly Series[], buckets: readonly string[]): number[] {
  return buckets.map((_, i) => series.reduce((sum, s) => sum + s.values[i]!, 0));
}

/** Gridline values for a bar chart whose tallest bar is `max`: 0 and up to 4 round steps. */
export function niceTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => Math.round(i * step * 1e6) / 1e6);
}

export interface PageRow {
  path: string;
  views: number;
  leads: number;
  /** Leads per 100 views; null without views. */
  rate: number | null;
}

/** Pages with their views and leads over the same days, most viewed first, then most leads. */
export function pageConversion(
  views: ReadonlyArray<{ key: string; views: number }>,
  leads: ReadonlyArray<{ key: string | null; n: number }>,
  limit = 20,
): PageRow[] {
  const rows = new Map<string, PageRow>();
  for (const v of views) rows.set(v.key, { path: v.key, views: v.views, leads: 0, rate: null });
  for (const l of leads) {
    if (!l.key) continue;
    const row = rows.get(l.key) ?? { path: l.key, views: 0, leads: 0, rate: null };
    row.leads += l.n;
    rows.set(l.key, row);
  }
  for (const row of rows.values()) row.rate = row.views > 0 ? Math.round((1000 * row.leads) / row.views) / 10 : null;
  return [...rows.values()].sort((a, b) => b.views - a.views || b.leads - a.leads || a.path.localeCompare(b.path)).slice(0, limit);
}

/**
 * The width in minutes of the waits' histogram bucket that starts at `minutes`: to the minute
 * under an hour, five minutes under 12 hours, a quarter of an hour under 2 days, the hour under
 * 14 days, then the day. The database buckets with the same steps (inquiry_wait_bucket,
 * drizzle/0014_inquiry_rollups.sql).
 */
export function waitBucketWidth(minutes: number): number {
  if (minutes < 60) return 1;
  if (minutes < 720) return 5;
  if (minutes < 2880) return 15;
  if (minutes < 20_160) return 60;
  return 1440;
}

export interface WaitBucket {
  /** The bucket's lower bound in minutes. */
  minutes: number;
  n: number;
}

/**
 * The median wait in seconds of a histogram, null when it is empty. A lead counts as its
 * bucket's middle (a one-minute bucket as its minute, the precision shown); with an even count
 * the two middle leads are averaged, as percentile_cont does.
 */
export function histogramMedian(buckets: readonly WaitBucket[]): number | null {
  const sorted = buckets.filter((b) => b.n > 0).sort((a, b) => a.minutes - b.minutes);
  const total = sorted.reduce((sum, b) => sum + b.n, 0);
  if (total === 0) return null;
  const valueAt = (rank: number) => {
    let seen = 0;
    for (const b of sorted) {
      seen += b.n;
      if (rank < seen) {
        const width = waitBucketWidth(b.minutes);
        return (b.minutes + (width > 1 ? width / 2 : 0)) * 60;
      }
    }
    return 0; // unreachable: rank < total
  };
  return (valueAt(Math.floor((total - 1) / 2)) + valueAt(Math.floor(total / 2))) / 2;
}

/** "5 h 20 min" under two days, then whole days ("1,094 days"): how long a lead has waited so far. */
export function formatLongWait(seconds: number): string {
  return seconds < 2 * 86_400 ? formatDuration(seconds) : `${Math.floor(seconds / 86_400).toLocaleString("en-IN")} days`;
}

/** "3 h 20 min", "45 min", "2 d 4 h": a waiting time for people, from seconds. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "–";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

const SHORT_DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/** "7 Sept" for a YYYY-MM-DD day. */
export function shortDate(day: string): string {
  return SHORT_DATE.format(new Date(`${day}T00:00:00Z`));
}
