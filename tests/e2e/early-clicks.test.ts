// A sign-in clicked before React is ready still signs in (app/lib/defer-hydration.ts): before
// the page's scripts start, the browser's own form post goes ahead; while they load, the post
// is held and sent again by React Router once the page is hydrated.
import assert from "node:assert/strict";
import { after, afterEach, before, describe, it } from "node:test";
import type { Browser, Route } from "playwright-core";
import { launchBrowser, openPage, type TestPage, url } from "./support/browser.ts";

let browser: Browser;
let t: TestPage | undefined;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());
afterEach(async () => {
  assert.deepEqual(t?.errors ?? [], []);
  await t?.context.close();
  t = undefined;
});

/** Holds every request matching `pattern` until `release()` is called. */
async function holdRequests(pattern: string) {
  const held: Route[] = [];
  let open = false;
  await t!.page.route(pattern, (route) => (open ? route.continue() : void held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      open = true;
      for (const r of held.splice(0)) await r.continue();
    },
  };
}

async function fillSignIn(username: string) {
  await t!.page.getByLabel("Username").fill(username);
  await t!.page.getByLabel("Password", { exact: true }).fill("demo@2025");
}

describe("a sign-in clicked before the page is interactive", () => {
  it("before the page has loaded: the browser's own post signs in", async () => {
    t = await openPage(browser);
    // The font held back: the page does not finish loading, so its scripts do not start.
    const font = await holdRequests("**/*.woff2");
    await t.page.goto(url("/admin-login"), { waitUntil: "domcontentloaded" });
    assert.equal(await t.page.evaluate(() => document.readyState), "interactive");
    await fillSignIn("editor");
    await Promise.all([
      t.page.waitForURL((u) => u.pathname === "/admin", { waitUntil: "commit" }),
      t.page.getByRole("button", { name: "Sign In" }).click(),
    ]);
    assert.ok(font.count() > 0, "the font was held");
    await font.release();
    await t.page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  });

  it("while the scripts load: the post is held, then sent once React is ready", async () => {
    t = await openPage(browser);
    // The page loads; its modules, asked for after its first frame, are held.
    const modules = await holdRequests("**/assets/*.js");
    await t.page.goto(url("/admin-login"));
    await t.page.waitForFunction(() => document.head.querySelector('script[type="module"]') !== null);
    assert.notEqual(await t.page.evaluate(() => document.documentElement.dataset.hydrated), "true");
    await fillSignIn("editor");
    await t.page.getByRole("button", { name: "Sign In" }).click();
    assert.equal(new URL(t.page.url()).pathname, "/admin-login", "held until React is ready");
    await modules.release();
    await t.page.waitForURL((u) => u.pathname === "/admin");
    await t.page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  });
});
