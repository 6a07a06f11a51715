// Issue 44, the public pages' layout and right-to-left text, checked by where things are drawn
// (bounding boxes of the characters as laid out), not by their attributes: on an Arabic page at
// 390 px, phone numbers read left to right with "+" first, opening hours read right to left
// with the opening time first, an English review ends with its full stop on the right; the
// floating buttons never cover a focused field, a keyboard-focused control, an inquiry's
// confirmation or the page's last line; Book This Therapy opens the therapy's booking page in
// Arabic, with and without JavaScript (issue 47).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { browserForFile, gotoHydrated, openPage, type TestPage, url, waitUntil } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const CRYO = "/ar/therapy/cryotherapy";

interface Glyph {
  ch: string;
  left: number;
  right: number;
  top: number;
}

/** Every visible character of the element, in logical order, with the box it is drawn in. */
function glyphs(locator: Locator): Promise<Glyph[]> {
  return locator.evaluate((root) => {
    const out: Glyph[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i]!)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (box && box.width > 0) out.push({ ch: text[i]!, left: box.left, right: box.right, top: box.top });
      }
    }
    return out;
  });
}

const describeGlyphs = (gs: Glyph[]) => gs.map((g) => `${g.ch}@${Math.round(g.left)}`).join(" ");

/** A phone number drawn left to right on one line: "+" leftmost, each digit right of the one before. */
async function expectLeftToRightNumber(locator: Locator, what: string) {
  const gs = await glyphs(locator);
  assert.ok(gs.length >= 8, `${what}: drawn (${describeGlyphs(gs)})`);
  assert.equal(gs[0]!.ch, "+", `${what}: starts with +`);
  const leftmost = gs.reduce((a, b) => (b.left < a.left ? b : a));
  assert.equal(leftmost.ch, "+", `${what}: "+" is the leftmost glyph (${describeGlyphs(gs)})`);
  for (let i = 1; i < gs.length; i++) {
    assert.ok(gs[i]!.left > gs[i - 1]!.left, `${what}: in reading order left to right (${describeGlyphs(gs)})`);
  }
}

/** An English text on a right-to-left page: starts at the left of its first line, ends (full stop) at the right of its last. */
async function expectLeftToRightText(locator: Locator, what: string) {
  const gs = await glyphs(locator);
  assert.ok(gs.length > 10, `${what}: drawn`);
  const first = gs[0]!;
  const last = gs.at(-1)!;
  const firstLine = gs.filter((g) => Math.abs(g.top - first.top) < 4);
  const lastLine = gs.filter((g) => Math.abs(g.top - last.top) < 4);
  assert.equal(Math.min(...firstLine.map((g) => g.left)), first.left, `${what}: its first letter "${first.ch}" is at the left of its line`);
  assert.equal(
    Math.max(...lastLine.map((g) => g.right)),
    last.right,
    `${what}: its last character "${last.ch}" is at the right end of its line (${describeGlyphs(lastLine)})`,
  );
}

const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Puts `field` low in the viewport, where the floating buttons sit, and focuses it there. */
async function focusLow(page: Page, field: Locator) {
  await field.evaluate((el) => {
    window.scrollBy({ top: el.getBoundingClientRect().bottom - (window.innerHeight - 30), behavior: "instant" });
    (el as HTMLElement).focus({ preventScroll: true });
  });
}

/** What of the floating controls (quick contact, back to top, bottom bar, language note) covers `field`. */
async function coveringControls(page: Page, field: Locator): Promise<string[]> {
  const box = await field.boundingBox();
  assert.ok(box, "the field is drawn");
  const controls = {
    "quick contact": page.locator("[data-island='quick-contact'] > button"),
    "back to top": page.locator("[data-island='scroll-to-top']"),
    "bottom bar": page.locator("[data-island='bottom-bar']"),
    // The note offering the page in the browser's language (English, in this browser).
    "language note": page.locator("[data-island='language-suggestion']"),
  };
  const covering: string[] = [];
  for (const [name, control] of Object.entries(controls)) {
    if ((await control.count()) === 0 || !(await control.isVisible())) continue;
    const controlBox = await control.boundingBox();
    if (controlBox && intersects(box, controlBox)) covering.push(name);
  }
  return covering;
}

/** Nothing floating covers `field`, once the controls' 300 ms slide away has ended. */
async function expectUncovered(page: Page, field: Locator, what: string) {
  let covering: string[] = [];
  await waitUntil(async () => (covering = await coveringControls(page, field)).length === 0, what).catch(() => {
    assert.deepEqual(covering, [], what);
  });
}

/** Every fixed-position element drawn on the screen that overlaps `el`'s box (decision 078);
 * in the page, so it is passed whole to evaluate(). */
function fixedOverElement(el: Element): string[] {
  const box = el.getBoundingClientRect();
  const out: string[] = [];
  for (const other of document.body.querySelectorAll<HTMLElement>("*")) {
    const style = getComputedStyle(other);
    if (style.position !== "fixed" || style.visibility === "hidden" || other.contains(el)) continue;
    const r = other.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= innerHeight) continue;
    if (box.left < r.right && r.left < box.right && box.top < r.bottom && r.top < box.bottom) {
      out.push(
        `${other.dataset.island ?? other.tagName} [${Math.round(r.top)}-${Math.round(r.bottom)}] over [${Math.round(box.top)}-${Math.round(box.bottom)}]`,
      );
    }
  }
  return out;
}

