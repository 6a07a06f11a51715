// Site content in the admin (issue 13): the legal pages (formatted text with an effective date;
// a new version keeps the earlier one readable at its own address, linked from the current
// page), the page-not-found texts and the home page's texts, which editors may change too.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { contentServerForFile, signInAt, waitForHydration } from "./support/admin-content-server.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { browserForFile, openPage, type TestPage, waitUntil } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);
const contentServer = contentServerForFile();

describe("legal pages", () => {
  test("an admin publishes a new privacy policy; the old one stays readable at its date", async () => {
    t = await openPage(browser());
    const { page } = t;
    await signInAt(page, contentServer().url);
    await page.getByRole("link", { name: "Legal Pages" }).click();
    await page.getByRole("link", { name: "Edit Privacy Policy" }).click();
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
    // The rich-text editor arrives on demand; the first section's text is editable in it.
    const body = page.locator("#doc-sections-0-body[contenteditable=true]");
    await body.waitFor();
    await expectNoAxeViolations(page, "legal page editor");

    await page.getByLabel("Effective date").fill("2027-01-15");
    await page.getByLabel("Last updated (as shown)").fill("January 2027");
    await body.click();
    await page.keyboard.press("Control+Home");
    await page.keyboard.type("From January 2027 we count page views without cookies. ");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version 2\)/).waitFor();

    await page.goto(contentServer().at("/privacy-policy"));
    await page.getByText("Last updated January 2027 · Effective January 15, 2027").waitFor();
    await page.getByText(/From January 2027 we count page views without cookies\./).waitFor();
    const versions = page.locator("[aria-labelledby='versions-title']");
    assert.deepEqual(await versions.getByRole("link").allInnerTexts(), ["Effective January 15, 2027", "Effective December 7, 2026"]);

    await versions.getByRole("link", { name: "Effective December 7, 2026" }).click();
    await page.waitForURL((u) => u.pathname === "/privacy-policy/2026-12-07");
    await page
      .locator("[data-archived-notice]")
      .getByText(/This is an earlier version, effective December 7, 2026/)
      .waitFor();
    assert.equal(await page.getByText(/we count page views without cookies/).count(), 0, "the old text, as it was");
    assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex");
    await expectNoAxeViolations(page, "an earlier privacy policy");

    const missing = await fetch(contentServer().at("/privacy-policy/2020-01-01"));
    assert.equal(missing.status, 404);
  });

  test("a draft shows only in a staff preview; the terms' notice and closing come from the document", async () => {
    t = await openPage(browser());
    const { page } = t;
    await signInAt(page, contentServer().url, "admin", "/admin/content/legal/terms-of-service");
    await waitForHydration(page);
    await page.getByLabel("Highlighted notice").fill("Samudra is not an emergency facility. In an emergency call 108 or 112.");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText(/Draft saved/).waitFor();

    assert.doesNotMatch(await (await fetch(contentServer().at("/terms-of-service"))).text(), /call 108 or 112/);
    await page.goto(contentServer().at("/terms-of-service?preview=draft"));
    await page.getByText("Preview of unpublished changes").waitFor();
    assert.match(await page.locator("[data-emergency-notice]").innerText(), /call 108 or 112/);
    assert.match(await page.locator("[aria-labelledby='closing-title']").innerText(), /Acceptance of these terms/);
  });

  test("editors do not get the legal pages", async () => {
    t = await openPage(browser());
    await signInAt(t.page, contentServer().url, "editor");
    assert.equal(await t.page.getByRole("link", { name: "Legal Pages" }).count(), 0);
    const response = await t.page.goto(contentServer().at("/admin/content/legal/privacy-policy"));
    assert.equal(response?.status(), 403);
    t.errors.splice(0, t.errors.length, ...t.errors.filter((e) => !/status of 403/.test(e)));
  });
});

