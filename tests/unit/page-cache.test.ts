import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildEntry, chooseEncoding, matchesEtag, PageCache, pageCacheKey } from "~/server/page-cache.server";

describe("pageCacheKey", () => {
  it("keys public paths as they are", () => {
    expect(pageCacheKey("/")).toBe("/");
    expect(pageCacheKey("/therapy/cryotherapy")).toBe("/therapy/cryotherapy");
    expect(pageCacheKey("/about?")).toBe("/about");
  });

  it("never caches the staff area, media, assets, health or files", () => {
    for (const url of [
      "/admin",
      "/admin/therapies",
      "/admin-login",
      "/admin-login?redirectTo=%2Fadmin",
      "/media/x",
      "/assets/a",
      "/healthz",
      "/sitemap.xml",
      "/about.data",
      "/favicon.svg",
    ]) {
      expect(pageCacheKey(url), url).toBeNull();
    }
  });

  it("refuses paths a visitor could vary without changing the page (case, slashes, escapes)", () => {
    for (const url of ["/About", "/about/", "//about", "/%61bout", "/therapy//x", `/${"a".repeat(400)}`]) {
      expect(pageCacheKey(url), url).toBeNull();
    }
  });

  it("keeps only known query parameters with known values, in one canonical order", () => {
    expect(pageCacheKey("/wellness-programs?reviews=all")).toBe("/wellness-programs?reviews=all");
    expect(pageCacheKey("/?service=Cryotherapy&reviews=all")).toBe("/?reviews=all&service=Cryotherapy");
    expect(pageCacheKey("/?reviews=all&service=Cryotherapy")).toBe("/?reviews=all&service=Cryotherapy");
    expect(pageCacheKey("/?service=Hyperbaric%20Oxygen%20Therapy")).toBe("/?service=Hyperbaric+Oxygen+Therapy");
    expect(pageCacheKey("/?service=Hyperbaric+Oxygen+Therapy")).toBe("/?service=Hyperbaric+Oxygen+Therapy");
    expect(pageCacheKey("/?utm_source=news")).toBeNull();
    expect(pageCacheKey("/?service=anything-else")).toBeNull();
    expect(pageCacheKey("/wellness-programs?reviews=all&reviews=all")).toBeNull();
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
  });
});

