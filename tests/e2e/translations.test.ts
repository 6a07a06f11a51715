// Content in Hindi, Telugu and Arabic (issue 14 items 4-5, docs/decisions/024): the seeded
// translations are what a visitor reads, English is left only where it belongs (names, or a
// block whose translation is missing, marked lang="en"), and staff correct a translation beside
// the English in the admin, marking it reviewed.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Page } from "playwright-core";
import { contentServerForFile, signInAt, waitForHydration } from "./support/admin-content-server.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { browserForFile, openPage, type TestPage } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);
const contentServer = contentServerForFile();

const SCRIPT: Record<string, string> = { hi: "\\u0900-\\u097F", te: "\\u0C00-\\u0C7F", ar: "\\u0600-\\u06FF" };

/**
 * The visible texts of the page that are English without saying so: Latin words of three
 * letters or more, in no element marked lang="en", with no letter of the page's script beside
 * them. Names that stay in Latin letters in every language are allowed.
 */
async function unmarkedEnglish(page: Page, lang: string): Promise<string[]> {
  return page.evaluate(
    ({ script }) => {
      const own = new RegExp(`[${script}]`);
      // The clinic's name is a brand, and an e-mail address is in no language.
      const brand = /Samudra Rehab & Wellness Centre|\S+@\S+/g;
      const allowed =
        /^(Samudra|WhatsApp|YouTube|Instagram|LinkedIn|HBOT|COPD|COVID-19|INR|MBBS|MD|MS|M\.Ch|DNB|FRCS|PhD|DPDP|AIIMS|Vizag|Tab|AM|PM|am|pm|OK)$/;
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? "").replace(brand, " ");
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, noscript, template, [hidden]") || !/[A-Za-z]{3}/.test(text) || own.test(text))
          continue;
        if ((parent.closest("[lang]")?.getAttribute("lang") ?? "").startsWith("en")) continue;
        const words = text.match(/[A-Za-z][A-Za-z.-]*[A-Za-z0-9]/g) ?? [];
        if (words.some((w) => w.length >= 3 && !allowed.test(w))) found.push(text.trim());
      }
      return found;
    },
    { script: SCRIPT[lang]! },
  );
}

describe("translated content", () => {
  const pages = [
    "/hi",
    "/hi/about",
    "/hi/therapy/cryotherapy",
    "/hi/privacy-policy",
    "/te/services",
    "/te/conditions",
    "/te/doctors/aditya-varma",
    "/te/international-patients",
    "/ar/wellness-programs",
    "/ar/contact",
    "/ar/therapy/hyperbaric-oxygen-therapy",
    "/ar/terms-of-service",
  ];

  test("every key page reads in its language: the heading unmarked, no English left unmarked", async () => {
    t = await openPage(browser());
    const { page } = t;
    const unmarked: string[] = [];
    for (const path of pages) {
      const lang = path.split("/")[1]!;
      await page.goto(contentServer().at(path));
      const h1 = page.locator("h1").first();
      assert.match(await h1.innerText(), new RegExp(`[${SCRIPT[lang]}]`, "u"), `${path}: the heading is translated`);
      assert.equal(await h1.getAttribute("lang"), null, `${path}: the heading takes the page's language`);
      unmarked.push(...(await unmarkedEnglish(page, lang)).map((text) => `${path}: ${text}`));
    }
    assert.deepEqual(unmarked, [], "English text not marked as English");
  });
});

