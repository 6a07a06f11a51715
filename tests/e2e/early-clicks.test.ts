// A staff form used before React is ready still does its work (app/lib/defer-hydration.ts):
// before the page's scripts start, the browser's own form post goes ahead; while they load, the
// post is held and sent again by React Router once the page is hydrated. The sign-in page is not
// hydrated at all (docs/decisions/040): its form is a plain post from the first moment.
import assert from "node:assert/strict";
import { after, afterEach, before, describe, it } from "node:test";
import type { Browser, Route } from "playwright-core";
import { signIn } from "./support/admin.ts";
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

const logout = () => t!.page.locator("button:visible", { hasText: "Logout" });

describe("the sign-in page (server-rendered, islands only)", () => {
  it("signs in from a click before its script has run: the form is a plain post", async () => {
    t = await openPage(browser);
    const script = await holdRequests("**/assets/staff-islands-*.js");
    // A module script held keeps the document from finishing (DOMContentLoaded waits for it).
    await t.page.goto(url("/admin-login"), { waitUntil: "commit" });
    await t.page.getByRole("button", { name: "Sign In" }).waitFor();
    assert.notEqual(await t.page.evaluate(() => document.documentElement.dataset.hydrated), "true");
    await fillSignIn("editor");
    await Promise.all([
      t.page.waitForURL((u) => u.pathname === "/admin", { waitUntil: "commit" }),
      t.page.getByRole("button", { name: "Sign In" }).click(),
    ]);
    assert.ok(script.count() > 0, "the islands script was held");
    await script.release();
    await t.page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  });
});

describe("a staff form used before React is ready", () => {
  it("before the page has loaded: the browser's own post goes ahead", async () => {
    t = await openPage(browser);
    await signIn(t.page, "editor");
    // The font held back: the page does not finish loading, so its scripts do not start.
    const font = await holdRequests("**/*.woff2");
    await t.page.goto(url("/admin"), { waitUntil: "domcontentloaded" });
    assert.equal(await t.page.evaluate(() => document.readyState), "interactive");
    await Promise.all([t.page.waitForURL((u) => u.pathname === "/admin-login", { waitUntil: "commit" }), logout().click()]);
    assert.ok(font.count() > 0, "the font was held");
    await font.release();
    await t.page.getByRole("heading", { name: "Admin Login", level: 1 }).waitFor();
  });

  it("while the scripts load: the post is held, then sent once React is ready", async () => {
    t = await openPage(browser);
    await signIn(t.page, "editor");
    // The page loads; its modules, asked for after its first frame, are held.
    const modules = await holdRequests("**/assets/*.js");
    await t.page.goto(url("/admin"));
    await t.page.waitForFunction(() => document.head.querySelector('script[type="module"]') !== null);
    assert.notEqual(await t.page.evaluate(() => document.documentElement.dataset.hydrated), "true");
    await logout().click();
    assert.equal(new URL(t.page.url()).pathname, "/admin", "held until React is ready");
    await modules.release();
    await t.page.waitForURL((u) => u.pathname === "/admin-login");
    await t.page.getByRole("heading", { name: "Admin Login", level: 1 }).waitFor();
  });
});