describe("page texts", () => {
  test("leaving an editor with unsaved changes asks first, and No keeps what was typed", async () => {
    t = await openPage(browser());
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/content/page-not-found");
    await waitForHydration(page);
    const heading = page.getByLabel("Heading", { exact: true });
    await heading.fill("Typed, not saved");
    await page.getByText("Unsaved changes.").waitFor();
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await waitUntil(async () => asked.length === 1, "the question was asked");
    assert.equal(new URL(page.url()).pathname, "/admin/content/page-not-found");
    assert.equal(await heading.inputValue(), "Typed, not saved");
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await page.waitForURL((u) => u.pathname === "/admin");
    assert.deepEqual(asked, ["You have unsaved changes. Discard them?", "You have unsaved changes. Discard them?"]);
  });

  test("an editor finds the 404 texts under Page Texts, changes the heading, and a missing page shows it with the phone link kept", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/content");
    assert.deepEqual(await page.getByRole("heading", { level: 2 }).allInnerTexts(), [
      "Doctors",
      "Home page texts",
      "Page headings",
      "Page not found (404)",
      "About page texts",
      "Services page texts",
      "Contact page texts",
      "Conditions we support",
      "International Patients page",
      "7-Day Wellness Program page",
      "Interface texts",
      "Translations",
    ]);
    await page.getByRole("link", { name: "Edit Page not found (404)" }).click();
    await waitForHydration(page);
    await page.getByLabel("Heading", { exact: true }).fill("This page has drifted out to sea");
    await page.getByLabel("Message", { exact: true }).fill("Try the pages below, or call {phone} and we will help.");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version 2\)/).waitFor();
    await expectNoAxeViolations(page, "404 texts editor at 390 px");

    const response = await page.goto(contentServer().at("/no-such-page"));
    assert.equal(response?.status(), 404);
    await page.getByRole("heading", { level: 1, name: "This page has drifted out to sea" }).waitFor();
    const message = await page.locator("main p.text-lg").innerText();
    assert.equal(message, "Try the pages below, or call +91 90000 11001 and we will help.");
    assert.equal(await page.locator('main a[href="tel:+919000011001"]').count(), 1);
    t.errors.splice(0, t.errors.length, ...t.errors.filter((e) => !/status of 404/.test(e)));
  });

  test("an editor changes the Contact page's heading and tab title from Page Texts", async () => {
    t = await openPage(browser());
    const { page } = t;
    await signInAt(page, contentServer().url, "editor");
    await page.getByRole("link", { name: "Page Texts" }).click();
    await page.getByRole("link", { name: "Edit Page headings" }).click();
    await page.getByRole("link", { name: "Edit Contact page: heading and search texts" }).click();
    await waitForHydration(page);
    await page.getByLabel("Page title (the heading)").fill("Talk to our care team");
    await page.getByLabel("Browser tab title").fill("Contact the clinic");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version 2\)/).waitFor();

    await page.goto(contentServer().at("/contact"));
    await page.getByRole("heading", { level: 1, name: "Talk to our care team" }).waitFor();
    assert.equal(await page.title(), "Contact the clinic | Samudra Rehab & Wellness Centre");
  });

  test("an editor publishes the home page's main heading; a draft of it shows only in a staff preview", async () => {
    t = await openPage(browser());
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/content/home-page");
    await waitForHydration(page);
    await page.getByLabel("Main heading").fill("Gentle recovery care by the Bay of Bengal");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version 2\)/).waitFor();
    await expectNoAxeViolations(page, "home page texts editor");

    await page.goto(contentServer().at("/"));
    assert.deepEqual(await page.locator("h1").allInnerTexts(), ["Gentle recovery care by the Bay of Bengal"]);

    await page.goto(contentServer().at("/admin/content/home-page"));
    await waitForHydration(page);
    await page.getByLabel("Main heading").fill("A heading still in draft");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText(/Draft saved \(version 3\)/).waitFor();

    await page.goto(contentServer().at("/"));
    assert.deepEqual(await page.locator("h1").allInnerTexts(), ["Gentle recovery care by the Bay of Bengal"]);
    await page.goto(contentServer().at("/?preview=draft"));
    assert.deepEqual(await page.locator("h1").allInnerTexts(), ["A heading still in draft"]);
    // Without a staff session the preview parameter changes nothing.
    const anonymous = await (await fetch(contentServer().at("/?preview=draft"))).text();
    assert.match(anonymous, /Gentle recovery care by the Bay of Bengal/);
    assert.doesNotMatch(anonymous, /A heading still in draft/);
  });

  test("an editor changes the wellness page's hero title; the page shows it as its heading", async () => {
    t = await openPage(browser());
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/content/wellness-page");
    await waitForHydration(page);
    await page.getByLabel("Page title (the heading)").fill("Seven Days to Feel Like Yourself Again");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version 2\)/).waitFor();

    await page.goto(contentServer().at("/wellness-programs"));
    assert.equal(await page.locator("h1").innerText(), "Seven Days to Feel Like Yourself Again");
    assert.equal(await page.locator("[data-therapy-tile]").count(), 9, "the rest of the page as before");
  });

  test("an editor changes interface texts (a footer heading, the phone menu's button); a wrong placeholder is refused at its field", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/content");
    await page.getByRole("link", { name: "Edit Interface texts: Navigation and footer" }).click();
    await waitForHydration(page);
    const copyright = page.getByLabel("Footer: copyright line", { exact: true });
    await copyright.fill("© {yeer} {clinicName}");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText("Footer: copyright line: {yeer} is not available here: use only {year}, {clinicName}.").first().waitFor();
    assert.equal(await copyright.inputValue(), "© {yeer} {clinicName}", "what was typed stays");
    t.errors.splice(0, t.errors.length, ...t.errors.filter((e) => !/status of 400/.test(e)));

    await copyright.fill("© {year} {clinicName}. All rights reserved.");
    await page.getByLabel("Footer: heading of the links", { exact: true }).fill("Find your way");
    await page.getByLabel("Phone menu button, open (for screen readers)", { exact: true }).fill("Close the menu");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version 2\)/).waitFor();
    await expectNoAxeViolations(page, "interface texts editor at 390 px");

    await page.goto(contentServer().at("/about"));
    const footer = page.locator("footer");
    await footer.getByRole("heading", { level: 2, name: "Find your way" }).waitFor();
    assert.match(
      await footer.innerText(),
      new RegExp(`© ${new Date().getFullYear()} Samudra Rehab & Wellness Centre\\. All rights reserved\\.`),
    );
    const toggle = page.locator("[data-menu-toggle]");
    await toggle.click();
    await waitUntil(
      async () => (await toggle.getAttribute("aria-label")) === "Close the menu",
      "the island names the open menu with the edited text",
    );
  });
});

