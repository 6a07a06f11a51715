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
  waitForPlayerRemoved,
  waitUntil,
} from "./support/browser.ts";

const PATH = "/international-patients";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let t: TestPage;
const browser = browserForFile(() => t);

const stepHeaders = (page: Page) => page.locator("#planning h3 button");
const expandedSteps = (page: Page) =>
  stepHeaders(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded") === "true"));
const visiblePanels = (page: Page) =>
  page.locator("#planning [role='region']").evaluateAll((panels) => panels.map((p) => !(p as HTMLElement).hidden));
const only = (index: number | null) => Array.from({ length: 5 }, (_, i) => i === index);

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/** Scrolls so that `distance` px of the page remain below the window. */
async function scrollToDistanceFromBottom(page: Page, distance: number) {
  await page.evaluate((d) => {
    const top = document.documentElement.scrollHeight - window.innerHeight - d;
    window.scrollTo({ top, behavior: "instant" });
  }, distance);
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  assert.ok(b, "element has a box");
  return b;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("international patients page without JavaScript", () => {
  it("is complete and readable, with its own meta and no third-party request", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false, viewport: PHONE });
    const response = await t.page.goto(url(PATH));
    assert.equal(response?.status(), 200);
    const page = t.page;
    assert.equal(await page.locator("h1").count(), 1);
    assert.match(await page.locator("h1").innerText(), /Visakhapatnam/);
    assert.match(await page.title(), /^International Patients: .* \| Samudra Rehab & Wellness Centre$/);
    assert.match((await page.locator("meta[name=description]").getAttribute("content")) ?? "", /teleconsultation/);
    assert.match((await page.locator("link[rel=canonical]").getAttribute("href")) ?? "", /^https?:\/\/[^/]+\/international-patients$/);

    assert.equal(await page.locator("#why-choose li").count(), 5);
    assert.equal(await page.locator("#international-services li").count(), 5);
    // Every step is shown when the accordion cannot work.
    assert.equal(await page.locator("#planning [role='region']").count(), 5);
    assert.deepEqual(await visiblePanels(page), [true, true, true, true, true]);
    assert.equal(await page.locator("#planning").getByRole("button").count(), 0, "no dead step buttons");
    assert.ok(await page.getByText("There is no charge for an initial inquiry.").isVisible());
    assert.ok(await page.getByText("Follow-up teleconsultations are available", { exact: false }).isVisible());

    const facts = await page.locator("#location dl").innerText();
    for (const fact of [
      /14 km/,
      /30 minutes/,
      /Typically estimated at 60-80% lower/,
      /varies with the treatment plan/,
      /1-4 weeks/,
      /30-45 minutes/,
      /We reply within 24 hours/,
      /rupees/,
    ]) {
      assert.match(facts, fact);
    }
    const documents = page.locator("#documents li");
    assert.equal(await documents.count(), 6);
    assert.match(await documents.allInnerTexts().then((d) => d.join("\n")), /Passport valid for at least 6 months/);

    const stories = page.locator("#stories li");
    assert.equal(await stories.count(), 3);
    const first = await stories.first().innerText();
    for (const part of ["SA", "Salim A.", "Muscat, Oman", "Non-healing diabetic foot wound"]) assert.match(first, new RegExp(part));
    assert.equal(await stories.first().getByRole("img", { name: "Rated 5 out of 5" }).count(), 1);
    assert.equal(await stories.nth(2).getByRole("img", { name: "Rated 4 out of 5" }).count(), 1);
    // Only the story with a video offers one; without JavaScript it is a plain link.
    const watch = page.locator("#stories").getByRole("link", { name: /Watch Video Story/ });
    assert.equal(await watch.count(), 1);
    assert.equal(await watch.getAttribute("href"), "https://www.youtube.com/watch?v=Samudra0002");
    assert.equal(await page.locator("#stories").getByRole("button").count(), 0, "no dead play buttons");

    assert.equal(await page.locator("#faq details").count(), 6);
    assert.equal(await page.locator("#faq details[open]").count(), 0);
    assert.equal(await page.locator("#contact form").count(), 1);
    assert.ok(await page.getByRole("navigation", { name: "Contact shortcuts" }).isVisible());

    await expectNoThirdParty(t);
  });

  it("keeps the footer's last links clear of the bottom bar at 390 px (no dead quick-contact button)", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false, viewport: PHONE });
    await t.page.goto(url(PATH));
    await scrollToDistanceFromBottom(t.page, 0);
    const bar = await box(t.page.getByRole("navigation", { name: "Contact shortcuts" }));
    const admin = await box(t.page.locator("footer").getByRole("link", { name: "Admin" }));
    assert.ok(admin.y + admin.height <= bar.y, "Admin link above the bar");
    // Its menu needs JavaScript; the same numbers are in the top bar and the footer.
    assert.equal(await t.page.getByRole("button", { name: "Quick contact" }).count(), 0);
  });
});

