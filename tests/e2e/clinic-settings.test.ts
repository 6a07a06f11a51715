// Clinic settings in the admin (issue 13): one edit reaches every public page; drafts,
// preview, conflicts, revisions, scheduled publishing across a restart; editors refused.
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { describe, test } from "node:test";
import type { Page } from "playwright-core";
import { contentServerForFile, signInAt, waitForHydration } from "./support/admin-content-server.ts";
import { allowErrors, browserForFile, openPage, type TestPage, waitUntil } from "./support/browser.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { jsonLdNodes, typesOf } from "./support/jsonld.ts";
import { startServer, tempDataDir } from "./support/server.ts";

let t: TestPage;
const browser = browserForFile(() => t);
const contentServer = contentServerForFile();

const EDITOR = "/admin/content/clinic-settings";
const PUBLIC_PAGES = [
  "/",
  "/therapy/cryotherapy",
  "/international-patients",
  "/doctor-profile",
  "/doctor-gurpreet-profile",
  "/about",
  "/services",
  "/conditions",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/wellness-programs",
  "/no-such-page",
];

async function adminPage(base = contentServer().url): Promise<Page> {
  t = await openPage(browser());
  await signInAt(t.page, base, "admin", EDITOR);
  await waitForHydration(t.page);
  return t.page;
}

async function html(path: string, base = contentServer().url): Promise<string> {
  const response = await fetch(new URL(path, base));
  return response.text();
}

