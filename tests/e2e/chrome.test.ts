import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  browserForFile,
  gotoHydrated,
  inViewport,
  openPage,
  type TestPage,
  url,
  waitForAttribute,
  waitForHydration,
  waitUntil,
} from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

describe("shared chrome, desktop", () => {
  it("has every SPEC header link, the top-bar link and Book Consultation to the booking page", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const nav = t.page.getByRole("navigation", { name: "Main" });
    const hrefs = await nav.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const href of ["/", "/about", "/services", "/wellness-programs", "/conditions", "/#reviews", "/contact"]) {
      assert.ok(hrefs.includes(href), `header links to ${href}`);
    }
    assert.equal(
      await t.page.getByRole("complementary").getByRole("link", { name: "International Patients" }).getAttribute("href"),
      "/international-patients",
    );
    await t.page.getByRole("link", { name: "Book Consultation" }).first().click();
    await t.page.waitForURL(url("/book"));
    await t.page.getByRole("heading", { name: "Choose a service" }).waitFor();
  });

  it("opens the Doctors dropdown on hover, on click and by keyboard", async () => {
    t = await openPage(browser());
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
    await waitUntil(
      async () => (await t.page.evaluate(() => document.activeElement?.getAttribute("href"))) === "/doctors/aditya-varma",
      "first doctor focused",
    );
    await t.page.keyboard.press("ArrowDown");
    assert.equal(await t.page.evaluate(() => document.activeElement?.getAttribute("href")), "/doctors/gurpreet-singh-bedi");
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    assert.equal(await t.page.evaluate(() => document.activeElement?.textContent?.trim()), "Doctors");
    await t.page.keyboard.press("Enter");
    await waitForAttribute(button, "aria-expanded", "true");
  });

  it("moves through the doctors with the arrow keys, wrapping, and closes on leaving it", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const button = t.page.getByRole("button", { name: "Doctors" });
    const menu = t.page.locator(`#${await button.getAttribute("aria-controls")}`);
    const focused = () => t.page.evaluate(() => document.activeElement?.getAttribute("href"));
    await button.focus();
    await t.page.keyboard.press("ArrowDown");
    await waitUntil(async () => (await focused()) === "/doctors/aditya-varma", "first doctor focused");
    await t.page.keyboard.press("ArrowUp");
    assert.equal(await focused(), "/doctors/gurpreet-singh-bedi", "ArrowUp wraps to the last");
    await t.page.keyboard.press("ArrowDown");
    assert.equal(await focused(), "/doctors/aditya-varma", "ArrowDown wraps to the first");
    // Tabbing out of the dropdown closes it.
    await t.page.keyboard.press("Tab");
    await t.page.keyboard.press("Tab");
    await menu.waitFor({ state: "hidden" });
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    // Opened by keyboard, closed by a click (pointer) elsewhere on the page.
    await button.focus();
    await t.page.keyboard.press("Space");
    await menu.waitFor({ state: "visible" });
    await t.page.mouse.click(640, 600);
    await menu.waitFor({ state: "hidden" });
    assert.equal(await button.getAttribute("aria-expanded"), "false");
  });

  it("restyles the header after 50 px of scroll and shows back-to-top", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const header = t.page.locator("header");
    const toTop = t.page.getByRole("button", { name: "Back to top" });
    assert.equal(await header.getAttribute("data-scrolled"), "false");
    assert.equal(await toTop.isVisible(), false);
    const height = await header.evaluate((h) => h.getBoundingClientRect().height);
    const scrollTo = (top: number) => t.page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await scrollTo(40);
    await t.page.evaluate(() => new Promise(requestAnimationFrame));
    assert.equal(await header.getAttribute("data-scrolled"), "false", "40 px is under the threshold");
    await scrollTo(60);
    await waitForAttribute(header, "data-scrolled", "true");
    assert.equal(await header.evaluate((h) => getComputedStyle(h).position), "sticky");
    assert.equal(await header.evaluate((h) => Math.round(h.getBoundingClientRect().top)), 0, "header stays at the top");
    assert.equal(await header.evaluate((h) => h.getBoundingClientRect().height), height, "same height in both states");
    assert.notEqual(await header.evaluate((h) => getComputedStyle(h).boxShadow), "none", "restyled with a shadow");
    await scrollTo(1500);
    await toTop.waitFor({ state: "visible" });
    await toTop.click();
    await waitUntil(async () => (await t.page.evaluate(() => window.scrollY)) === 0, "scrolled to top");
    await waitForAttribute(header, "data-scrolled", "false");
    assert.equal(await t.page.evaluate(() => document.activeElement?.id), "top", "keyboard focus moves to the top");
    await toTop.waitFor({ state: "hidden" });
  });

  it("has a footer with legal links, Admin, the emergency notice and social links in new tabs", async () => {
    t = await openPage(browser());
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
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const toggle = t.page.getByRole("button", { name: "Quick contact" });
    await toggle.click();
    const menu = t.page.getByRole("complementary", { name: "Quick contact" }).getByRole("list");
    await menu.waitFor({ state: "visible" });
    assert.equal(await menu.getByRole("link", { name: "Call Now" }).getAttribute("href"), "tel:+919000011001");
    assert.match((await menu.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")) ?? "", /^https:\/\/wa\.me\/919000011009\?text=/);
    assert.equal(await menu.getByRole("link", { name: /Emergency/ }).getAttribute("href"), "tel:108");
    // Book Appointment opens the booking page (issue 47), whose own quick-contact menu is closed.
    await menu.getByRole("link", { name: "Book Appointment" }).click();
    await t.page.waitForURL(url("/book"));
    await waitForHydration(t.page);
    await menu.waitFor({ state: "hidden" });
    await t.page.getByRole("button", { name: "Quick contact" }).click();
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    // Escape from inside the list keeps keyboard focus on the toggle, not lost with the list.
    await t.page.getByRole("button", { name: "Quick contact" }).click();
    assert.equal(await t.page.getByRole("button", { name: "Close quick contact" }).getAttribute("aria-expanded"), "true");
    await menu.getByRole("link", { name: "Call Now" }).focus();
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    assert.equal(await t.page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Quick contact");
  });
});

describe("shared chrome, mobile 390 px", () => {
  it("toggles the mobile menu, which lists the doctors", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
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

  it("closes the mobile menu with Escape, focus back on the toggle", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await gotoHydrated(t.page, "/about");
    const toggle = t.page.locator("button[aria-controls='mobile-menu']");
    const menu = t.page.getByRole("navigation", { name: "Mobile" });
    await toggle.click();
    await menu.waitFor({ state: "visible" });
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    assert.equal(await toggle.getAttribute("aria-label"), "Close menu");
    await menu.getByRole("link", { name: "Services" }).focus();
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(await t.page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Open menu");
    // The no-JavaScript way into the menu is not shown to visitors with JavaScript.
    assert.equal(await t.page.locator("header a[href='#mobile-menu']").isVisible(), false);
  });
});

describe("shared chrome without JavaScript", () => {
  it("desktop: the Doctors list shows on hover and on keyboard focus; no dead buttons", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url("/about"));
    const button = t.page.getByRole("button", { name: "Doctors" });
    const menu = t.page.locator("#doctors-menu");
    assert.equal(await menu.isVisible(), false);
    await button.hover();
    assert.equal(await menu.isVisible(), true, "shown on hover");
    await t.page.mouse.move(5, 700);
    assert.equal(await menu.isVisible(), false);
    await button.focus();
    assert.equal(await menu.isVisible(), true, "shown while focus is inside");
    await t.page.keyboard.press("Tab");
    assert.equal(await t.page.evaluate(() => document.activeElement?.getAttribute("href")), "/doctors/aditya-varma");
    assert.equal(await menu.isVisible(), true);
    assert.equal(
      await t.page.getByRole("complementary", { name: "Quick contact" }).isVisible(),
      false,
      "no quick contact that cannot open",
    );
    assert.equal(await t.page.locator("button[aria-label='Back to top']").isVisible(), false);
  });

  it("mobile: the menu link opens the mobile menu", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await t.page.goto(url("/about"));
    const menu = t.page.getByRole("navigation", { name: "Mobile" });
    assert.equal(await menu.isVisible(), false);
    assert.equal(await t.page.locator("button[aria-controls='mobile-menu']").isVisible(), false, "no dead toggle");
    await t.page.getByRole("link", { name: "Menu", exact: true }).click();
    await menu.waitFor({ state: "visible" });
    await menu.getByRole("link", { name: /Dr\. Gurpreet Singh Bedi/ }).click();
    await t.page.waitForURL(/\/doctors\/gurpreet-singh-bedi$/);
  });
});
