// The Reports page's appointments (issue 47 item 7): what became of the leads of a period (booked,
// attended, missed, cancelled) by form, campaign or language, beside the bookings made without a
// lead (on the booking page, or by the front desk for a caller); and how often each service's
// patients did not come. Pure: the repository counts (server/repos/booking-funnel.server.ts).
import { CSV_BOM, csvCell } from "./inquiry-csv";
import { addDays } from "./reports";
import { type DayRange, rangeLabel } from "./report-range";
import { MAX_ROWS, valueLabel } from "./report-table";

/** The breakdowns the funnel is shown by: the lead's form, its campaign tag (utm_campaign) and language. */
export const FUNNEL_SPLITS = ["form", "campaign", "language"] as const;
export type FunnelSplit = (typeof FUNNEL_SPLITS)[number];

export function parseFunnelSplit(value: string | null): FunnelSplit | null {
  return (FUNNEL_SPLITS as readonly string[]).includes(value ?? "") ? (value as FunnelSplit) : null;
}

export const FUNNEL_SPLIT_HEADINGS: Record<FunnelSplit, string> = { form: "Form", campaign: "Campaign", language: "Language" };

/**
 * Where a booking started: a lead (a form on the site, then the front desk booked it with the
 * lead linked), the booking page (/book) without a lead, or the front desk without a lead.
 */
export const FUNNEL_ORIGINS = ["lead", "site", "front_desk"] as const;
export type FunnelOrigin = (typeof FUNNEL_ORIGINS)[number];

/**
 * What became of a group's bookings. A unit is a lead (however many appointments it led to) or,
 * without a lead, one booking (a series booked at once counts once). Each unit is counted in
 * one outcome only: attended if any of its appointments was attended (checked in or completed),
 * else a no-show if any was missed, else cancelled if every one was cancelled; the rest are
 * still open (a time still to come, or one nobody has marked yet).
 */
export interface OutcomeCounts {
  booked: number;
  attended: number;
  noShow: number;
  cancelled: number;
}

/** A group's outcomes as the repository reads them: the split's key ("" for none), per origin. */
export interface FunnelOutcomeRow extends OutcomeCounts {
  split: FunnelSplit;
  origin: FunnelOrigin;
  key: string;
}

/** Leads of the period per split and key ("" for none), from the rollups. */
export interface FunnelLeadCount {
  split: FunnelSplit;
  key: string;
  n: number;
}

export interface FunnelRow extends OutcomeCounts {
  origin: FunnelOrigin | "all";
  key: string;
  label: string;
  /** Leads of the period; null for bookings made without one. */
  leads: number | null;
  /** Booked, and neither attended, missed nor cancelled yet. */
  open: number;
  /** Booked out of leads, in percent; null without leads. */
  bookedRate: number | null;
  /** Attended out of booked, in percent; null with nothing booked. */
  attendedRate: number | null;
  /** True for the row folding the values past the table's limit. */
  other?: boolean;
}

export interface FunnelTable {
  split: FunnelSplit;
  /** Leads per value, and what became of them. */
  leadRows: FunnelRow[];
  leadTotal: FunnelRow;
  /** Bookings made without a lead, per origin and value. */
  directRows: FunnelRow[];
  directTotal: FunnelRow;
  /** Everything: every lead, every booking. */
  total: FunnelRow;
}

/** n out of d in percent (one decimal), or null when d is 0. */
export function percent(n: number, d: number): number | null {
  return d > 0 ? Math.round((1000 * n) / d) / 10 : null;
}

const NUMBER = new Intl.NumberFormat("en-IN");

/** "24 %", "4.6 %" (one decimal under 10), "—" for no rate. */
export function formatRate(rate: number | null): string {
  if (rate === null) return "—";
  const shown = rate >= 10 ? Math.round(rate) : rate;
  return `${NUMBER.format(shown)} %`;
}

/** "12 (24 %)": a count with its rate, or the count alone when there is no rate. */
export function countWithRate(n: number, rate: number | null): string {
  return rate === null ? NUMBER.format(n) : `${NUMBER.format(n)} (${formatRate(rate)})`;
}

const ORIGIN_LABELS: Record<Exclude<FunnelOrigin, "lead">, string> = { site: "Booking page", front_desk: "Front desk" };

/** A row's name: a lead's value as the leads table names it; a booking without a lead by where it was made (and its value). */
export function funnelLabel(split: FunnelSplit, origin: FunnelOrigin, key: string): string {
  if (origin === "lead") return valueLabel(split, key);
  const where = ORIGIN_LABELS[origin];
  // The form is where it was made; the front desk records no campaign tag.
  if (split === "form" || (origin === "front_desk" && split === "campaign" && key === "")) return where;
  return `${where} · ${valueLabel(split, key)}`;
}

