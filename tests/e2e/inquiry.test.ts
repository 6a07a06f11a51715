import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, browserForFile, gotoHydrated, openPage, type TestPage, url, waitUntil } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

async function fill(page: Page, v: { name: string; phone: string; service: string; message?: string }) {
  const form = page.locator("#contact form");
  await form.getByLabel("Your name").fill(v.name);
  await form.getByLabel("Phone number").fill(v.phone);
  await form.getByLabel("Preferred service").selectOption(v.service);
  if (v.message) await form.getByLabel("Message (optional)").fill(v.message);
  return form;
}

const PHONE_INVALID = "This is not a phone number we can reach";

/**
 * The element is on screen (its box inside the viewport, at the top if it is taller), not under
 * the sticky header, the bottom bar or a floating button (what is drawn at its corners is
 * itself), and has focus (or holds it).
 */
async function assertInViewAndFocused(page: Page, target: Locator, what: string) {
  await waitUntil(
    async () => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)),
    `${what} focused`,
  );
  const viewport = page.viewportSize();
  assert.ok(viewport);
  let last = "";
  // Polled: the page may scroll smoothly to it.
  await waitUntil(
    async () => {
      const box = await target.boundingBox();
      if (!box) return false;
      const bottom = Math.min(box.y + box.height, viewport.height);
      const points: Array<[number, number]> = [
        [box.x + 8, box.y + 8],
        [box.x + box.width - 8, box.y + 8],
        [box.x + 8, bottom - 8],
        [box.x + box.width - 8, bottom - 8],
      ];
      const uncovered = await target.evaluate((el, pts) => pts.every(([x, y]) => el.contains(document.elementFromPoint(x, y))), points);
      last = `${JSON.stringify(box)} in a ${viewport.width}×${viewport.height} viewport, uncovered: ${uncovered}`;
      return box.y >= 0 && box.y + Math.min(box.height, 40) <= viewport.height && uncovered;
    },
    () => `${what} in view and not covered by the header, the bottom bar or a floating button: ${last}`,
  );
}

const expectedText =
  "Hello Samudra, I would like to book a consultation for Hydrogen Inhalation.\nName: Meera Iyer\nMessage: Breathing after COVID";