describe("history of collection items", () => {
  test("an editor changes a testimonial, finds the change in its History, and restores the earlier version", async () => {
    t = await openPage(browser());
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/testimonials");
    await waitForHydration(page);
    const card = page.getByRole("article", { name: "Lakshmi R.", exact: true });
    await card.getByRole("link", { name: /^Edit/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Testimonial" });
    await dialog.getByLabel("Review", { exact: true }).fill("Short and sweet: the staff were kind. Results vary.");
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await page.getByRole("status").getByText('Saved the testimonial from "Lakshmi R.".').waitFor();

    await card.getByRole("link", { name: "History of the testimonial from Lakshmi R." }).click();
    await page.getByRole("heading", { level: 1, name: "History: Lakshmi R." }).waitFor();
    const newest = page.getByTestId("record-revision").first();
    assert.match(await newest.innerText(), /Version 2[\s\S]*Current[\s\S]*editor/);
    assert.match(await newest.getByRole("row").filter({ hasText: "Review" }).innerText(), /Short and sweet/);
    await expectNoAxeViolations(page, "testimonial history");

    await page.getByRole("button", { name: "Restore version 1" }).click();
    await page.getByRole("status").getByText('Testimonial "Lakshmi R." is back as it was in version 1.').waitFor();
    assert.match(await page.getByTestId("record-revision").first().innerText(), /Version 3[\s\S]*restored version 1/);
    const home = await (await fetch(contentServer().at("/"))).text();
    assert.doesNotMatch(home, /Short and sweet: the staff were kind/);
  });

  test("two people editing one testimonial: the second save is refused, saying who saved, and keeps what was typed", async () => {
    t = await openPage(browser());
    const other = await browser().newContext({ viewport: { width: 390, height: 844 } });
    try {
      const first = t.page;
      const second = await other.newPage();
      for (const [page, who] of [
        [first, "admin"],
        [second, "editor"],
      ] as const) {
        await signInAt(page, contentServer().url, who, "/admin/testimonials");
        await waitForHydration(page);
        await page.getByRole("article", { name: "Suresh K.", exact: true }).getByRole("link", { name: /^Edit/ }).click();
        await page.getByRole("dialog", { name: "Edit Testimonial" }).waitFor();
      }
      const firstDialog = first.getByRole("dialog", { name: "Edit Testimonial" });
      await firstDialog.getByLabel("Location").fill("Rajahmundry, Andhra Pradesh");
      await firstDialog.getByRole("button", { name: "Publish now" }).click();
      await first.getByRole("status").getByText('Saved the testimonial from "Suresh K.".').waitFor();

      const secondDialog = second.getByRole("dialog", { name: "Edit Testimonial" });
      await secondDialog.getByLabel("Condition").fill("Knee stiffness after surgery");
      await secondDialog.getByRole("button", { name: "Publish now" }).click();
      await secondDialog
        .getByTestId("stale-save")
        .getByText(/^admin saved this testimonial at .*, while you were editing/)
        .waitFor();
      assert.equal(await secondDialog.getByLabel("Condition").inputValue(), "Knee stiffness after surgery");
      await expectNoAxeViolations(second, "refused testimonial save at 390 px");

      // Saving again replaces the other version knowingly.
      await secondDialog.getByRole("button", { name: "Publish now" }).click();
      await second.getByRole("status").getByText('Saved the testimonial from "Suresh K.".').waitFor();
    } finally {
      await other.close();
    }
    t.errors.splice(0, t.errors.length, ...t.errors.filter((e) => !/status of 409/.test(e)));
  });
});