function row(origin: FunnelOrigin | "all", key: string, label: string, leads: number | null, c: OutcomeCounts, other?: boolean): FunnelRow {
  return {
    origin,
    key,
    label,
    leads,
    booked: c.booked,
    attended: c.attended,
    noShow: c.noShow,
    cancelled: c.cancelled,
    open: c.booked - c.attended - c.noShow - c.cancelled,
    bookedRate: leads === null ? null : percent(c.booked, leads),
    attendedRate: percent(c.attended, c.booked),
    ...(other ? { other } : {}),
  };
}

const ZERO: OutcomeCounts = { booked: 0, attended: 0, noShow: 0, cancelled: 0 };

function add(a: OutcomeCounts, b: OutcomeCounts): OutcomeCounts {
  return {
    booked: a.booked + b.booked,
    attended: a.attended + b.attended,
    noShow: a.noShow + b.noShow,
    cancelled: a.cancelled + b.cancelled,
  };
}

const sumOutcomes = (rows: readonly OutcomeCounts[]) => rows.reduce(add, ZERO);
const sumLeads = (rows: readonly FunnelRow[]) => rows.reduce((s, r) => s + (r.leads ?? 0), 0);

/** At most `limit` rows, the rest added up as one "Other values (n)" row. */
function fold(rows: FunnelRow[], limit: number, origin: FunnelOrigin | "all", withLeads: boolean): FunnelRow[] {
  if (rows.length <= limit) return rows;
  const rest = rows.slice(limit - 1);
  return [
    ...rows.slice(0, limit - 1),
    row(origin, "", `Other values (${rest.length})`, withLeads ? sumLeads(rest) : null, sumOutcomes(rest), true),
  ];
}

/**
 * One split's table: a row per value that had leads or bookings from leads, most leads first;
 * then the bookings made without a lead, the booking page's before the front desk's, most first;
 * a subtotal for each group and the total. Only this split's rows are read from the inputs.
 */
export function funnelTable(
  split: FunnelSplit,
  leadCounts: readonly FunnelLeadCount[],
  outcomes: readonly FunnelOutcomeRow[],
  limit = MAX_ROWS,
): FunnelTable {
  const leads = new Map<string, number>();
  for (const c of leadCounts) if (c.split === split) leads.set(c.key, (leads.get(c.key) ?? 0) + c.n);
  const fromLeads = new Map<string, OutcomeCounts>();
  const direct = new Map<string, { origin: FunnelOrigin; key: string; counts: OutcomeCounts }>();
  for (const o of outcomes) {
    if (o.split !== split) continue;
    if (o.origin === "lead") fromLeads.set(o.key, add(fromLeads.get(o.key) ?? ZERO, o));
    else {
      const id = `${o.origin}\u0000${o.key}`;
      direct.set(id, { origin: o.origin, key: o.key, counts: add(direct.get(id)?.counts ?? ZERO, o) });
    }
  }

  const leadRows = [...new Set([...leads.keys(), ...fromLeads.keys()])]
    .map((key) => row("lead", key, funnelLabel(split, "lead", key), leads.get(key) ?? 0, fromLeads.get(key) ?? ZERO))
    .filter((r) => (r.leads ?? 0) > 0 || r.booked > 0)
    .sort((a, b) => (b.leads ?? 0) - (a.leads ?? 0) || b.booked - a.booked || a.label.localeCompare(b.label));
  const originOrder = (o: FunnelOrigin | "all") => FUNNEL_ORIGINS.indexOf(o as FunnelOrigin);
  const directRows = [...direct.values()]
    .filter((d) => d.counts.booked > 0)
    .map((d) => row(d.origin, d.key, funnelLabel(split, d.origin, d.key), null, d.counts))
    .sort((a, b) => originOrder(a.origin) - originOrder(b.origin) || b.booked - a.booked || a.label.localeCompare(b.label));

  const leadTotal = row("lead", "", "All leads", sumLeads(leadRows), sumOutcomes(leadRows));
  const directTotal = row("all", "", "All bookings without a lead", null, sumOutcomes(directRows));
  const everything = row("all", "", "Total", leadTotal.leads, add(leadTotal, directTotal));
  return {
    split,
    leadRows: fold(leadRows, limit, "lead", true),
    leadTotal,
    directRows: fold(directRows, limit, "all", false),
    directTotal,
    // Booked includes bookings made without a lead, so "booked of leads" would mix the two.
    total: { ...everything, bookedRate: null },
  };
}

/** One service's appointments whose time has come, in the period. */
export interface ServiceShowCounts {
  service: string;
  attended: number;
  noShow: number;
  cancelled: number;
  /** Still "booked" after its start: nobody checked the patient in or marked them absent. */
  unmarked: number;
}