describe("hero buttons", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`Plan Your Visit and Get in Touch scroll to their sections at ${viewport.width} px`, async () => {
      t = await openPage(browser(), { viewport });
      await gotoHydrated(t.page, PATH);
      const plan = t.page.getByRole("link", { name: "Plan Your Visit" });
      assert.equal(await plan.getAttribute("href"), "#planning");
      await plan.click();
      await waitUntil(() => inViewport(t.page, "#planning-title"), "planning in view");
      assert.equal(await t.page.evaluate(() => document.activeElement?.id), "planning", "focus follows");
      assert.equal(new URL(t.page.url()).hash, "#planning");

      await scrollToY(t.page, 0);
      const contact = t.page.getByRole("link", { name: "Get in Touch" });
      assert.equal(await contact.getAttribute("href"), "#contact");
      await contact.click();
      await waitUntil(() => inViewport(t.page, "#contact form"), "form in view");
      assert.equal(await t.page.evaluate(() => document.activeElement?.id), "contact");
    });
  }

  it("jump without animation under reduced motion", async () => {
    t = await openPage(browser(), { viewport: PHONE, reducedMotion: "reduce" });
    await gotoHydrated(t.page, PATH);
    await t.page.getByRole("link", { name: "Get in Touch" }).click();
    // Instant scrolling has finished by the time the click returns: no waiting needed.
    const top = await t.page.evaluate(() => document.getElementById("contact")?.getBoundingClientRect().top ?? -1);
    assert.ok(Math.abs(top - 96) <= 2, `contact section at the scroll padding, got ${top}`);
  });
});

