// The inquiry inbox's address (filters, search, page) and the small formatting rules of its
// rows. Pure, so the loader, the CSV export and the tests share one reading of a URL.
import { z } from "zod";
import { isLocale, type Locale } from "~/i18n/locales";
import {
  cursorId,
  cursorTimestamp,
  decodeCursor as decodeKeysetCursor,
  encodeCursor as encodeKeysetCursor,
  type KeysetPage,
  type ParsedKeysetPage,
  parseKeysetPage,
} from "./keyset-cursor";

export const INQUIRY_SOURCES = ["home", "contact", "international", "wellness", "therapy"] as const;
export const INQUIRY_STATUSES = ["new", "contacted", "booked", "closed"] as const;
export type InquirySourceKey = (typeof INQUIRY_SOURCES)[number];
export type InquiryStatusKey = (typeof INQUIRY_STATUSES)[number];

export const INBOX_PAGE_SIZE = 25;
/** `?size=` may ask for fewer or more rows a page, never an unbounded list. */
export const INBOX_MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_LENGTH = 100;
/** A search needs this many letters or digits in a row: the trigram indexes can narrow nothing
 * shorter, and a scan of every inquiry is what issue 20 removed (docs/decisions/033). */
export const SEARCH_MIN_RUN = 3;
/** The inbox counts matches up to here and then says "more than": never a count of the whole table. */
export const INBOX_COUNT_CAP = 1000;
/** With a search, fewer: its matches are scattered through the table, and each one counted is a
 * page read (1,000 cost ~60 ms at 200,000 inquiries); past 100, the search wants refining. */
export const SEARCH_COUNT_CAP = 100;

export interface InboxFilter {
  source: InquirySourceKey | null;
  status: InquiryStatusKey | null;
  /** The search as typed (trimmed, spaces collapsed, capped). */
  q: string;
  /** The language of the page it was sent from. */
  language: Locale | null;
  /** Newest first, or the leads still new that have waited longest first (then the rest). */
  sort?: InboxSort;
  /** One person's history: the inquiry with this id and every other sharing its phone or its
   * e-mail address (issue 44; docs/decisions/077). An id, not the number or the address, so
   * no contact detail sits in the address bar, the history or a log line. */
  person?: number | null;
}

export const INBOX_SORTS = ["newest", "waiting"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

export const isInquirySource = (v: unknown): v is InquirySourceKey =>
  typeof v === "string" && (INQUIRY_SOURCES as readonly string[]).includes(v);
export const isInquiryStatus = (v: unknown): v is InquiryStatusKey =>
  typeof v === "string" && (INQUIRY_STATUSES as readonly string[]).includes(v);

export function cleanSearch(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH);
}

/** Unknown values are ignored rather than refused: a stale bookmark still opens the inbox. */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const source = params.get("source");
  const status = params.get("status");
  const language = params.get("language");
  return {
    source: isInquirySource(source) ? source : null,
    status: isInquiryStatus(status) ? status : null,
    q: cleanSearch(params.get("q")),
    language: isLocale(language ?? "") ? (language as Locale) : null,
    sort: params.get("sort") === "waiting" ? "waiting" : "newest",
    person: parsePersonParam(params.get("person")),
  };
}

/** `?person=` is an inquiry's id (a serial: a positive int4); anything else is no filter. */
export function parsePersonParam(raw: string | null): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** "?source=home&q=asha" — empty filters are left out; the page is the pagination's to add. */
export function inboxSearch(filter: InboxFilter, change: Partial<InboxFilter> = {}): string {
  const next = { ...filter, ...change };
  const params = new URLSearchParams();
  if (next.source) params.set("source", next.source);
  if (next.status) params.set("status", next.status);
  if (next.language) params.set("language", next.language);
  if (next.q) params.set("q", next.q);
  if (next.person) params.set("person", String(next.person));
  if (next.sort === "waiting") params.set("sort", "waiting");
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Where a page of the inbox starts: just after (Next) or just before (Previous) a row. `s` is
 * the row's segment of the order ("Longest wait" lists the new leads, then the rest: 0 and 1;
 * "Newest first" has one, 0), `t` its created_at to the microsecond in UTC, `i` its id.
 */
