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
    for (const url of ["/admin", "/admin/therapies", "/admin-login", "/admin-login?redirectTo=%2Fadmin", "/media/x", "/assets/a", "/healthz", "/sitemap.xml", "/about.data", "/favicon.svg"]) {
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
    const entry = await buildEntry("/", doc, [["Content-Type", "text/html; charset=utf-8"], ["Set-Cookie", "x=1"], ["Content-Security-Policy", "script-src 'nonce-abc'"]]);
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
  it("evicts the least recently used entry past its entry limit", async () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 10_000_000 });
    for (const key of ["/a", "/b"]) cache.set(await buildEntry(key, html(key), []), cache.generation);
    cache.get("/a"); // /b is now the least recently used
    cache.set(await buildEntry("/c", html("c"), []), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });

  it("stays under its byte limit and refuses an entry larger than the whole cache", async () => {
    const one = await buildEntry("/a", html("a"), []);
    const cache = new PageCache({ maxEntries: 100, maxBytes: one.bytes * 2 + 10 });
    for (const key of ["/a", "/b", "/c", "/d"]) cache.set(await buildEntry(key, html("a"), []), cache.generation);
    expect(cache.bytes).toBeLessThanOrEqual(cache.options.maxBytes);
    expect(cache.size).toBe(2);
    const huge = await buildEntry("/huge", Buffer.from(Array.from({ length: 20_000 }, (_, i) => String(i)).join(",")), []);
    expect(cache.set(huge, cache.generation)).toBe(false);
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
