// Counts public page views in memory (issue 15 item 4; docs/decisions/028). A cached page is
// answered in a few microseconds, so counting one is a handful of Map operations: the
// User-Agent's verdict and a Referer's host are remembered, and the counts reach the database
// in batches (page-view-flush.server.ts), never one write per view. One address adds a bounded
// number of views (a page once per half hour, 50 a day: visitor-bound.ts), and a referring
// site is named only once it recurs (referrers.ts); both are counted in memory, never stored.
import { randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { HitRequest } from "../page-cache-http.server";
import { type DeviceClass, deviceClass } from "~/lib/attribution";
import {
  hostHeaderName,
  indiaDay,
  isPrefetch,
  isStaffVisit,
  MAX_REFERRER_HOSTS_PER_DAY,
  nextIndiaMidnight,
  pageViewKey,
  referrerOf,
} from "~/lib/page-views";
import { isKnownReferrer, ReferrerGate } from "~/lib/referrers";
import { addressUnit, clientAddress, VisitorBound } from "~/lib/visitor-bound";

/** Distinct User-Agents and Referers remembered; past this the memory starts again. */
const MEMO_LIMIT = 2_000;
/** Batch keys held before views are dropped (a flush every 30 s keeps far fewer). */
const PENDING_LIMIT = 50_000;

export interface PageViewCounterOptions {
  /** This site's public host (SITE_URL's), besides each request's own Host. */
  siteHost: string;
  sessionCookie: string;
  /**
   * Which peers are proxies whose X-Forwarded-For is believed: TRUST_PROXY's function, the one
   * Express's req.ip follows (none by default). A forwarded header from anyone else is said in
   * the log by the proxy watch (proxy-watch.server.ts).
   */
  trusted?: (address: string, hop: number) => boolean;
  now?: () => number;
}

/** A Referer's verdict: the host it names ("" or "(internal)" for none) and whether it is well known. */
interface RefererSource {
  host: string;
  known: boolean;
}

export class PageViewCounter {
  private pending = new Map<string, number>();
  /** User-Agent → device class, or null for a bot. */
  private agents = new Map<string, DeviceClass | null>();
  private referrers = new Map<string, RefererSource>();
  /** Per-address bound, keyed by a per-process random key that is never written anywhere. */
  private readonly bound = new VisitorBound(randomBytes(4).readUInt32LE(0));
  private readonly hosts = new ReferrerGate(MAX_REFERRER_HOSTS_PER_DAY);
  private day = "";
  private dayEnds = 0;
  /** Views not kept because PENDING_LIMIT was reached (the database was away too long). */
  dropped = 0;
  private readonly now: () => number;
  private readonly trusted: (address: string, hop: number) => boolean;

  constructor(private readonly options: PageViewCounterOptions) {
    this.now = options.now ?? Date.now;
    this.trusted = options.trusted ?? (() => false);
  }

  /**
   * Counts one answered view of `path` (a public page's path, no query) if a person asked for
   * it and their address has not used up its share; `remoteAddress` is the socket's peer.
   */
  count(req: HitRequest, path: string, remoteAddress: string | undefined): void {
    if (req.method !== "GET") return;
    const headers = req.headers;
    const agent = headers["user-agent"];
    // Every browser sends a User-Agent; scripts that send none are not visitors.
    if (!agent) return;
    const device = this.device(agent);
    if (device === null || isPrefetch(headers) || isStaffVisit(headers.cookie, this.options.sessionCookie)) return;
    const now = this.now();
    if (now >= this.dayEnds) {
      this.day = indiaDay(now);
      this.dayEnds = nextIndiaMidnight(now);
      this.hosts.newDay();
      this.bound.newDay();
    }
    const forwarded = headers["x-forwarded-for"];
    const from = clientAddress(remoteAddress, Array.isArray(forwarded) ? forwarded.join(",") : forwarded, this.trusted);
    const addressHash = this.bound.hashAddress(addressUnit(from));
    if (!this.bound.admit(addressHash, path, Math.floor(now / 60_000))) return;
    const referrerHost = this.referrer(headers.referer, headers.host, addressHash);
    const key = pageViewKey({ day: this.day, path, referrerHost, device });
    const seen = this.pending.get(key);
    if (seen !== undefined) this.pending.set(key, seen + 1);
    else if (this.pending.size < PENDING_LIMIT) this.pending.set(key, 1);
    else this.dropped++;
  }

  /** Hands over the counts so far and starts afresh. */
  take(): Map<string, number> {
    const batch = this.pending;
    this.pending = new Map();
    return batch;
  }

  /** Puts back a batch that could not be written, to go with the next one. */
  giveBack(batch: Map<string, number>): void {
    for (const [key, views] of batch) {
      const seen = this.pending.get(key);
      if (seen !== undefined) this.pending.set(key, seen + views);
      else if (this.pending.size < PENDING_LIMIT) this.pending.set(key, views);
      else this.dropped += views;
    }
  }

  get size(): number {
    return this.pending.size;
  }

  private device(agent: string): DeviceClass | null {
    const known = this.agents.get(agent);
    if (known !== undefined) return known;
    const verdict = isbot(agent) ? null : (deviceClass(agent) ?? "desktop");
    if (this.agents.size >= MEMO_LIMIT) this.agents.clear();
    this.agents.set(agent, verdict);
    return verdict;
  }

  private referrer(referer: string | undefined, host: string | undefined, addressHash: number): string {
    if (!referer) return "";
    const memoKey = `${host ?? ""} ${referer}`;
    let source = this.referrers.get(memoKey);
    if (source === undefined) {
      const name = referrerOf(referer, [this.options.siteHost, hostHeaderName(host)]);
      // "" and "(internal)" are no site's name: nothing to hold back.
      source = { host: name, known: name === "" || name.startsWith("(") || isKnownReferrer(name) };
      if (this.referrers.size >= MEMO_LIMIT) this.referrers.clear();
      this.referrers.set(memoKey, source);
    }
    return this.hosts.name(source.host, source.known, addressHash);
  }
}
