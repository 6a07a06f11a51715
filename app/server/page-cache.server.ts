// Full-page cache for public HTML (docs/decisions/012-page-cache-and-instances.md).
// Entries hold the finished document once in three encodings with their headers, so a hit
// is one Map lookup and one write: no React render, no compression, no database.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { serviceOptions } from "~/content/clinic";
import { negotiateEncoding } from "./accept-encoding.server";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

export interface CachedPage {
  key: string;
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
  /**
   * Ready-made header lists (flat name/value pairs) for a 200 in each encoding and for a
   * 304, each ending with `X-Page-Cache: hit` (a hit writes them as they are).
   */
  head: Record<Encoding, string[]>;
  notModifiedHead: Record<Encoding, string[]>;
  /** What the entry holds in memory, roughly: every stored body, header and the key (see entryBytes). */
  bytes: number;
}

/**
 * The bytes an entry is charged: its three bodies, its key, its ETags and every header list
 * (the lists share their strings, so counting each list on its own over-counts a little: an
 * over-count only makes the cache evict sooner). One character is counted as one byte, as
 * V8 stores these ASCII/Latin-1 strings.
 */
export function entryBytes(entry: Omit<CachedPage, "bytes">): number {
  let bytes = entry.key.length;
  for (const enc of ["identity", "gzip", "br"] as const) {
    bytes += entry.bodies[enc].length + entry.etags[enc].length;
    for (const list of [entry.head[enc], entry.notModifiedHead[enc]]) for (const h of list) bytes += h.length;
  }
  return bytes;
}

/**
 * Query parameters a public page reads, with every value it understands. A URL with any
 * other parameter or value is rendered fresh and not stored, so a visitor cannot fill the
 * cache with variants (`?utm_source=…` pages still work, they are just not cached).
 */
export const CACHEABLE_QUERY: Readonly<Record<string, ReadonlySet<string>>> = {
  // Home inquiry form: preselected service (app/components/forms/home-inquiry-form.tsx).
  service: new Set<string>(serviceOptions),
  // Wellness page: all patient stories without JavaScript (app/components/wellness/patient-stories.tsx).
  reviews: new Set(["all"]),
};

// Lower-case words and dashes only: no dots (files, .data requests), no percent-escapes,
// no empty segments or trailing slash, so one page has one key.
const PUBLIC_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
const NEVER_CACHED = ["/admin", "/media", "/assets", "/healthz"];
// A patient's case page and files (issue 48), in every language: they depend on the device's
// cookie, which the cache's anonymous render never has.
const PRIVATE_PAGE = /^(?:\/[a-z]{2})?\/international-patients\/case(?:\/|$)/;

/** The path of a request URL (no query) when it may be a public page, else null. */
export function publicPagePath(originalUrl: string): string | null {
  const q = originalUrl.indexOf("?");
  const path = q === -1 ? originalUrl : originalUrl.slice(0, q);
  if (path.length > 300 || !PUBLIC_PATH.test(path)) return null;
  if (NEVER_CACHED.some((prefix) => path === prefix || path.startsWith(prefix))) return null;
  if (PRIVATE_PAGE.test(path)) return null;
  return path;
}

/** The cache key for a request URL (path and query), or null when it must not be cached. */
export function pageCacheKey(originalUrl: string): string | null {
  if (originalUrl.length > 300) return null;
  const path = publicPagePath(originalUrl);
  if (path === null) return null;
  const q = originalUrl.indexOf("?");
  if (q === -1 || q === originalUrl.length - 1) return path;
  const params = new URLSearchParams(originalUrl.slice(q + 1));
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (seen.has(name) || !CACHEABLE_QUERY[name]?.has(value)) return null;
    seen.add(name);
  }
  params.sort();
  return `${path}?${params.toString()}`;
}

/** Picks the stored encoding for an Accept-Encoding header (br, then gzip; `q=0` refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  return negotiateEncoding(acceptEncoding) ?? "identity";
}

/** True when an If-None-Match header names this entry (any encoding: the content is the same). */
export function matchesEtag(ifNoneMatch: string | undefined, entry: CachedPage): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const tags = [entry.etags.identity, entry.etags.gzip, entry.etags.br];
  return ifNoneMatch.split(",").some((t) => tags.includes(t.trim().replace(/^W\//, "")));
}

// Headers of the original response that must not be replayed from a stored entry.
const NOT_STORED = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "cache-control",
  "strict-transport-security",
  "x-page-cache",
]);
const NOT_IN_304 = new Set(["content-type", "content-language"]);

export const PAGE_CACHE_CONTROL = "no-cache";

/**
 * Builds an entry from a finished 200 document. `headers` are the response headers to send
 * with that document (its CSP names the hashes of the scripts in `html`, no nonce).
 */