describe("Planning Your Visit", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`opens one step at a time, step 1 open at start, at ${viewport.width} px`, async () => {
      t = await openPage(browser(), { viewport });
      await gotoHydrated(t.page, PATH);
      const headers = stepHeaders(t.page);
      assert.equal(await headers.count(), 5);
      assert.deepEqual(await expandedSteps(t.page), only(0));
      assert.deepEqual(await visiblePanels(t.page), only(0));
      for (let i = 0; i < 5; i += 1) {
        const controls = await headers.nth(i).getAttribute("aria-controls");
        assert.equal(await t.page.locator(`#${controls}`).getAttribute("role"), "region");
      }

      await headers.nth(3).click();
      assert.deepEqual(await expandedSteps(t.page), only(3));
      assert.deepEqual(await visiblePanels(t.page), only(3));
      assert.ok(await t.page.getByText("Your doctor examines you", { exact: false }).isVisible());
      await headers.nth(3).click();
      assert.deepEqual(await expandedSteps(t.page), only(null), "the open step closes again");
      await headers.nth(1).click();
      assert.deepEqual(await visiblePanels(t.page), only(1));

      // Layout: a row of markers with the panel underneath on desktop, stacked cards on phones.
      const tops = await headers.evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
      const panel = await box(t.page.locator("#planning [role='region']:not([hidden])"));
      const firstHeader = await box(headers.first());
      const lastHeader = await box(headers.last());
      if (viewport.width >= 1024) {
        assert.equal(new Set(tops).size, 1, "all steps on one timeline row");
        assert.ok(panel.y > lastHeader.y + lastHeader.height, "details below the timeline");
      } else {
        assert.ok(
          tops.every((top, i) => i === 0 || top > (tops[i - 1] ?? 0)),
          "steps stacked",
        );
        const second = await box(headers.nth(1));
        assert.ok(panel.y >= second.y + second.height && panel.y < (await box(headers.nth(2))).y, "details under their step");
        assert.ok(firstHeader.width > 300, "full-width accordion headers");
      }
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`is painted by the server as the script leaves it, at ${viewport.width} px`, async () => {
      // The first paint (before the islands' script runs) already has step 1 open and the
      // others folded: the page does not jump when the script arrives.
      const heights: number[] = [];
      for (const blockScript of [true, false]) {
        t = await openPage(browser(), { viewport });
        if (blockScript) await t.page.route("**/assets/islands-*.js", (route) => route.abort());
        await t.page.goto(url(PATH));
        if (!blockScript) await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        assert.deepEqual(
          await t.page.locator("#planning [role='region']").evaluateAll((ps) => ps.map((p) => p.checkVisibility())),
          only(0),
        );
        assert.equal(await stepHeaders(t.page).filter({ visible: true }).count(), 5);
        heights.push((await box(t.page.locator("#planning"))).height);
        if (blockScript) {
          allowErrors(t, /Failed to load resource: net::ERR_FAILED/); // the blocked script
          assert.deepEqual(t.errors, []);
          await t.context.close();
        }
      }
      assert.equal(heights[0], heights[1], "same height before and after the script");
    });
  }

  it("works from the keyboard: arrows move between steps, Enter and Space toggle", async () => {
    t = await openPage(browser(), { viewport: DESKTOP });
    await gotoHydrated(t.page, PATH);
    const headers = stepHeaders(t.page);
    await headers.first().focus();
    const focused = () => t.page.evaluate(() => document.activeElement?.id);
    await t.page.keyboard.press("ArrowRight");
    assert.equal(await focused(), "planning-step-1");
    await t.page.keyboard.press("ArrowDown");
    assert.equal(await focused(), "planning-step-2");
    await t.page.keyboard.press("Enter");
    assert.deepEqual(await expandedSteps(t.page), only(2));
    await t.page.keyboard.press("End");
    assert.equal(await focused(), "planning-step-4");
    await t.page.keyboard.press("ArrowRight");
    assert.equal(await focused(), "planning-step-0", "wraps around");
    await t.page.keyboard.press("ArrowLeft");
    assert.equal(await focused(), "planning-step-4");
    await t.page.keyboard.press("Space");
    assert.deepEqual(await expandedSteps(t.page), only(4));
    await t.page.keyboard.press("Space");
    assert.deepEqual(await expandedSteps(t.page), only(null));
    await t.page.keyboard.press("Home");
    assert.equal(await focused(), "planning-step-0");
  });
});

describe("FAQ", () => {
  it("starts closed and keeps one answer open at a time", async () => {
    t = await openPage(browser(), { viewport: PHONE });
    await gotoHydrated(t.page, PATH);
    const items = t.page.locator("#faq details");
    const openState = () => items.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open));
    const none = [false, false, false, false, false, false];
    assert.equal(await items.count(), 6);
    assert.deepEqual(await openState(), none);
    const answer = t.page.getByText("we issue an invitation letter that you can include", { exact: false });
    assert.equal(await answer.isVisible(), false);

    await items.nth(2).locator("summary").click();
    await waitUntil(async () => (await openState())[2] === true, "third open");
    assert.ok(await answer.isVisible());
    await items.nth(4).locator("summary").click();
    await waitUntil(async () => JSON.stringify(await openState()) === JSON.stringify(none.map((_, i) => i === 4)), "only the fifth open");
    await items.nth(4).locator("summary").click();
    await waitUntil(async () => JSON.stringify(await openState()) === JSON.stringify(none), "all closed again");

    await items.nth(0).locator("summary").focus();
    await t.page.keyboard.press("Enter");
    await waitUntil(async () => (await openState())[0] === true, "opened by keyboard");
  });
});

