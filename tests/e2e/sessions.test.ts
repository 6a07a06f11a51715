import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, afterEach, before, describe, it } from "node:test";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { expectNoAxeViolations } from "./support/axe.ts";
import {
  allowErrors,
  gotoHydrated,
  launchBrowser,
  openPage,
  type TestPage,
  url,
  waitUntil,
  waitUntilInteractive,
} from "./support/browser.ts";

// Sessions in My Account and on the staff page (issue 16 item 3). Each test signs in a fresh
// account of its own, so ending its sessions never touches another test file's "admin".
const DEMO_PASSWORD = "demo@2025";
const STRONG = "tide pool lantern 42";
const run = Date.now().toString(36).slice(-5);
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let browser: Browser;
const open: TestPage[] = [];
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());
afterEach(async () => {
  for (const t of open.splice(0)) {
    allowErrors(t, /status of (400|404)/);
    assert.deepEqual(t.errors, [], "no console or page errors");
    assert.deepEqual(t.thirdParty, [], "no third-party requests");
    await t.context.close();
  }
});

async function signIn(username: string, password: string, options: BrowserContextOptions = {}): Promise<TestPage> {
  const t = await openPage(browser, options);
  open.push(t);
  await t.page.goto(url("/admin-login"));
  await waitUntilInteractive(t.page);
  await t.page.locator("#username").fill(username);
  await t.page.locator("#password").fill(password);
  await Promise.all([t.page.waitForURL(/\/admin$/), t.page.getByRole("button", { name: "Sign In" }).click()]);
  await t.page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  return t;
}

/** A new editor account, made by the demo admin on the staff page. */
async function newAccount(base: string): Promise<{ admin: TestPage; username: string }> {
  const username = `${base}-${run}`;
  const admin = await signIn("admin", DEMO_PASSWORD);
  await gotoHydrated(admin.page, "/admin/staff");
  const form = admin.page.getByRole("form", { name: "Add a staff account" });
  await form.getByLabel("Username", { exact: true }).fill(username);
  await form.getByLabel("Initial password", { exact: true }).fill(STRONG);
  await form.getByRole("button", { name: "Create account" }).click();
  await admin.page.locator(`article[data-staff="${username}"]`).waitFor();
  return { admin, username };
}

const rows = (t: TestPage) => t.page.getByTestId("session-row");
const row = (t: TestPage, device: string) =>
  rows(t).filter({ has: t.page.getByTestId("session-device").getByText(device, { exact: true }) });
const toast = (t: TestPage) => t.page.getByRole("status");

/** The next navigation of a signed-out browser lands on the login page. */
async function expectSignedOut(t: TestPage) {
  await t.page.goto(url("/admin"));
  assert.equal(new URL(t.page.url()).pathname, "/admin-login");
}

async function expectSignedIn(t: TestPage) {
  await t.page.goto(url("/admin"));
  assert.equal(new URL(t.page.url()).pathname, "/admin");
}

describe("where you're signed in", () => {
  it("lists both browsers; ending the other one signs it out at its next request", async () => {
    const { username } = await newAccount("sana");
    const laptop = await signIn(username, STRONG);
    const phone = await signIn(username, STRONG, { userAgent: PHONE });

    await gotoHydrated(laptop.page, "/admin/account");
    await laptop.page.getByRole("heading", { name: "Where you’re signed in", level: 2 }).waitFor();
    assert.equal(await rows(laptop).count(), 2);
    const here = row(laptop, "Chrome on Linux");
    assert.match(await here.innerText(), /This device/);
    assert.match(await here.innerText(), /Signed in with\s+Password/);
    assert.equal(await here.getByRole("button").count(), 0, "no Sign out for this device");
    const other = row(laptop, "Chrome on Android (phone)");
    assert.match(await other.innerText(), /Last active\s+\d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m/);
    assert.match(await other.innerText(), /Network\s+Same as this device/);
    assert.equal(await laptop.page.getByTestId("other-sessions").innerText(), "You are also signed in on 1 other device.");

    // The page names sessions by a handle, never by the stored id (the token's hash).
    const [cookie] = (await phone.context.cookies()).filter((c) => c.name === "admin_user");
    assert.ok(cookie, "the phone has a session cookie");
    const storedId = createHash("sha256").update(cookie.value).digest("hex");
    const html = await laptop.page.content();
    assert.ok(!html.includes(storedId.slice(0, 12)) && !html.includes(cookie.value), "no session id or token in the page");

    await other.getByRole("button", { name: /^Sign out Chrome on Android \(phone\), last active/ }).click();
    await toast(laptop).getByText("Signed out: Chrome on Android (phone). It will have to sign in again.").waitFor();
    await waitUntil(async () => (await rows(laptop).count()) === 1, "one session left");
    assert.equal(await laptop.page.getByTestId("other-sessions").innerText(), "You are not signed in anywhere else.");

    await expectSignedOut(phone);
    await expectSignedIn(laptop);
  });

  it("signs out all other devices without JavaScript; this browser stays signed in", async () => {
    const { username } = await newAccount("omar");
    const desk = await signIn(username, STRONG, { javaScriptEnabled: false });
    const phone = await signIn(username, STRONG, { userAgent: PHONE });
    const iphone = await signIn(username, STRONG, { userAgent: IPHONE });

    await desk.page.goto(url("/admin/account"));
    assert.equal(await rows(desk).count(), 3);
    assert.equal(await row(desk, "Safari on iPhone").count(), 1);
    await desk.page.getByRole("button", { name: "Sign out all other devices" }).click();
    await toast(desk).getByText("Signed out on all other devices. You stay signed in here.").waitFor();
    assert.equal(await rows(desk).count(), 1);
    assert.equal(await desk.page.getByRole("button", { name: "Sign out all other devices" }).count(), 0);

    await expectSignedOut(phone);
    await expectSignedOut(iphone);
    await expectSignedIn(desk);
  });
});