describe("home contact form", () => {
  it("with JavaScript: stores the lead, opens WhatsApp in a new window, and shows the confirmation in place of the form", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const form = await fill(t.page, {
      name: "Meera Iyer",
      phone: "98480 22222",
      service: "Hydrogen Inhalation",
      message: "Breathing after COVID",
    });
    const popupPromise = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    const popup = await popupPromise;
    await waitUntil(async () => t.thirdParty.some((u) => u.startsWith("https://wa.me/")), "popup pointed at WhatsApp");
    const chat = new URL(t.thirdParty.find((u) => u.startsWith("https://wa.me/")) ?? "");
    assert.equal(chat.pathname, "/919000011009");
    assert.equal(chat.searchParams.get("text"), expectedText);
    assert.notEqual(popup, t.page, "the chat opened in a new window");

    const heading = form.getByRole("heading", { name: "Thank you: we have your message" });
    await assertInViewAndFocused(t.page, heading, "the confirmation");
    assert.match(await form.locator("[data-reference]").innerText(), /^SAM-[0-9A-HJKMNP-TV-Z]{6}$/);
    assert.match(await form.innerText(), /WhatsApp has opened in a new tab with your message/);
    assert.equal(
      await form
        .locator("[data-summary] dd")
        .allInnerTexts()
        .then((v) => v.join("|")),
      "Meera Iyer|+91 98480 22222|Hydrogen Inhalation|Breathing after COVID",
    );
    assert.equal(await form.getByLabel("Your name").isVisible(), false, "the form gave way to the confirmation");

    await form.getByRole("button", { name: "Send another message" }).click();
    await waitUntil(
      async () => (await t.page.evaluate(() => document.activeElement?.id)) === "home-inquiry-name",
      "the emptied form again",
    );
    assert.equal(await form.getByLabel("Your name").inputValue(), "");
  });

  it("with JavaScript: shows the server's message per field and keeps what was typed", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const form = await fill(t.page, { name: "Meera Iyer", phone: "call me", service: "Cryotherapy", message: "Keep this text" });
    const popupPromise = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    const popup = await popupPromise;
    const error = form.getByText(PHONE_INVALID);
    await error.waitFor();
    const phone = form.getByLabel("Phone number");
    assert.equal(await phone.getAttribute("aria-invalid"), "true");
    assert.match((await phone.getAttribute("aria-describedby")) ?? "", /home-inquiry-phone-error/);
    assert.equal(await phone.inputValue(), "call me");
    assert.equal(await form.getByLabel("Message (optional)").inputValue(), "Keep this text");
    assert.equal(await form.getByLabel("Your name").inputValue(), "Meera Iyer");
    await waitUntil(async () => popup.isClosed(), "the pre-opened window is closed again");
    await waitUntil(
      async () => (await t.page.evaluate(() => document.activeElement?.id)) === "home-inquiry-phone",
      "focus on the bad field",
    );
    assert.ok(!t.thirdParty.some((u) => u.startsWith("https://wa.me/")), "no chat for invalid input");
    allowErrors(t, /status of 400/);
  });

  it("with JavaScript: the messages are the server's own markup, and a good submission clears them", async () => {
    /** The phone field's control attributes and message paragraph, as a visitor's browser has them. */
    const phoneMarkup = (page: Page) =>
      page.locator("#contact form").evaluate((form) => {
        const phone = form.querySelector("#home-inquiry-phone");
        return {
          invalid: phone?.getAttribute("aria-invalid"),
          describedBy: phone?.getAttribute("aria-describedby"),
          error: form.querySelector("#home-inquiry-phone-error")?.outerHTML,
          nameError: form.querySelector("#home-inquiry-name-error")?.outerHTML,
        };
      });
    const bad = { name: "Meera Iyer", phone: "12", service: "Cryotherapy" };

    const plain = await openPage(browser(), { javaScriptEnabled: false });
    await plain.page.goto(url("/"));
    await (await fill(plain.page, bad)).getByRole("button", { name: "Send via WhatsApp" }).click();
    await plain.page.getByText(PHONE_INVALID).waitFor();
    const server = await phoneMarkup(plain.page);
    await plain.context.close();

    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const before = await phoneMarkup(t.page);
    const form = await fill(t.page, bad);
    const popupPromise = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await popupPromise;
    await form.getByText(PHONE_INVALID).waitFor();
    assert.deepEqual(await phoneMarkup(t.page), server, "the island shows exactly what the server renders");
    assert.deepEqual(server, {
      invalid: "true",
      describedBy: "home-inquiry-phone-hint home-inquiry-phone-error",
      error:
        '<p id="home-inquiry-phone-error" class="field-error" data-error-for="phone">This is not a phone number we can reach: please check the digits, and outside India start with the country code, e.g. +44 7700 900123.</p>',
      nameError: before.nameError,
    });

    await form.getByLabel("Phone number").fill("+91 98480 22222");
    const chat = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await chat;
    await form.getByRole("button", { name: "Send another message" }).click();
    assert.deepEqual(await phoneMarkup(t.page), before, "the messages are gone again");
    assert.equal(await form.getByText(PHONE_INVALID).count(), 0);
    allowErrors(t, /status of 400/);
  });

  it("with JavaScript: Sending… while the server works; when it cannot be reached, the window closes and nothing typed is lost", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await t.page.route("**/api/inquiries/home", async (route) => {
      await held;
      await route.abort("internetdisconnected");
    });
    const form = await fill(t.page, { name: "Meera Iyer", phone: "+91 98480 22222", service: "Cryotherapy", message: "Offline" });
    const popupPromise = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    const popup = await popupPromise;
    const sending = form.getByRole("button", { name: "Sending…" });
    await sending.waitFor();
    assert.equal(await sending.isDisabled(), true);
    release();
    const alert = form.getByRole("alert");
    await alert.waitFor();
    assert.match(await alert.innerText(), /We could not send your message just now/);
    await assertInViewAndFocused(t.page, alert, "the failure under the button");
    const [alertBox, buttonBox] = await Promise.all([alert.boundingBox(), form.locator("button[type=submit]").boundingBox()]);
    assert.ok(
      alertBox && buttonBox && alertBox.y >= buttonBox.y + buttonBox.height && alertBox.y - (buttonBox.y + buttonBox.height) < 40,
      "right under the button",
    );
    await waitUntil(async () => popup.isClosed(), "the pre-opened window is closed again");
    const button = form.getByRole("button", { name: "Send via WhatsApp" });
    assert.equal(await button.isDisabled(), false, "ready to try again");
    assert.equal(await form.getByLabel("Your name").inputValue(), "Meera Iyer");
    assert.equal(await form.getByLabel("Message (optional)").inputValue(), "Offline");
    assert.ok(!t.thirdParty.some((u) => u.startsWith("https://wa.me/")), "no chat without a stored lead");
    allowErrors(t, /ERR_INTERNET_DISCONNECTED/);
  });

  it("without JavaScript: posts the form and gets the confirmation page, in view, with WhatsApp as a button", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await t.page.goto(url("/"));
    const form = await fill(t.page, {
      name: "Meera Iyer",
      phone: "+91 98480 22222",
      service: "Hydrogen Inhalation",
      message: "Breathing after COVID",
    });
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    const heading = t.page.getByRole("heading", { name: "Thank you: we have your message" });
    await heading.waitFor();
    assert.equal(new URL(t.page.url()).pathname, "/", "nothing typed in the address");
    assert.equal(new URL(t.page.url()).search, "?index");
    await waitUntil(async () => {
      const box = await heading.boundingBox();
      return Boolean(box && box.y >= 0 && box.y + box.height <= 844);
    }, "the confirmation in view");
    assert.match(await t.page.locator("[data-reference]").innerText(), /^SAM-/);
    const link = t.page.getByRole("link", { name: "Open WhatsApp" });
    const chat = new URL((await link.getAttribute("href")) ?? "");
    assert.equal(chat.pathname, "/919000011009");
    assert.equal(chat.searchParams.get("text"), expectedText);
    assert.deepEqual(t.thirdParty, [], "WhatsApp opens only when the patient presses the button");
  });

  it("without JavaScript: invalid input comes back with messages and the typed values", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url("/"));
    const form = await fill(t.page, { name: "Meera Iyer", phone: "12", service: "Cryotherapy", message: "Keep me" });
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await t.page.getByText(PHONE_INVALID).waitFor();
    assert.match(await t.page.locator("[data-form-error]").innerText(), /Please check: Phone number\./);
    const again = t.page.locator("#contact form");
    assert.equal(await again.getByLabel("Your name").inputValue(), "Meera Iyer");
    assert.equal(await again.getByLabel("Phone number").inputValue(), "12");
    assert.equal(await again.getByLabel("Preferred service").inputValue(), "Cryotherapy");
    assert.equal(await again.getByLabel("Message (optional)").inputValue(), "Keep me");
    assert.deepEqual(t.thirdParty, []);
    allowErrors(t, /status of 400/);
  });
});