describe("patient stories", () => {
  it("Watch Video Story plays in a dialog only after the click, and only for stories with a video", async () => {
    t = await openPage(browser(), { viewport: PHONE });
    await gotoHydrated(t.page, PATH);
    await expectNoThirdParty(t);
    const watch = t.page.locator("#stories").getByRole("button", { name: /Watch Video Story/ });
    assert.equal(await watch.count(), 1, "the two stories without a video have no button");
    assert.equal(await watch.getAttribute("aria-label"), null);
    assert.match((await watch.textContent()) ?? "", /Watch Video Story: Salim A\./);
    assert.equal(await t.page.locator("iframe").count(), 0);
    assert.equal(t.thirdParty.length, 0, "nothing from YouTube before the click");

    const dialog = t.page.getByRole("dialog");
    for (const close of ["button", "escape"] as const) {
      await watch.click();
      await dialog.waitFor({ state: "visible" });
      assert.match((await dialog.getAttribute("aria-label")) ?? "", /Salim A\./);
      assert.match(
        (await dialog.locator("iframe").getAttribute("src")) ?? "",
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/Samudra0002\?/,
      );
      if (close === "button") await dialog.getByRole("button", { name: "Close video" }).click();
      else await t.page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await waitForPlayerRemoved(t.page);
      assert.match(await t.page.evaluate(() => document.activeElement?.textContent ?? ""), /Watch Video Story/, "focus returns");
    }
    assert.ok(
      t.thirdParty.length > 0 && t.thirdParty.every((u) => u.startsWith("https://www.youtube-nocookie.com/")),
      "only the player, after the click",
    );
  });
});

describe("location", () => {
  it("loads the map from Google only after Show map", async () => {
    t = await openPage(browser(), { viewport: DESKTOP });
    await gotoHydrated(t.page, PATH);
    await expectNoThirdParty(t);
    await t.page.locator("#location").getByRole("button", { name: "Show map" }).click();
    const frame = t.page.locator("#location iframe[title^='Map']");
    await frame.waitFor();
    assert.match((await frame.getAttribute("src")) ?? "", /^https:\/\/www\.google\.com\/maps\?q=Maharanipeta/);
  });
});

const valid = {
  fullName: "Salim Al Harthy",
  country: "Oman",
  // A number without its country code, read in the plan of the country typed (Oman).
  contact: "9123 4567",
  therapy: "HBOT",
  travelDates: "March 2026",
  message: "Diabetic foot wound",
};
const expectedText = [
  "International Patient Inquiry",
  "Name: Salim Al Harthy",
  "Country: Oman",
  "Contact: +96891234567",
  "Therapy Interest: HBOT",
  "Travel Dates: March 2026",
  "Message: Diabetic foot wound",
].join("\n");

async function fill(page: Page, v: typeof valid) {
  const form = page.locator("#contact form");
  await form.getByLabel("Full name").fill(v.fullName);
  await form.getByLabel("Country").fill(v.country);
  await form.getByLabel("WhatsApp number or e-mail").fill(v.contact);
  await form.getByLabel("Therapy of interest").selectOption(v.therapy);
  await form.getByLabel("Travel dates (optional)").fill(v.travelDates);
  await form.getByLabel("Message (optional)").fill(v.message);
  return form;
}

