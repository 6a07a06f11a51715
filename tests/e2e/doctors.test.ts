import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
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
  waitForAttribute,
  waitForPlayerRemoved,
  waitUntil,
} from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

const SITE = "https://samudra-rehab.example";
const surgeonPaths = ["/doctor-profile", "/doctors/aditya-varma"] as const;
const consultantPaths = ["/doctor-gurpreet-profile", "/doctors/gurpreet-singh-bedi"] as const;

// Read through a function: an earlier deepEqual(t.thirdParty, []) narrows the field's type.
const requested = (): string[] => t.thirdParty;
const texts = (page: Page, selector: string) => page.locator(selector).allInnerTexts();
const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector("meta[name=description]")?.getAttribute("content") ?? "",
    canonical: document.querySelector("link[rel=canonical]")?.getAttribute("href") ?? "",
    ogType: document.querySelector("meta[property='og:type']")?.getAttribute("content") ?? "",
    ogUrl: document.querySelector("meta[property='og:url']")?.getAttribute("content") ?? "",
  }));

describe("surgeon profile", () => {
  for (const path of surgeonPaths) {
    it(`${path} renders every section on the server, with no third-party request`, async () => {
      t = await openPage(browser(), { javaScriptEnabled: false });
      const response = await t.page.goto(url(path));
      assert.equal(response?.status(), 200);
      const { page } = t;
      assert.deepEqual(await texts(page, "h1"), ["Dr. Aditya Varma"]);
      const meta = await head(page);
      assert.equal(meta.title, "Dr. Aditya Varma, Cardiothoracic & Vascular Surgeon | Samudra Rehab & Wellness Centre");
      assert.equal(meta.canonical, `${SITE}/doctors/aditya-varma`, "one canonical address for both routes");
      assert.equal(meta.ogUrl, `${SITE}/doctors/aditya-varma`);
      assert.equal(meta.ogType, "profile");
      assert.match(meta.description, /Dr\. Aditya Varma, cardiothoracic and vascular surgeon/);

      assert.deepEqual(await texts(page, "[aria-labelledby='doctor-name'] dd"), ["10+", "5000+", "50+", "4.7/5"]);
      assert.match(await page.locator("#summary").innerText(), /more than 10 years of experience/);
      assert.equal(await page.locator("#expertise li").count(), 5);
      const awardYears = await page
        .locator("#awards li")
        .evaluateAll((items) => items.map((li) => li.querySelector("p")?.textContent ?? ""));
      assert.deepEqual(awardYears, ["2015", "2014", "2012", "2011", "2009-10"]);
      const conferences = await texts(page, "#conferences li");
      assert.equal(conferences.length, 5);
      for (const text of conferences) {
        assert.match(text, /\b20(17|18|19|20)\b/);
        assert.match(text, /Visakhapatnam/);
      }
      assert.deepEqual(
        (await texts(page, "#education h3")).map((d) => d.split(" ")[0]),
        ["M.Ch", "MS", "MBBS"],
      );

      const cases = page.locator("#cases li[data-case]");
      assert.equal(await cases.count(), 6);
      for (let i = 0; i < 6; i++) {
        const card = cases.nth(i);
        assert.match((await card.locator("img").getAttribute("src")) ?? "", /^\/illustrations\/case-(cardiac|vascular|thoracic)\.svg$/);
        assert.ok(await card.locator("p.eyebrow").isVisible(), "category");
        assert.ok(await card.locator("h3").isVisible(), "title");
        assert.match(await card.innerText(), /Outcome:/);
        const featured = [0, 1, 4].includes(i);
        assert.equal(await card.getByText("Featured Case").count(), featured ? 1 : 0, `case ${i + 1} badge`);
        // Without JavaScript the video opens on YouTube in a new tab, and the full text shows.
        const play = card.getByRole("link", { name: /^Play video:/ });
        assert.equal(await play.count(), featured ? 1 : 0, `case ${i + 1} video`);
        assert.ok(await card.locator("[id$='-more']").isVisible(), "details shown without JS");
      }
      assert.equal(await page.getByRole("button", { name: /Read More/ }).count(), 0, "no dead buttons without JS");

      const article = page.locator("#article article");
      assert.match(await article.innerText(), /Hyperbaric Oxygen Therapy in Children with Autism/);
      assert.equal(await article.locator("time").getAttribute("datetime"), "2025-02-17");
      assert.equal(await article.locator("time").innerText(), "Feb 17, 2025");
      assert.ok(await page.locator("#article-body").isVisible(), "full article readable without JS");
      assert.equal(await page.getByRole("button", { name: /Read Full Article/ }).count(), 0, "no dead article button");

      await expectNoThirdParty(t);
    });
  }

  it("has 15 decorative particles that stand still under reduced motion", async () => {
    t = await openPage(browser(), { reducedMotion: "reduce" });
    await gotoHydrated(t.page, "/doctor-profile");
    const particles = t.page.locator("[aria-labelledby='doctor-name'] [data-particles]");
    assert.equal(await particles.getAttribute("aria-hidden"), "true");
    assert.equal(await particles.locator("span").count(), 15);
    await waitUntil(
      () =>
        particles.evaluate((el) =>
          [...el.querySelectorAll("span")].every((s) => s.getAnimations().every((a) => a.playState === "finished")),
        ),
      "particle animations finished",
    );
  });

  it("View Profile Summary scrolls to the summary", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await gotoHydrated(t.page, "/doctor-profile");
    assert.equal(await inViewport(t.page, "#summary-title"), false);
    await t.page.getByRole("link", { name: "View Profile Summary" }).click();
    await waitUntil(() => inViewport(t.page, "#summary-title"), "summary in view");
    assert.equal(new URL(t.page.url()).hash, "#summary");
  });

  it("opens the personal site in a new tab, safely", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/doctor-profile");
    const link = t.page.getByRole("link", { name: /Visit Personal Website/ });
    assert.equal(await link.getAttribute("href"), "https://adityavarma.example");
    assert.equal(await link.getAttribute("target"), "_blank");
    assert.match((await link.getAttribute("rel")) ?? "", /\bnoopener\b/);
    await expectNoThirdParty(t, "nothing before the click");
    const [popup] = await Promise.all([t.context.waitForEvent("page"), link.click()]);
    await waitUntil(async () => requested().length > 0, "the personal site was requested");
    assert.ok(
      requested().every((u) => u.startsWith("https://adityavarma.example")),
      requested().join(),
    );
    assert.equal(await popup.evaluate(() => window.opener), null, "no opener");
    assert.equal(t.page.url(), url("/doctor-profile"), "the profile stays open");
  });

  it("plays a featured case's video in a dialog that closes three ways, returning focus", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/doctor-profile");
    const plays = t.page.getByRole("button", { name: /^Play video:/ });
    assert.equal(await plays.count(), 3, "cases 1, 2 and 5 have videos");
    const dialog = t.page.getByRole("dialog");
    assert.equal(await t.page.locator("iframe").count(), 0, "no player before a click");
    await expectNoThirdParty(t, "nothing requested from YouTube before a click");

    const cases = [
      [0, "Samudra0004"],
      [1, "Samudra0005"],
      [2, "Samudra0006"],
    ] as const;
    for (const [index, id] of cases) {
      const play = plays.nth(index);
      const name = (await play.getAttribute("aria-label")) ?? "";
      for (const close of ["button", "escape", "backdrop"] as const) {
        await play.click();
        await dialog.waitFor({ state: "visible" });
        const src = await dialog.locator("iframe").getAttribute("src");
        assert.match(src ?? "", new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${id}\\?`));
        if (close === "button") await dialog.getByRole("button", { name: "Close video" }).click();
        if (close === "escape") await t.page.keyboard.press("Escape");
        if (close === "backdrop") await t.page.mouse.click(5, 5);
        await dialog.waitFor({ state: "hidden" });
        await waitForPlayerRemoved(t.page);
        assert.equal(await t.page.evaluate(() => document.activeElement?.getAttribute("aria-label")), name, `focus back (${close})`);
      }
    }
    const after = requested();
    assert.ok(
      after.length > 0 && after.every((u) => u.startsWith("https://www.youtube-nocookie.com/embed/")),
      "only the player, after a click",
    );
  });

  it("Read More expands one case's text and Read Less folds it again", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await gotoHydrated(t.page, "/doctor-profile");
    const card = t.page.locator("li[data-case='3']");
    const other = t.page.locator("li[data-case='4']");
    const toggle = card.locator("button[aria-controls='case-3-more']");
    assert.match(await toggle.innerText(), /Read More/);
    const details = card.locator("#case-3-more");
    const clamped = () => card.locator("[data-case-description]").evaluate((p) => p.scrollHeight > p.clientHeight + 1);

    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(await toggle.getAttribute("aria-controls"), "case-3-more");
    assert.equal(await details.isVisible(), false);
    assert.equal(await clamped(), true, "description clamped while folded");

    await toggle.click();
    await waitForAttribute(toggle, "aria-expanded", "true");
    assert.ok(await details.isVisible());
    assert.match(await details.innerText(), /within two weeks of his symptoms/);
    assert.equal(await clamped(), false, "whole description shown");
    assert.match(await toggle.innerText(), /Read Less/);
    assert.equal(await other.locator("button[aria-controls]").getAttribute("aria-expanded"), "false", "other cases stay folded");

    await toggle.click();
    await waitForAttribute(toggle, "aria-expanded", "false");
    assert.equal(await details.isVisible(), false);
    assert.equal(await clamped(), true);
  });

  it("is painted by the server as the script leaves it: cases and article folded", async () => {
    const heights: number[] = [];
    for (const blockScript of [true, false]) {
      t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
      if (blockScript) await t.page.route("**/assets/islands-*.js", (route) => route.abort());
      await t.page.goto(url("/doctor-profile"));
      if (!blockScript) await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      assert.equal(await t.page.locator("#cases [id$='-more']").filter({ visible: true }).count(), 0, "case details folded");
      assert.equal(await t.page.locator("#cases button[aria-expanded='false']").filter({ visible: true }).count(), 6);
      assert.equal(await t.page.locator("#article-body").isVisible(), false, "article folded");
      heights.push(
        (await t.page.locator("#cases").boundingBox())?.height ?? 0,
        (await t.page.locator("#article").boundingBox())?.height ?? 0,
      );
      if (blockScript) {
        allowErrors(t, /Failed to load resource: net::ERR_FAILED/); // the blocked script
        assert.deepEqual(t.errors, []);
        await t.context.close();
      }
    }
    assert.deepEqual(heights.slice(0, 2), heights.slice(2), "same heights before and after the script");
  });

  it("Read Full Article opens the whole article in place", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/doctor-profile");
    const button = t.page.getByRole("button", { name: "Read Full Article" });
    const body = t.page.locator("#article-body");
    assert.equal(await button.getAttribute("aria-controls"), "article-body");
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    assert.equal(await body.isVisible(), false);
    await button.click();
    await waitForAttribute(t.page.locator("#article button"), "aria-expanded", "true");
    assert.ok(await body.isVisible());
    assert.equal(await body.locator("p").count(), 8);
    assert.match(await body.innerText(), /Cochrane systematic review/);
    await t.page.getByRole("button", { name: "Show Less" }).click();
    await waitUntil(async () => !(await body.isVisible()), "article folded");
  });

  it("closing buttons book a consultation and call the clinic", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/doctor-profile");
    const cta = t.page.locator("[aria-labelledby='doctor-cta-title']");
    assert.equal(await cta.getByRole("link", { name: /Call Now/ }).getAttribute("href"), "tel:+919000011001");
    const book = cta.getByRole("link", { name: "Book Consultation" });
    assert.equal(await book.getAttribute("href"), "/book");
    await book.click();
    await t.page.waitForURL(url("/book"));
    await t.page.getByRole("heading", { name: "Consultations" }).waitFor();
  });
});

describe("consultant profile", () => {
  for (const path of consultantPaths) {
    it(`${path} renders every section on the server, with no third-party request`, async () => {
      t = await openPage(browser(), { javaScriptEnabled: false });
      const response = await t.page.goto(url(path));
      assert.equal(response?.status(), 200);
      const { page } = t;
      assert.deepEqual(await texts(page, "h1"), ["Dr. Gurpreet Singh Bedi"]);
      const meta = await head(page);
      assert.equal(meta.title, "Dr. Gurpreet Singh Bedi, Consultant in Hyperbaric Medicine | Samudra Rehab & Wellness Centre");
      assert.equal(meta.canonical, `${SITE}/doctors/gurpreet-singh-bedi`);
      assert.equal(meta.ogUrl, `${SITE}/doctors/gurpreet-singh-bedi`);
      assert.equal(meta.ogType, "profile");
      assert.match(meta.description, /consultant in hyperbaric medicine/);

      assert.deepEqual(await texts(page, "[aria-labelledby='doctor-name'] dd"), ["30+", "2500+", "8+", "4.7/5"]);
      assert.deepEqual(await texts(page, "#summary li"), ["English", "Hindi", "Punjabi"]);
      assert.equal(await page.locator("#expertise li").count(), 9);
      const degrees = await texts(page, "#education ol li");
      assert.equal(degrees.length, 4);
      for (const degree of degrees) assert.match(degree, /^(19|20)\d\d\b/, "each degree has its year");
      assert.equal(await page.locator("#education ul li").count(), 4, "certifications");

      const groups = page.locator("#roles [data-role-group]");
      assert.deepEqual(await groups.locator("h3").allInnerTexts(), ["Clinical leadership", "Hyperbaric programme development", "Teaching"]);
      for (let i = 0; i < 3; i++) assert.deepEqual(await groups.nth(i).locator("h4").allInnerTexts(), ["CURRENT", "PREVIOUS"]);
      assert.equal(await groups.locator("li").count(), 8);

      assert.equal(await page.locator("#achievements li").count(), 5);
      assert.equal(await page.locator("#engagements li").count(), 8);
      assert.equal(await page.locator("#competencies li").count(), 7);

      const cta = page.locator("[aria-labelledby='doctor-cta-title']");
      assert.equal(await cta.getByRole("link", { name: "Book Consultation" }).getAttribute("href"), "/book");
      assert.equal(await cta.getByRole("link", { name: /Call Now/ }).getAttribute("href"), "tel:+919000011001");
      const whatsapp = cta.getByRole("link", { name: /WhatsApp/ });
      const href = new URL((await whatsapp.getAttribute("href")) ?? "");
      assert.equal(`${href.origin}${href.pathname}`, "https://wa.me/919000011009");
      assert.match(href.searchParams.get("text") ?? "", /consultation with Dr\. Gurpreet Singh Bedi/);
      assert.equal(await whatsapp.getAttribute("target"), "_blank");
      assert.match((await whatsapp.getAttribute("rel")) ?? "", /\bnoopener\b/);

      await expectNoThirdParty(t);
    });
  }

  it("has 15 decorative particles, a summary button and a booking button", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
    await gotoHydrated(t.page, "/doctor-gurpreet-profile");
    const particles = t.page.locator("[aria-labelledby='doctor-name'] [data-particles]");
    assert.equal(await particles.getAttribute("aria-hidden"), "true");
    assert.equal(await particles.locator("span").count(), 15);
    await waitUntil(
      () =>
        particles.evaluate((el) =>
          [...el.querySelectorAll("span")].every((s) => s.getAnimations().every((a) => a.playState === "finished")),
        ),
      "particle animations finished",
    );

    await t.page.getByRole("link", { name: "View Profile Summary" }).click();
    await waitUntil(() => inViewport(t.page, "#summary-title"), "summary in view");

    const hero = t.page.locator("[aria-labelledby='doctor-name']");
    await hero.getByRole("link", { name: "Book Consultation" }).click();
    await t.page.waitForURL(url("/book"));
    await t.page.getByRole("heading", { name: "Consultations" }).waitFor();
  });
});

describe("/doctors/{slug}", () => {
  it("the header's Doctors menu opens each doctor's full profile", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    for (const [name, cases] of [
      ["Dr. Aditya Varma", 6],
      ["Dr. Gurpreet Singh Bedi", 0],
    ] as const) {
      await t.page.getByRole("button", { name: "Doctors", exact: true }).click();
      await t.page
        .getByRole("link", { name: new RegExp(name) })
        .first()
        .click();
      await waitUntil(async () => (await t.page.locator("h1").innerText()) === name, `${name} shown`);
      assert.equal(await t.page.locator("#cases li[data-case]").count(), cases);
      assert.match(t.page.url(), /\/doctors\/(aditya-varma|gurpreet-singh-bedi)$/);
      assert.match(await t.page.title(), new RegExp(`^${name.replace(".", "\\.")},`));
    }
  });

  for (const path of ["/doctors/nobody", "/doctors/", "/doctors", "/doctors/Aditya-Varma"]) {
    it(`${path} redirects home on the server, leaving no history entry`, async () => {
      t = await openPage(browser());
      await t.page.goto(url("/doctor-profile"));
      const response = await t.page.goto(url(path));
      assert.equal(t.page.url(), url("/"));
      assert.equal(response?.status(), 200);
      assert.equal(response?.request().redirectedFrom()?.url(), url(path));
      await t.page.goBack();
      // Back may restore the page from the back/forward cache after goBack() resolves.
      await t.page.waitForURL(url("/doctor-profile"));
    });
  }

  it("a stale in-app link to an unknown slug also lands home without a history entry", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/doctor-profile");
    // Public pages have no client-side router: a link the site once had is followed by a
    // full page load, which the server answers with the redirect home.
    await t.page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/doctors/nobody";
      link.textContent = "Our former doctor";
      document.querySelector("main")?.prepend(link);
    });
    const entries = await t.page.evaluate(() => history.length);
    const [response] = await Promise.all([
      t.page.waitForResponse((r) => r.url() === url("/") && r.request().isNavigationRequest()),
      t.page.getByRole("link", { name: "Our former doctor" }).click(),
    ]);
    assert.equal(response.request().redirectedFrom()?.url(), url("/doctors/nobody"));
    await t.page.waitForURL(url("/"));
    await t.page.locator("#contact").waitFor();
    assert.equal(await t.page.evaluate(() => history.length), entries + 1, "only the home page was added");
    await t.page.goBack();
    await t.page.waitForURL(url("/doctor-profile"));
  });
});

// The profile with what a visitor opens; every public page as loaded, at 390 and 1280 px and in every language, is the audit's (scripts/audit, the same AXE_TAGS).
describe("doctor pages: axe", () => {
  for (const width of [390, 1280]) {
    it(`/doctor-profile with a case and the article open has no violations at ${width} px`, async () => {
      t = await openPage(browser(), { viewport: { width, height: 844 } });
      await gotoHydrated(t.page, "/doctor-profile");
      await t.page
        .locator("li[data-case='1']")
        .getByRole("button", { name: /^Read More/ })
        .click();
      await t.page.getByRole("button", { name: "Read Full Article" }).click();
      await t.page.locator("#article-body").waitFor();
      await expectNoAxeViolations(t.page, `/doctor-profile expanded @${width}`);
    });
  }
});