describe("where the eye is, at 390 px in Arabic and Telugu (issue 44)", () => {
  const phone = { viewport: { width: 390, height: 844 } };

  async function international(page: Page, contact: string) {
    const form = page.locator("form[data-island=inquiry-form]");
    await form.locator("[name=fullName]").fill("فاطمة الحارثي");
    await form.locator("[name=country]").fill("عُمان");
    await form.locator("[name=contact]").fill(contact);
    await form.locator("[name=therapy]").selectOption("HBOT");
    await form.locator("[name=message]").fill("جرح القدم السكري");
    return form;
  }

  async function booking(page: Page, phoneNumber: string) {
    const form = page.locator("form[data-island=inquiry-form]");
    await form.locator("[name=name]").fill("రవి తేజ");
    await form.locator("[name=phone]").fill(phoneNumber);
    await form.locator("[name=message]").fill("మోకాలి నొప్పి");
    return form;
  }

  it("Arabic, e-mail only: the confirmation is in view and focused, promises an e-mail answer and opens no WhatsApp", async () => {
    t = await openPage(browser(), phone);
    await gotoHydrated(t.page, "/ar/international-patients");
    const form = await international(t.page, "fatima@example.om");
    let popups = 0;
    t.context.on("page", () => (popups += 1));
    await form.locator("button[type=submit]").click();
    const heading = form.getByRole("heading", { name: "شكرًا لك: تلقّينا رسالتك" });
    await assertInViewAndFocused(t.page, heading, "the confirmation");
    assert.match(await form.innerText(), /سنرد عليك بالبريد الإلكتروني خلال 24 ساعة/);
    assert.doesNotMatch(await form.innerText(), /فُتح واتساب/);
    assert.equal(await form.locator("[data-confirmation-slot] [data-whatsapp-link]").isVisible(), false);
    assert.match(await form.locator("[data-summary]").innerText(), /fatima@example\.om/);
    assert.equal(popups, 0, "no WhatsApp window for an e-mail-only inquiry");
    await expectNoAxeViolations(t.page, "the confirmation, Arabic, 390 px");
  });

  it("Telugu therapy page: the confirmation is in view and focused and says WhatsApp opened", async () => {
    t = await openPage(browser(), phone);
    await gotoHydrated(t.page, "/te/therapy/cryotherapy");
    const form = await booking(t.page, "98480 22222");
    const popup = t.context.waitForEvent("page");
    await form.locator("button[type=submit]").click();
    await popup;
    const heading = form.getByRole("heading", { name: "ధన్యవాదాలు: మీ సందేశం మాకు అందింది" });
    await assertInViewAndFocused(t.page, heading, "the confirmation");
    assert.match(await form.innerText(), /WhatsApp కొత్త ట్యాబ్‌లో తెరుచుకుంది/);
    assert.match(await form.locator("[data-summary]").innerText(), /\+91 98480 22222/);
  });

  it("Arabic: a network failure is shown under the button, in view and focused, keeping what was typed", async () => {
    t = await openPage(browser(), phone);
    await gotoHydrated(t.page, "/ar/international-patients");
    await t.page.route("**/api/inquiries/international*", (route) => route.abort("internetdisconnected"));
    const form = await international(t.page, "+968 9123 4567");
    const popup = t.context.waitForEvent("page");
    await form.locator("button[type=submit]").click();
    await popup;
    const alert = form.locator("[data-form-error]");
    await assertInViewAndFocused(t.page, alert, "the failure");
    assert.match(await alert.innerText(), /تعذّر إرسال رسالتك الآن/);
    assert.equal(await form.locator("[name=contact]").inputValue(), "+968 9123 4567");
    assert.equal(await form.locator("[name=message]").inputValue(), "جرح القدم السكري");
    await expectNoAxeViolations(t.page, "the failure under the button, Arabic, 390 px");
    allowErrors(t, /ERR_INTERNET_DISCONNECTED/);
  });

  it("Telugu: the visitor limit (429) is shown under the button, in view and focused", async () => {
    t = await openPage(browser(), phone);
    await gotoHydrated(t.page, "/te/therapy/cryotherapy");
    await t.page.route("**/api/inquiries/therapy*", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "600" },
        contentType: "application/json",
        body: JSON.stringify({ status: "rate-limited", whatsappUrl: null, errors: { form: "పరిమితి: 10 నిమిషాల తర్వాత." }, values: {} }),
      }),
    );
    const form = await booking(t.page, "98480 22222");
    const popup = t.context.waitForEvent("page");
    await form.locator("button[type=submit]").click();
    await popup;
    const alert = form.locator("[data-form-error]");
    await assertInViewAndFocused(t.page, alert, "the limit's message");
    assert.equal(await alert.innerText(), "పరిమితి: 10 నిమిషాల తర్వాత.");
    assert.equal(await form.locator("[name=name]").inputValue(), "రవి తేజ");
    allowErrors(t, /status of 429/);
  });

  it("Arabic: a contact that is no e-mail and no reachable number is refused by its field, which gets focus; the note under the button names it", async () => {
    t = await openPage(browser(), phone);
    await gotoHydrated(t.page, "/ar/international-patients");
    for (const contact of ["fatima", "91234567"]) {
      const form = await international(t.page, contact);
      await t.page.locator("[name=country]").fill("Atlantis");
      await form.locator("button[type=submit]").click();
      const field = form.locator("[name=contact]");
      await assertInViewAndFocused(t.page, field, `the contact field (${contact})`);
      const error = form.locator("#international-inquiry-contact-error");
      await error.waitFor();
      assert.match(await error.innerText(), /مع رمز الدولة/);
      assert.ok(await error.isVisible());
      assert.match(await form.locator("[data-form-error]").innerText(), /يُرجى التحقق من: رقم واتساب أو البريد الإلكتروني/);
      assert.equal(await field.inputValue(), contact);
    }
    allowErrors(t, /status of 400/);
  });

  it("Arabic without JavaScript: the confirmation page opens at the confirmation", async () => {
    t = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    await t.page.goto(url("/ar/international-patients"));
    const form = await international(t.page, "+968 9123 4567");
    await form.locator("button[type=submit]").click();
    const heading = t.page.getByRole("heading", { name: "شكرًا لك: تلقّينا رسالتك" });
    await heading.waitFor();
    await waitUntil(async () => {
      const box = await heading.boundingBox();
      return Boolean(box && box.y >= 0 && box.y + box.height <= 844);
    }, "the confirmation in view");
    assert.match(await t.page.locator("[data-summary]").innerText(), /\+968 9123 4567/);
    assert.ok(await t.page.getByRole("link", { name: "افتح واتساب" }).isVisible());
  });

  it("Arabic: the phone example reads left to right", async () => {
    t = await openPage(browser(), phone);
    await t.page.goto(url("/ar/international-patients"));
    const example = t.page.locator("#international-inquiry-contact-hint bdi[dir=ltr]");
    assert.equal(await example.innerText(), "+44 7700 900123");
  });
});
