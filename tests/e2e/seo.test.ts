// Every public page in the sitemap: head tags rendered on the server, exactly one h1, and
// structured data that parses and carries the fields search engines require.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { BASE_URL } from "./support/browser.ts";
import { checkPageJsonLd } from "./support/jsonld.ts";

const SITE = "https://samudra-rehab.example";

let pages: string[] = [];
before(async () => {
  const xml = await (await fetch(new URL("/sitemap.xml", BASE_URL))).text();
  pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
});

const attr = (html: string, re: RegExp) => re.exec(html)?.[1] ?? null;

describe("public pages in the sitemap", () => {
  it("lists every public page", () => {
    assert.ok(pages.length >= 16, `sitemap has ${pages.length} pages`);
  });

  it("each renders its own head tags, one h1 and valid structured data on the server", async () => {
    const titles = new Set<string>();
    for (const loc of pages) {
      const path = new URL(loc).pathname;
      const response = await fetch(new URL(path, BASE_URL), { headers: { "User-Agent": "Googlebot/2.1" } });
      assert.equal(response.status, 200, path);
      const html = await response.text();
      assert.equal(html.match(/<h1[\s>]/g)?.length, 1, `${path}: exactly one h1`);
      const title = attr(html, /<title>([^<]+)<\/title>/);
      assert.ok(title, `${path}: title`);
      // Unique within a language: a page and its translations are tied by hreflang instead.
      const language = /^\/(hi|te|ar)(\/|$)/.exec(path)?.[1] ?? "en";
      assert.ok(!titles.has(`${language} ${title}`), `${path}: title "${title}" is used by another page`);
      titles.add(`${language} ${title}`);
      assert.ok((attr(html, /<meta name="description" content="([^"]+)"/) ?? "").length >= 50, `${path}: description`);
      assert.equal(attr(html, /<link rel="canonical" href="([^"]+)"/), loc, `${path}: canonical`);
      assert.ok(attr(html, /<meta property="og:title" content="([^"]+)"/), `${path}: og:title`);
      assert.match(attr(html, /<meta property="og:image" content="([^"]+)"/) ?? "", new RegExp(`^${SITE}/`), `${path}: og:image`);
      assert.ok(attr(html, /<meta name="twitter:card" content="([^"]+)"/), `${path}: twitter:card`);

      checkPageJsonLd(html, path);
    }
  });
});
