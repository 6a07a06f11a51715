import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  allowErrors,
  browserForFile,
  expectNoThirdParty,
  gotoHydrated,
  openPage,
  type TestPage,
  url,
  waitUntil,
} from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

const HBOT = "/therapy/hyperbaric-oxygen-therapy";

describe("therapy page", () => {
  it("renders the twelve sections in SPEC order on the server, with meta and no third-party request", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    const response = await t.page.goto(url(HBOT));
    assert.equal(response?.status(), 200);
    assert.equal(await t.page.locator("h1").innerText(), "Hyperbaric Oxygen Therapy");
    const headings = await t.page.locator("main h2").allInnerTexts();
    assert.deepEqual(headings, [
      "What It Is",
      "How It Works",
      "Key Benefits",
      "Who It's For",
      "Frequently Asked Questions",
      "Real Patient Stories",
      "Therapy Gallery",
      "Patient Success Stories",
      "Related Therapies",
      "Ready to talk about Hyperbaric Oxygen Therapy?",
    ]);
    const hero = await t.page.locator("[aria-labelledby='therapy-title'] dl").innerText();
    for (const fact of ["60-90 minutes", "10-40", "5 per week initially"]) assert.match(hero, new RegExp(fact));
    assert.equal(await t.page.locator("[aria-labelledby='benefits-title'] li").count(), 8);
    assert.equal(await t.page.locator("[aria-labelledby='who-title'] ~ div li, section:has(#who-title) h3 + ul li").count(), 8);
    assert.equal(await t.page.locator("details[name='therapy-faq']").count(), 4);
    assert.equal(await t.page.locator("[aria-labelledby='related-title'] a[href^='/therapy/']").count(), 2);
    assert.match(await t.page.getByRole("region", { name: "Availability" }).innerText(), /Visakhapatnam/);
    assert.equal(
      await t.page.locator("link[rel=canonical]").getAttribute("href"),
      "https://samudra-rehab.example/therapy/hyperbaric-oxygen-therapy",
    );
    assert.ok(await t.page.locator("meta[name=keywords]").getAttribute("content"));
    assert.ok(await t.page.locator("meta[property='og:title']").getAttribute("content"));
    assert.equal(await t.page.locator("meta[name='twitter:card']").getAttribute("content"), "summary_large_image");
    await expectNoThirdParty(t);
  });

  it("Book This Therapy opens its booking page; the page's own form has the therapy preselected and opens WhatsApp", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/therapy/cryotherapy");
    assert.equal(await t.page.getByRole("link", { name: "Book This Therapy" }).getAttribute("href"), "/book/cryotherapy");
    assert.equal(await t.page.getByRole("link", { name: "Book Consultation" }).last().getAttribute("href"), "/book/cryotherapy");
    const form = t.page.locator("#book form");
    assert.equal(await form.getByLabel("Preferred service").inputValue(), "Cryotherapy");
    await form.getByLabel("Your name").fill("Kiran");
    await form.getByLabel("Phone number").fill("+91 90000 55555");
    const popup = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await popup;
    await waitUntil(async () => t.thirdParty.some((u) => u.startsWith("https://wa.me/")), "WhatsApp opened");
    const text = new URL(t.thirdParty.find((u) => u.startsWith("https://wa.me/")) ?? "").searchParams.get("text");
    assert.equal(text, "Hello Samudra, I would like to book a consultation for Cryotherapy.\nName: Kiran");
    assert.equal(await t.page.getByRole("link", { name: "Call for Consultation" }).getAttribute("href"), "tel:+919000011001");
    assert.equal(await t.page.getByRole("link", { name: "Call Now" }).getAttribute("href"), "tel:+919000011001");
  });

  it("books without JavaScript too", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url("/therapy/cryotherapy"));
    const form = t.page.locator("#book form");
    await form.getByLabel("Your name").fill("Kiran");
    await form.getByLabel("Phone number").fill("+91 90000 55555");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    // The confirmation page (decision 070), with WhatsApp as a button carrying the message.
    await t.page.getByRole("heading", { name: "Thank you: we have your message" }).waitFor();
    const whatsapp = t.page.locator("a[href^='https://wa.me/']").first();
    assert.match((await whatsapp.getAttribute("href")) ?? "", /text=Hello%20Samudra.*Cryotherapy/);
  });

  it("FAQ opens one answer at a time", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, HBOT);
    const items = t.page.locator("details[name='therapy-faq']");
    assert.equal(await t.page.locator("details[name='therapy-faq'][open]").count(), 0);
    await items.nth(0).locator("summary").click();
    await items.nth(2).locator("summary").click();
    await waitUntil(async () => (await t.page.locator("details[name='therapy-faq'][open]").count()) === 1, "single open");
    assert.equal(await items.nth(2).getAttribute("open"), "");
    await items.nth(2).locator("summary").press("Enter");
    await waitUntil(async () => (await t.page.locator("details[name='therapy-faq'][open]").count()) === 0, "closed by keyboard");
  });

  it("loads the patient-story video only after a click", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, HBOT);
    await expectNoThirdParty(t);
    await t.page.getByRole("button", { name: /Play video/ }).click();
    const frame = t.page.locator("section:has(#video-title) iframe");
    await frame.waitFor();
    assert.match((await frame.getAttribute("src")) ?? "", /^https:\/\/www\.youtube-nocookie\.com\/embed\/Samudra0001\?/);
  });

  it("has no video section when the therapy has no video", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url("/therapy/cryotherapy"));
    assert.equal(await t.page.locator("#video-title").count(), 0);
  });

  it("gallery counts n / total and wraps both ways by buttons, thumbnails, keys and swipe", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, HBOT);
    const gallery = t.page.getByRole("region", { name: "Hyperbaric Oxygen Therapy gallery" });
    const counter = gallery.locator("[data-counter]");
    const total = Number((await counter.innerText()).split("/")[1]);
    assert.ok(total >= 3, "at least three images");
    assert.equal((await counter.innerText()).replace(/\s/g, ""), `1/${total}`);
    await gallery.getByRole("button", { name: "Previous image" }).click();
    assert.equal((await counter.innerText()).replace(/\s/g, ""), `${total}/${total}`, "wraps backwards");
    await gallery.getByRole("button", { name: "Next image" }).click();
    assert.equal((await counter.innerText()).replace(/\s/g, ""), `1/${total}`, "wraps forwards");
    assert.equal(await gallery.getByRole("link").count(), 0, "the no-JS image links are hidden");
    const second = gallery.getByRole("button", { name: `Show image 2 of ${total}`, exact: false });
    await second.click();
    assert.equal((await counter.innerText()).replace(/\s/g, ""), `2/${total}`);
    const title = ((await second.getAttribute("aria-label")) ?? "").replace(/^Show image 2 of \d+: /, "");
    assert.equal(await gallery.locator("figcaption span").first().innerText(), title, "the caption follows");
    assert.equal(await second.getAttribute("aria-current"), "true");
    assert.equal(await gallery.locator("[aria-current]").count(), 1, "one current thumbnail");
    await t.page.keyboard.press("ArrowRight");
    assert.equal((await counter.innerText()).replace(/\s/g, ""), `3/${total}`);
    await t.page.keyboard.press("ArrowLeft");
    assert.equal((await counter.innerText()).replace(/\s/g, ""), `2/${total}`);
    const img = gallery.locator("figure img");
    // The keys' thumbnail was scrolled clear of the floating controls (decision 078), which can
    // put the image under the sticky header: a visitor swipes the image where they see it.
    await img.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    let box = await img.boundingBox();
    await waitUntil(async () => {
      const next = await img.boundingBox();
      const still = next !== null && box !== null && next.y === box.y;
      box = next;
      return still;
    }, "the page to stop scrolling");
    assert.ok(box);
    await t.page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await t.page.mouse.down();
    await t.page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await t.page.mouse.up();
    assert.equal((await counter.innerText()).replace(/\s/g, ""), `3/${total}`, "swipe left shows the next image");
  });

  it("without JavaScript the gallery shows its first image, no dead arrows, and thumbnails that open each image", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url(HBOT));
    const gallery = t.page.getByRole("region", { name: "Hyperbaric Oxygen Therapy gallery" });
    const total = Number((await gallery.locator("[data-counter]").innerText()).split("/")[1]);
    assert.equal(await gallery.getByRole("button").count(), 0, "no button that cannot work");
    assert.equal(await gallery.locator("figure img").count(), 1);
    const links = gallery.getByRole("link", { name: /^Open image \d+ of \d+: / });
    assert.equal(await links.count(), total);
    assert.equal(await links.first().getAttribute("href"), await gallery.locator("figure img").getAttribute("src"));
    assert.ok(await links.last().isVisible());
  });

  it("Related Therapies link to their pages", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, HBOT);
    const link = t.page.locator("[aria-labelledby='related-title'] a").first();
    const href = (await link.getAttribute("href")) ?? "";
    await link.click();
    await t.page.waitForURL(url(href));
    assert.notEqual(href, HBOT);
  });

  it("answers an unknown slug with 404, 'Therapy Not Found' and Return Home", async () => {
    t = await openPage(browser());
    const response = await t.page.goto(url("/therapy/no-such-therapy"));
    assert.equal(response?.status(), 404);
    assert.equal(await t.page.locator("h1").innerText(), "Therapy Not Found");
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await t.page.getByRole("link", { name: "Return Home" }).click();
    await t.page.waitForURL(url("/"));
    allowErrors(t, /status of 404/);
  });

  // Axe: every public page as loaded, at 390 and 1280 px and in every language, is the audit's (scripts/audit, the same AXE_TAGS).
});