export async function buildEntry(key: string, html: Buffer, headers: Iterable<[string, string]>): Promise<CachedPage> {
  const [gz, br] = await Promise.all([
    gzipAsync(html, { level: 9 }),
    brotliAsync(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 10,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  ]);
  const hash = createHash("sha256").update(html).digest("base64url").slice(0, 27);
  const etags: Record<Encoding, string> = { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
  const bodies: Record<Encoding, Buffer> = { identity: html, gzip: gz, br };
  const base: string[] = [];
  const baseNoBody: string[] = [];
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (NOT_STORED.has(lower)) continue;
    base.push(name, value);
    if (!NOT_IN_304.has(lower)) baseNoBody.push(name, value);
  }
  const common = ["Cache-Control", PAGE_CACHE_CONTROL, "Vary", "Accept-Encoding"];
  const head = {} as Record<Encoding, string[]>;
  const notModifiedHead = {} as Record<Encoding, string[]>;
  for (const enc of ["identity", "gzip", "br"] as const) {
    notModifiedHead[enc] = [...baseNoBody, ...common, "ETag", etags[enc], "X-Page-Cache", "hit"];
    head[enc] = [
      ...base,
      ...common,
      "ETag",
      etags[enc],
      ...(enc === "identity" ? [] : ["Content-Encoding", enc]),
      "Content-Length",
      String(bodies[enc].length),
      "X-Page-Cache",
      "hit",
    ];
  }
  const entry = { key, bodies, etags, head, notModifiedHead };
  return { ...entry, bytes: entryBytes(entry) };
}

/** The default size limit (PAGE_CACHE_MAX_MB): the whole site in four languages fits many times over. */
export const DEFAULT_PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export interface PageCacheOptions {
  /** The most the stored entries may weigh together (entryBytes); the least recently used go first. */
  maxBytes: number;
}

/**
 * A map of cached pages bounded by their bytes, evicting the least recently used (a crawler
 * walking every therapy in every language cannot grow it past `maxBytes`; an entry count
 * would not bound it, since pages differ in size), with a generation number: `clear()` (any content write, here
 * or on another instance) bumps it, and a render that began before the bump is not stored,
 * so a page read from the database before a write can never outlive it in the cache.
 */
export class PageCache {
  private entries = new Map<string, CachedPage>();
  private pending = new Map<string, Promise<CachedPage | null>>();
  private totalBytes = 0;
  generation = 0;
  /** Answers since the last `takeStats()`: hits are not logged one by one (see decision 012). */
  private counts = { hits: 0, misses: 0 };
  /** Answers since the start, for /metrics (counters only ever grow). */
  readonly totals = { hits: 0, misses: 0 };

  readonly options: PageCacheOptions;

  // No parameter property: this file stays loadable by Node's type stripping too.
  constructor(options: PageCacheOptions = { maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES }) {
    this.options = options;
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.totalBytes;
  }

  countMiss(): void {
    this.counts.misses++;
    this.totals.misses++;
  }

  /** Hits and misses since the previous call, with the current size. */
  takeStats(): { hits: number; misses: number; entries: number; bytes: number } {
    const { hits, misses } = this.counts;
    this.counts = { hits: 0, misses: 0 };
    return { hits, misses, entries: this.entries.size, bytes: this.totalBytes };
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.counts.hits++;
      this.totals.hits++;
      // Most recently used goes to the end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * Stores the entry unless the cache was cleared since `generation` was read, or the entry
   * alone weighs more than the whole cache may (it would only empty the cache to no end).
   */
  set(entry: CachedPage, generation: number): boolean {
    if (generation !== this.generation) return false;
    if (entry.bytes > this.options.maxBytes) return false;
    const old = this.entries.get(entry.key);
    if (old) {
      this.entries.delete(entry.key);
      this.totalBytes -= old.bytes;
    }
    this.entries.set(entry.key, entry);
    this.totalBytes += entry.bytes;
    // The Map's order is the use order: the first entries are the least recently used.
    for (const [key, oldest] of this.entries) {
      if (this.totalBytes <= this.options.maxBytes) break;
      this.entries.delete(key);
      this.totalBytes -= oldest.bytes;
    }
    return true;
  }

  /** A render of `key` already under way in this generation (many visitors, one render). */
  inFlight(key: string): Promise<CachedPage | null> | undefined {
    return this.pending.get(key);
  }

  track(key: string, render: Promise<CachedPage | null>): void {
    const pending = this.pending;
    pending.set(key, render);
    const done = () => {
      if (pending.get(key) === render) pending.delete(key);
    };
    render.then(done, done);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    // Renders that began before the write must not be joined by requests that came after it.
    this.pending = new Map();
    this.totalBytes = 0;
  }
}
