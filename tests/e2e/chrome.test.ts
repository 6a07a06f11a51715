import assert from "node:assert/strict";
import { after, afterEach, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { gotoHydrated, inViewport, launchBrowser, openPage, type TestPage, waitForAttribute, waitUntil } from "./support/browser.ts";

let browser: Browser;
let t: TestPage;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());
afterEach(async () => {
  assert.deepEqual(t.errors, [], "no console or page errors");
  await t.context.close();
});

describe("shared chrome, desktop", () => {
  it("has every SPEC header link, the top-bar link and Book Consultation to the form", async () => {
    t = await openPage(browser);
    await gotoHydrated(t.page, "/");
    const nav = t.page.getByRole("navigation", { name: "Main" });
    const hrefs = await nav.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const href of ["/", "/about", "/services", "/wellness-programs", "/conditions", "/#reviews", "/contact"]) {
      assert.ok(hrefs.includes(href), `header links to ${href}`);
    }
    assert.equal(await t.page.getByRole("complementary").getByRole("link", { name: "International Patients" }).getAttribute("href"), "/international-patients");
    await t.page.getByRole("link", { name: "Book Consultation" }).first().click();
    await waitUntil(() => inViewport(t.page, "#contact"), "contact section scrolled into view");
    assert.equal(new URL(t.page.url()).hash, "#contact");
  });

  it("opens the Doctors dropdown on hover, on click and by keyboard", async () => {
    t = await openPage(browser);
    await gotoHydrated(t.page, "/");
    const button = t.page.getByRole("button", { name: "Doctors" });
    const menu = t.page.locator(`#${await button.getAttribute("aria-controls")}`);
    assert.equal(await menu.isVisible(), false);

    await button.hover();
    await menu.waitFor({ state: "visible" });
    const links = menu.getByRole("link");
    assert.deepEqual(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))), [
      "/doctors/aditya-varma",
      "/doctors/gurpreet-singh-bedi",
    ]);
    assert.match(await menu.innerText(), /Cardiothoracic & Vascular Surgeon/);
    assert.match(await menu.innerText(), /Consultant in Hyperbaric Medicine/);
    // A click right after hovering keeps it open; moving away closes it.
    await button.click();
    assert.equal(await menu.isVisible(), true);
    await t.page.mouse.move(5, 700);
    await menu.waitFor({ state: "hidden" });

    await button.focus();
    await t.page.keyboard.press("ArrowDown");
    await menu.waitFor({ state: "visible" });
    await waitUntil(async () => (await t.page.evaluate(() => document.activeElement?.getAttribute("href"))) === "/doctors/aditya-varma", "first doctor focused");
    await t.page.keyboard.press("ArrowDown");
    assert.equal(await t.page.evaluate(() => document.activeElement?.getAttribute("href")), "/doctors/gurpreet-singh-bedi");
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    assert.equal(await t.page.evaluate(() => document.activeElement?.textContent?.trim()), "Doctors");
    await t.page.keyboard.press("Enter");
    await waitForAttribute(button, "aria-expanded", "true");
  });

  it("restyles the header after 50 px of scroll and shows back-to-top", async () => {
    t = await openPage(browser);
    await gotoHydrated(t.page, "/");
    const header = t.page.locator("header");
    const toTop = t.page.getByRole("button", { name: "Back to top" });
    assert.equal(await header.getAttribute("data-scrolled"), "false");
    assert.equal(await toTop.isVisible(), false);
    const scrollTo = (top: number) => t.page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await scrollTo(40);
    await t.page.evaluate(() => new Promise(requestAnimationFrame));
    assert.equal(await header.getAttribute("data-scrolled"), "false", "40 px is under the threshold");
    await scrollTo(60);
    await waitForAttribute(header, "data-scrolled", "true");
    assert.equal(await header.evaluate((h) => getComputedStyle(h).position), "sticky");
    assert.equal(await header.evaluate((h) => Math.round(h.getBoundingClientRect().top)), 0, "header stays at the top");
    await scrollTo(1500);
    await toTop.waitFor({ state: "visible" });
    await toTop.click();
    await waitUntil(async () => (await t.page.evaluate(() => window.scrollY)) === 0, "scrolled to top");
    await waitForAttribute(header, "data-scrolled", "false");
  });

  it("has a footer with legal links, Admin, the emergency notice and social links in new tabs", async () => {
    t = await openPage(browser);
    await gotoHydrated(t.page, "/");
    const footer = t.page.locator("footer");
    assert.equal(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href"), "/privacy-policy");
    assert.equal(await footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href"), "/terms-of-service");
    assert.equal(await footer.getByRole("link", { name: "Admin" }).getAttribute("href"), "/admin-login");
    const text = await footer.innerText();
    assert.match(text, /24\/7 Emergency/);
    assert.match(text, /not an emergency facility/);
    assert.equal(await footer.getByRole("link", { name: "108" }).getAttribute("href"), "tel:108");
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    assert.equal(await social.count(), 3);
    for (const link of await social.all()) {
      // Each brand glyph really draws something (a missing icon renders an empty path).
      assert.ok(((await link.locator("svg path").getAttribute("d")) ?? "").length > 20, "icon drawn");
      assert.equal(await link.getAttribute("target"), "_blank");
      assert.match((await link.getAttribute("rel")) ?? "", /noopener/);
    }
    assert.deepEqual(t.thirdParty, [], "nothing loaded from a third party");
  });

  it("opens the quick-contact menu with working actions", async () => {
    t = await openPage(browser);
    await gotoHydrated(t.page, "/");
    const toggle = t.page.getByRole("button", { name: "Quick contact" });
    await toggle.click();
    const menu = t.page.getByRole("complementary", { name: "Quick contact" }).getByRole("list");
    await menu.waitFor({ state: "visible" });
    assert.equal(await menu.getByRole("link", { name: "Call Now" }).getAttribute("href"), "tel:+919000011001");
    assert.match((await menu.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")) ?? "", /^https:\/\/wa\.me\/919000011009\?text=/);
    assert.equal(await menu.getByRole("link", { name: /Emergency/ }).getAttribute("href"), "tel:108");
    await menu.getByRole("link", { name: "Book Appointment" }).click();
    await waitUntil(() => inViewport(t.page, "#contact"), "contact section in view");
    await menu.waitFor({ state: "hidden" });
    await t.page.getByRole("button", { name: "Quick contact" }).click();
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
  });
});

describe("shared chrome, mobile 390 px", () => {
  it("toggles the mobile menu, which lists the doctors", async () => {
    t = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await gotoHydrated(t.page, "/");
    assert.equal(await t.page.getByRole("navigation", { name: "Main" }).isVisible(), false);
    const toggle = t.page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = t.page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor({ state: "visible" });
    assert.ok(await menu.getByRole("link", { name: /Dr\. Gurpreet Singh Bedi/ }).isVisible());
    await t.page.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "hidden" });
    await t.page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Reviews" }).click();
    await menu.waitFor({ state: "hidden" });
    await waitUntil(() => inViewport(t.page, "#reviews"), "reviews in view");
  });
});
