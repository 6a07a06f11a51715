// The staff desk's queue of international cases (issue 48 item 3): which cases a filter shows,
// in which order, how a clock reads at a glance, and the name a downloaded document is given.
// Pure: the desk's loaders, its components and the unit tests read it from here.
import { type CaseClock, type CaseState, CASE_STATES, clockText, FINISHED_STATES, isCaseState } from "./case-desk";

/** "open": every state but closed and declined (the default); "all"; or one state. */
export type QueueStateFilter = "open" | "all" | CaseState;
export type QueueSort = "newest" | "overdue";

export interface QueueFilter {
  state: QueueStateFilter;
  sort: QueueSort;
  page: number;
}

export const QUEUE_PAGE_SIZE = 50;
export const DEFAULT_QUEUE_FILTER: QueueFilter = { state: "open", sort: "newest", page: 1 };

/** The filter a queue address asks for; anything unknown falls back to the default. */
export function parseQueueFilter(params: URLSearchParams): QueueFilter {
  const state = params.get("state");
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  return {
    state: state === "all" || state === "open" || isCaseState(state) ? state : "open",
    sort: sort === "overdue" ? "overdue" : "newest",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The queue's address for a filter, leaving defaults out. */
export function queueHref(filter: Partial<QueueFilter>): string {
  const params = new URLSearchParams();
  if (filter.state && filter.state !== "open") params.set("state", filter.state);
  if (filter.sort && filter.sort !== "newest") params.set("sort", filter.sort);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return query ? `/admin/cases?${query}` : "/admin/cases";
}

/** The states a filter lets through. */
export function statesOf(filter: QueueStateFilter): readonly CaseState[] {
  if (filter === "all") return CASE_STATES;
  if (filter === "open") return CASE_STATES.filter((s) => !FINISHED_STATES.includes(s));
  return [filter];
}

/** "Open" (the default) and "All" with the sum of their states' counts. */
export function filterCount(filter: QueueStateFilter, counts: Readonly<Partial<Record<CaseState, number>>>): number {
  return statesOf(filter).reduce((sum, s) => sum + (counts[s] ?? 0), 0);
}

/** A clock still owed (running or late and not met). */
export function isOverdue(clock: CaseClock): boolean {
  return clock.state === "late" && clock.metAt === null;
}

/**
 * How pressing a case is, for "most overdue first": the larger the later. A clock still owed
 * counts by how far past (or before) its due moment it is; a case owing nothing sorts last.
 */
export function urgencyOf(clocks: readonly CaseClock[]): number {
  let urgency = Number.NEGATIVE_INFINITY;
  for (const clock of clocks) {
    if ((clock.state === "running" || clock.state === "late") && clock.metAt === null && clock.marginMs !== null) {
      urgency = Math.max(urgency, clock.marginMs);
    }
  }
  return urgency;
}

/** Sorts by urgency (most overdue first), then newest first; stable for equal cases. */
export function byUrgency<T extends { urgency: number; submittedAt: Date; id: number }>(a: T, b: T): number {
  if (a.urgency !== b.urgency) return b.urgency > a.urgency ? 1 : -1;
  const time = b.submittedAt.getTime() - a.submittedAt.getTime();
  return time !== 0 ? time : b.id - a.id;
}

/** A clock as the desk shows it: its words, and a tone that never carries the meaning alone. */
export interface ClockView {
  text: string;
  tone: "overdue" | "due" | "met" | "quiet";
  /** When it falls due, as an ISO moment (null when it has none). */
  dueAt: string | null;
}

export function clockView(clock: CaseClock): ClockView {
  const tone = isOverdue(clock)
    ? "overdue"
    : clock.state === "running"
      ? "due"
      : clock.state === "met" || clock.state === "late"
        ? "met"
        : "quiet";
  const text = clockText(clock);
  return { text: tone === "overdue" ? `Overdue: ${text}` : text, tone, dueAt: clock.dueAt?.toISOString() ?? null };
}

/**
 * Whether the patient wrote (a message or a file) since staff last wrote to them; before staff
 * ever wrote, whether they added something after sending the case.
 */
export function patientWrote(c: { patientActivityAt: Date | null; submittedAt: Date }, lastStaffMessageAt: Date | null): boolean {
  if (!c.patientActivityAt) return false;
  return c.patientActivityAt.getTime() > (lastStaffMessageAt ?? c.submittedAt).getTime();
}

/** "1.2 MB", "340 KB": a file's size as staff read it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What a file's type is called on the desk. */
export function fileTypeText(contentType: string): string {
  const known: Record<string, string> = {
    "application/pdf": "PDF",
    "image/jpeg": "JPEG image",
    "image/png": "PNG image",
    "image/webp": "WebP image",
    "image/heic": "HEIC image",
  };
  return known[contentType] ?? "File";
}

const FALLBACK_NAME = "document";

/**
 * A file name safe to give a browser: no folders, no control or bidirectional-override
 * characters, no quotes or characters a header reads as syntax, trimmed, at most 150 characters.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069"';<>:*?|]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const chars = [...cleaned];
  return chars.length === 0 ? FALLBACK_NAME : chars.slice(0, 150).join("");
}

/** RFC 6266's attachment header: a plain-ASCII fallback name and the UTF-8 name (RFC 8187). */
export function attachmentDisposition(name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7E]/g, "_").replace(/[\\%]/g, "_");
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The longest message, note or "what is missing" staff may write on a case. */
export const CASE_MESSAGE_MAX = 5000;
export const CASE_MISSING_MAX = 2000;
