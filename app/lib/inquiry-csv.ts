// CSV for the inquiry export: RFC 4180 quoting, CRLF lines, a UTF-8 byte-order mark so
// Excel reads Telugu and Hindi names correctly, and no formulas smuggled in by a visitor.
import { isLocale, LOCALE_INFO } from "~/i18n/locales";
import type { InquiryAttribution } from "./attribution";
import { inquirySourceLabels, inquiryStatusLabels } from "~/content/admin-inquiries";
import { indiaDate, indiaTimestamp, type InquirySourceKey, type InquiryStatusKey } from "./inquiry-inbox";

export const CSV_BOM = "\uFEFF";

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[\s]*[=+\-@]|^[\t\r]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(",");
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join("\r\n")}\r\n`;
}

/** One lead with where it came from (docs/decisions/026; null where unknown). */
export interface InquiryExportRow extends InquiryAttribution {
  id: number;
  createdAt: Date;
  source: InquirySourceKey;
  name: string;
  phone: string | null;
  email: string | null;
  country: string | null;
  interest: string | null;
  travelDates: string | null;
  message: string | null;
  status: InquiryStatusKey;
  statusChangedBy: string | null;
  statusChangedAt: Date | null;
  /** The language of the page it was sent from ("en", "hi", …). */
  language: string;
  /** Who follows it up, and when (issue 15 item 2). */
  assignedName: string | null;
  followUpOn: string | null;
}

export const INQUIRY_CSV_HEADER = [
  "ID",
  "Received (IST)",
  "Source",
  "Name",
  "Phone",
  "E-mail",
  "Country",
  "Interest",
  "Travel dates",
  "Message",
  "Status",
  "Status changed by",
  "Status changed (IST)",
  // Last, so spreadsheets built on the earlier columns keep working.
  "Language",
  "Form page",
  "Landing page",
  "Referrer",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "Device",
  "Assigned to",
  "Follow up on",
] as const;

export function inquiriesCsv(rows: readonly InquiryExportRow[]): string {
  return `${inquiriesCsvHead()}${inquiriesCsvLines(rows)}`;
}

/** The start of the file: byte-order mark and header line (what a streamed export sends first). */
export function inquiriesCsvHead(): string {
  return `${CSV_BOM}${csvLine(INQUIRY_CSV_HEADER)}\r\n`;
}

/** Rows as CSV lines, each ending in CRLF: a streamed export's chunk; head + every chunk = inquiriesCsv. */
export function inquiriesCsvLines(rows: readonly InquiryExportRow[]): string {
  let out = "";
  for (const r of rows) out += `${csvLine(inquiryCsvCells(r))}\r\n`;
  return out;
}

function inquiryCsvCells(r: InquiryExportRow): CsvValue[] {
  return [
    r.id,
    indiaTimestamp(r.createdAt),
    inquirySourceLabels[r.source],
    r.name,
    r.phone,
    r.email,
    r.country,
    r.interest,
    r.travelDates,
    r.message,
    inquiryStatusLabels[r.status],
    r.statusChangedBy,
    r.statusChangedAt ? indiaTimestamp(r.statusChangedAt) : null,
    languageName(r.language),
    r.pagePath,
    r.landingPath,
    r.referrerHost,
    r.utmSource,
    r.utmMedium,
    r.utmCampaign,
    r.device,
    r.assignedName,
    r.followUpOn,
  ];
}

/** samudra-inquiries-2025-03-12.csv (the day in India). */
export function inquiriesCsvFileName(now: Date): string {
  return `samudra-inquiries-${indiaDate(now)}.csv`;
}

/** "Hindi" for "hi"; an unknown code as it is stored. */
export function languageName(code: string): string {
  return isLocale(code) ? LOCALE_INFO[code].englishName : code;
}

const DEVICE_LABELS: Record<string, string> = { phone: "Phone", tablet: "Tablet", desktop: "Computer" };

/** The known parts of where a lead came from, labelled for the inbox. */
export function attributionRows(r: InquiryAttribution) {
  const campaign = [r.utmSource, r.utmMedium, r.utmCampaign].filter(Boolean).join(" / ");
  const rows: Array<{ label: string; value: string | null }> = [
    { label: "Form page", value: r.pagePath },
    { label: "Landing page", value: r.landingPath },
    { label: "Referrer", value: r.referrerHost },
    { label: "Campaign", value: campaign || null },
    { label: "Device", value: r.device ? (DEVICE_LABELS[r.device] ?? r.device) : null },
  ];
  return rows.filter((row): row is { label: string; value: string } => Boolean(row.value));
}
