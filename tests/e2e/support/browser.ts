import assert from "node:assert/strict";
import { after, afterEach, before } from "node:test";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type Request,
} from "playwright-core";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH, chromiumEnv, type DeviceFonts } from "../../../scripts/audit/chromium.ts";

export const BASE_URL = process.env.BASE_URL ?? "";
if (!BASE_URL) throw new Error("BASE_URL is not set: run the e2e tests through tests/e2e/run.ts");

/** The audit's Chromium switches: nothing but this machine resolves, so tests never reach a third party. */
export function launchBrowser(fonts: DeviceFonts = "no-script-fonts"): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS, env: chromiumEnv(fonts) });
}

/**
 * A test file's usual set-up: one Chromium for the file (launched before its first test),
 * and after each test the page it opened (`current()`) must have logged no console or page
 * error, and is closed. Returns the file's browser.
 */
export function browserForFile(current: () => TestPage): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());
  afterEach(async () => {
    const t = current();
    assert.deepEqual(t.errors, [], "no console or page errors");
    await t.context.close();
  });
  return () => {
    if (!browser) throw new Error("the browser starts in before(): use it inside a test");
    return browser;
  };
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Every request to a host other than this machine (none resolves: RESOLVER_RULE). */
  thirdParty: string[];
  /** Console errors and uncaught page errors. */
  errors: string[];
  /** The context's requests still open, and when the last one started or ended (expectNoThirdParty). */
  network: { open: Set<Request>; lastActivity: number };
}

const isLocal = (url: string) => {
  const { hostname, protocol } = new URL(url);
  return protocol === "data:" || protocol === "blob:" || hostname === "127.0.0.1" || hostname === "localhost";
};

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const thirdParty: string[] = [];
  const errors: string[] = [];
  // Third parties are recorded, not intercepted: the browser's resolver rule (CHROMIUM_FLAGS)
  // already fails every host but this machine. Routing every request through the test process
  // also turned off the browser's cache and cost CPU on each request (docs/decisions/051).
  const network = { open: new Set<Request>(), lastActivity: performance.now() };
  context.on("request", (request) => {
    const url = request.url();
    if (!isLocal(url)) thirdParty.push(url);
    network.open.add(request);
    network.lastActivity = performance.now();
  });
  const settled = (request: Request) => {
    network.open.delete(request);
    network.lastActivity = performance.now();
  };
  context.on("requestfinished", settled);
  context.on("requestfailed", settled);
  // A script, style or frame our CSP refuses is a bug even when the page still works (zod's
  // caught `new Function` probe failed Lighthouse on /admin-login): report it as an error.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // A blocked third-party frame after a click is expected here; anything else is a bug.
    if (message.type() === "error" && !/ERR_BLOCKED_BY_CLIENT|ERR_NAME_NOT_RESOLVED/.test(message.text())) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return { page, context, thirdParty, errors, network };
}

/**
 * Waits until the page has loaded and no request has started or ended for `quietMs`, then
 * asserts that nothing was asked of a third party. Unlike Playwright's "networkidle", a local
 * request left open (one the browser never reports finished) does not hold the wait: it only
 * needs to stop starting new ones. An earlier networkidle wait timed out once in CI after the
 * page had long been quiet.
 */
export async function expectNoThirdParty(t: TestPage, message?: string, quietMs = 500, timeout = 10_000) {
  await t.page.waitForLoadState("load");
  await waitUntil(
    async () => performance.now() - t.network.lastActivity >= quietMs,
    () => `the page's requests settling; open: ${[...t.network.open].map((r) => r.url()).join(", ") || "none"}`,
    timeout,
  );
  assert.deepEqual(t.thirdParty, [], message);
}

export const url = (path: string) => new URL(path, BASE_URL).toString();

/** Waits until the page's scripts are live: React hydrated (staff pages) or every island started (public pages). */
export async function waitForHydration(page: Page) {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  } catch (error) {
    // What the page was doing, so that a rare timeout in CI can be told apart: the wrong page
    // (a login page never hydrates), a script that never arrived, or React that never started.
    const state = await page
      .evaluate(() => {
        const loaded = new Set(performance.getEntriesByType("resource").map((e) => e.name));
        const scripts = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[rel=modulepreload]")].map(
          (e) => ("src" in e ? e.src : e.href),
        );
        return {
          url: location.href,
          readyState: document.readyState,
          js: document.documentElement.dataset.js ?? null,
          scriptsNotLoaded: scripts.filter((s) => !loaded.has(s)),
        };
      })
      .catch((e: unknown) => String(e));
    throw new Error(`the page never hydrated: ${JSON.stringify(state)}`, { cause: error });
  }
}

/**
 * Waits until React has hydrated a staff page, when the page runs scripts at all (its loader
 * marks the document `data-js="on"`; a context without JavaScript never hydrates). Typing
 * into a form React is about to take over races its start under load.
 */
export async function waitUntilInteractive(page: Page) {
  const scripted = await page.evaluate(() => document.documentElement.dataset.js === "on").catch(() => false);
  if (scripted) await waitForHydration(page);
}

/** Loads a page and waits until its scripts are live (waitForHydration). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(url(path));
  await waitForHydration(page);
}

/** Polls until the locator's attribute equals `value` (no fixed sleeps). */
export async function waitForAttribute(locator: Locator, name: string, value: string | null, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let last: string | null = null;
  while (Date.now() < deadline) {
    last = await locator.getAttribute(name);
    if (last === value) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  assert.equal(last, value, `attribute ${name}`);
}

export async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.top < window.innerHeight && r.bottom > 0;
  }, selector);
}

/** Polls `check` until it holds; `message` may be a function, to say what things were like then. */
export async function waitUntil(check: () => Promise<boolean>, message: string | (() => string), timeout = 5000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  assert.fail(`timed out: ${typeof message === "function" ? message() : message}`);
}

/**
 * Waits until no <dialog> holds a video player. The island removes it on the dialog's "close"
 * event, a task after the dialog hides; and a hidden dialog is no longer a "dialog" to
 * getByRole, so the player is looked for by tag.
 */
export async function waitForPlayerRemoved(page: Page) {
  await waitUntil(async () => (await page.locator("dialog iframe").count()) === 0, "player removed on close");
}

/** Drops expected console errors (e.g. the browser's note on a deliberate 404 or 400). */
export function allowErrors(t: TestPage, pattern: RegExp) {
  const kept = t.errors.filter((e) => !pattern.test(e));
  t.errors.splice(0, t.errors.length, ...kept);
}