describe("translations in the admin", () => {
  test("an editor corrects the Telugu contact page beside the English and marks it reviewed; an emptied field shows the English", async () => {
    t = await openPage(browser());
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/content");
    const table = page.getByRole("table", { name: "Translation state of each document in each language" });
    const row = table.getByRole("row", { name: /Contact page texts/ });
    for (const cell of await row.getByRole("cell").allInnerTexts()) assert.match(cell, /^draft translation/);
    await row.getByRole("link", { name: /Telugu of Contact page texts/ }).click();
    await waitForHydration(page);

    const tabs = page.getByRole("navigation", { name: "Language of this document" });
    assert.equal(await tabs.getByRole("link", { name: /Telugu/ }).getAttribute("aria-current"), "page");
    await page.getByTestId("translation-summary").getByText("6 of 6 texts translated").waitFor();
    const heading = page.getByLabel("Opening hours card: heading");
    assert.equal(await heading.getAttribute("lang"), "te-IN");
    // The English stands above the field, and screen readers hear it with the field.
    const english = page.locator("#doc-hoursTitle-source");
    assert.match(await english.innerText(), /Opening hours/);
    assert.match((await heading.getAttribute("aria-describedby")) ?? "", /doc-hoursTitle-source/);
    await expectNoAxeViolations(page, "Telugu translation editor");

    await heading.fill("క్లినిక్ పని వేళలు");
    await page.getByLabel("WhatsApp card: heading").fill("");
    await page.getByLabel("Reviewed by a native Telugu speaker").check();
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version 2\)/).waitFor();
    await page
      .getByTestId("translation-summary")
      .getByText(/5 of 6 texts translated.*Reviewed by a native speaker/)
      .waitFor();
    assert.match(await tabs.getByRole("link", { name: /Telugu/ }).innerText(), /reviewed/);

    await page.goto(contentServer().at("/te/contact"));
    await page.getByRole("heading", { name: "క్లినిక్ పని వేళలు" }).waitFor();
    const whatsapp = page.getByText("Chat on WhatsApp", { exact: true });
    assert.equal(
      await whatsapp.evaluate((h) => h.closest("[lang]")?.getAttribute("lang")),
      "en",
      "the English fallback is marked as English",
    );
    await page.goto(contentServer().at("/contact"));
    await page.getByText("Opening hours", { exact: true }).first().waitFor();
  });

  test("an English change marks the translated text out of date, beside the field and in the table, until it is saved again", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/content/contact-page");
    await waitForHydration(page);
    await page.getByLabel("WhatsApp card: text").fill("Send us a message on WhatsApp and we will answer.");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version \d+\)/).waitFor();

    await page.goto(contentServer().at("/admin/content"));
    const row = page.getByRole("table", { name: "Translation state of each document in each language" }).getByRole("row", {
      name: /Contact page texts/,
    });
    for (const cell of await row.getByRole("cell").allInnerTexts()) assert.match(cell, /^English changed\s*[56] of 6, 1 changed/);
    await row.getByRole("link", { name: /Hindi of Contact page texts/ }).click();
    await waitForHydration(page);
    const summary = page.getByTestId("translation-changed");
    await summary.getByText("The English of one text changed since it was translated:").waitFor();
    await summary.getByRole("listitem").filter({ hasText: "WhatsApp card: text" }).waitFor();
    const english = page.locator("#doc-whatsappText-source");
    assert.match(await english.innerText(), /English changed since translated/);
    assert.match(await english.innerText(), /Send us a message on WhatsApp/);
    assert.match(await english.innerText(), /translated from/i);
    await expectNoAxeViolations(page, "Hindi translation editor with an out-of-date text, 390 px");

    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version \d+\)/).waitFor();
    assert.equal(await page.getByTestId("translation-changed").count(), 0);
    assert.equal(await page.locator("#doc-whatsappText-source").getByText("English changed since translated").count(), 0);
  });

  test("an Arabic translation is typed right to left, at 390 px", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/content/therapy-texts/cryotherapy?lang=ar");
    await waitForHydration(page);
    const title = page.getByLabel("Title", { exact: true });
    assert.equal(await title.getAttribute("dir"), "rtl");
    assert.match(await title.inputValue(), /[\u0600-\u06FF]/);
    assert.match(await page.locator("#doc-title-source").innerText(), /Cryotherapy/);
    await expectNoAxeViolations(page, "Arabic therapy translation editor at 390 px");
  });

  test("a gallery picture's Hindi alt text, reached from its tile, is what the Hindi therapy page says of it, at 390 px", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/gallery?category=Equipment");
    await page.getByRole("link", { name: "Translations of Cryotherapy cabin" }).click();
    await waitForHydration(page);
    const alt = page.getByLabel("Alt text", { exact: true });
    assert.match(await alt.inputValue(), /[\u0900-\u097F]/, "the seeded Hindi draft");
    assert.match(await page.locator("#doc-alt-source").innerText(), /Illustration of a cryotherapy cabin/);
    // Only the picture's words: its category, therapy and file are the gallery's.
    assert.equal(await page.getByLabel("Category").count(), 0);
    await expectNoAxeViolations(page, "Hindi translation of a gallery picture at 390 px");

    const words = "ठंडी धुंध से घिरे क्रायोथेरेपी कक्ष का चित्र";
    await alt.fill(words);
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version 2\)/).waitFor();
    await page.goto(contentServer().at("/hi/therapy/cryotherapy"));
    await page.locator(`img[alt="${words}"]`).first().waitFor({ state: "attached" });
  });

  test("a review translated into Telugu says on the Telugu page that the clinic translated it, at 390 px", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/testimonials");
    await page.getByRole("link", { name: "Translations of the testimonial from Fathima Z." }).click();
    await page
      .getByRole("navigation", { name: "Language of this document" })
      .getByRole("link", { name: /Telugu/ })
      .click();
    await waitForHydration(page);
    assert.match(await page.locator("#doc-review-source").innerText(), /I was embarrassed to talk about leaking/);
    const words = "తుమ్మినప్పుడు లీక్ అవ్వడం గురించి మాట్లాడటానికి సిగ్గుపడ్డాను. మూడు నెలల తర్వాత ఇది చాలా తగ్గింది. ఫలితాలు వ్యక్తిని బట్టి మారుతాయి.";
    await page.getByLabel("Review", { exact: true }).fill(words);
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version \d+\)/).waitFor();

    await page.goto(contentServer().at("/te/reviews"));
    const card = page.getByRole("article").filter({ hasText: words });
    await card.getByText("రోగి ఆంగ్లంలో రాసిన మాటల నుండి క్లినిక్ అనువదించింది.").waitFor();
    assert.equal(await card.getByText(words).getAttribute("lang"), null, "the translation is in the page's language");
    await expectNoAxeViolations(page, "Telugu reviews page with a translated review, 390 px");
  });
});