export interface InboxCursor {
  s: 0 | 1;
  t: string;
  i: number;
}

const cursorSchema: z.ZodType<InboxCursor> = z
  .object({
    s: z.union([z.literal(0), z.literal(1)]),
    t: cursorTimestamp,
    // inquiries.id is a serial (int4).
    i: cursorId,
  })
  .strict();

export function encodeCursor(cursor: InboxCursor): string {
  return encodeKeysetCursor({ s: cursor.s, t: cursor.t, i: cursor.i });
}

export function decodeCursor(raw: string): InboxCursor | null {
  return decodeKeysetCursor(raw, cursorSchema);
}

export type InboxPage = KeysetPage<InboxCursor>;

/** The inbox's page part of the address (app/lib/keyset-cursor.ts: a bad value is a 400). */
export function parseInboxPage(params: URLSearchParams): ParsedKeysetPage<InboxCursor> {
  return parseKeysetPage(params, { schema: cursorSchema, defaultSize: INBOX_PAGE_SIZE, maxSize: INBOX_MAX_PAGE_SIZE });
}

/** Escapes LIKE's wildcards (and its escape character) so a search is taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** tel: link for a stored phone number, or null when it holds no number. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return null;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/**
 * The number as WhatsApp wants it (country code, digits only). A 10-digit number without a
 * code, or with the trunk 0, is taken to be Indian — that is how visitors here type them.
 */
export function whatsAppNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    // already international
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith("0")) {
    digits = `91${digits.slice(1)}`;
  } else if (digits.length === 10) {
    digits = `91${digits}`;
  }
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

export function mailtoHref(email: string | null | undefined): string | null {
  if (!email || !/^[^\s@<>]+@[^\s@<>]+$/.test(email.trim())) return null;
  return `mailto:${email.trim()}`;
}

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

const indiaTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

/** "12 Mar 2025, 3:45 pm IST": formatted on the server so the page hydrates without a mismatch. */
export function formatIndiaTime(date: Date): string {
  return `${indiaTime.format(date)} IST`;
}

/** "2025-03-12 15:45" in India time (no daylight saving there), for the CSV. */
export function indiaTimestamp(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** "2025-03-12": today's date in India, for file names. */
export function indiaDate(date: Date): string {
  return indiaTimestamp(date).slice(0, 10);
}

/** Long messages show a preview; the rest opens on demand. */
export const MESSAGE_PREVIEW_LENGTH = 160;

export function messagePreview(message: string): { preview: string; truncated: boolean } {
  const oneLine = message.replace(/\s+/g, " ").trim();
  if (oneLine.length <= MESSAGE_PREVIEW_LENGTH) return { preview: message.trim(), truncated: false };
  const cut = oneLine.slice(0, MESSAGE_PREVIEW_LENGTH);
  const atWord = cut.lastIndexOf(" ") > MESSAGE_PREVIEW_LENGTH * 0.6 ? cut.slice(0, cut.lastIndexOf(" ")) : cut;
  return { preview: `${atWord}…`, truncated: true };
}

/** The filters that narrow the list (the order is not one), in the order the inbox names them. */
export const NARROWING_FILTERS = ["person", "q", "status", "source", "language"] as const;
export type NarrowingFilter = (typeof NARROWING_FILTERS)[number];

/** Which narrowing filters are on, each with the address of the inbox without it. */
export function activeFilters(filter: InboxFilter): Array<{ key: NarrowingFilter; removeHref: string }> {
  return NARROWING_FILTERS.filter((key) => Boolean(filter[key])).map((key) => ({
    key,
    removeHref: `/admin/inquiries${inboxSearch(filter, { [key]: key === "q" ? "" : null })}`,
  }));
}
