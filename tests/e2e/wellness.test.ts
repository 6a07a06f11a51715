import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { expectNoAxeViolations } from "./support/axe.ts";
import {
  allowErrors,
  browserForFile,
  expectNoThirdParty,
  gotoHydrated,
  inViewport,
  openPage,
  type TestPage,
  url,
  waitUntil,
} from "./support/browser.ts";

const PATH = "/wellness-programs";
let t: TestPage;
const browser = browserForFile(() => t);

const dayTitles = [
  "Assess and Reset",
  "Restore Energy",
  "Release Tension",
  "Sleep and Recharge",
  "Focus and Clarity",
  "Move and Strengthen",
  "Integrate and Sustain",
];

const opacity = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).opacity);
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const storyCards = (page: Page) => page.locator("#stories figure");
const faqItems = (page: Page) => page.locator("details[name='wellness-faq']");
const openFaqs = (page: Page) => page.locator("details[name='wellness-faq'][open]");

describe("wellness page without JavaScript", () => {
  it("renders meta, one h1, particles and every section on the server, with no third-party request", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    const response = await t.page.goto(url(PATH));
    assert.equal(response?.status(), 200);
    const page = t.page;
    assert.equal(await page.title(), "7-Day Corporate Wellness Program in Visakhapatnam | Samudra Rehab & Wellness Centre");
    assert.match((await page.locator("meta[name=description]").getAttribute("content")) ?? "", /outpatient 7-day wellness program/);
    assert.equal(await page.locator("link[rel=canonical]").getAttribute("href"), "https://samudra-rehab.example/wellness-programs");
    assert.equal(await page.locator("meta[property='og:url']").getAttribute("content"), "https://samudra-rehab.example/wellness-programs");
    assert.equal(await page.locator("h1").count(), 1);
    assert.equal(await page.locator("h1").innerText(), "Reset Your Body and Mind in Seven Days");

    const particles = page.locator("[aria-labelledby='wellness-hero-title'] [data-particles]");
    assert.equal(await particles.getAttribute("aria-hidden"), "true");
    assert.equal(await particles.locator("span").count(), 20);

    assert.equal(await page.locator("[data-therapy-tile]").count(), 9);
    assert.equal(await page.locator("[aria-labelledby='outcomes-title'] ul > li").count(), 8);
    const rows = await page.locator("[aria-labelledby='outcomes-title'] tbody tr").allInnerTexts();
    assert.deepEqual(
      rows.map((r) => r.replace(/\s+/g, " ").trim()),
      ["Stress High Optimal", "Energy Low High", "Sleep Poor Restorative", "Focus Scattered Sharp"],
    );
    const doctor = await page.locator("[aria-labelledby='doctor-card-name'] dl").innerText();
    for (const figure of ["10+", "1000+", "4.7/5"]) assert.ok(doctor.includes(figure), figure);
    assert.equal(await faqItems(page).count(), 6);
    assert.equal(await openFaqs(page).count(), 0, "no FAQ open at first");
    assert.ok(await page.getByText("We reply within 24 hours", { exact: true }).isVisible());
    await expectNoThirdParty(t);
  });

  it("shows all seven days, each with its title, subtitle and five activities", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url(PATH));
    assert.equal(await t.page.getByRole("tablist").count(), 0);
    for (const [i, title] of dayTitles.entries()) {
      const panel = t.page.locator(`#day-panel-${i + 1}`);
      assert.ok(await panel.isVisible(), `day ${i + 1} visible`);
      assert.match(await panel.locator("h3").innerText(), new RegExp(`Day ${i + 1}\\s+${title}`));
      assert.equal(await panel.locator("ol > li").count(), 5);
      assert.equal(await t.page.getByRole("link", { name: `Day ${i + 1}`, exact: true }).getAttribute("href"), `#day-panel-${i + 1}`);
    }
  });

  it("More Reviews is a link that asks the server for every story", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url(PATH));
    assert.equal(await storyCards(t.page).count(), 3);
    await t.page.getByRole("link", { name: "More Reviews" }).click();
    await t.page.waitForURL(/\?reviews=all#story-\d+$/);
    assert.equal(await storyCards(t.page).count(), 5);
    assert.equal(await t.page.getByRole("link", { name: "More Reviews" }).count(), 0);
  });
});