describe("international inquiry form", () => {
  it("offers SPEC's therapy list and requires the four fields", async () => {
    t = await openPage(browser(), { viewport: PHONE });
    await gotoHydrated(t.page, PATH);
    const form = t.page.locator("#contact form");
    const values = await form
      .getByLabel("Therapy of interest")
      .locator("option:not([disabled])")
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    assert.deepEqual(values, ["HBOT", "Cryotherapy", "Gait Training", "Hydrogen", "Post-Pregnancy", "General"]);
    for (const label of ["Full name", "Country", "WhatsApp number or e-mail", "Therapy of interest"]) {
      assert.equal(await form.getByLabel(label).evaluate((el) => (el as HTMLInputElement).required), true, `${label} required`);
    }
    for (const label of ["Travel dates (optional)", "Message (optional)"]) {
      assert.equal(await form.getByLabel(label).evaluate((el) => (el as HTMLInputElement).required), false, `${label} optional`);
    }
    assert.equal(await form.getByRole("link", { name: "privacy policy" }).getAttribute("href"), "/privacy-policy");
  });

  it("with JavaScript: stores the inquiry and opens WhatsApp with the labelled lines", async () => {
    t = await openPage(browser(), { viewport: PHONE });
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
    const heading = form.getByRole("heading", { name: "Thank you: we have your message" });
    await heading.waitFor();
    await waitUntil(async () => heading.evaluate((el) => el === document.activeElement), "the confirmation focused");
    assert.match(await form.locator("[data-summary]").innerText(), /\+968 9123 4567/);
    await form.getByRole("button", { name: "Send another message" }).click();
    assert.equal(await form.getByLabel("Full name").inputValue(), "", "form cleared after a stored lead");
  });

  it("with JavaScript: invalid input shows a message per field and keeps what was typed", async () => {
    t = await openPage(browser(), { viewport: PHONE });
    await gotoHydrated(t.page, PATH);
    // Spaces pass the browser's `required` check; the server's trimmed check catches them.
    const form = await fill(t.page, { ...valid, fullName: "   ", contact: "  " });
    const popupPromise = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    const popup = await popupPromise;
    await form.getByText("Please enter your full name.").waitFor();
    await form.getByText("Please enter your WhatsApp number or e-mail.").waitFor();
    const name = form.getByLabel("Full name");
    assert.equal(await name.getAttribute("aria-invalid"), "true");
    assert.match((await name.getAttribute("aria-describedby")) ?? "", /international-inquiry-fullName-error/);
    assert.equal(await form.getByLabel("Country").getAttribute("aria-invalid"), "false");
    assert.equal(await form.getByLabel("Country").inputValue(), "Oman");
    assert.equal(await form.getByLabel("Therapy of interest").inputValue(), "HBOT");
    assert.equal(await form.getByLabel("Travel dates (optional)").inputValue(), "March 2026");
    assert.equal(await form.getByLabel("Message (optional)").inputValue(), "Diabetic foot wound");
    await waitUntil(async () => popup.isClosed(), "the pre-opened window is closed again");
    await waitUntil(
      async () => (await t.page.evaluate(() => document.activeElement?.id)) === "international-inquiry-fullName",
      "focus on the first bad field",
    );
    assert.ok(!t.thirdParty.some((u) => u.startsWith("https://wa.me/")), "no chat for invalid input");
    allowErrors(t, /status of 400/);
  });

  it("without JavaScript: posts the form and gets the confirmation, with WhatsApp as a button", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false, viewport: PHONE });
    await t.page.goto(url(PATH));
    const form = await fill(t.page, valid);
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await t.page.getByRole("heading", { name: "Thank you: we have your message" }).waitFor();
    const link = t.page.getByRole("link", { name: "Open WhatsApp" });
    assert.equal(new URL((await link.getAttribute("href")) ?? "").searchParams.get("text"), expectedText);
    assert.deepEqual(t.thirdParty, []);
  });

  it("without JavaScript, e-mail only: the confirmation promises an e-mail answer and offers no WhatsApp", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false, viewport: PHONE });
    await t.page.goto(url(PATH));
    const form = await fill(t.page, { ...valid, contact: "salim@example.com" });
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await t.page.getByRole("heading", { name: "Thank you: we have your message" }).waitFor();
    assert.match(await t.page.locator("main").innerText(), /We will answer by e-mail within 24 hours\./);
    assert.equal(await t.page.getByRole("link", { name: "Open WhatsApp" }).count(), 0);
  });

  it("without JavaScript: invalid input comes back with messages and the typed values", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false, viewport: PHONE });
    await t.page.goto(url(PATH));
    const form = await fill(t.page, { ...valid, country: "  " });
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await t.page.getByText("Please enter your country.").waitFor();
    const again = t.page.locator("#contact form");
    assert.equal(await again.getByLabel("Full name").inputValue(), "Salim Al Harthy");
    assert.equal(await again.getByLabel("WhatsApp number or e-mail").inputValue(), "9123 4567");
    assert.equal(await again.getByLabel("Therapy of interest").inputValue(), "HBOT");
    assert.equal(await again.getByLabel("Travel dates (optional)").inputValue(), "March 2026");
    assert.equal(await again.getByLabel("Message (optional)").inputValue(), "Diabetic foot wound");
    assert.equal(await again.getByLabel("Country").getAttribute("aria-invalid"), "true");
    assert.deepEqual(t.thirdParty, []);
    allowErrors(t, /status of 400/);
  });
});