export interface NoShowRow extends ServiceShowCounts {
  /** No-shows out of attended and no-shows, in percent; null with neither. */
  rate: number | null;
  other?: boolean;
}

export interface NoShowTable {
  rows: NoShowRow[];
  total: NoShowRow;
}

const withRate = (c: ServiceShowCounts, other?: boolean): NoShowRow => ({
  ...c,
  rate: percent(c.noShow, c.attended + c.noShow),
  ...(other ? { other } : {}),
});

function sumShows(rows: readonly ServiceShowCounts[], service: string): ServiceShowCounts {
  return rows.reduce(
    (s, r) => ({
      service,
      attended: s.attended + r.attended,
      noShow: s.noShow + r.noShow,
      cancelled: s.cancelled + r.cancelled,
      unmarked: s.unmarked + r.unmarked,
    }),
    { service, attended: 0, noShow: 0, cancelled: 0, unmarked: 0 },
  );
}

/** The no-show table: services with most appointments that came due first (attended and missed), then by name. */
export function noShowTable(counts: readonly ServiceShowCounts[], limit = MAX_ROWS): NoShowTable {
  const due = (r: ServiceShowCounts) => r.attended + r.noShow;
  const rows = counts
    .filter((r) => r.attended + r.noShow + r.cancelled + r.unmarked > 0)
    .sort((a, b) => due(b) - due(a) || b.cancelled - a.cancelled || a.service.localeCompare(b.service));
  const shown =
    rows.length > limit
      ? [
          ...rows.slice(0, limit - 1).map((r) => withRate(r)),
          withRate(sumShows(rows.slice(limit - 1), `Other services (${rows.length - limit + 1})`), true),
        ]
      : rows.map((r) => withRate(r));
  return { rows: shown, total: withRate(sumShows(rows, "Total")) };
}

/** The instants a range of India days covers: from the first day's midnight to the midnight after the last (exclusive). */
export function rangeInstants(range: DayRange): { start: Date; end: Date } {
  return { start: new Date(`${range.from}T00:00:00+05:30`), end: new Date(`${addDays(range.to, 1)}T00:00:00+05:30`) };
}

// CSV: the tables as they are shown, counts as numbers, rates in percent with one decimal (empty
// where there is none), every text through csvCell (a campaign tag is the visitor's).
const cell = (v: string | number | null) => (typeof v === "number" ? String(v) : csvCell(v));
const lines = (header: string[], body: Array<Array<string | number | null>>) =>
  `${CSV_BOM}${[header, ...body].map((l) => l.map(cell).join(",")).join("\r\n")}\r\n`;

export const FUNNEL_CSV_HEADER = [
  "Group",
  "Leads",
  "Booked",
  "Booked of leads (%)",
  "Attended",
  "Attended of booked (%)",
  "No-show",
  "Cancelled",
  "Still open",
];

export function funnelCsv(table: FunnelTable, range: DayRange): string {
  const header = [`${FUNNEL_SPLIT_HEADINGS[table.split]} (${rangeLabel(range)}; India time)`, ...FUNNEL_CSV_HEADER];
  const line = (group: string, r: FunnelRow) => [
    r.label,
    group,
    r.leads,
    r.booked,
    r.bookedRate,
    r.attended,
    r.attendedRate,
    r.noShow,
    r.cancelled,
    r.open,
  ];
  const FROM_LEADS = "From leads";
  const DIRECT = "Booked without a lead";
  return lines(header, [
    ...table.leadRows.map((r) => line(FROM_LEADS, r)),
    line(FROM_LEADS, table.leadTotal),
    ...table.directRows.map((r) => line(DIRECT, r)),
    line(DIRECT, table.directTotal),
    line("Total", table.total),
  ]);
}

export const NO_SHOW_CSV_HEADER = ["No-show rate (%)", "No-show", "Attended", "Cancelled", "Not marked"];

export function noShowCsv(table: NoShowTable, range: DayRange): string {
  const header = [`Service (appointments from ${rangeLabel(range)} up to now; India time)`, ...NO_SHOW_CSV_HEADER];
  const line = (r: NoShowRow) => [r.service, r.rate, r.noShow, r.attended, r.cancelled, r.unmarked];
  return lines(header, [...table.rows.map(line), line(table.total)]);
}

/** "samudra-bookings-by-form-2026-11-01-to-2026-11-30.csv" */
export function funnelCsvFileName(split: FunnelSplit, range: DayRange): string {
  return `samudra-bookings-by-${split}-${range.from}-to-${range.to}.csv`;
}

/** "samudra-no-shows-by-service-2026-11-01-to-2026-11-30.csv" */
export function noShowCsvFileName(range: DayRange): string {
  return `samudra-no-shows-by-service-${range.from}-to-${range.to}.csv`;
}
