// The structured-data rules every public page must meet, shared by tests/e2e/seo.test.ts and
// the audit (scripts/audit): one place decides what "valid JSON-LD" means for this site.
import assert from "node:assert/strict";

export type JsonLdNode = Record<string, unknown>;

/** Every node of every `<script type="application/ld+json">` block; throws when one does not parse or lacks the schema.org context. */
export function jsonLdNodes(html: string): JsonLdNode[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as JsonLdNode,
  );
  return blocks.flatMap((b) => {
    assert.equal(b["@context"], "https://schema.org");
    return (b["@graph"] as JsonLdNode[] | undefined) ?? [b];
  });
}

export const typesOf = (n: JsonLdNode) => ([] as unknown[]).concat(n["@type"] ?? []).map(String);

/** Fields search engines require for the types this site uses. */
export function checkJsonLdNode(node: JsonLdNode, page: string) {
  const types = typesOf(node);
  assert.ok(types.length > 0, `${page}: node without @type`);
  if (types.includes("MedicalClinic")) {
    const address = node.address as JsonLdNode;
    for (const key of ["streetAddress", "addressLocality", "postalCode", "addressCountry"])
      assert.ok(address[key], `${page}: clinic address.${key}`);
    assert.ok(node.name && node.url && (node.telephone as unknown[]).length > 0, `${page}: clinic name/url/telephone`);
    assert.equal((node.openingHoursSpecification as unknown[]).length, 2);
    assert.ok((node.geo as JsonLdNode).latitude, `${page}: clinic geo`);
  }
  if (types.includes("BreadcrumbList")) {
    const items = node.itemListElement as JsonLdNode[];
    items.forEach((item, i) => {
      assert.equal(item.position, i + 1);
      assert.match(String(item.item), /^https:\/\//);
      assert.ok(item.name);
    });
  }
  if (types.includes("FAQPage")) {
    const questions = node.mainEntity as JsonLdNode[];
    assert.ok(questions.length > 0);
    for (const q of questions) {
      assert.equal(q["@type"], "Question");
      assert.ok(q.name && (q.acceptedAnswer as JsonLdNode).text, `${page}: FAQ question and answer`);
    }
  }
  if (types.includes("MedicalTherapy")) assert.ok(node.name && node.url && node.description, `${page}: therapy name/url/description`);
  if (types.includes("IndividualPhysician"))
    assert.ok(node.name && node.medicalSpecialty && (node.worksFor as JsonLdNode)["@id"], `${page}: physician`);
}

const LANGUAGE_TAGS: Record<string, string> = { hi: "hi-IN", te: "te-IN", ar: "ar" };
/** A path's language prefix taken off, and the language tag it stands for. */
function splitLanguage(path: string): { tag: string; rest: string } {
  const match = /^\/(hi|te|ar)(?=\/|$)/.exec(path);
  return match ? { tag: LANGUAGE_TAGS[match[1]!]!, rest: path.slice(match[0].length) || "/" } : { tag: "en-IN", rest: path };
}

/** The node types a page must carry, by path (in any language). */
export function requiredJsonLdTypes(localizedPath: string): string[] {
  const path = splitLanguage(localizedPath).rest;
  if (path === "/") return ["WebPage", "MedicalClinic"];
  if (path.startsWith("/therapy/")) return ["WebPage", "MedicalClinic", "BreadcrumbList", "FAQPage", "MedicalTherapy", "MedicalProcedure"];
  if (path.startsWith("/doctors/") || path === "/doctor-profile" || path === "/doctor-gurpreet-profile")
    return ["WebPage", "IndividualPhysician"];
  return [];
}

/** Runs every rule on one page's HTML: parse, context, fields, required types, no review markup. Throws on the first failure. */
export function checkPageJsonLd(html: string, path: string): { types: string[] } {
  const nodes = jsonLdNodes(html);
  for (const node of nodes) checkJsonLdNode(node, path);
  // Self-serving testimonials are never review markup.
  assert.doesNotMatch(JSON.stringify(nodes), /"(Review|AggregateRating|aggregateRating|review)"/, `${path}: no review markup`);
  const types = nodes.flatMap(typesOf);
  for (const t of requiredJsonLdTypes(path)) assert.ok(types.includes(t), `${path}: ${t}`);
  // A page and its questions say the language they are written in: the address's.
  for (const node of nodes.filter((n) => typesOf(n).some((t) => t === "WebPage" || t === "FAQPage"))) {
    assert.equal(node.inLanguage, splitLanguage(path).tag, `${path}: ${typesOf(node).join()} inLanguage`);
  }
  return { types };
}
