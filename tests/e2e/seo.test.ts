// Every public page in the sitemap: head tags rendered on the server, exactly one h1, and
// structured data that parses and carries the fields search engines require.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { BASE_URL } from "./support/browser.ts";

type Node = Record<string, unknown>;
const SITE = "https://samudra-rehab.example";

let pages: string[] = [];
before(async () => {
  const xml = await (await fetch(new URL("/sitemap.xml", BASE_URL))).text();
  pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
});

const attr = (html: string, re: RegExp) => re.exec(html)?.[1] ?? null;

function jsonLdNodes(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "") as Node);
  return blocks.flatMap((b) => {
    assert.equal(b["@context"], "https://schema.org");
    return (b["@graph"] as Node[] | undefined) ?? [b];
  });
}

const typesOf = (n: Node) => ([] as unknown[]).concat(n["@type"]).map(String);

function checkNode(node: Node, page: string) {
  const types = typesOf(node);
  assert.ok(types.length > 0, `${page}: node without @type`);
  if (types.includes("MedicalClinic")) {
    const address = node.address as Node;
    for (const key of ["streetAddress", "addressLocality", "postalCode", "addressCountry"]) assert.ok(address[key], `${page}: clinic address.${key}`);
    assert.ok(node.name && node.url && (node.telephone as unknown[]).length > 0, `${page}: clinic name/url/telephone`);
    assert.equal((node.openingHoursSpecification as unknown[]).length, 2);
    assert.ok((node.geo as Node).latitude, `${page}: clinic geo`);
  }
  if (types.includes("BreadcrumbList")) {
    const items = node.itemListElement as Node[];
    items.forEach((item, i) => {
      assert.equal(item.position, i + 1);
      assert.match(String(item.item), /^https:\/\//);
      assert.ok(item.name);
    });
  }
  if (types.includes("FAQPage")) {
    const questions = node.mainEntity as Node[];
    assert.ok(questions.length > 0);
    for (const q of questions) {
      assert.equal(q["@type"], "Question");
      assert.ok(q.name && (q.acceptedAnswer as Node).text, `${page}: FAQ question and answer`);
    }
  }
  if (types.includes("MedicalTherapy")) assert.ok(node.name && node.url && node.description, `${page}: therapy name/url/description`);
  if (types.includes("IndividualPhysician")) assert.ok(node.name && node.medicalSpecialty && (node.worksFor as Node)["@id"], `${page}: physician`);
}

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
      assert.ok(!titles.has(title), `${path}: title "${title}" is used by another page`);
      titles.add(title);
      assert.ok((attr(html, /<meta name="description" content="([^"]+)"/) ?? "").length >= 50, `${path}: description`);
      assert.equal(attr(html, /<link rel="canonical" href="([^"]+)"/), loc, `${path}: canonical`);
      assert.ok(attr(html, /<meta property="og:title" content="([^"]+)"/), `${path}: og:title`);
      assert.match(attr(html, /<meta property="og:image" content="([^"]+)"/) ?? "", new RegExp(`^${SITE}/`), `${path}: og:image`);
      assert.ok(attr(html, /<meta name="twitter:card" content="([^"]+)"/), `${path}: twitter:card`);

      const nodes = jsonLdNodes(html);
      for (const node of nodes) checkNode(node, path);
      // Self-serving testimonials are never review markup.
      assert.doesNotMatch(JSON.stringify(nodes), /"(Review|AggregateRating|aggregateRating|review)"/, `${path}: no review markup`);
      const types = nodes.flatMap(typesOf);
      if (path === "/") assert.ok(types.includes("MedicalClinic"), "home: MedicalClinic");
      if (path.startsWith("/therapy/")) {
        for (const t of ["MedicalClinic", "BreadcrumbList", "FAQPage", "MedicalTherapy", "MedicalProcedure"]) assert.ok(types.includes(t), `${path}: ${t}`);
      }
      if (path.startsWith("/doctors/")) assert.ok(types.includes("IndividualPhysician"), `${path}: IndividualPhysician`);
    }
  });
});
