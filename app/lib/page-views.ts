// Page views without cookies (issue 15 item 4; docs/decisions/028): what one request adds to
// the counts. Pure, so the rules are tested on their own; the counter that batches them is
// app/server/analytics/page-view-counter.server.ts.
import { cleanHost, hostOf } from "./attribution";

/** A view that came from a page of this site. Parentheses never occur in a host name. */
export const INTERNAL_REFERRER = "(internal)";
/**
 * Referring hosts not named: past the day's cap, or not yet recurring (referrers.ts), so a
 * forged Referer can neither add rows without bound nor put its name on the dashboard.
 */
export const OTHER_REFERRER = "(other)";
/** Distinct referring hosts kept by name per day and process, besides well-known ones; the rest count as OTHER_REFERRER. */
export const MAX_REFERRER_HOSTS_PER_DAY = 200;

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The day in India (UTC+5:30, no daylight saving) of a moment, as YYYY-MM-DD. */
export function indiaDay(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first moment (epoch ms) of the India day after the one holding `ms`. */
export function nextIndiaMidnight(ms: number): number {
  const start = Date.parse(`${indiaDay(ms)}T00:00:00Z`) - IST_OFFSET_MS;
  return start + 86_400_000;
}

/** The next moment (epoch ms) after `ms` when the clock in India shows `hour`:00. */
export function nextIndiaHour(ms: number, hour: number): number {
  const offset = hour * 3_600_000;
  return nextIndiaMidnight(ms - offset) + offset;
}

/**
 * What a view's Referer says: "" for none (typed, bookmarked, an app, or a site that sends no
 * referrer), INTERNAL_REFERRER for a page of this site, otherwise the other site's host.
 * `ownHosts` are this site's host names (its public address and the request's Host).
 */
export function referrerOf(referer: string | undefined, ownHosts: readonly string[]): string {
  if (!referer) return "";
  const host = hostOf(referer);
  if (host === null) return "";
  return ownHosts.some((own) => cleanHost(own) === host) ? INTERNAL_REFERRER : host;
}

/** The host part of a Host header ("localhost:3000" → "localhost", "[::1]:80" → "[::1]"). */
export function hostHeaderName(host: string | undefined): string {
  if (!host) return "";
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  const colon = host.indexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
}

type HeaderValue = string | string[] | undefined;

/**
 * A speculative load the visitor may never see: Chromium's prefetch and prerender
 * (Sec-Purpose), older Chrome and Safari (Purpose), Firefox (X-Moz).
 */
export function isPrefetch(headers: Record<string, HeaderValue>): boolean {
  const purpose = headers["sec-purpose"] ?? headers.purpose ?? headers["x-moz"];
  return typeof purpose === "string" && /prefetch|prerender/i.test(purpose);
}

/** True when the request carries a staff session: the clinic's own visits are not counted. */
export function isStaffVisit(cookie: string | undefined, sessionCookie: string): boolean {
  if (!cookie) return false;
  const at = cookie.indexOf(`${sessionCookie}=`);
  if (at === -1) return false;
  if (at > 0 && cookie[at - 1] !== " " && cookie[at - 1] !== ";") return false;
  const next = cookie[at + sessionCookie.length + 1];
  return next !== undefined && next !== ";";
}

export interface PageViewRow {
  day: string;
  path: string;
  referrerHost: string;
  device: "phone" | "tablet" | "desktop";
}

const SEPARATOR = "\u0000";

/** One batch key per row: NUL never occurs in a path, host or day. */
export function pageViewKey(row: PageViewRow): string {
  return `${row.day}${SEPARATOR}${row.path}${SEPARATOR}${row.referrerHost}${SEPARATOR}${row.device}`;
}

export function parsePageViewKey(key: string): PageViewRow {
  const [day = "", path = "", referrerHost = "", device = "desktop"] = key.split(SEPARATOR);
  return { day, path, referrerHost, device: device as PageViewRow["device"] };
}