const html = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text.repeat(50)}</body></html>`);

describe("buildEntry", () => {
  it("stores the same document in three encodings with distinct strong ETags", async () => {
    const doc = html("Samudra ");
    const entry = await buildEntry("/", doc, [
      ["Content-Type", "text/html; charset=utf-8"],
      ["Set-Cookie", "x=1"],
      ["Content-Security-Policy", "script-src 'nonce-abc'"],
    ]);
    expect(gunzipSync(entry.bodies.gzip).equals(doc)).toBe(true);
    expect(brotliDecompressSync(entry.bodies.br).equals(doc)).toBe(true);
    expect(entry.bodies.identity.equals(doc)).toBe(true);
    expect(new Set(Object.values(entry.etags)).size).toBe(3);
    for (const tag of Object.values(entry.etags)) expect(tag).toMatch(/^"[^"]+"$/);
    // Never replays a cookie; keeps the CSP it was given for that body.
    expect(entry.head.gzip.map((h) => h.toLowerCase())).not.toContain("set-cookie");
    expect(entry.head.gzip).toContain("script-src 'nonce-abc'");
    expect(entry.notModifiedHead.gzip).toContain("script-src 'nonce-abc'");
    expect(entry.notModifiedHead.gzip).toContain(entry.etags.gzip);
    expect(entry.notModifiedHead.gzip).not.toContain("Content-Type");
  });

  it("gives a different ETag to a different document", async () => {
    const one = await buildEntry("/", html("a"), []);
    const two = await buildEntry("/", html("b"), []);
    expect(one.etags.identity).not.toBe(two.etags.identity);
    expect(matchesEtag(one.etags.gzip, one)).toBe(true);
    expect(matchesEtag(`W/${one.etags.br}`, one)).toBe(true);
    expect(matchesEtag(`"x", ${one.etags.identity}`, one)).toBe(true);
    expect(matchesEtag(two.etags.identity, one)).toBe(false);
    expect(matchesEtag(undefined, one)).toBe(false);
  });
});

describe("PageCache", () => {
  /** Entries of one size (same-length bodies and keys): the limit then says how many fit. */
  const sameSize = (key: string) => buildEntry(key, html(key), []);

  it("charges an entry every stored body, header list, ETag and its key", async () => {
    const entry = await buildEntry("/about", html("about"), [
      ["Content-Type", "text/html; charset=utf-8"],
      ["X-Frame-Options", "DENY"],
    ]);
    const bodies = entry.bodies.identity.length + entry.bodies.gzip.length + entry.bodies.br.length;
    const headers = (["identity", "gzip", "br"] as const).reduce(
      (sum, enc) => sum + [...entry.head[enc], ...entry.notModifiedHead[enc]].reduce((n, h) => n + h.length, 0) + entry.etags[enc].length,
      0,
    );
    expect(entry.bytes).toBe(bodies + headers + "/about".length);
    // A longer header costs what it adds, in each of the six lists (three 200s; 304s have no Content-Type).
    const longer = await buildEntry("/about", html("about"), [
      ["Content-Type", "text/html; charset=utf-8"],
      ["X-Frame-Options", "DENY".repeat(11)],
    ]);
    expect(longer.bytes - entry.bytes).toBe(6 * 40);
  });

  it("keeps the sum of its entries' bytes, through replacing a key and evicting", async () => {
    const [a, b] = await Promise.all([sameSize("/a"), buildEntry("/b", html("b".repeat(5000)), [])]);
    const cache = new PageCache({ maxBytes: 10_000_000 });
    cache.set(a, cache.generation);
    cache.set(b, cache.generation);
    expect(cache.bytes).toBe(a.bytes + b.bytes);
    const b2 = await buildEntry("/b", html("b2"), []);
    cache.set(b2, cache.generation); // the same key again: the old entry's bytes go
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(a.bytes + b2.bytes);
    expect(cache.takeStats()).toMatchObject({ entries: 2, bytes: a.bytes + b2.bytes });
  });

  it("evicts the least recently used entries until the new one fits its byte limit", async () => {
    const entries = await Promise.all(["/a", "/b", "/c", "/d"].map(sameSize));
    const one = entries[0]!.bytes;
    expect(new Set(entries.map((e) => e.bytes)).size).toBe(1);
    const cache = new PageCache({ maxBytes: one * 3 });
    for (const entry of entries.slice(0, 3)) cache.set(entry, cache.generation);
    expect(cache.size).toBe(3);
    cache.get("/a"); // use order now /b, /c, /a: /b is the least recently used
    cache.set(entries[3]!, cache.generation);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.bytes).toBe(one * 3);
    // A page twice the size pushes out the two least recently used (/c, then /a); /d, just stored, stays.
    const big = await buildEntry("/big", html("x".repeat(one * 3)), []);
    const limit = big.bytes + one;
    const roomy = new PageCache({ maxBytes: limit });
    for (const key of ["/c", "/a", "/d"]) roomy.set(await sameSize(key), roomy.generation);
    expect(roomy.size).toBeLessThanOrEqual(3);
    roomy.set(big, roomy.generation);
    expect(roomy.get("/d")).toBeDefined();
    expect(roomy.get("/c")).toBeUndefined();
    expect(roomy.get("/a")).toBeUndefined();
    expect(roomy.get("/big")).toBeDefined();
    expect(roomy.bytes).toBeLessThanOrEqual(limit);
  });

  it("never grows past its byte limit, however many different pages are stored", async () => {
    const cache = new PageCache({ maxBytes: 100_000 });
    for (let i = 0; i < 300; i++) {
      cache.set(await buildEntry(`/therapy/t-${i}`, html(`therapy ${i} `.repeat(2 + (i % 7) * 3)), []), cache.generation);
      expect(cache.bytes).toBeLessThanOrEqual(100_000);
    }
    expect(cache.size).toBeGreaterThan(5);
    expect(cache.size).toBeLessThan(300);
    // The newest page is kept, the oldest long gone.
    expect(cache.get("/therapy/t-299")).toBeDefined();
    expect(cache.get("/therapy/t-0")).toBeUndefined();
  });

  it("refuses an entry larger than the whole cache and keeps what it had", async () => {
    const small = await sameSize("/a");
    const cache = new PageCache({ maxBytes: small.bytes * 2 });
    cache.set(small, cache.generation);
    const huge = await buildEntry("/huge", Buffer.from(Array.from({ length: 20_000 }, (_, i) => String(i)).join(",")), []);
    expect(huge.bytes).toBeGreaterThan(cache.options.maxBytes);
    expect(cache.set(huge, cache.generation)).toBe(false);
    expect(cache.get("/huge")).toBeUndefined();
    expect(cache.get("/a")).toBe(small);
    expect(cache.bytes).toBe(small.bytes);
  });

  it("defaults to 32 MB", () => {
    expect(new PageCache().options.maxBytes).toBe(32 * 1024 * 1024);
  });

  it("does not store a page rendered before the last clear", async () => {
    const cache = new PageCache();
    const generation = cache.generation;
    cache.clear(); // a content write happened while the page was rendering
    expect(cache.set(await buildEntry("/", html("old"), []), generation)).toBe(false);
    expect(cache.size).toBe(0);
    expect(cache.set(await buildEntry("/", html("new"), []), cache.generation)).toBe(true);
  });

  it("clear drops every entry and every render under way", async () => {
    const cache = new PageCache();
    cache.set(await buildEntry("/", html("x"), []), cache.generation);
    cache.track("/about", new Promise(() => {}));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.inFlight("/about")).toBeUndefined();
  });
});
