import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { describe, it } from "node:test";
import { signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import {
  allowErrors,
  browserForFile,
  openPage,
  type TestPage,
  url,
  waitForAttribute,
  waitUntil,
  waitUntilInteractive,
} from "./support/browser.ts";
import { e2eDatabase, startServer } from "./support/server.ts";

let t: TestPage;
const browser = browserForFile(() => t);

describe("login page", () => {
  it("shows SPEC's texts, the demo box, and a password toggle with an accessible name", async () => {
    t = await openPage(browser());
    await t.page.goto(url("/admin-login"));
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    assert.equal(await t.page.locator("h1").innerText(), "Admin Login");
    assert.ok(await t.page.getByText("Access the admin dashboard").isVisible());
    const demo = t.page.getByRole("region", { name: "Demo credentials" });
    assert.match(await demo.innerText(), /admin[\s\S]*editor[\s\S]*demo@2025/);
    assert.equal(await t.page.getByLabel("Username").getAttribute("placeholder"), "Enter your username");
    const password = t.page.getByLabel("Password", { exact: true });
    assert.equal(await password.getAttribute("placeholder"), "Enter your password");
    assert.equal(await password.getAttribute("required"), "");
    assert.equal(await password.getAttribute("type"), "password");
    await t.page.getByRole("button", { name: "Show password" }).click();
    assert.equal(await password.getAttribute("type"), "text");
    await waitForAttribute(t.page.getByRole("button", { name: "Hide password" }), "aria-pressed", "true");
    await t.page.getByRole("button", { name: "Hide password" }).click();
    assert.equal(await password.getAttribute("type"), "password");
    assert.equal(await t.page.getByRole("link", { name: "Back to Website" }).getAttribute("href"), "/");
  });

  it("'Back to Website' loads the public home page as a document, with its islands", async () => {
    t = await openPage(browser());
    await t.page.goto(url("/admin-login"));
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await t.page.evaluate(() => {
      (window as unknown as { staffPage: boolean }).staffPage = true;
    });
    await t.page.getByRole("link", { name: "Back to Website" }).click();
    await t.page.waitForURL(url("/"));
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // A new document (not React drawing the page in the old one), which loaded the islands.
    assert.equal(await t.page.evaluate(() => "staffPage" in window), false);
    assert.equal(await t.page.locator('script[type="module"][src*="/assets/islands-"]').count(), 1);
    assert.ok(await t.page.locator("main h1").isVisible(), "the page itself, rendered by the server");
  });

  it("says 'Signing In...' while busy, shows the error, clears it on the next attempt, then signs in", async () => {
    t = await openPage(browser());
    await t.page.goto(url("/admin-login"));
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await t.page.getByLabel("Username").fill("editor");
    await t.page.getByLabel("Password", { exact: true }).fill("wrong password");
    // Each attempt is stopped right after the page's own submit handler, to look at the busy
    // state, then sent: the post is a document navigation, and Chromium runs no script in a
    // page whose post is held, so holding the request (as for a fetch) cannot show it.
    const stopNextSubmit = () =>
      t.page.evaluate(() => window.addEventListener("submit", (event) => event.preventDefault(), { once: true }));
    const send = () =>
      t.page.locator("form[data-island='sign-in-form']").evaluate((form: HTMLFormElement) => setTimeout(() => form.requestSubmit()));
    const busy = t.page.getByRole("button", { name: "Signing In..." });

    await stopNextSubmit();
    await t.page.getByRole("button", { name: "Sign In" }).click();
    assert.equal(await busy.isDisabled(), true);
    await send();
    const alert = t.page.getByRole("alert");
    await alert.waitFor();
    assert.equal(await alert.innerText(), "Invalid credentials. Please try again.");
    await waitUntil(() => alert.evaluate((el) => el === document.activeElement), "the message takes focus");
    assert.equal(await t.page.getByLabel("Username").inputValue(), "editor", "username kept");
    assert.equal(await t.page.getByRole("button", { name: "Sign In" }).isDisabled(), false, "ready for the next attempt");

    await t.page.getByLabel("Password", { exact: true }).fill("demo@2025");
    await stopNextSubmit();
    await t.page.getByRole("button", { name: "Sign In" }).click();
    assert.equal(await busy.isDisabled(), true);
    assert.equal(await t.page.getByRole("alert").count(), 0, "the old message is cleared during the new attempt");
    await send();
    await t.page.waitForURL(url("/admin"));
    await t.page.getByText("Welcome back, editor").waitFor();
    allowErrors(t, /status of 401/);
  });

  it("works without JavaScript", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await signIn(t.page, "admin");
    assert.equal(new URL(t.page.url()).pathname, "/admin");
    assert.ok(await t.page.getByText("Welcome back, admin").isVisible());
  });

  it("returns to the page that asked for a sign-in", async () => {
    t = await openPage(browser());
    await t.page.goto(url("/admin?from=test"));
    await t.page.waitForURL((u) => u.pathname === "/admin-login");
    await t.page.getByLabel("Username").fill("admin");
    await t.page.getByLabel("Password", { exact: true }).fill("demo@2025");
    await t.page.getByRole("button", { name: "Sign In" }).click();
    await t.page.waitForURL(url("/admin?from=test"));
  });
});

