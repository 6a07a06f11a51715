// Which referring sites the dashboard names (issue 49 item 4; docs/decisions/028, amendment).
// A Referer is whatever the client writes, so a site is named only when it is a well-known
// one, or when it recurs: when counting, from REFERRER_MIN_ADDRESSES different addresses in a
// day (before that its views count as "Other sites"); on the dashboard, on REFERRER_MIN_DAYS
// different days. A spam host sent from one machine never reaches the dashboard by name. Pure.
import { OTHER_REFERRER } from "./page-views";

/** Distinct addresses (in a day and process) a host needs before its views are kept under its name. */
export const REFERRER_MIN_ADDRESSES = 3;
/** Distinct days (in the report's range) a host needs before the dashboard names it. */
export const REFERRER_MIN_DAYS = 2;
/** Hosts not yet named whose addresses are being tallied, per day and process; past it, new hosts are "(other)". */
export const MAX_PENDING_REFERRERS = 2_000;

/**
 * Search engines, social networks (the clinic's own profiles are on these: SOCIAL_NETWORKS in
 * content-types/clinic-settings.ts), messaging apps and India's doctor directories. A host is
 * known when it is one of these or a subdomain of one (l.facebook.com, news.google.com).
 */
const KNOWN_REFERRERS = new Set([
  // Search engines and answer engines.
  "google.com",
  "google.co.in",
  "google.co.uk",
  "google.ae",
  "google.com.sa",
  "google.com.om",
  "google.com.qa",
  "google.com.kw",
  "google.com.bh",
  "google.com.bd",
  "google.com.np",
  "google.lk",
  "google.com.pk",
  "google.co.ke",
  "google.com.ng",
  "google.ca",
  "google.com.au",
  "google.de",
  "google.fr",
  "bing.com",
  "duckduckgo.com",
  "yahoo.com",
  "yandex.ru",
  "yandex.com",
  "baidu.com",
  "ecosia.org",
  "search.brave.com",
  "startpage.com",
  "qwant.com",
  "naver.com",
  "chatgpt.com",
  "perplexity.ai",
  "copilot.microsoft.com",
  "wikipedia.org",
  // Social networks and messaging.
  "facebook.com",
  "instagram.com",
  "linkedin.com",
  "lnkd.in",
  "youtube.com",
  "youtu.be",
  "x.com",
  "twitter.com",
  "t.co",
  "threads.net",
  "pinterest.com",
  "reddit.com",
  "quora.com",
  "whatsapp.com",
  "wa.me",
  "t.me",
  "telegram.org",
  // Mail.
  "outlook.live.com",
  "mail.yahoo.com",
  // Doctor and clinic directories in India.
  "practo.com",
  "justdial.com",
  "lybrate.com",
]);

/** True for a well-known referring site (a host as cleanHost gives it: lower case, no www.). */
export function isKnownReferrer(host: string): boolean {
  let rest = host;
  for (;;) {
    if (KNOWN_REFERRERS.has(rest)) return true;
    const dot = rest.indexOf(".");
    if (dot === -1) return false;
    rest = rest.slice(dot + 1);
  }
}

/**
 * Names referring hosts while counting, for one process and one day: a known host at once,
 * another once REFERRER_MIN_ADDRESSES different addresses sent it, up to `maxNamed` hosts.
 * Holds host names and, for hosts not yet named, up to two address hashes each (never an
 * address), for MAX_PENDING_REFERRERS hosts at most.
 */
export class ReferrerGate {
  private readonly named = new Set<string>();
  private readonly pending = new Map<string, number[]>();

  constructor(private readonly maxNamed: number) {}

  /** The host to count a view under (`host`, or OTHER_REFERRER), from the address hashed as `addressHash`. */
  name(host: string, known: boolean, addressHash: number): string {
    if (known || this.named.has(host)) return host;
    let addresses = this.pending.get(host);
    if (addresses === undefined) {
      if (this.pending.size >= MAX_PENDING_REFERRERS) return OTHER_REFERRER;
      addresses = [];
      this.pending.set(host, addresses);
    }
    if (addresses.includes(addressHash)) return OTHER_REFERRER;
    if (addresses.length + 1 < REFERRER_MIN_ADDRESSES) {
      addresses.push(addressHash);
      return OTHER_REFERRER;
    }
    this.pending.delete(host);
    if (this.named.size >= this.maxNamed) return OTHER_REFERRER;
    this.named.add(host);
    return host;
  }

  newDay(): void {
    this.named.clear();
    this.pending.clear();
  }
}

export interface ReferrerTotal {
  key: string;
  views: number;
  /** Distinct days with views from this host. */
  days: number;
}

/**
 * The dashboard's referrers: no referrer, this site's pages, known hosts and hosts seen on
 * REFERRER_MIN_DAYS days by name; every other host's views under OTHER_REFERRER. Most first,
 * at most `limit`.
 */
export function foldReferrers(rows: readonly ReferrerTotal[], limit: number): Array<{ key: string; views: number }> {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const shown = row.key === "" || row.key.startsWith("(") || isKnownReferrer(row.key) || row.days >= REFERRER_MIN_DAYS;
    const key = shown ? row.key : OTHER_REFERRER;
    totals.set(key, (totals.get(key) ?? 0) + row.views);
  }
  return [...totals]
    .map(([key, views]) => ({ key, views }))
    .sort((a, b) => b.views - a.views || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, limit);
}