describe("wellness page interactions", () => {
  it("Start Your Reset and the Why 7 days button scroll to the day-by-day program", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await gotoHydrated(t.page, PATH);
    assert.equal(await inViewport(t.page, "#program-title"), false);
    await t.page.getByRole("link", { name: "Start Your Reset" }).click();
    await waitUntil(() => inViewport(t.page, "#program-title"), "program in view after Start Your Reset");

    await t.page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const why = t.page.getByRole("link", { name: "See the Day-by-Day Plan" });
    await why.scrollIntoViewIfNeeded();
    await waitUntil(async () => !(await inViewport(t.page, "#program-title")), "program out of view");
    await why.click();
    await waitUntil(() => inViewport(t.page, "#program-title"), "program in view after the Why 7 days button");
  });

  it("day tabs: Day 1 by default, one panel at a time, chosen by click", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, PATH);
    const tablist = t.page.getByRole("tablist", { name: "Program days" });
    const tabs = tablist.getByRole("tab");
    assert.equal(await tabs.count(), 7);
    assert.deepEqual(await tabs.allInnerTexts(), ["Day 1", "Day 2", "Day 3", "Day 4", "Day 5", "Day 6", "Day 7"]);
    const selected = () => tablist.locator("[aria-selected='true']").innerText();
    assert.equal(await selected(), "Day 1");
    assert.deepEqual(await tabs.evaluateAll((els) => els.map((e) => e.getAttribute("tabindex"))), [
      "0",
      "-1",
      "-1",
      "-1",
      "-1",
      "-1",
      "-1",
    ]);
    const panel = t.page.getByRole("tabpanel");
    assert.equal(await panel.count(), 1, "only one visible panel");
    assert.match(await panel.innerText(), /Assess and Reset/);
    assert.equal(await panel.getAttribute("aria-labelledby"), "day-tab-1");

    await tabs.nth(2).click();
    assert.equal(await selected(), "Day 3");
    assert.equal(await panel.count(), 1);
    assert.match(await panel.locator("h3").innerText(), /Release Tension/);
    assert.match(await panel.innerText(), /Posture, muscles and recovery/);
    assert.equal(await panel.locator("ol > li").count(), 5);
    assert.equal(await tabs.nth(2).getAttribute("tabindex"), "0");
    assert.equal(await tabs.nth(0).getAttribute("tabindex"), "-1");
  });

  it("day tabs: Left/Right (wrapping), Home and End move focus and select", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, PATH);
    const tablist = t.page.getByRole("tablist", { name: "Program days" });
    await tablist.getByRole("tab", { name: "Day 1" }).focus();
    const steps: [string, number][] = [
      ["ArrowRight", 2],
      ["ArrowRight", 3],
      ["ArrowLeft", 2],
      ["End", 7],
      ["ArrowRight", 1],
      ["ArrowLeft", 7],
      ["Home", 1],
    ];
    for (const [key, day] of steps) {
      await t.page.keyboard.press(key);
      assert.equal(await activeId(t.page), `day-tab-${day}`, `${key} focuses Day ${day}`);
      assert.equal(await tablist.locator("[aria-selected='true']").innerText(), `Day ${day}`);
      assert.match(await t.page.getByRole("tabpanel").locator("h3").innerText(), new RegExp(dayTitles[day - 1] ?? ""));
    }
    await t.page.keyboard.press("Tab");
    assert.equal(await activeId(t.page), "day-panel-1", "Tab moves from the tablist into the panel");
  });

  it("therapy tiles at 1280 px show their description on hover and on keyboard focus", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, PATH);
    const tiles = t.page.locator("[data-therapy-tile]");
    const description = (i: number) => t.page.locator(`#therapy-tile-${i}-description`);
    assert.equal(await tiles.count(), 9);
    for (let i = 0; i < 9; i += 1) assert.equal(await opacity(description(i)), "0", `tile ${i} description hidden at first`);

    await tiles.nth(0).hover();
    await waitUntil(async () => (await opacity(description(0))) === "1", "description shown on hover");
    assert.match(await description(0).innerText(), /pressurised chamber/);
    await t.page.mouse.move(5, 5);
    await waitUntil(async () => (await opacity(description(0))) === "0", "hidden again when the pointer leaves");

    await tiles.nth(3).focus();
    await waitUntil(async () => (await opacity(description(3))) === "1", "description shown on focus");
    await t.page.keyboard.press("Tab");
    assert.equal(
      await t.page.evaluate(() => document.activeElement?.getAttribute("aria-labelledby")),
      "therapy-tile-4-name",
      "tiles are in the tab order",
    );
    await waitUntil(async () => (await opacity(description(4))) === "1", "next tile shows on focus");
    await waitUntil(async () => (await opacity(description(3))) === "0", "previous tile hides on blur");
    assert.equal(await tiles.nth(4).getAttribute("aria-describedby"), "therapy-tile-4-description", "screen readers get the description");
  });

  it("therapy tiles at 390 px show every description without hovering", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await gotoHydrated(t.page, PATH);
    for (let i = 0; i < 9; i += 1) {
      const description = t.page.locator(`#therapy-tile-${i}-description`);
      assert.equal(await opacity(description), "1", `tile ${i}`);
      assert.ok(await description.isVisible());
    }
  });

  it("More Reviews shows the remaining stories, moves focus to the first new one and disappears", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, PATH);
    const cards = storyCards(t.page);
    assert.equal(await cards.count(), 3);
    for (const card of await cards.all()) {
      assert.equal(await card.getByRole("img", { name: /^Rated \d out of 5$/ }).count(), 1, "stars");
      assert.ok((await card.locator("blockquote").innerText()).length > 40, "quote");
      assert.match(await card.locator("figcaption").innerText(), /^[A-Z]{2}\s+\S.*\n.+, .+/, "monogram, name, location");
    }
    const more = t.page.getByRole("button", { name: "More Reviews" });
    assert.equal(await more.getAttribute("aria-expanded"), "false");
    const controls = await more.getAttribute("aria-controls");
    assert.ok(controls);
    assert.equal(await t.page.locator(`[id='${controls}']`).evaluate((el) => el.tagName), "UL");
    await more.click();
    await waitUntil(async () => (await cards.count()) === 5, "all five stories");
    assert.equal(await more.count(), 0, "button gone when nothing is left");
    await waitUntil(async () => (await activeId(t.page)) === (await cards.nth(3).getAttribute("id")), "focus on the first new story");
    assert.match(await cards.nth(3).innerText(), /Meenakshi S\./);
  });

  it("FAQ: none open, one open at a time, clicking the open one closes it", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, PATH);
    const items = faqItems(t.page);
    assert.equal(await openFaqs(t.page).count(), 0);
    await items.nth(0).locator("summary").click();
    await waitUntil(async () => (await openFaqs(t.page).count()) === 1, "first open");
    assert.match(await items.nth(0).innerText(), /outpatient/);
    assert.match(await items.nth(0).innerText(), /within 2 km/);
    await items.nth(1).locator("summary").click();
    await waitUntil(async () => (await items.nth(0).getAttribute("open")) === null, "first closed by the second");
    assert.equal(await openFaqs(t.page).count(), 1);
    assert.match(await items.nth(1).innerText(), /preparation guide/);
    await items.nth(1).locator("summary").click();
    await waitUntil(async () => (await openFaqs(t.page).count()) === 0, "clicking the open one closes it");
  });

  it("particles: twenty, hidden from assistive technology, floating, and still under reduced motion", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, PATH);
    const particles = t.page.locator("[aria-labelledby='wellness-hero-title'] [data-particles] > span");
    assert.equal(await particles.count(), 20);
    assert.equal(await t.page.locator("[data-particles]").getAttribute("aria-hidden"), "true");
    const running = () =>
      particles.evaluateAll((els) => els.filter((el) => el.getAnimations().some((a) => a.playState === "running")).length);
    assert.equal(await running(), 20, "floating by default");
    await t.context.close();

    t = await openPage(browser(), { reducedMotion: "reduce" });
    await gotoHydrated(t.page, PATH);
    const still = t.page.locator("[data-particles] > span");
    await waitUntil(
      async () =>
        (await still.evaluateAll((els) => els.filter((el) => el.getAnimations().some((a) => a.playState === "running")).length)) === 0,
      "no particle moves",
    );
  });
});

