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
    // The refused sign-in answers 401, and a refused password 400, which Chromium logs.
    allowErrors(t, /status of 40[01]/);
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
    // A session alone adds no sign-in method (issue 49): the current password is asked for, and a
    // wrong one is said next to its field, which takes the focus; no credential is made.
    const proof = addForm(t).getByLabel("Your current password", { exact: true });
    await t.page.getByRole("button", { name: "Add a passkey" }).click();
    await t.page.getByText("Type your current password (or a code from your authenticator app) to confirm it is you.").waitFor();
    await proof.fill("not my password");
    await t.page.getByRole("button", { name: "Add a passkey" }).click();
    await t.page.getByText("That is not your current password, or a current code from your app.").waitFor();
    await waitUntil(() => proof.evaluate((el) => el === document.activeElement), "focus on the password field");
    assert.equal(await proof.inputValue(), "", "the refused password is emptied");
    assert.equal((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length, 0);
    await screenshots(t, "proof-refused");
    await proof.fill("demo@2025");
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
    assert.equal(await proof.inputValue(), "", "no password left in the form");
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

    // The list says when it was last used; removing opens first and asks for the password too.
    await hydrated(t, "/admin/account/passkeys");
    assert.match(await item.innerText(), /Last used/);
    await removePasskey(t, PASSKEY, "wrong password");
    await item.getByText("That is not your current password", { exact: false }).waitFor();
    const removeProof = item.getByLabel("Your current password", { exact: true });
    await waitUntil(() => removeProof.evaluate((el) => el === document.activeElement), "focus on Remove's password field");
    assert.equal(await removeProof.inputValue(), "", "the refused password is emptied");
    await screenshots(t, "remove-refused");
    await removePasskey(t, PASSKEY, "demo@2025");
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
    await addForm(t).getByLabel("Your current password", { exact: true }).fill("demo@2025");
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
    await removePasskey(t, "Second key", "demo@2025");
    await t.page.getByTestId("no-passkeys").waitFor();
  });

  it("signing out everywhere can remove the passkeys too, with the password", async () => {
    const { t, cdp, authenticatorId } = await withAuthenticator();
    await signInWithPassword(t, "editor");
    // Another device signed in as the editor (before the passkey, which would then be asked for):
    // the one someone else may hold.
    const other = await openPage(browser);
    open.push(other);
    await signInWithPassword(other, "editor");
    await hydrated(t, "/admin/account/passkeys");
    await t.page.getByLabel("Name", { exact: true }).fill("Taken laptop");
    await addForm(t).getByLabel("Your current password", { exact: true }).fill("demo@2025");
    await t.page.getByRole("button", { name: "Add a passkey" }).click();
    await t.page.locator('li[data-passkey="Taken laptop"]').waitFor();

    await hydrated(t, "/admin/account");
    const sessions = t.page.locator("section", { has: t.page.getByRole("heading", { name: "Where you’re signed in" }) });
    await sessions.getByRole("checkbox", { name: /Also remove my passkey/ }).check();
    await sessions.getByRole("button", { name: "Sign out all other devices" }).click();
    // Without the password nothing happens, and the box stays ticked.
    const proof = sessions.getByLabel("Your current password", { exact: true });
    await sessions.getByText("Type your current password", { exact: false }).waitFor();
    await waitUntil(() => proof.evaluate((el) => el === document.activeElement), "focus on the password field");
    assert.equal(await sessions.getByRole("checkbox", { name: /Also remove my passkey/ }).isChecked(), true);
    await screenshots(t, "sign-out-everywhere-refused");
    await proof.fill("demo@2025");
    await sessions.getByRole("button", { name: "Sign out all other devices" }).click();
    await t.page.getByRole("status").getByText("Your passkey was removed too.", { exact: false }).waitFor();
    await hydrated(t, "/admin/account/passkeys");
    await t.page.getByTestId("no-passkeys").waitFor();
    // The other device is signed out.
    await other.page.goto(at("/admin"));
    assert.equal(new URL(other.page.url()).pathname, "/admin-login");
    // The authenticator still holds the key; the site no longer takes it.
    assert.equal((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length, 1);
  });
});

describe("security notices", () => {
  it("take an address once the password is given; a wrong address is said next to its field, keeping what was typed", async () => {
    const { t } = await withAuthenticator();
    await signInWithPassword(t, "editor");
    await hydrated(t, "/admin/account");
    const section = t.page.locator("section", { has: t.page.getByRole("heading", { name: "Security notices" }) });
    await section.getByLabel("E-mail address").fill("editor@clinic");
    await section.getByLabel("Your current password", { exact: true }).fill("demo@2025");
    await section.getByRole("button", { name: "Save address" }).click();
    await section.getByText("Type an e-mail address like name@example.com, or leave it empty.").waitFor();
    assert.equal(await section.getByLabel("E-mail address").inputValue(), "editor@clinic");
    await waitUntil(() => section.getByLabel("E-mail address").evaluate((el) => el === document.activeElement), "focus on the address");
    await section.getByLabel("E-mail address").fill("editor@samudra-rehab.example");
    await section.getByLabel("Your current password", { exact: true }).fill("demo@2025");
    await section.getByRole("button", { name: "Save address" }).click();
    await t.page.getByRole("status").getByText("Security notices will go to editor@samudra-rehab.example.").waitFor();
    assert.equal(await section.getByLabel("E-mail address").inputValue(), "editor@samudra-rehab.example");
    await expectNoAxeViolations(t.page, "/admin/account");
    await screenshots(t, "my-account");
    // Tidy up for the other tests on this server.
    await section.getByLabel("E-mail address").fill("");
    await section.getByLabel("Your current password", { exact: true }).fill("demo@2025");
    await section.getByRole("button", { name: "Save address" }).click();
    await t.page.getByRole("status").getByText("Security notices are off", { exact: false }).waitFor();
  });
});

/** The "Add a passkey" form (each passkey's Remove has a password field too). */
const addForm = (t: TestPage) => t.page.locator("form", { has: t.page.getByRole("button", { name: "Add a passkey" }) });

/** Opens a passkey's Remove, types `password` and confirms. */
async function removePasskey(t: TestPage, name: string, password: string) {
  const item = t.page.locator(`li[data-passkey="${name}"]`);
  const summary = item.locator("summary", { hasText: "Remove" });
  if ((await item.locator("details:has(> summary:has-text('Remove'))").getAttribute("open")) === null) await summary.click();
  await item.getByLabel("Your current password", { exact: true }).fill(password);
  await item.getByRole("button", { name: `Remove passkey ${name}` }).click();
}
