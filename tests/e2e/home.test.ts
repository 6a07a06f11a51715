import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  allowErrors,
  browserForFile,
  expectNoThirdParty,
  gotoHydrated,
  inViewport,
  openPage,
  type TestPage,
  url,
  waitForAttribute,
  waitForPlayerRemoved,
  waitUntil,
} from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

describe("home page", () => {
  it("renders the seeded content on the server, with no third-party request", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    const response = await t.page.goto(url("/"));
    assert.equal(response?.status(), 200);
    assert.equal(await t.page.locator("h1").count(), 1);
    assert.match(await t.page.title(), /Samudra Rehab & Wellness Centre/);
    const stats = await t.page.locator("[aria-labelledby='hero-title'] dl").innerText();
    assert.match(stats, /10\+/);
    assert.match(stats, /1000\+/);
    assert.match(stats, /Advanced therapies/);
    assert.equal(await t.page.locator("#services li h3").count(), 5);
    assert.equal(await t.page.locator("[aria-labelledby='conditions-title'] h3").count(), 6);
    assert.equal(await t.page.locator("#reviews [aria-roledescription='slide']").count(), 5);
    for (const step of ["Assessment", "Personalized Plan", "Progress Monitoring", "Multidisciplinary Care"]) {
      assert.ok(await t.page.getByRole("heading", { name: step }).isVisible(), step);
    }
    // Without JavaScript the tour opens on YouTube, in a new tab.
    const tour = t.page.getByRole("link", { name: /^Watch Tour/ });
    assert.equal(await tour.getAttribute("href"), "https://www.youtube.com/watch?v=Samudra0000");
    assert.equal(await tour.getAttribute("target"), "_blank");
    assert.equal(await t.page.getByRole("button", { name: "Watch Tour" }).count(), 0);
    // Learn More leads to each therapy's page; the carousel is a row with no controls.
    const learnMore = t.page.locator("#services").getByRole("link", { name: /^Learn More about / });
    assert.deepEqual(
      await learnMore.evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
      ["hyperbaric-oxygen-therapy", "cryotherapy", "zero-gravity-gait-trainer", "hydrogen-inhalation", "post-pregnancy-rehabilitation"].map(
        (s) => `/therapy/${s}`,
      ),
    );
    assert.equal(await t.page.locator("#services").getByRole("button").count(), 0);
    assert.equal(await t.page.locator("#reviews").getByRole("button").count(), 0);
    assert.equal(
      await t.page.locator("#reviews [aria-roledescription='slide']:is([aria-hidden], [inert])").count(),
      0,
      "every review readable",
    );
    // The carousel holds the clinic's picks; every review is a link away (docs/decisions/035).
    assert.equal(await t.page.locator("#reviews").getByRole("link", { name: "More reviews" }).getAttribute("href"), "/reviews");
    await expectNoThirdParty(t);
  });

  it("Explore Therapies scrolls to the services", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    await t.page.getByRole("link", { name: "Explore Therapies" }).click();
    await waitUntil(() => inViewport(t.page, "#services-title"), "services in view");
  });

  it("Watch Tour plays the facility video in a dialog that closes three ways", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const watch = t.page.getByRole("button", { name: "Watch Tour" });
    assert.equal(await t.page.getByRole("link", { name: /Watch Tour/ }).count(), 0, "the no-JS link is hidden");
    const dialog = t.page.getByRole("dialog");
    for (const close of ["button", "escape", "backdrop"] as const) {
      await watch.click();
      await dialog.waitFor({ state: "visible" });
      const src = await dialog.locator("iframe").getAttribute("src");
      assert.match(src ?? "", /^https:\/\/www\.youtube-nocookie\.com\/embed\/Samudra0000\?/);
      assert.equal(await t.page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Close video", "focus moved in");
      assert.equal(await t.page.evaluate(() => getComputedStyle(document.documentElement).overflow), "hidden", "page behind locked");
      if (close === "button") await dialog.getByRole("button", { name: "Close video" }).click();
      if (close === "escape") await t.page.keyboard.press("Escape");
      if (close === "backdrop") await t.page.mouse.click(5, 5);
      await dialog.waitFor({ state: "hidden" });
      await waitForPlayerRemoved(t.page);
      assert.equal(await t.page.evaluate(() => document.activeElement?.textContent?.trim()), "Watch Tour", "focus returns");
      assert.equal(await t.page.evaluate(() => getComputedStyle(document.documentElement).overflow), "visible", "page scrolls again");
    }
    assert.ok(
      t.thirdParty.every((u) => u.startsWith("https://www.youtube-nocookie.com/")),
      "only the player, after the click",
    );
  });

  it("expands one therapy at a time with Learn More / Show Less and books it", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const learn = (name: string) => t.page.getByRole("button", { name: `Learn More about ${name}` });
    const detail = t.page.locator("#service-detail");
    await learn("Cryotherapy").click();
    await detail.getByRole("heading", { name: "Cryotherapy" }).waitFor();
    await waitUntil(() => inViewport(t.page, "#service-detail article"), "detail scrolled into view");
    assert.match(await detail.innerText(), /2-3 minutes/);
    await learn("Hydrogen Inhalation").click();
    await detail.getByRole("heading", { name: "Hydrogen Inhalation" }).waitFor();
    assert.equal(await detail.getByRole("heading", { name: "Cryotherapy" }).count(), 0, "only one expanded");
    assert.equal(await t.page.locator("#services [aria-expanded='true']").count(), 1);
    await t.page.getByRole("button", { name: "Show Less about Hydrogen Inhalation" }).click();
    await waitUntil(async () => (await detail.locator("article").count()) === 0, "collapsed");

    await learn("Zero Gravity Gait Trainer").click();
    assert.equal(await detail.getByRole("link", { name: /Full details/ }).getAttribute("href"), "/therapy/zero-gravity-gait-trainer");
    await detail.getByRole("link", { name: "Book This Therapy" }).click();
    await t.page.waitForURL(url("/book/zero-gravity-gait-trainer"));
    // The therapy's own session is chosen, its days shown.
    await t.page.getByRole("heading", { name: "Choose a day" }).waitFor();
  });

  it("auto-advances reviews every 5 s, wrapping; next/previous/dots stop autoplay for good", async () => {
    t = await openPage(browser());
    await t.page.clock.install();
    await gotoHydrated(t.page, "/");
    const carousel = t.page.getByRole("region", { name: "Patient reviews" });
    const current = () => carousel.locator("[aria-roledescription='slide']:not([aria-hidden])").getAttribute("aria-label");
    assert.equal(await current(), "1 of 5");
    await waitForAttribute(carousel, "data-autoplay", "on");
    assert.equal(await carousel.locator("[aria-roledescription='slide'][aria-hidden='true'][inert]").count(), 4, "hidden slides are inert");
    await t.page.clock.runFor(5000);
    await waitUntil(async () => (await current()) === "2 of 5", "advanced to 2");
    await t.page.clock.runFor(15000);
    await waitUntil(async () => (await current()) === "5 of 5", "advanced to 5");
    await t.page.clock.runFor(5000);
    await waitUntil(async () => (await current()) === "1 of 5", "wrapped to 1");

    await carousel.getByRole("button", { name: "Previous review" }).click();
    await waitUntil(async () => (await current()) === "5 of 5", "previous wraps to 5");
    await carousel.getByRole("button", { name: "Next review" }).click();
    await waitUntil(async () => (await current()) === "1 of 5", "next wraps to 1");
    await carousel.getByRole("button", { name: "Show review 3 of 5" }).click();
    await waitUntil(async () => (await current()) === "3 of 5", "dot selects 3");
    await t.page.mouse.move(5, 5);
    await waitForAttribute(carousel, "data-autoplay", "off");
    await t.page.clock.runFor(20000);
    assert.equal(await current(), "3 of 5", "autoplay stays stopped");
  });

  it("pauses on hover and never autoplays under reduced motion", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const carousel = t.page.getByRole("region", { name: "Patient reviews" });
    await waitForAttribute(carousel, "data-autoplay", "on");
    await carousel.hover();
    await waitForAttribute(carousel, "data-autoplay", "off");
    await t.page.mouse.move(5, 5);
    await waitForAttribute(carousel, "data-autoplay", "on");
    await carousel.getByRole("button", { name: "Next review" }).focus();
    await waitForAttribute(carousel, "data-autoplay", "off");
    await t.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await waitForAttribute(carousel, "data-autoplay", "on");
    await t.page.emulateMedia({ reducedMotion: "reduce" });
    await waitForAttribute(carousel, "data-autoplay", "off");
    await t.context.close();

    t = await openPage(browser(), { reducedMotion: "reduce" });
    await gotoHydrated(t.page, "/");
    await waitForAttribute(t.page.getByRole("region", { name: "Patient reviews" }), "data-autoplay", "off");
  });

  it("loads the map from Google only after Show map", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    await expectNoThirdParty(t);
    await t.page.getByRole("button", { name: "Show map" }).click();
    const frame = t.page.locator("iframe[title^='Map']");
    await frame.waitFor();
    assert.match((await frame.getAttribute("src")) ?? "", /^https:\/\/www\.google\.com\/maps\?q=Maharanipeta/);
  });
});

describe("unknown pages", () => {
  it("answer 404 with a helpful page inside the site chrome", async () => {
    t = await openPage(browser());
    const response = await t.page.goto(url("/no-such-page"));
    assert.equal(response?.status(), 404);
    assert.equal(await t.page.locator("h1").innerText(), "We couldn't find that page");
    assert.equal(await t.page.getByRole("link", { name: "Return Home" }).getAttribute("href"), "/");
    assert.ok(await t.page.locator("footer").isVisible());
    assert.equal(await t.page.locator("meta[name=robots]").getAttribute("content"), "noindex");
    allowErrors(t, /status of 404/);
  });
});