describe("admin shell", () => {
  it("shows the user and role, real counts, and for an editor no Staff entry", async () => {
    t = await openPage(browser());
    await signIn(t.page, "editor");
    assert.equal(await t.page.getByTestId("shell-username").first().innerText(), "editor");
    assert.equal(await t.page.getByTestId("shell-role").first().innerText(), "Editor");
    const nav = t.page.getByRole("navigation", { name: "Admin" }).first();
    for (const label of ["Dashboard", "Manage Therapies", "Testimonials", "Gallery", "YouTube Embeds", "Inquiries"]) {
      assert.equal(await nav.getByRole("link", { name: label }).count(), 1, label);
    }
    assert.equal(await nav.getByRole("link", { name: "Staff" }).count(), 0);
    assert.equal(await t.page.locator("[data-tile='Active therapies']").innerText(), "5");
    const database = e2eDatabase() === "postgres" ? /PostgreSQL server/ : /Embedded PostgreSQL \(PGlite\)/;
    assert.match(await t.page.locator("[data-status='Database']").innerText(), database);
    // The e2e server has no SMTP_URL: the dashboard says that new leads are not mailed.
    assert.match(await t.page.locator("[data-status='Email notifications']").innerText(), /^Off: set SMTP_URL and MAIL_FROM/);
    // Nor BACKUP_KEY: the dashboard says backups are off.
    assert.match(await t.page.locator("[data-status='Backups']").innerText(), /^Off: set BACKUP_KEY on the server/);
    assert.match(await t.page.getByRole("region", { name: "Recent activity" }).innerText(), /editor[\s\S]*Signed in/);
  });

  it("starts a phone's dashboard with what needs acting on, in the first screen", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(t.page, "admin");
    const waiting = t.page.getByRole("region", { name: "Needs you now" });
    const box = await waiting.boundingBox();
    assert.ok(box && box.y + Math.min(box.height, 200) < 844, `"Needs you now" starts in the first screen (at ${box?.y} px)`);
    // The e2e server has neither SMTP_URL nor BACKUP_KEY: two checks fail, and the item says which.
    const problems = waiting.locator("[data-waiting='problems']");
    assert.equal(await problems.getAttribute("href"), "/admin#status-title");
    assert.match(await problems.innerText(), /2 system checks need attention[\s\S]*Email notifications, Backups/);
    // Above the content tiles, which sit two to a row.
    const tiles = await t.page.locator("[data-tile]").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    assert.ok(
      tiles.every((top) => top > box!.y),
      "the tiles come after",
    );
    assert.equal(tiles.length, 4);
    assert.equal(new Set(tiles.map(Math.round)).size, 2, "four tiles in two rows");
  });

  it("shows Staff to an admin", async () => {
    t = await openPage(browser());
    await signIn(t.page, "admin");
    assert.equal(await t.page.getByTestId("shell-role").first().innerText(), "Admin");
    assert.equal(await t.page.getByRole("navigation", { name: "Admin" }).first().getByRole("link", { name: "Staff" }).count(), 1);
  });

  it("uses a focus-trapped drawer on a phone that Escape closes", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(t.page, "admin");
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const open = t.page.getByRole("button", { name: "Open menu" });
    await open.click();
    const drawer = t.page.getByRole("dialog", { name: "Admin menu" });
    await drawer.waitFor();
    // A modal <dialog> lets Tab leave for the browser's own controls after its last item
    // (focus then sits on <body>), but never reach the page behind it.
    let inside = 0;
    for (let i = 0; i < 30; i += 1) {
      await t.page.keyboard.press("Tab");
      const where = await drawer.evaluate((d) =>
        d.contains(document.activeElement) ? "drawer" : document.activeElement === document.body ? "browser" : "page",
      );
      assert.notEqual(where, "page", `Tab ${i + 1} reached the page behind the drawer`);
      if (where === "drawer") inside += 1;
    }
    assert.ok(inside >= 25, "focus stays in the drawer");
    await t.page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await waitUntil(
      async () => (await t.page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === "Open menu",
      "focus back on the menu button",
    );
  });

  it("logs out: the session ends on the server and /admin asks for a sign-in again", async () => {
    t = await openPage(browser());
    await signIn(t.page, "admin");
    const cookie = (await t.context.cookies()).find((c) => c.name === "admin_user");
    assert.ok(cookie?.httpOnly);
    await t.page.getByRole("button", { name: "Logout" }).first().click();
    await t.page.waitForURL(url("/admin-login"));
    // The old token is dead on the server even if someone kept a copy.
    const replay = await fetch(url("/admin"), { redirect: "manual", headers: { Cookie: `admin_user=${cookie.value}` } });
    assert.equal(replay.status, 302);
    await t.page.goto(url("/admin"));
    await t.page.waitForURL((u) => u.pathname === "/admin-login");
  });

  for (const width of [390, 1280]) {
    it(`login page and dashboard have no axe violations at ${width} px`, async () => {
      t = await openPage(browser(), { viewport: { width, height: 844 } });
      await t.page.goto(url("/admin-login"));
      await expectNoAxeViolations(t.page, `login @${width}`);
      await signIn(t.page, "admin");
      await expectNoAxeViolations(t.page, `dashboard @${width}`);
    });
  }
});

describe("outside demo mode", () => {
  it("hides the demo box and refuses the demo password", async () => {
    const server = await startServer({ env: { DEMO_MODE: "false" } });
    try {
      t = await openPage(browser());
      await t.page.goto(`${server.url}/admin-login`);
      // Hydration fetches the route's modules after "load": done before this server stops.
      await waitUntilInteractive(t.page);
      assert.equal(await t.page.getByRole("region", { name: "Demo credentials" }).count(), 0);
      const response = await fetch(`${server.url}/admin-login`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: "admin", password: "demo@2025" }),
      });
      assert.equal(response.status, 401);
    } finally {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
