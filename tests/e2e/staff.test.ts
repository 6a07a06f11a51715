import assert from "node:assert/strict";
import { after, afterEach, before, describe, it } from "node:test";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { expectNoAxeViolations } from "./support/axe.ts";
import {
  allowErrors,
  BASE_URL,
  gotoHydrated,
  launchBrowser,
  openPage,
  type TestPage,
  url,
  waitUntil,
  waitUntilInteractive,
} from "./support/browser.ts";

// The shared e2e server runs in demo mode: accounts admin and editor, password demo@2025.
// Accounts made here get a unique suffix, because the server's database outlives each file.
const DEMO_PASSWORD = "demo@2025";
const run = Date.now().toString(36).slice(-5);
const name = (base: string) => `${base}-${run}`;
const STRONG = "tide pool lantern 42";

let browser: Browser;
const open: TestPage[] = [];
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());
afterEach(async () => {
  for (const t of open.splice(0)) {
    // Deliberate 4xx answers (a refused form, an editor's 403) are logged by Chromium.
    allowErrors(t, /status of (400|403)/);
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

const card = (t: TestPage, username: string) => t.page.locator(`article[data-staff="${username}"]`);
const toast = (t: TestPage) => t.page.getByRole("status");

async function createAccount(admin: TestPage, username: string, role: "Admin" | "Editor", password = STRONG) {
  const form = admin.page.getByRole("form", { name: "Add a staff account" });
  await form.getByLabel("Username", { exact: true }).fill(username);
  await form.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await form.getByLabel("Initial password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Create account" }).click();
  await card(admin, username).waitFor();
}

/** The next navigation of a signed-out session lands on the login page. */
async function expectBounced(t: TestPage, path: string) {
  await t.page.goto(url(path));
  assert.equal(new URL(t.page.url()).pathname, "/admin-login");
  // The dashboard is where a sign-in goes anyway, so it needs no redirectTo.
  assert.equal(new URL(t.page.url()).searchParams.get("redirectTo"), path === "/admin" ? null : path);
}

describe("staff management", () => {
  it("admin creates an account, the new person signs in, then is disabled and bounced at once", async () => {
    const admin = await signIn("admin", DEMO_PASSWORD);
    await gotoHydrated(admin.page, "/admin/staff");
    assert.equal(await admin.page.getByRole("heading", { level: 1 }).innerText(), "Staff accounts");
    const maya = name("maya");
    await createAccount(admin, maya, "Editor");
    await toast(admin).getByText(`Staff account "${maya}" created (Editor). They can sign in now.`).waitFor();
    assert.equal(await card(admin, maya).getByTestId("staff-role").innerText(), "Editor");
    assert.equal(await card(admin, maya).getByTestId("staff-status").innerText(), "Active");
    assert.equal(await admin.page.getByLabel("Username", { exact: true }).inputValue(), "", "the form starts empty again");

    const person = await signIn(maya, STRONG);
    assert.equal(await person.page.getByTestId("shell-username").first().innerText(), maya);
    await gotoHydrated(person.page, "/admin/account");

    await admin.page.reload();
    await admin.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    assert.equal(await card(admin, maya).getByTestId("staff-sessions").innerText(), "1 device");

    // Cancel first: nothing happens and focus goes back to the button.
    const disable = card(admin, maya).getByRole("button", { name: `Disable ${maya}` });
    await disable.click();
    const dialog = admin.page.getByRole("dialog", { name: `Disable “${maya}”?` });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /signed out on every device/);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await waitUntil(() => disable.evaluate((el) => el === document.activeElement), "focus back on Disable");
    // Escape closes it too (native <dialog>).
    await disable.click();
    await dialog.waitFor();
    await admin.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await disable.click();
    await dialog.getByRole("button", { name: "Disable account" }).click();
    await toast(admin).getByText(`"${maya}" is disabled and has been signed out everywhere.`).waitFor();
    assert.equal(await card(admin, maya).getByTestId("staff-status").innerText(), "Disabled");
    assert.equal(await card(admin, maya).getByTestId("staff-sessions").innerText(), "No devices");

    await expectBounced(person, "/admin/account");
  });

  it("shows what to fix without losing what was typed (except the password)", async () => {
    const admin = await signIn("admin", DEMO_PASSWORD);
    await gotoHydrated(admin.page, "/admin/staff");
    const form = admin.page.getByRole("form", { name: "Add a staff account" });
    await form.getByLabel("Username", { exact: true }).fill("Editor");
    await form.getByRole("radio", { name: /^Admin/ }).check();
    await form.getByLabel("Initial password", { exact: true }).fill("password1234");
    await form.getByRole("button", { name: "Create account" }).click();
    await form.getByText('The username "editor" is already taken. Please choose another.').waitFor();
    await form.getByText("That password is too common. Please choose one that is harder to guess.").waitFor();
    assert.equal(await form.getByLabel("Username", { exact: true }).inputValue(), "Editor");
    assert.equal(await form.getByRole("radio", { name: /^Admin/ }).isChecked(), true);
    assert.equal(await form.getByLabel("Initial password", { exact: true }).inputValue(), "");
    assert.equal(await form.getByLabel("Username", { exact: true }).getAttribute("aria-invalid"), "true");
    assert.equal(await admin.page.evaluate(() => document.activeElement?.id), "new-username", "focus on the first problem");
  });

  it("resets a password, changes a role and re-enables an account", async () => {
    const admin = await signIn("admin", DEMO_PASSWORD);
    await gotoHydrated(admin.page, "/admin/staff");
    const ravi = name("ravi");
    await createAccount(admin, ravi, "Editor");
    const before = await signIn(ravi, STRONG);

    const reset = card(admin, ravi);
    await reset.getByText("Reset password").click();
    await reset.getByLabel(`New password for ${ravi}`, { exact: true }).fill(`${ravi} at the desk`);
    await reset.getByRole("button", { name: "Set new password" }).click();
    await reset.getByText("The password must not contain the username.").waitFor();
    await waitUntil(
      () =>
        admin.page.evaluate(
          (n) =>
            document.activeElement?.closest(`article[data-staff="${n}"]`) !== null &&
            document.activeElement?.getAttribute("name") === "password",
          ravi,
        ),
      "focus on the refused password",
    );
    assert.equal(await reset.getByLabel(`New password for ${ravi}`, { exact: true }).inputValue(), "", "a refused password is not kept");
    await reset.getByLabel(`New password for ${ravi}`, { exact: true }).fill("harbour kite morning 7");
    await reset.getByRole("button", { name: "Set new password" }).click();
    await toast(admin).getByText(`New password set for "${ravi}". They have been signed out everywhere.`).waitFor();
    await expectBounced(before, "/admin");

    await card(admin, ravi).getByLabel(`Role for ${ravi}`).selectOption("admin");
    await card(admin, ravi).getByRole("button", { name: "Save role" }).click();
    await toast(admin).getByText(`"${ravi}" is now an Admin.`).waitFor();
    assert.equal(await card(admin, ravi).getByTestId("staff-role").innerText(), "Admin");

    const after = await signIn(ravi, "harbour kite morning 7");
    assert.equal(await after.page.getByTestId("shell-role").first().innerText(), "Admin");
    assert.equal((await after.page.getByRole("link", { name: "Staff" }).count()) > 0, true, "admins see Staff");

    await card(admin, ravi)
      .getByRole("button", { name: `Disable ${ravi}` })
      .click();
    await admin.page.getByRole("dialog").getByRole("button", { name: "Disable account" }).click();
    await card(admin, ravi)
      .getByRole("button", { name: `Re-enable ${ravi}` })
      .click();
    await toast(admin).getByText(`"${ravi}" can sign in again.`).waitFor();
    assert.equal(await card(admin, ravi).getByTestId("staff-status").innerText(), "Active");
    await signIn(ravi, "harbour kite morning 7");
  });

  it("offers no way to disable or demote yourself", async () => {
    const admin = await signIn("admin", DEMO_PASSWORD);
    await gotoHydrated(admin.page, "/admin/staff");
    const self = card(admin, "admin");
    assert.match(await self.innerText(), /\(you\)/);
    assert.equal(await self.getByRole("button").count(), 0);
    assert.equal(await self.getByRole("combobox").count(), 0);
    assert.equal(await self.getByRole("link", { name: "My Account" }).getAttribute("href"), "/admin/account");
  });

  it("works without JavaScript: create, server-side errors, disable by plain POST, re-enable", async () => {
    const admin = await signIn("admin", DEMO_PASSWORD, { javaScriptEnabled: false });
    await admin.page.goto(url("/admin/staff"));
    const form = admin.page.getByRole("form", { name: "Add a staff account" });
    await form.getByLabel("Username", { exact: true }).fill(name("Kiran"));
    await form.getByLabel("Initial password", { exact: true }).fill("samudra by the sea");
    await form.getByRole("button", { name: "Create account" }).click();
    await form.getByText('The password must not contain the word "samudra".').waitFor();
    assert.equal(await form.getByLabel("Username", { exact: true }).inputValue(), name("Kiran"));
    assert.equal(await form.getByLabel("Initial password", { exact: true }).inputValue(), "");
    await form.getByLabel("Initial password", { exact: true }).fill(STRONG);
    await form.getByRole("button", { name: "Create account" }).click();
    const kiran = name("kiran");
    await card(admin, kiran).waitFor();
    await toast(admin).getByText(`Staff account "${kiran}" created (Editor). They can sign in now.`).waitFor();

    await card(admin, kiran)
      .getByRole("button", { name: `Disable ${kiran}` })
      .click();
    await toast(admin).getByText(`"${kiran}" is disabled and has been signed out everywhere.`).waitFor();
    assert.equal(await card(admin, kiran).getByTestId("staff-status").innerText(), "Disabled");
    await card(admin, kiran)
      .getByRole("button", { name: `Re-enable ${kiran}` })
      .click();
    await toast(admin).getByText(`"${kiran}" can sign in again.`).waitFor();
  });
});

describe("staff management for editors", () => {
  it("hides the Staff link and answers 403 with a friendly page, to GET and to POST", async () => {
    const editor = await signIn("editor", DEMO_PASSWORD);
    const nav = editor.page.getByRole("navigation", { name: "Admin" }).first();
    assert.equal(await nav.getByRole("link", { name: "Staff" }).count(), 0);
    assert.equal(await nav.getByRole("link", { name: "My Account" }).count(), 1);

    const response = await editor.page.goto(url("/admin/staff"));
    assert.equal(response?.status(), 403);
    assert.equal(await editor.page.getByRole("heading", { level: 1 }).innerText(), "Staff accounts are for admins");
    assert.match(await editor.page.locator("main").innerText(), /signed in as editor \(Editor\)/);
    assert.equal(await editor.page.title(), "Not allowed | Admin | Samudra");

    const post = await editor.page.request.post(url("/admin/staff"), {
      form: { intent: "create", username: name("sneaky"), role: "admin", password: STRONG },
      headers: { Origin: new URL(BASE_URL).origin },
      maxRedirects: 0,
    });
    assert.equal(post.status(), 403);
  });
});

describe("my account", () => {
  it("changes your own password: current one checked, other sessions end, this one stays", async () => {
    const admin = await signIn("admin", DEMO_PASSWORD);
    await gotoHydrated(admin.page, "/admin/staff");
    const lena = name("lena");
    await createAccount(admin, lena, "Editor");

    const phone = await signIn(lena, STRONG);
    const laptop = await signIn(lena, STRONG);
    await gotoHydrated(laptop.page, "/admin/account");
    assert.equal(await laptop.page.getByTestId("other-sessions").innerText(), "You are also signed in on 1 other device.");

    const form = laptop.page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password", { exact: true }).fill("not my password at all");
    await form.getByLabel("New password", { exact: true }).fill("harbour kite morning 7");
    await form.getByLabel("New password again", { exact: true }).fill("harbour kite morning 7");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("That is not your current password.").waitFor();
    assert.equal(await form.getByLabel("Current password", { exact: true }).inputValue(), "");
    assert.equal(await laptop.page.evaluate(() => document.activeElement?.id), "current-password");

    await form.getByLabel("Current password", { exact: true }).fill(STRONG);
    await form.getByRole("button", { name: "Change password" }).click();
    await toast(laptop).getByText("Your password has been changed. Any other devices signed in as you were signed out.").waitFor();
    assert.equal(await laptop.page.getByTestId("other-sessions").innerText(), "You are not signed in anywhere else.");
    assert.equal(await form.getByLabel("New password", { exact: true }).inputValue(), "", "the form starts empty again");

    await expectBounced(phone, "/admin");
    await laptop.page.goto(url("/admin"));
    assert.equal(new URL(laptop.page.url()).pathname, "/admin", "this session stays signed in");
    await signIn(lena, "harbour kite morning 7");
  });
});

describe("staff pages are accessible", () => {
  for (const width of [390, 1280]) {
    it(`has no axe violations at ${width} px on /admin/staff (also with the dialog open) and /admin/account`, async () => {
      const admin = await signIn("admin", DEMO_PASSWORD, { viewport: { width, height: 844 } });
      await gotoHydrated(admin.page, "/admin/staff");
      await expectNoAxeViolations(admin.page, `/admin/staff at ${width}`);
      await admin.page.getByRole("button", { name: "Disable editor" }).click();
      await admin.page.getByRole("dialog").waitFor();
      await expectNoAxeViolations(admin.page, `/admin/staff dialog at ${width}`);
      await admin.page.keyboard.press("Escape");
      await gotoHydrated(admin.page, "/admin/account");
      await expectNoAxeViolations(admin.page, `/admin/account at ${width}`);
    });
  }
});