describe("clinic settings", () => {
  test("a new phone and WhatsApp number reach the top bar, footer, contact page, JSON-LD and WhatsApp links of every page", async () => {
    const page = await adminPage();
    await page.getByLabel("Number").first().fill("+91 98765 43210");
    await page.getByLabel("WhatsApp number").fill("+91 98765 43211");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText("Published (version 2). The site shows it now.").waitFor();

    for (const path of PUBLIC_PAGES) {
      const body = await html(path);
      assert.match(body, /href="tel:\+919876543210"/, `${path}: the new main number`);
      assert.doesNotMatch(body, /tel:\+919000011001/, `${path}: the old main number is gone`);
      assert.doesNotMatch(body, /wa\.me\/919000011009/, `${path}: the old WhatsApp number is gone`);
      if (path !== "/no-such-page") {
        const clinic = jsonLdNodes(body).find((n) => typesOf(n).includes("MedicalClinic") && n.telephone);
        if (clinic) assert.ok((clinic.telephone as string[]).includes("+919876543210"), `${path}: JSON-LD telephone`);
      }
    }
    assert.match(await html("/"), /wa\.me\/919876543211/, "the quick-contact WhatsApp link");
    const home = jsonLdNodes(await html("/")).find((n) => typesOf(n).includes("MedicalClinic"));
    assert.ok(home, "home has the clinic's JSON-LD");
    assert.deepEqual(home.telephone, ["+919876543210", "+919000011002", "+919000011003"]);

    // In a browser: the top bar and footer show it, and the contact page lists it.
    await page.goto(new URL("/contact", contentServer().url).toString());
    await page.locator('aside[aria-label="Opening hours and contact"] a[href="tel:+919876543210"]').waitFor();
    await page.locator('footer a[href="tel:+919876543210"]').waitFor();
    assert.ok((await page.locator('main a[href="tel:+919876543210"]').count()) > 0, "the contact page lists it");

    // A form's WhatsApp answer uses the new number.
    const answer = await fetch(new URL("/api/inquiries/home", contentServer().url), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: contentServer().url.replace(/\/$/, "") },
      body: new URLSearchParams({ name: "Asha Rao", phone: "+91 90000 12345", service: "Cryotherapy", message: "" }),
    });
    assert.match(await answer.text(), /wa\.me\/919876543211/);
  });

  test("a draft stays off the site, shows in a staff preview, and is published later", async () => {
    const page = await adminPage();
    await page.getByLabel("Tagline").fill("Calm, careful rehabilitation by the sea");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText(/Draft saved \(version \d+\)/).waitFor();
    await page.getByTestId("editor-status").getByText("Unpublished changes").waitFor();

    assert.doesNotMatch(await html("/"), /Calm, careful rehabilitation/, "visitors still see the published settings");
    assert.doesNotMatch(
      await html("/?preview=draft"),
      /Calm, careful rehabilitation/,
      "a preview link without a staff session shows nothing new",
    );
    const preview = await t.context.newPage();
    const response = await preview.goto(new URL("/?preview=draft", contentServer().url).toString());
    assert.equal(response?.headers()["cache-control"], "private, no-store");
    await preview.getByText("Preview of unpublished changes").waitFor();
    await preview.getByText("Calm, careful rehabilitation by the sea").first().waitFor();
    await preview.close();

    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version \d+\)/).waitFor();
    assert.match(await html("/"), /Calm, careful rehabilitation by the sea/);
  });

  test("every wrong field gets its own message next to it; nothing is saved and nothing typed is lost", async () => {
    const page = await adminPage();
    await page.getByLabel("Email", { exact: true }).fill("care@");
    await page.getByLabel("Tagline").fill("Kept while I fix the email");
    const monday = page.getByRole("group", { name: "Monday" });
    await monday.getByLabel("Opens").fill("19:00");
    await monday.getByLabel("Closes").fill("09:00");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByRole("alert").getByText("Nothing was saved: 2 fields need attention.").waitFor();
    assert.equal(await page.getByLabel("Email", { exact: true }).getAttribute("aria-invalid"), "true");
    await page.getByText("Email: enter an email address like name@example.com.").first().waitFor();
    await monday.getByText("Opening hours › Monday › Closes: closing time must be after opening time.").waitFor();
    assert.equal(await page.getByLabel("Tagline").inputValue(), "Kept while I fix the email");
    await expectNoAxeViolations(page, "clinic settings with field errors");
    assert.doesNotMatch(await html("/contact"), /Kept while I fix the email/);
    allowErrors(t, /status of 400/);
  });

  test("two people editing at once: the second save is refused with the first one's changes, and keeps what was typed", async () => {
    const first = await adminPage();
    const secondContext = await browser().newContext({ viewport: { width: 390, height: 844 } });
    try {
      const second = await secondContext.newPage();
      await signInAt(second, contentServer().url, "admin", EDITOR);
      await waitForHydration(second);

      await first.getByLabel("Email", { exact: true }).fill("desk@samudra-rehab.example");
      await first.getByRole("button", { name: "Publish now" }).click();
      await first.getByText(/Published \(version \d+\)/).waitFor();

      await second.getByLabel("Short name").fill("Samudra Care");
      await second.getByRole("button", { name: "Publish now" }).click();
      const conflict = second.getByTestId("conflict");
      await conflict.waitFor();
      await conflict.getByText("desk@samudra-rehab.example").waitFor();
      assert.equal(await second.getByLabel("Short name").inputValue(), "Samudra Care");
      await second
        .getByTestId("editor-status")
        .getByText(/version \d+/)
        .waitFor();
      await expectNoAxeViolations(second, "clinic settings conflict at 390 px");
      await second.screenshot({ path: "test-results/clinic-settings-conflict-390.png", fullPage: false }).catch(() => undefined);

      // Saving again on purpose replaces theirs with mine.
      await second.getByRole("button", { name: "Publish now" }).click();
      await second.getByText(/Published \(version \d+\)/).waitFor();
      const body = await html("/contact");
      assert.match(body, />Samudra Care</);
      // Knowingly replaced: the second form still held the old address, and said so first.
      assert.doesNotMatch(body, /desk@samudra-rehab\.example/);
    } finally {
      await secondContext.close();
    }
    allowErrors(t, /status of 409/);
  });

  test("an old revision is restored as a new draft, and its changes are shown field by field", async () => {
    const page = await adminPage();
    const oldest = page.getByTestId("revision").last();
    await oldest.getByRole("link", { name: /Changes/ }).click();
    await page.getByRole("heading", { name: /Version 1 of Clinic settings/ }).waitFor();
    await page.getByRole("button", { name: "Restore version 1 as a draft" }).click();
    await page.getByText(/Version 1 restored as a new draft/).waitFor();
    assert.equal(await page.getByLabel("Number").first().inputValue(), "+91 90000 11001");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version \d+\)/).waitFor();
    assert.match(await html("/contact"), /href="tel:\+919000011001"/);

    // The restored draft's changes (against the version before it) name the fields in words.
    await page
      .getByTestId("revision")
      .nth(1)
      .getByRole("link", { name: /Changes/ })
      .click();
    await page.getByRole("table").waitFor();
    assert.ok((await page.getByRole("rowheader", { name: /Phone numbers › Phone 1 › Number/ }).count()) > 0);
    await expectNoAxeViolations(page, "revision changes");
  });

  test("lists are edited by keyboard: add, reorder and remove a phone; a closure shows its notice on every page", async () => {
    const page = await adminPage();
    await page.getByRole("button", { name: "Add phone" }).click();
    const newNumber = page.getByRole("group", { name: "Phone 4" }).getByLabel("Number");
    // Focus moves in the next animation frame: wait for it rather than read it at once.
    await waitUntil(
      async () => (await page.evaluate(() => document.activeElement?.getAttribute("name"))) === "phones.3.number",
      "focus moves to the new phone",
    );
    await newNumber.fill("+44 20 7946 0000");
    await page.getByRole("button", { name: "Move Phone 4 up" }).press("Enter");
    await waitUntil(
      async () => (await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === "Move Phone 3 up",
      "focus stays on the moved item's button",
    );
    await page.getByRole("button", { name: "Remove Phone 2" }).press("Enter");

    await page.getByRole("button", { name: "Add closure" }).click();
    const closure = page.getByRole("group", { name: "Closure 1" });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    await closure.getByLabel("First day closed").fill(today);
    await closure.getByLabel("Last day closed").fill(today);
    await closure.getByLabel("Notice shown on every page").fill("Closed today for maintenance. WhatsApp us for appointments.");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version \d+\)/).waitFor();

    const contact = await html("/contact");
    assert.deepEqual(
      [...contact.matchAll(/href="tel:(\+\d+)"/g)]
        .map((m) => m[1])
        .filter((n, i, all) => all.indexOf(n) === i)
        .slice(0, 3),
      ["+919000011001", "+442079460000", "+919000011003"],
    );
    for (const path of ["/", "/about", "/therapy/cryotherapy"]) {
      assert.match(await html(path), /Closed today for maintenance\. WhatsApp us for appointments\./, `${path}: closure notice`);
    }
  });

  test("leaving with unsaved changes asks first", async () => {
    const page = await adminPage();
    await page.getByLabel("Tagline").fill("Not saved yet");
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await waitUntil(async () => asked !== "", "the leave-page question");
    assert.match(asked, /unsaved changes/);
    assert.equal(new URL(page.url()).pathname, EDITOR);
    assert.equal(await page.getByLabel("Tagline").inputValue(), "Not saved yet");
  });

  test("editors are refused the clinic settings and do not see them in the menu", async () => {
    t = await openPage(browser());
    await signInAt(t.page, contentServer().url, "editor");
    assert.equal(await t.page.getByRole("link", { name: "Clinic Settings" }).count(), 0);
    const response = await t.page.goto(new URL(EDITOR, contentServer().url).toString());
    assert.equal(response?.status(), 403);
    allowErrors(t, /status of 403/);
  });

  test("fits a 390 px phone", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await signInAt(t.page, contentServer().url, "admin", EDITOR);
    await waitForHydration(t.page);
    await expectNoAxeViolations(t.page, "clinic settings at 390 px");
    const overflow = await t.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no sideways scrolling (overflow ${overflow}px)`);
    await t.page.screenshot({ path: "test-results/clinic-settings-390.png", fullPage: true }).catch(() => undefined);
  });
});

describe("scheduled publishing", () => {
  test("a version scheduled a few minutes ahead is published on time, even across a restart", async () => {
    // Its own embedded database in a folder that outlives the first server.
    const dataDir = tempDataDir("schedule");
    let first = await startServer({ dataDir, database: "pglite", env: { LOGIN_IP_LIMIT: "1000" } });
    try {
      t = await openPage(browser());
      await signInAt(t.page, first.url, "admin", EDITOR);
      await waitForHydration(t.page);
      const inFiveMinutes = new Date(Date.now() + 5 * 60_000);
      const local = new Intl.DateTimeFormat("sv-SE", {
        timeZone: "Asia/Kolkata",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      })
        .format(inFiveMinutes)
        .replace(" ", "T");
      await t.page.getByLabel("Tagline").fill("Scheduled tagline");
      await t.page.getByText("Schedule…").click();
      await t.page.getByLabel("Publish at (India time)").fill(local);
      await t.page.getByRole("button", { name: "Schedule" }).click();
      await t.page.getByText(/Version \d+ will be published on/).waitFor();
      await t.page.getByTestId("editor-status").getByText("Scheduled:").waitFor();
      assert.doesNotMatch(await html("/", first.url), /Scheduled tagline/);
      await t.context.close();

      await first.stop();
      // Ten minutes later by the content clock: the version fell due while the server was down.
      first = await startServer({ dataDir, database: "pglite", env: { TEST_CLOCK_OFFSET_SECONDS: "600" } });
      const base = first.url;
      await waitUntil(async () => /Scheduled tagline/.test(await html("/", base)), "the scheduled tagline on the home page", 15_000);
      t = await openPage(browser());
    } finally {
      await first.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
