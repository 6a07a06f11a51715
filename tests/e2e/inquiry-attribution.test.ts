// Issue 15 item 3: a lead says where it came from, with JavaScript (the island remembers the
// visit's first page in this tab, without a cookie) and without (the Referer), in the inbox.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { signIn } from "./support/admin.ts";
import { browserForFile, gotoHydrated, openPage, type TestPage, url, waitUntil } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

const ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** The inbox card of the lead named `name`: its attribution rows, label → value. */
async function attributionOf(page: Page, name: string): Promise<Record<string, string>> {
  await page.goto(url(`/admin/inquiries?q=${encodeURIComponent(name)}`));
  const card = page.locator("article[data-inquiry-id]", { has: page.getByRole("heading", { name }) });
  await card.waitFor();
  const rows = await card
    .locator("dd[data-attribution]")
    .evaluateAll((dds) => dds.map((dd) => [dd.getAttribute("data-attribution") ?? "", dd.textContent ?? ""]));
  return Object.fromEntries(rows);
}

describe("where a lead came from", () => {
  it("with JavaScript on a phone: landing page, referrer and campaign of the visit, the form's page and the device", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 }, userAgent: ANDROID });
    await t.page.goto(url("/?utm_source=google&utm_medium=cpc&utm_campaign=knee-winter"), { referer: "https://www.google.com/" });
    await gotoHydrated(t.page, "/about");
    // No cookie: the visit is kept in this tab's sessionStorage only.
    assert.deepEqual(await t.context.cookies(), []);
    await gotoHydrated(t.page, "/therapy/cryotherapy");
    const form = t.page.locator("#book form");
    await form.getByLabel("Your name").fill("Attribution Phone");
    await form.getByLabel("Phone number").fill("+91 90000 77777");
    const popup = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await popup;
    await waitUntil(async () => t.thirdParty.some((u) => u.startsWith("https://wa.me/")), "the chat opened after the lead was stored");
    assert.deepEqual(await t.context.cookies(), [], "still no cookie");

    await signIn(t.page, "admin");
    assert.deepEqual(await attributionOf(t.page, "Attribution Phone"), {
      "Form page": "/therapy/cryotherapy",
      "Landing page": "/",
      Referrer: "google.com",
      Campaign: "google / cpc / knee-winter",
      Device: "Phone",
    });
  });

  it("without JavaScript: the form's page and the campaign from the Referer", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url("/contact?utm_source=newsletter&utm_medium=email"));
    const form = t.page.locator("#contact form");
    await form.getByLabel("Your name").fill("Attribution Plain");
    await form.getByLabel("Phone number").fill("+91 90000 88888");
    await form.getByLabel("Preferred service").selectOption("General Consultation");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await t.page.getByRole("heading", { name: "Thank you: we have your message" }).waitFor();

    const staff = await openPage(browser());
    try {
      await signIn(staff.page, "admin");
      assert.deepEqual(await attributionOf(staff.page, "Attribution Plain"), {
        "Form page": "/contact",
        Campaign: "newsletter / email",
        Device: "Computer",
      });
    } finally {
      await staff.context.close();
    }
  });
});
