import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as robots } from "~/routes/robots";
import { loader as sitemap } from "~/routes/sitemap";
import type { Database } from "~/server/db/client.server";
import { documents, therapies } from "~/server/db/schema.server";
import { createTestDatabase } from "../support/test-db";
import { makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const context = () => makeContext(makeServices(database, { SITE_URL: "https://clinic.example" }));

describe("sitemap.xml", () => {
  it("lists every public canonical URL, therapy pages and doctors' profiles with their lastmod", async () => {
    await database.db
      .update(documents)
      .set({ publishedAt: new Date("2026-05-06T08:00:00Z") })
      .where(eq(documents.key, "aditya-varma"));
    await database.db
      .update(therapies)
      .set({ updatedAt: new Date("2026-03-04T10:00:00Z") })
      .where(eq(therapies.slug, "cryotherapy"));
    await database.db.update(therapies).set({ isActive: false }).where(eq(therapies.slug, "hydrogen-inhalation"));
    const response = await sitemap(routeArgs(new Request("http://localhost/sitemap.xml"), context()) as Parameters<typeof sitemap>[0]);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain("https://clinic.example/");
    expect(locs).toContain("https://clinic.example/doctors/aditya-varma");
    expect(locs).toContain("https://clinic.example/doctors/gurpreet-singh-bedi");
    expect(locs).toContain("https://clinic.example/therapy/hyperbaric-oxygen-therapy");
    expect(locs).not.toContain("https://clinic.example/therapy/hydrogen-inhalation");
    expect(locs.filter((l) => l?.includes("/admin"))).toEqual([]);
    expect(xml).toContain("<loc>https://clinic.example/therapy/cryotherapy</loc><lastmod>2026-03-04</lastmod>");
    expect(xml).toContain("<loc>https://clinic.example/doctors/aditya-varma</loc><lastmod>2026-05-06</lastmod>");
    expect(new Set(locs).size).toBe(locs.length);
    // English only until the clinic publishes its translations (SITE_LANGUAGES).
    expect(locs.filter((l) => /\/(hi|te|ar)(\/|$)/.test(new URL(l ?? "").pathname))).toEqual([]);
    expect(xml).not.toContain("xhtml:link");
  });

  it("lists every page in every published language, each with its alternates", async () => {
    const all = makeContext(makeServices(database, { SITE_URL: "https://clinic.example", SITE_LANGUAGES: "en,hi,te,ar" }));
    const response = await sitemap(routeArgs(new Request("http://localhost/sitemap.xml"), all) as Parameters<typeof sitemap>[0]);
    const xml = await response.text();
    expect(xml).toContain(
      '<url><loc>https://clinic.example/te/about</loc><xhtml:link rel="alternate" hreflang="en-IN" href="https://clinic.example/about"/><xhtml:link rel="alternate" hreflang="hi-IN" href="https://clinic.example/hi/about"/><xhtml:link rel="alternate" hreflang="te-IN" href="https://clinic.example/te/about"/><xhtml:link rel="alternate" hreflang="ar" href="https://clinic.example/ar/about"/><xhtml:link rel="alternate" hreflang="x-default" href="https://clinic.example/about"/></url>',
    );
    expect([...xml.matchAll(/<loc>/g)].length % 4).toBe(0);
  });
});

describe("robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of the staff area", async () => {
    const response = robots(routeArgs(new Request("http://localhost/robots.txt"), context()) as Parameters<typeof robots>[0]);
    const text = await response.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: https://clinic.example/sitemap.xml");
  });
});