const fixedOver = (target: Locator): Promise<string[]> => target.evaluate(fixedOverElement);

/** Nothing fixed overlaps `target`, once the controls' 300 ms slide away has ended. */
async function expectNoFixedOver(target: Locator, what: string) {
  let over: string[] = [];
  await waitUntil(async () => (over = await fixedOver(target)).length === 0, what).catch(() => {
    assert.deepEqual(over, [], what);
  });
}

/** The confirmation: wholly in view below the header, and nothing fixed over it, where it landed
 * and with its end scrolled up to the bottom of the screen. */
async function expectConfirmationClear(page: Page, form: Locator, what: string) {
  const confirmation = form.locator("[data-confirmation-slot] [data-confirmation]");
  await confirmation.waitFor();
  await waitUntil(
    () =>
      confirmation.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= document.querySelector("header")!.getBoundingClientRect().bottom && box.bottom <= innerHeight;
      }),
    `${what}: the whole confirmation in view, below the header`,
  );
  await expectNoFixedOver(confirmation, `${what}: nothing fixed over the confirmation`);
  await confirmation.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().bottom - innerHeight + 1, behavior: "instant" }));
  await expectNoFixedOver(confirmation, `${what}: nothing fixed over the confirmation's end`);
}

describe("right to left, at 390 px on Arabic pages", () => {
  it("draws phone numbers left to right (plus sign first) and the footer's hours right to left (opening time first)", async () => {
    t = await openPage(browser(), PHONE);
    await gotoHydrated(t.page, "/ar/contact");
    await expectLeftToRightNumber(t.page.locator("aside a[href^='tel:+']").first(), "top bar phone");
    await expectLeftToRightNumber(t.page.locator("footer address a[href^='tel:+']").first(), "footer phone");
    // The contact card's WhatsApp number, inside an Arabic sentence.
    await expectLeftToRightNumber(t.page.locator("section bdi").filter({ hasText: "+" }).first(), "WhatsApp card number");

    // "9 ص – 7 م": the opening hour on the right, its morning mark left of it, then the closing hour and its evening mark.
    const hours = await glyphs(t.page.locator("footer dl dd").first());
    const at = (ch: string) => hours.find((g) => g.ch === ch);
    const [nine, am, seven, pm] = ["9", "ص", "7", "م"].map(at);
    assert.ok(nine && am && seven && pm, `footer hours drawn: ${describeGlyphs(hours)}`);
    assert.ok(
      nine.left > am.left && am.left > seven.left && seven.left > pm.left,
      `footer hours read right to left, opening time first: ${describeGlyphs(hours)}`,
    );
  });

  it("draws an English review left to right, its full stop at the right end", async () => {
    t = await openPage(browser(), PHONE);
    await gotoHydrated(t.page, "/ar/international-patients");
    await expectLeftToRightText(t.page.locator("blockquote[lang='en'] p").first(), "an English patient story");
    await gotoHydrated(t.page, "/ar");
    await expectLeftToRightText(t.page.locator("#reviews blockquote[lang='en']").first(), "an English review on the home page");
  });

  it("the emergency notice is in Arabic on an Arabic page", async () => {
    t = await openPage(browser(), PHONE);
    await gotoHydrated(t.page, CRYO);
    const notices = t.page.getByText(/مرفقًا للطوارئ/);
    assert.equal(await notices.count(), 2, "in the availability note and in the footer");
    assert.equal(await t.page.getByText(/not an emergency facility/).count(), 0, "no English notice left");
  });
});

