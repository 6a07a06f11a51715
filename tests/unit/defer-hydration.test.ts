import { describe, expect, it } from "vitest";
import { deferHydration } from "~/lib/defer-hydration";

const routerScript =
  'import * as route0 from "/assets/root-A.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-B.js");';
const page = (script = routerScript) =>
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-B.js" nonce="N1"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root-A.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/root-A.js" nonce="N1"/></head><body><main>Hi</main>' +
  `<script nonce="N1">window.__reactRouterContext = {};</script><script nonce="N1" type="module" async="">${script}</script></body></html>`;

/** Runs the generated loader against a minimal document and returns what it inserted. */
function runLoader(html: string, readyState: "loading" | "complete") {
  const inline = /<script nonce="N1">(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(inline).toBeDefined();
  const inserted: Array<Record<string, string>> = [];
  const listeners: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    readyState,
    currentScript: { nonce: "N1" },
    head: { appendChild: (el: Record<string, string>) => inserted.push(el) },
    createElement: (tag: string) => ({ tag }),
  };
  new Function("document", "addEventListener", "requestAnimationFrame", "setTimeout", inline as string)(
    document,
    (_type: string, fn: () => void) => listeners.push(fn),
    (fn: () => void) => frames.push(fn),
    (fn: () => void) => timers.push(fn),
  );
  const flush = () => {
    for (const queue of [listeners, frames, timers]) while (queue.length) queue.shift()?.();
  };
  return { inserted, listeners, flush };
}

describe("deferHydration", () => {
  it("takes the module preloads out and keeps everything else", () => {
    const out = deferHydration(page());
    expect(out).not.toContain("modulepreload\" href");
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("<main>Hi</main>");
    expect(out).toContain('<script nonce="N1">window.__reactRouterContext = {};</script>');
    expect(out).not.toContain('type="module" async=""');
  });

  it("starts nothing before load, then adds the preloads once and the original module code after a frame", () => {
    const { inserted, listeners, flush } = runLoader(deferHydration(page()), "loading");
    expect(inserted).toEqual([]);
    expect(listeners).toHaveLength(1);
    flush();
    expect(inserted.filter((el) => el.rel === "modulepreload").map((el) => el.href)).toEqual([
      "/assets/entry.client-B.js",
      "/assets/root-A.js",
    ]);
    const module = inserted.at(-1);
    expect(module).toMatchObject({ tag: "script", type: "module", nonce: "N1", textContent: routerScript });
  });

  it("starts at once (after a frame) when the page has already loaded", () => {
    const { inserted, listeners, flush } = runLoader(deferHydration(page()), "complete");
    expect(listeners).toHaveLength(0);
    flush();
    expect(inserted.at(-1)?.textContent).toBe(routerScript);
  });

  it("escapes what would end the script element early", () => {
    const out = deferHydration(page(`${routerScript}\n// a comment with <!-- and <b>`));
    const loader = /<script nonce="N1">(\(function[\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(loader).not.toMatch(/<!--|<b>/);
    expect(loader).toContain("\\u003c!--");
  });

  it("leaves a document without React Router's module script alone", () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body><script type="module" async="">import "/y.js";</script></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
