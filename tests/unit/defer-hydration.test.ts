import { describe, expect, it } from "vitest";
import { deferHydration } from "~/lib/defer-hydration";

const routerScript =
  'import * as route0 from "/assets/root-A.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-B.js");';
const page = (script = routerScript) =>
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-B.js" nonce="N1"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root-A.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/root-A.js" nonce="N1"/></head><body><main>Hi</main>' +
  `<script nonce="N1">window.__reactRouterContext = {};</script><script nonce="N1" type="module" async="">${script}</script></body></html>`;

interface FakeEvent {
  target: unknown;
  submitter?: unknown;
  defaultPrevented: boolean;
  button?: number;
  preventDefault(): void;
}

/** Runs the generated loader against a minimal document and returns what it inserted. */
function runLoader(html: string, readyState: "loading" | "complete") {
  const inline = /<script nonce="N1">(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(inline).toBeDefined();
  const inserted: Array<Record<string, string>> = [];
  const listeners: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const documentListeners: Record<string, (e: FakeEvent) => void> = {};
  const observers: Array<() => void> = [];
  const dataset: Record<string, string> = {};
  const document = {
    readyState,
    currentScript: { nonce: "N1" },
    documentElement: { dataset },
    head: { appendChild: (el: Record<string, string>) => inserted.push(el) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, fn: (e: FakeEvent) => void) => (documentListeners[type] = fn),
  };
  class FakeObserver {
    constructor(private readonly fn: (m: unknown[], o: FakeObserver) => void) {}
    observe() {
      observers.push(() => this.fn([], this));
    }
    disconnect() {}
  }
  new Function("document", "addEventListener", "requestAnimationFrame", "setTimeout", "MutationObserver", "location", inline as string)(
    document,
    (_type: string, fn: () => void) => listeners.push(fn),
    (fn: () => void) => frames.push(fn),
    (fn: () => void) => timers.push(fn),
    FakeObserver,
    { href: "http://localhost/admin-login", origin: "http://localhost", pathname: "/admin-login", search: "" },
  );
  const flush = () => {
    for (const queue of [listeners, frames, timers]) while (queue.length) queue.shift()?.();
  };
  const hydrate = () => {
    dataset.hydrated = "true";
    for (const o of observers) o();
  };
  const submit = () => {
    const calls: unknown[] = [];
    const form = { requestSubmit: (b: unknown) => calls.push(b) };
    const event: FakeEvent = {
      target: form,
      submitter: "sign-in",
      defaultPrevented: false,
      preventDefault: () => (event.defaultPrevented = true),
    };
    documentListeners.submit?.(event);
    return { event, calls };
  };
  return { inserted, listeners, flush, hydrate, submit, timers };
}

describe("deferHydration", () => {
  it("takes the module preloads out and keeps everything else", () => {
    const out = deferHydration(page());
    expect(out).not.toContain('modulepreload" href');
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
    const plain =
      '<html><head><link rel="modulepreload" href="/x.js"/></head><body><script type="module" async="">import "/y.js";</script></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });

  it("lets a form sent before the scripts start go as the browser's own, and then waits before hydrating", () => {
    const loader = runLoader(deferHydration(page()), "loading");
    const { event } = loader.submit();
    expect(event.defaultPrevented).toBe(false);
    loader.listeners.shift()?.();
    expect(loader.inserted).toEqual([]);
    loader.flush();
    // Only after the grace period (a download, or a slow answer, keeps the page).
    expect(loader.inserted.at(-1)?.textContent).toBe(routerScript);
  });

  it("holds a form sent after the scripts start and sends it again, with its button, once React is ready", () => {
    const loader = runLoader(deferHydration(page()), "complete");
    loader.flush();
    expect(loader.inserted.at(-1)?.textContent).toBe(routerScript);
    const { event, calls } = loader.submit();
    expect(event.defaultPrevented).toBe(true);
    expect(calls).toEqual([]);
    loader.hydrate();
    expect(calls).toEqual(["sign-in"]);
  });

  it("sends a held form as the browser's own when React is not ready in time", () => {
    const loader = runLoader(deferHydration(page()), "complete");
    loader.flush();
    const { calls } = loader.submit();
    loader.flush();
    expect(calls).toEqual(["sign-in"]);
  });
});