describe("mobile bottom bar", () => {
  it("shows mid-page at 390×844 and hides within 100 px of the bottom", async () => {
    t = await openPage(browser(), { viewport: PHONE });
    await gotoHydrated(t.page, PATH);
    const bar = t.page.getByRole("navigation", { name: "Contact shortcuts" });
    assert.ok(await bar.isVisible(), "visible at the top");

    const call = bar.getByRole("link", { name: "Call Now" });
    assert.equal(await call.getAttribute("href"), "tel:+919000011001");
    const whatsapp = bar.getByRole("link", { name: /WhatsApp/ });
    const chat = new URL((await whatsapp.getAttribute("href")) ?? "");
    assert.equal(chat.origin + chat.pathname, "https://wa.me/919000011009");
    assert.equal(
      chat.searchParams.get("text"),
      "Hello Samudra, I am an international patient and would like to know more about your services.",
    );
    assert.equal(await whatsapp.getAttribute("target"), "_blank");

    const height = await t.page.evaluate(() => document.documentElement.scrollHeight);
    await scrollToY(t.page, Math.round(height / 2));
    await waitUntil(() => bar.isVisible(), "visible mid-page");
    // While it shows, the floating buttons sit above it.
    const barBox = await box(bar);
    const quick = await box(t.page.getByRole("button", { name: "Quick contact" }));
    const toTop = t.page.getByRole("button", { name: "Back to top" });
    await toTop.waitFor();
    const toTopBox = await box(toTop);
    assert.ok(quick.y + quick.height <= barBox.y, "quick contact above the bar");
    assert.ok(toTopBox.y + toTopBox.height <= barBox.y, "back to top above the bar");

    await scrollToDistanceFromBottom(t.page, 150);
    await waitUntil(() => bar.isVisible(), "still visible 150 px from the bottom");
    await scrollToDistanceFromBottom(t.page, 90);
    const element = t.page.locator("[data-bottom-bar]");
    await waitUntil(async () => !(await element.isVisible()), "hidden within 100 px of the bottom");
    assert.equal(await element.getAttribute("data-bottom-bar"), "hidden");
    assert.equal(await t.page.getByRole("link", { name: "Book Now" }).count(), 0, "its links leave the accessibility tree");
    // At the very end the footer's last links are clear of everything floating.
    await scrollToDistanceFromBottom(t.page, 0);
    const admin = await box(t.page.locator("footer").getByRole("link", { name: "Admin" }));
    for (const name of ["Quick contact", "Back to top"]) {
      assert.ok(!overlaps(admin, await box(t.page.getByRole("button", { name }))), `${name} clear of the footer links`);
    }

    await scrollToY(t.page, Math.round(height / 2));
    await waitUntil(() => bar.isVisible(), "back when scrolling up");
  });

  it("Book Now goes to the inquiry form", async () => {
    t = await openPage(browser(), { viewport: PHONE });
    await gotoHydrated(t.page, PATH);
    const book = t.page.getByRole("navigation", { name: "Contact shortcuts" }).getByRole("link", { name: "Book Now" });
    assert.equal(await book.getAttribute("href"), "#contact");
    await book.click();
    await waitUntil(() => inViewport(t.page, "#contact form"), "form in view");
  });

  it("is absent at 1280 px", async () => {
    t = await openPage(browser(), { viewport: DESKTOP });
    await gotoHydrated(t.page, PATH);
    const bar = t.page.locator("[data-bottom-bar]");
    assert.equal(await bar.count(), 1);
    assert.equal(await bar.evaluate((el) => getComputedStyle(el).display), "none");
    assert.equal(
      await t.page.evaluate(() => getComputedStyle(document.body).paddingBottom),
      "0px",
      "no padding for a bar that is not there",
    );
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  describe(`axe at ${viewport.width} px`, () => {
    it("finds no violations with a step and an answer open", async () => {
      t = await openPage(browser(), { viewport: { width: viewport.width, height: 844 } });
      await gotoHydrated(t.page, PATH);
      // As loaded, the page is the audit's (scripts/audit); here, what a visitor opens.
      await stepHeaders(t.page).nth(2).click();
      await t.page.locator("#faq details summary").first().click();
      await expectNoAxeViolations(t.page, `international with step 3 and FAQ 1 open @${viewport.width}`);
      await expectNoThirdParty(t, "no third party without a click on a video or the map");
    });
  });
}
