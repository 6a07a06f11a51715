// The Reports page's table (issue 44 item 5): records of one kind (leads now; bookings could be
// another kind later) counted per value of a dimension over a range of India days, next to the
// period before it, largest first; and the same table as CSV. Pure: the repository counts.
import { inquirySourceLabels } from "~/content/admin-inquiries";
import { isLocale, LOCALE_INFO } from "~/i18n/locales";
import { CSV_BOM, csvCell } from "./inquiry-csv";
import { type DayRange, rangeLabel } from "./report-range";

/** What can be counted. Only leads today; a booking table with its own rollup would add "bookings". */
export const REPORT_KINDS = ["leads"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The rollup's dimension names (drizzle/0020): campaign, source and medium are the UTM tags. */
export const REPORT_DIMENSIONS = ["campaign", "utm_source", "medium", "referrer", "form", "therapy", "country", "language"] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

export const DIMENSION_LABELS: Record<ReportDimension, string> = {
  campaign: "Campaign (utm_campaign)",
  utm_source: "Source (utm_source)",
  medium: "Medium (utm_medium)",
  referrer: "Referring site",
  form: "Form",
  therapy: "Therapy or interest",
  country: "Country",
  language: "Language",
};

/** The column's heading: one word or two. */
export const DIMENSION_HEADINGS: Record<ReportDimension, string> = {
  campaign: "Campaign",
  utm_source: "Source",
  medium: "Medium",
  referrer: "Referring site",
  form: "Form",
  therapy: "Therapy or interest",
  country: "Country",
  language: "Language",
};

const NONE: Record<ReportDimension, string> = {
  campaign: "No campaign tag",
  utm_source: "No source tag",
  medium: "No medium tag",
  referrer: "None (direct, or this site)",
  form: "Unknown",
  therapy: "None chosen",
  country: "Not given",
  language: "Unknown",
};

export const DEFAULT_DIMENSION: ReportDimension = "campaign";

export function parseDimension(value: string | null): ReportDimension | null {
  return (REPORT_DIMENSIONS as readonly string[]).includes(value ?? "") ? (value as ReportDimension) : null;
}

/** How a stored key reads: "" is "none"; forms and languages by their names. */
export function valueLabel(dimension: ReportDimension, key: string): string {
  if (key === "") return NONE[dimension];
  if (dimension === "form" && key in inquirySourceLabels) return inquirySourceLabels[key as keyof typeof inquirySourceLabels];
  if (dimension === "language" && isLocale(key)) return LOCALE_INFO[key].englishName;
  return key;
}

/** One value's counts as the repository reads them. */
export interface ValueCounts {
  key: string;
  /** Records in the range. */
  n: number;
  /** Of them, answered (left "new" at least once) and booked now. */
  answered: number;
  booked: number;
  /** Records in the period before. */
  previous: number;
}

export interface ReportRow extends ValueCounts {
  label: string;
  /** n minus previous. */
  change: number;
  /** The change in whole percent of the previous count; null when there was none before. */
  changePercent: number | null;
  /** True for the row folding the values past the table's limit. */
  other?: boolean;
}

export interface ReportTable {
  rows: ReportRow[];
  total: ReportRow;
}

/** Rows past this are added up as one "Other values" row: a forged tag per lead stays one line. */
export const MAX_ROWS = 100;

function withChange(row: ValueCounts & { label: string; other?: boolean }): ReportRow {
  const change = row.n - row.previous;
  return { ...row, change, changePercent: row.previous > 0 ? Math.round((100 * change) / row.previous) : null };
}

/**
 * The table: every value counted in either period, most records first (then most before, then
 * by name), at most `limit` rows with the rest folded, and the totals.
 */
export function reportTable(dimension: ReportDimension, counts: readonly ValueCounts[], limit = MAX_ROWS): ReportTable {
  const rows = counts
    .filter((c) => c.n !== 0 || c.previous !== 0)
    .map((c) => ({ ...c, label: valueLabel(dimension, c.key) }))
    .sort((a, b) => b.n - a.n || b.previous - a.previous || a.label.localeCompare(b.label));
  const sum = (list: readonly ValueCounts[], key: "n" | "answered" | "booked" | "previous") => list.reduce((s, r) => s + r[key], 0);
  const fold = (list: readonly ValueCounts[], key: string, label: string, other?: boolean) =>
    withChange({
      key,
      label,
      n: sum(list, "n"),
      answered: sum(list, "answered"),
      booked: sum(list, "booked"),
      previous: sum(list, "previous"),
      ...(other ? { other } : {}),
    });
  const shown =
    rows.length > limit
      ? [...rows.slice(0, limit - 1).map(withChange), fold(rows.slice(limit - 1), "", `Other values (${rows.length - limit + 1})`, true)]
      : rows.map(withChange);
  return { rows: shown, total: fold(rows, "", "Total") };
}

const NUMBER = new Intl.NumberFormat("en-IN");

/** "+5 (+50 %)", "−3 (−20 %)", "+4 (new)", "0": a change for people (a real minus sign). */
export function formatChange(change: number, changePercent: number | null): string {
  if (change === 0) return "0";
  const sign = change > 0 ? "+" : "−";
  const amount = `${sign}${NUMBER.format(Math.abs(change))}`;
  if (changePercent === null) return `${amount} (new)`;
  return `${amount} (${changePercent > 0 ? "+" : changePercent < 0 ? "−" : ""}${Math.abs(changePercent)} %)`;
}

export const REPORT_CSV_HEADER = ["Leads this period", "Leads the period before", "Change", "Change (%)", "Answered", "Booked"];

/**
 * The table as CSV, exactly its rows and total, with the periods in the first column's heading;
 * cells a spreadsheet would run as formulas are quoted (csvCell). Change (%) is empty where
 * there was nothing before.
 */
export function reportCsv(dimension: ReportDimension, range: DayRange, previous: DayRange, table: ReportTable): string {
  const header = [
    `${DIMENSION_HEADINGS[dimension]} (${rangeLabel(range)}; before: ${rangeLabel(previous)}; India time)`,
    ...REPORT_CSV_HEADER,
  ];
  // Counts are ours and go out as numbers, a fall as "-3" (csvCell would quote it as text);
  // every text, a value a visitor typed included, goes through csvCell.
  const cell = (v: string | number | null) => (typeof v === "number" ? String(v) : csvCell(v));
  const line = (r: ReportRow) => [r.label, r.n, r.previous, r.change, r.changePercent, r.answered, r.booked].map(cell).join(",");
  return `${CSV_BOM}${[header.map(cell).join(","), ...table.rows.map(line), line(table.total)].join("\r\n")}\r\n`;
}

/** "samudra-leads-by-campaign-2026-11-01-to-2026-11-30.csv" */
export function reportCsvFileName(kind: ReportKind, dimension: ReportDimension, range: DayRange): string {
  return `samudra-${kind}-by-${dimension.replace("_", "-")}-${range.from}-to-${range.to}.csv`;
}