const expectedText =
  "7-Day Wellness Program Inquiry\nName: Kiran Rao\nEmail: kiran@example.com\nPhone: +919848055555\nMessage: Team of 4, March dates";

async function fill(page: Page, v: { name: string; email: string; phone: string; message?: string }) {
  const form = page.locator("#book form");
  await form.getByLabel("Your name").fill(v.name);
  await form.getByLabel("E-mail address").fill(v.email);
  await form.getByLabel("Phone number").fill(v.phone);
  if (v.message) await form.getByLabel("Message (optional)").fill(v.message);
  return form;
}
const valid = { name: "Kiran Rao", email: "kiran@example.com", phone: "+91 98480 55555", message: "Team of 4, March dates" };

describe("wellness booking form", () => {
  it("has the SPEC fields, a 4-row message, the consent line and the 2-hour promise", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url(PATH));
    const form = t.page.locator("#book form");
    for (const [label, type] of [
      ["Your name", "text"],
      ["E-mail address", "email"],
      ["Phone number", "tel"],
    ] as const) {
      const input = form.getByLabel(label);
      assert.equal(await input.getAttribute("type"), type, label);
      assert.equal(await input.getAttribute("required"), "", `${label} required`);
    }
    const message = form.getByLabel("Message (optional)");
    assert.equal(await message.getAttribute("rows"), "4");
    assert.equal(await message.getAttribute("required"), null);
    assert.equal(await form.getByRole("link", { name: "privacy policy" }).getAttribute("href"), "/privacy-policy");
    assert.ok(await t.page.locator("#book").getByText("We reply within 24 hours", { exact: true }).isVisible());
  });

  it("with JavaScript: the server takes the inquiry, then WhatsApp opens with the exact text in a new window", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, PATH);
    const form = await fill(t.page, valid);
    const popupPromise = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    const popup = await popupPromise;
    await waitUntil(async () => t.thirdParty.some((u) => u.startsWith("https://wa.me/")), "popup pointed at WhatsApp");
    const chat = new URL(t.thirdParty.find((u) => u.startsWith("https://wa.me/")) ?? "");
    assert.equal(chat.pathname, "/919000011009");
    assert.equal(chat.searchParams.get("text"), expectedText);
    assert.notEqual(popup, t.page);
    await form.getByRole("heading", { name: "Thank you: we have your message" }).waitFor();
    assert.match(await form.locator("[data-reference]").innerText(), /^SAM-/);
    assert.match(await form.innerText(), /WhatsApp has opened in a new tab/);
    assert.deepEqual(
      t.thirdParty.filter((u) => !u.startsWith("https://wa.me/")),
      [],
      "nothing else left the machine",
    );
  });

  it("with JavaScript: an invalid e-mail gets a message by the field, keeps the values and opens no chat", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, PATH);
    // The browser accepts "kiran@mail" as an e-mail; the server wants a full domain.
    const form = await fill(t.page, { ...valid, email: "kiran@mail" });
    const popupPromise = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    const popup = await popupPromise;
    await form.getByText("Please enter an e-mail address like name@example.com.").waitFor();
    const email = form.getByLabel("E-mail address");
    assert.equal(await email.getAttribute("aria-invalid"), "true");
    assert.match((await email.getAttribute("aria-describedby")) ?? "", /wellness-inquiry-email-error/);
    assert.equal(await email.inputValue(), "kiran@mail");
    assert.equal(await form.getByLabel("Your name").inputValue(), "Kiran Rao");
    assert.equal(await form.getByLabel("Phone number").inputValue(), "+91 98480 55555");
    assert.equal(await form.getByLabel("Message (optional)").inputValue(), "Team of 4, March dates");
    await waitUntil(async () => popup.isClosed(), "the pre-opened window is closed again");
    await waitUntil(async () => (await activeId(t.page)) === "wellness-inquiry-email", "focus on the bad field");
    assert.deepEqual(t.thirdParty, [], "no chat for invalid input");
    allowErrors(t, /status of 400/);
  });

  it("without JavaScript: posts the form and gets the confirmation, with WhatsApp as a button", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url(PATH));
    const form = await fill(t.page, valid);
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await t.page.getByRole("heading", { name: "Thank you: we have your message" }).waitFor();
    const link = t.page.getByRole("link", { name: "Open WhatsApp" });
    assert.equal(new URL((await link.getAttribute("href")) ?? "").searchParams.get("text"), expectedText);
    assert.deepEqual(t.thirdParty, []);
  });

  it("without JavaScript: an invalid e-mail comes back with its message and the typed values", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url(PATH));
    const form = await fill(t.page, { ...valid, email: "kiran@mail" });
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await t.page.getByText("Please enter an e-mail address like name@example.com.").waitFor();
    const again = t.page.locator("#book form");
    assert.equal(await again.getByLabel("E-mail address").inputValue(), "kiran@mail");
    assert.equal(await again.getByLabel("Your name").inputValue(), "Kiran Rao");
    assert.equal(await again.getByLabel("Phone number").inputValue(), "+91 98480 55555");
    assert.equal(await again.getByLabel("Message (optional)").inputValue(), "Team of 4, March dates");
    assert.equal(await t.page.locator("h1").count(), 1);
    assert.deepEqual(t.thirdParty, []);
    allowErrors(t, /status of 400/);
  });
});