describe("floating controls and booking, at 390 px", () => {
  it("the floating buttons never cover a focused field, nor the page's last line", async () => {
    t = await openPage(browser(), PHONE);
    await gotoHydrated(t.page, CRYO);
    const phone = t.page.locator("#home-inquiry-phone");
    await focusLow(t.page, phone);
    // Past 400 px of scroll: back to top shows too, unless a field has focus.
    await expectUncovered(t.page, phone, "nothing floats over the focused phone field");
    await phone.blur();
    await waitUntil(() => t.page.locator("[data-island='quick-contact'] > button").isVisible(), "the buttons come back");

    // The end of the page: its last line is never under a floating button.
    await t.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const lastLine = t.page.locator("footer a[href='/admin-login']");
    await waitUntil(() => t.page.locator("[data-island='scroll-to-top']").isVisible(), "back to top shown");
    await expectUncovered(t.page, lastLine, "nothing floats over the page's last line");

    // The international page's bottom bar steps aside too.
    await gotoHydrated(t.page, "/ar/international-patients");
    const field = t.page.locator("#international-inquiry-contact");
    await focusLow(t.page, field);
    await expectUncovered(t.page, field, "nothing floats over a focused field of the international form");
  });

  it("the confirmation after sending, and each page's last line, are clear of every fixed element (Arabic and Telugu)", async () => {
    t = await openPage(browser(), PHONE);
    await gotoHydrated(t.page, "/ar/international-patients");
    let form = t.page.locator("form[data-island=inquiry-form]");
    await form.locator("[name=fullName]").fill("فاطمة الحارثي");
    await form.locator("[name=country]").fill("عُمان");
    await form.locator("[name=contact]").fill("fatima@example.om");
    await form.locator("[name=therapy]").selectOption("HBOT");
    await form.locator("[name=message]").fill("جرح القدم السكري منذ ثلاثة أشهر، وأرغب في معرفة عدد الجلسات.");
    await form.locator("button[type=submit]").click();
    await expectConfirmationClear(t.page, form, "Arabic international confirmation");
    // Scrolled away and back, the controls return, and step aside again.
    await t.page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await waitUntil(
      () => t.page.locator("[data-island='quick-contact'] > button").isVisible(),
      "the buttons come back off the confirmation",
    );

    await gotoHydrated(t.page, "/te/therapy/cryotherapy");
    form = t.page.locator("form[data-island=inquiry-form]");
    await form.locator("[name=name]").fill("రవి తేజ");
    await form.locator("[name=phone]").fill("98480 22222");
    await form.locator("[name=message]").fill("మోకాలి నొప్పి");
    const popup = t.context.waitForEvent("page");
    await form.locator("button[type=submit]").click();
    await (await popup).close();
    await expectConfirmationClear(t.page, form, "Telugu therapy confirmation");

    for (const path of ["/te/international-patients", "/te/therapy/cryotherapy", "/ar/international-patients"]) {
      await gotoHydrated(t.page, path);
      // The language note (offering English to this browser) shows after load, lengthening the footer.
      await t.page.locator("[data-island='language-suggestion']").waitFor();
      await t.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await expectNoFixedOver(t.page.locator("footer a[href$='/admin-login']"), `${path}: the page's last line`);
    }
    // The last page is Arabic. The note itself, in English there: its own direction, and nothing floats over it.
    const note = t.page.locator("[data-island='language-suggestion'] aside:not([hidden]) p");
    await expectLeftToRightText(note, "the English note on an Arabic page");
    await expectNoFixedOver(note, "nothing floats over the English note");
  });

  it("keyboard focus never lands under a floating control (the root's bottom scroll padding)", async () => {
    t = await openPage(browser(), { ...PHONE, reducedMotion: "reduce" });
    for (const path of ["/ar/international-patients", "/te/therapy/cryotherapy"]) {
      await gotoHydrated(t.page, path);
      await t.page.locator("[data-island='language-suggestion']").waitFor();
      const under: string[] = [];
      for (let i = 0; i < 80; i++) {
        await t.page.keyboard.press("Tab");
        const focused = await t.page.evaluateHandle(() => document.activeElement ?? document.body);
        const skip = await focused.evaluate(
          (el) =>
            el === document.body ||
            // A field hides the controls itself (field-focused:); links, buttons and summaries rely on the padding.
            el.matches("input, select, textarea") ||
            Boolean(
              el.closest(
                "header, [data-island=bottom-bar], [data-island=quick-contact], [data-island=language-suggestion], [data-island=scroll-to-top]",
              ),
            ),
        );
        const found = skip ? [] : (await focused.evaluate(fixedOverElement)).map((over) => `Tab ${i + 1}: ${over}`);
        under.push(...found);
      }
      assert.deepEqual(under, [], `${path}: no focused control under a floating one`);
    }
  });

  // Issue 47: Book This Therapy opens the therapy's own booking page, in the page's language.
  const expectTherapyBooking = async (page: Page, slug: string) => {
    await page.waitForURL(url(`/ar/book/${slug}`));
    assert.equal(await page.locator("html").getAttribute("dir"), "rtl");
    assert.equal(await page.locator("a[aria-current=true]").count(), 1, "the therapy's session chosen");
    await page.locator("#book-times").waitFor();
  };

  it("Book This Therapy opens the therapy's booking page with its session chosen", async () => {
    t = await openPage(browser(), PHONE);
    await gotoHydrated(t.page, CRYO);
    await t.page.locator("[aria-labelledby='therapy-title'] a.btn-sand").first().click();
    await expectTherapyBooking(t.page, "cryotherapy");
  });

  it("Book This Therapy opens it without JavaScript too", async () => {
    t = await openPage(browser(), { ...PHONE, javaScriptEnabled: false });
    await t.page.goto(url(CRYO));
    await t.page.locator("[aria-labelledby='therapy-title'] a.btn-sand").first().click();
    await expectTherapyBooking(t.page, "cryotherapy");
  });

  it("the home page's Book This Therapy opens that therapy's booking page", async () => {
    t = await openPage(browser(), PHONE);
    await gotoHydrated(t.page, "/ar");
    await t.page.locator("#services button[aria-expanded]").nth(1).click();
    const book = t.page.locator("#service-detail a.btn-primary");
    await book.waitFor();
    const href = (await book.getAttribute("href"))!;
    await book.click();
    await expectTherapyBooking(t.page, href.split("/").at(-1)!);
  });
});
