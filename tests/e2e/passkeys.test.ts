// Passkeys in real Chromium (issue 16 item 1): a DevTools virtual authenticator (CDP WebAuthn
// domain) stands in for a phone or a laptop's fingerprint reader. WebAuthn refuses an IP
// address as RP ID, so this file talks to the shared server as http://localhost:PORT.
import assert from "node:assert/strict";
import { after, afterEach, before, describe, it } from "node:test";
import type { Browser, CDPSession } from "playwright-core";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, BASE_URL, launchBrowser, openPage, type TestPage, waitUntil } from "./support/browser.ts";

const LOCAL = BASE_URL.replace("127.0.0.1", "localhost");
const at = (path: string) => new URL(path, LOCAL).toString();
const PASSKEY = "E2E passkey";

let browser: Browser;
const open: TestPage[] = [];
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());
afterEach(async () => {
  for (const t of open.splice(0)) {
    // The refused sign-in at the end answers 401, which Chromium logs.
    allowErrors(t, /status of 401/);
    assert.deepEqual(t.errors, [], "no console or page errors");
    assert.deepEqual(t.thirdParty, [], "no third-party requests");
    await t.context.close();
  }
});

async function withAuthenticator(): Promise<{ t: TestPage; cdp: CDPSession; authenticatorId: string }> {
  const t = await openPage(browser);
  open.push(t);
  const cdp = await t.context.newCDPSession(t.page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { t, cdp, authenticatorId };
}

async function hydrated(t: TestPage, path: string) {
  await t.page.goto(at(path));
  await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

async function signInWithPassword(t: TestPage, username: string) {
  await hydrated(t, "/admin-login");
  await t.page.getByLabel("Username").fill(username);
  await t.page.getByLabel("Password", { exact: true }).fill("demo@2025");
  await Promise.all([
    t.page.waitForURL((u) => u.pathname === "/admin"),
    t.page.getByRole("button", { name: "Sign In", exact: true }).click(),
  ]);
}

async function signOut(t: TestPage) {
  await Promise.all([
    t.page.waitForURL((u) => u.pathname === "/admin-login"),
    t.page.getByRole("button", { name: "Logout" }).first().click(),
  ]);
}

async function screenshots(t: TestPage, name: string) {
  for (const width of [390, 1280]) {
    await t.page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await t.page.screenshot({ path: `/tmp/passkeys-${name}-${width}.png`, fullPage: true });
  }
  await t.page.setViewportSize({ width: 1280, height: 800 });
}

describe("passkeys", () => {
  it("registers a passkey in My Account, signs out, signs in with it (no password), then removes it", async () => {
    const { t, cdp, authenticatorId } = await withAuthenticator();
    await signInWithPassword(t, "editor");

    // My Account links to the passkeys page.
    await hydrated(t, "/admin/account");
    await Promise.all([
      t.page.waitForURL((u) => u.pathname === "/admin/account/passkeys"),
      t.page.getByRole("link", { name: "Manage passkeys" }).click(),
    ]);
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await t.page.getByTestId("no-passkeys").waitFor();
    assert.equal(await t.page.getByLabel("Name", { exact: true }).inputValue(), "Passkey on Chrome", "a suggested name");

    await t.page.getByLabel("Name", { exact: true }).fill(PASSKEY);
    await t.page.getByRole("button", { name: "Add a passkey" }).click();
    await t.page.getByRole("status").getByText(`Passkey “${PASSKEY}” added. You can sign in with it now.`).waitFor();
    const item = t.page.locator(`li[data-passkey="${PASSKEY}"]`);
    await item.waitFor();
    assert.match(await item.innerText(), /Added .*Not used yet/s);
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    assert.equal(credentials.length, 1);
    assert.equal(credentials[0]?.isResidentCredential, true, "a discoverable credential");
    assert.equal(credentials[0]?.rpId, "localhost");

    assert.equal(await t.page.getByLabel("Name", { exact: true }).inputValue(), "Passkey on Chrome", "the form is ready for another");
    await expectNoAxeViolations(t.page, "/admin/account/passkeys");
    await screenshots(t, "account");

    await signOut(t);
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expectNoAxeViolations(t.page, "/admin-login");
    await screenshots(t, "login");
    // Keyboard focus on the passkey button is visible.
    await t.page.getByRole("button", { name: "Sign In", exact: true }).focus();
    await t.page.keyboard.press("Tab");
    assert.equal(await t.page.evaluate(() => document.activeElement?.textContent?.trim()), "Use a passkey");
    await t.page.screenshot({ path: "/tmp/passkeys-login-focus.png", clip: { x: 400, y: 600, width: 480, height: 200 } });
    // No username, no password: the passkey alone.
    await Promise.all([t.page.waitForURL((u) => u.pathname === "/admin"), t.page.getByRole("button", { name: "Use a passkey" }).click()]);
    await t.page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    assert.equal(await t.page.getByTestId("shell-username").first().innerText(), "editor");

    // The list says when it was last used; removing asks first.
    await hydrated(t, "/admin/account/passkeys");
    assert.match(await item.innerText(), /Last used/);
    const remove = item.getByRole("button", { name: `Remove ${PASSKEY}` });
    await remove.click();
    const dialog = t.page.getByRole("dialog", { name: `Remove “${PASSKEY}”?` });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await waitUntil(() => remove.evaluate((el) => el === document.activeElement), "focus back on Remove");
    await remove.click();
    await dialog.getByRole("button", { name: "Remove passkey" }).click();
    await t.page.getByRole("status").getByText(`Passkey “${PASSKEY}” removed.`, { exact: false }).waitFor();
    await t.page.getByTestId("no-passkeys").waitFor();

    // The authenticator still holds the key, but the site no longer accepts it.
    await signOut(t);
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await t.page.getByRole("button", { name: "Use a passkey" }).click();
    const alert = t.page.getByRole("alert").filter({ hasText: "That passkey was not accepted." });
    await alert.waitFor();
    assert.equal(new URL(t.page.url()).pathname, "/admin-login");
  });

  it("goes back to the staff page that asked for a sign-in", async () => {
    const { t } = await withAuthenticator();
    await signInWithPassword(t, "editor");
    await hydrated(t, "/admin/account/passkeys");
    await t.page.getByLabel("Name", { exact: true }).fill("Second key");
    await t.page.getByRole("button", { name: "Add a passkey" }).click();
    await t.page.locator('li[data-passkey="Second key"]').waitFor();
    await signOut(t);

    await t.page.goto(at("/admin/youtube"));
    assert.equal(new URL(t.page.url()).searchParams.get("redirectTo"), "/admin/youtube");
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await Promise.all([
      t.page.waitForURL((u) => u.pathname === "/admin/youtube"),
      t.page.getByRole("button", { name: "Use a passkey" }).click(),
    ]);

    // Tidy up: the shared server's editor account keeps no passkey.
    await hydrated(t, "/admin/account/passkeys");
    await t.page.getByRole("button", { name: "Remove Second key" }).click();
    await t.page.getByRole("dialog").getByRole("button", { name: "Remove passkey" }).click();
    await t.page.getByTestId("no-passkeys").waitFor();
  });
});