for (const width of [390, 1280]) {
  describe(`wellness page axe at ${width} px`, () => {
    it("has no violations as loaded, with no third-party request", async () => {
      t = await openPage(browser(), { viewport: { width, height: 844 } });
      await gotoHydrated(t.page, PATH);
      await expectNoAxeViolations(t.page, `wellness @${width}`);
      await expectNoThirdParty(t);
    });

    it("has no violations with a day, a tile, the reviews and an FAQ opened", async () => {
      t = await openPage(browser(), { viewport: { width, height: 844 }, reducedMotion: "reduce" });
      await gotoHydrated(t.page, PATH);
      await t.page.getByRole("tab", { name: "Day 5" }).click();
      await t.page.getByRole("button", { name: "More Reviews" }).click();
      await waitUntil(async () => (await storyCards(t.page).count()) === 5, "all stories");
      await faqItems(t.page).nth(2).locator("summary").click();
      await t.page.locator("[data-therapy-tile]").nth(1).hover();
      await waitUntil(async () => (await opacity(t.page.locator("#therapy-tile-1-description"))) === "1", "tile description shown");
      await expectNoAxeViolations(t.page, `wellness interacted @${width}`);
    });

    it("has no violations as the server renders it without JavaScript (all days shown, no tablist)", async () => {
      // axe needs scripts in the page, so instead of disabling JS keep the page's own script
      // out and take the `js` mark (set by an inline script before the first paint) off <html>:
      // the `no-js:` styles then give exactly what visitors without JavaScript see.
      t = await openPage(browser(), { viewport: { width, height: 844 } });
      await t.context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await t.page.goto(url(PATH));
      await t.page.evaluate(() => document.documentElement.classList.remove("js"));
      assert.equal(await t.page.getByRole("tablist").count(), 0, "no tablist without JavaScript");
      assert.ok(await t.page.locator("#day-panel-7").isVisible());
      await expectNoAxeViolations(t.page, `wellness server-rendered @${width}`);
      allowErrors(t, /Failed to load resource|Failed to fetch dynamically imported module|error loading dynamically imported module/);
    });
  });
}