describe("staff page: sign out everywhere", () => {
  it("an admin signs a staff member out on every device, after confirming", async () => {
    const { admin, username } = await newAccount("tara");
    const one = await signIn(username, STRONG);
    const two = await signIn(username, STRONG, { userAgent: PHONE });

    await gotoHydrated(admin.page, "/admin/staff");
    const card = admin.page.locator(`article[data-staff="${username}"]`);
    assert.equal(await card.getByTestId("staff-sessions").innerText(), "2 devices");
    await card.screenshot({ path: "/tmp/sessions-staff-card.png" });
    const button = card.getByRole("button", { name: `Sign out everywhere ${username}` });
    await button.click();
    const dialog = admin.page.getByRole("dialog", { name: `Sign “${username}” out everywhere?` });
    await dialog.waitFor();
    await expectNoAxeViolations(admin.page, "/admin/staff sign-out dialog");
    await admin.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await waitUntil(() => button.evaluate((el) => el === document.activeElement), "focus back on the button");
    await expectSignedIn(one);

    await button.click();
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await toast(admin).getByText(`"${username}" has been signed out everywhere.`).waitFor();
    await waitUntil(async () => (await card.getByTestId("staff-sessions").innerText()) === "No devices", "no devices left");
    assert.equal(await card.getByRole("button", { name: `Sign out everywhere ${username}` }).count(), 0);

    await expectSignedOut(one);
    await expectSignedOut(two);
    await expectSignedIn(admin);
  });
});

describe("my account's sessions on a phone and a computer", () => {
  for (const width of [390, 1280]) {
    it(`has no axe violations, no sideways scrolling, 44 px targets and a visible focus at ${width} px`, async () => {
      const { admin, username } = await newAccount(`wid${width}`);
      const t = await signIn(username, STRONG, { viewport: { width, height: 844 } });
      await signIn(username, STRONG, { userAgent: PHONE });

      // The staff card's new button wraps with the others rather than pushing the page wider.
      await admin.page.setViewportSize({ width, height: 844 });
      await gotoHydrated(admin.page, "/admin/staff");
      const card = admin.page.locator(`article[data-staff="${username}"]`);
      await card.getByRole("button", { name: `Sign out everywhere ${username}` }).waitFor();
      assert.ok(
        await admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        "staff page: no sideways scrolling",
      );
      await card.screenshot({ path: `/tmp/sessions-staff-card-${width}.png` });

      await gotoHydrated(t.page, "/admin/account");
      await expectNoAxeViolations(t.page, `/admin/account with two sessions at ${width}`);
      assert.ok(await t.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no sideways scrolling");
      const section = t.page.getByRole("region", { name: "Where you’re signed in" });
      for (const b of await section.getByRole("button").all()) {
        const box = await b.boundingBox();
        assert.ok(box && box.height >= 44 && box.width >= 44, `${await b.innerText()} is at least 44 px`);
        assert.ok(box && box.x >= 0 && box.x + box.width <= width, "inside the screen");
      }
      const signOut = section.getByRole("button", { name: /^Sign out Chrome on Android/ });
      await signOut.focus();
      await t.page.keyboard.press("Shift+Tab");
      await t.page.keyboard.press("Tab");
      const outline = await signOut.evaluate((el) => getComputedStyle(el).outlineStyle + " " + getComputedStyle(el).outlineWidth);
      assert.equal(outline, "solid 3px", "keyboard focus is visible");
      await t.page.screenshot({ path: `/tmp/sessions-account-${width}.png`, fullPage: true });
    });
  }
});
