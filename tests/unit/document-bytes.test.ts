import { describe, expect, it } from "vitest";
import { deferHydration } from "~/lib/defer-hydration";
import { deferHydrationInBytes } from "~/server/document-bytes.server";

const routerScript =
  'import * as route0 from "/assets/root-A.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-B.js");';
const preload = (href: string) => `<link rel="modulepreload" href="${href}" nonce="N1"/>`;
const doc = ({ head = "", body = "", tail = "", script = routerScript } = {}) =>
  `<!DOCTYPE html><html lang="hi"><head><meta charSet="utf-8"/>${head}<title>जाँच — ₹ 500</title></head>` +
  `<body><main>${body}<p>परामर्श के लिए संपर्क करें · تواصل معنا</p></main>` +
  `<script nonce="N1">window.__reactRouterContext = {};</script>${tail}<script nonce="N1" type="module" async="">${script}</script>` +
  `<script nonce="N1">after()</script></body></html>`;

const cases: Record<string, string> = {
  "preloads in the head (React hoists links)": doc({ head: preload("/assets/entry.client-B.js") + preload("/assets/root-A.js") }),
  "preloads before the script, in the tail": doc({ tail: preload("/assets/root-A.js") + preload("/assets/root-A.js") }),
  "preloads in the head and the tail, one repeated": doc({ head: preload("/a.js"), tail: preload("/b.js") + preload("/a.js") }),
  "a preload in the body (the whole-document path)": doc({ head: preload("/a.js"), body: preload("/c.js") }),
  "no preloads": doc(),
  "a module script that is not the router's": doc({ script: 'import("/assets/island.js")' }),
  "an island's module script before the router's": doc({ body: '<script type="module" async="">import("/i.js")</script>' }),
  "no module script at all": "<!DOCTYPE html><html><head></head><body><p>ठीक</p></body></html>",
  "no head": '<p>x</p><script type="module" async="">window.__reactRouterRouteModules = {}</script>',
};

describe("deferHydrationInBytes", () => {
  for (const [name, html] of Object.entries(cases)) {
    it(`gives deferHydration's bytes: ${name}`, () => {
      const expected = deferHydration(html);
      expect(deferHydrationInBytes(Buffer.from(html, "utf8")).toString("utf8")).toBe(expected);
    });
  }

  it("really moves the router's start-up (the cases above are not all no-ops)", () => {
    const html = cases["preloads in the head and the tail, one repeated"]!;
    const out = deferHydrationInBytes(Buffer.from(html, "utf8")).toString("utf8");
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('type="module" async');
    expect(out).toContain('p=["/a.js","/b.js"]');
    expect(out).toContain("<p>परामर्श के लिए संपर्क करें · تواصل معنا</p>");
  });
});
