// The site in Hindi, Telugu and Arabic (issue 14, first part): the same paths under a language
// prefix, <html lang dir>, a switcher that keeps the page, links that stay in the language,
// hreflang alternates, a suggestion (never a redirect) from the browser's languages, forms that
// answer in the page's language, and English content marked as English.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { browserForFile, gotoHydrated, openPage, type TestPage, url, waitUntil } from "./support/browser.ts";

// The seeded translations these tests read (app/i18n/translations/*), as a visitor sees them.
const hi = {
  chrome: { navMainLabel: "मुख्य मेनू", navHome: "होम", languageLabel: "भाषा" },
  forms: {
    sendButton: "WhatsApp से भेजें",
    errorPhoneInvalid: "इस नंबर पर हम आप तक नहीं पहुँच पाएँगे: कृपया अंक जाँचें, और भारत के बाहर का नंबर देश कोड से शुरू करें, जैसे +44 7700 900123।",
  },
};
const te = { chrome: { languageSuggestDismiss: "వద్దు, ధన్యవాదాలు" } };

let t: TestPage;
const browser = browserForFile(() => t);

describe("languages", () => {
  it("a Hindi page says so, keeps its links in Hindi and names every language's address", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/hi/about");
    const html = t.page.locator("html");
    assert.equal(await html.getAttribute("lang"), "hi-IN");
    assert.equal(await html.getAttribute("dir"), "ltr");

    const nav = t.page.getByRole("navigation", { name: hi.chrome.navMainLabel });
    assert.equal(await nav.getByRole("link", { name: hi.chrome.navHome, exact: true }).getAttribute("href"), "/hi");
    const hrefs = await nav.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    assert.ok(
      hrefs.every((h) => h.startsWith("/hi")),
      `every menu link stays in Hindi: ${hrefs.join(" ")}`,
    );
    assert.ok(hrefs.includes("/hi/contact"));

    const switcher = t.page.getByRole("navigation", { name: hi.chrome.languageLabel }).first();
    assert.equal(await switcher.getByRole("link", { name: "हिन्दी" }).getAttribute("aria-current"), "page");
    assert.equal(await switcher.getByRole("link", { name: "English" }).getAttribute("href"), "/about");
    assert.equal(await switcher.getByRole("link", { name: "العربية" }).getAttribute("href"), "/ar/about");

    const canonical = await t.page.locator('link[rel="canonical"]').getAttribute("href");
    assert.match(canonical ?? "", /\/hi\/about$/);
    const alternates = await t.page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((ls) => ls.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href") ?? "").pathname}`));
    assert.deepEqual(alternates, ["en-IN /about", "hi-IN /hi/about", "te-IN /te/about", "ar /ar/about", "x-default /about"]);
    assert.equal(await t.page.locator('meta[property="og:locale"]').getAttribute("content"), "hi_IN");
    // The staff area is not translated: its door keeps its one address.
    assert.equal(await t.page.locator("footer a[href$='admin-login']").getAttribute("href"), "/admin-login");

    // The page's own texts are translated (seeded drafts): the heading takes the page's language.
    assert.equal(await t.page.locator("h1").getAttribute("lang"), null);
    assert.match(await t.page.locator("h1").innerText(), /[\u0900-\u097F]/);
    await t.page.getByRole("link", { name: "English" }).first().click();
    await t.page.waitForURL(url("/about"));
    assert.equal(await html.getAttribute("lang"), "en-IN");
    assert.equal(await t.page.locator("h1").getAttribute("lang"), null);
  });

  it("an Arabic page runs right to left, keeps the phone number left to right, and has no axe findings", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await gotoHydrated(t.page, "/ar");
    assert.equal(await t.page.locator("html").getAttribute("dir"), "rtl");
    const phone = t.page.locator('a[href^="tel:+91"]').first();
    assert.equal(await phone.evaluate((a) => getComputedStyle(a.querySelector("[dir]") ?? a).direction), "ltr");
    await expectNoAxeViolations(t.page, "Arabic home at 390 px");
  });

  it("answers a language it does not have with 404, and never redirects by the browser's language", async () => {
    for (const path of ["/fr/about", "/xx", "/en/about"]) {
      const response = await fetch(url(path), { redirect: "manual" });
      assert.equal(response.status, 404, path);
    }
    const home = await fetch(url("/"), { redirect: "manual", headers: { "Accept-Language": "te-IN,te;q=0.9" } });
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<html lang="en-IN"/);
  });

  it("offers a Telugu browser the Telugu page in Telugu, until dismissed", async () => {
    t = await openPage(browser(), { locale: "te-IN" });
    await gotoHydrated(t.page, "/contact");
    const offer = t.page.getByRole("link", { name: "ఈ పేజీని తెలుగులో చదవండి" });
    await offer.waitFor();
    assert.equal(await offer.getAttribute("href"), "/te/contact");
    await t.page.getByRole("button", { name: te.chrome.languageSuggestDismiss }).click();
    await offer.waitFor({ state: "hidden" });
    await gotoHydrated(t.page, "/about");
    assert.equal(await t.page.getByRole("link", { name: "ఈ పేజీని తెలుగులో చదవండి" }).isVisible(), false, "dismissed stays dismissed");

    t = await openPage(browser(), { locale: "te-IN" });
    // The first use of localStorage costs a fresh page milliseconds: with no offer to make, the
    // note does not ask whether one was dismissed.
    await t.page.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (this === window.localStorage) document.documentElement.dataset.localStorageRead = "true";
        return getItem.call(this, key);
      };
    });
    await gotoHydrated(t.page, "/te/contact");
    assert.equal(await t.page.locator("[data-suggest-lang]:visible").count(), 0, "no offer on a page already in Telugu");
    assert.equal(await t.page.evaluate(() => document.documentElement.dataset.localStorageRead), undefined, "localStorage left closed");
  });

  it("a Hindi form answers in Hindi, with and without JavaScript", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/hi/contact");
    const form = t.page.locator("form[data-island='inquiry-form']");
    assert.equal(await form.getAttribute("action"), "/hi/contact#home-inquiry-answer");
    // Filled enough for the browser's own checks; the server's check refuses the phone number.
    const fill = async (page: typeof t.page) => {
      const shown = page.locator("form[data-island='inquiry-form']");
      await shown.locator("input[name=name]").fill("Meera");
      await shown.locator("input[name=phone]").fill("12345");
      await shown.locator("select[name=service]").selectOption({ index: 1 });
      await shown.getByRole("button", { name: hi.forms.sendButton }).click();
    };
    await fill(t.page);
    await form.getByText(hi.forms.errorPhoneInvalid).waitFor();

    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url("/hi/contact"));
    await fill(t.page);
    await waitUntil(async () => (await t.page.getByText(hi.forms.errorPhoneInvalid).count()) > 0, "the server's answer in Hindi");
    assert.equal(await t.page.locator("html").getAttribute("lang"), "hi-IN");
    t.errors.splice(0, t.errors.length, ...t.errors.filter((e) => !/status of 400/.test(e)));
  });

  it("a translated therapy page's booking form has its therapy chosen, as the English one does", async () => {
    t = await openPage(browser());
    for (const path of ["/therapy/cryotherapy", "/hi/therapy/cryotherapy", "/ar/therapy/hyperbaric-oxygen-therapy"]) {
      await t.page.goto(url(path));
      const service = t.page.locator("#book form select[name=service]");
      assert.equal(await service.inputValue(), path.endsWith("cryotherapy") ? "Cryotherapy" : "Hyperbaric Oxygen Therapy", path);
    }
  });
});
