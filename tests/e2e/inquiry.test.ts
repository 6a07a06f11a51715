import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
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

const expectedText =
  "Hello Samudra, I would like to book a consultation for Hydrogen Inhalation.\nName: Meera Iyer\nMessage: Breathing after COVID";

describe("home contact form", () => {
  it("with JavaScript: stores the lead, opens WhatsApp in a new window, shows Message Sent! for 3 s", async () => {
    t = await openPage(browser());
    await t.page.clock.install();
    await gotoHydrated(t.page, "/");
    const form = await fill(t.page, {
      name: "Meera Iyer",
      phone: "+91 98480 22222",
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

    const sent = form.getByRole("button", { name: "Message Sent!" });
    await sent.waitFor();
    assert.equal(await sent.isDisabled(), true);
    assert.match(await form.getByRole("status").innerText(), /We have your request/);
    assert.equal(await form.getByLabel("Your name").inputValue(), "", "form cleared after a stored lead");
    await t.page.clock.runFor(3000);
    await form.getByRole("button", { name: "Send via WhatsApp" }).waitFor();
    assert.equal(await form.getByRole("button", { name: "Send via WhatsApp" }).isDisabled(), false);
  });

  it("with JavaScript: shows the server's message per field and keeps what was typed", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const form = await fill(t.page, { name: "Meera Iyer", phone: "call me", service: "Cryotherapy", message: "Keep this text" });
    const popupPromise = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    const popup = await popupPromise;
    const error = form.getByText("Please enter a phone number of 7 to 15 digits");
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
    await plain.page.getByText("Please enter a phone number of 7 to 15 digits").waitFor();
    const server = await phoneMarkup(plain.page);
    await plain.context.close();

    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    const before = await phoneMarkup(t.page);
    const form = await fill(t.page, bad);
    const popupPromise = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await popupPromise;
    await form.getByText("Please enter a phone number of 7 to 15 digits").waitFor();
    assert.deepEqual(await phoneMarkup(t.page), server, "the island shows exactly what the server renders");
    assert.deepEqual(server, {
      invalid: "true",
      describedBy: "home-inquiry-phone-hint home-inquiry-phone-error",
      error:
        '<p id="home-inquiry-phone-error" class="field-error" data-error-for="phone">Please enter a phone number of 7 to 15 digits, for example +91 90000 11001.</p>',
      nameError: before.nameError,
    });

    await form.getByLabel("Phone number").fill("+91 98480 22222");
    const chat = t.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await chat;
    await form.getByRole("button", { name: "Message Sent!" }).waitFor();
    assert.deepEqual(await phoneMarkup(t.page), before, "the messages are gone again");
    assert.equal(await form.getByText("Please enter a phone number").count(), 0);
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
    await waitUntil(async () => popup.isClosed(), "the pre-opened window is closed again");
    const button = form.getByRole("button", { name: "Send via WhatsApp" });
    assert.equal(await button.isDisabled(), false, "ready to try again");
    assert.equal(await form.getByLabel("Your name").inputValue(), "Meera Iyer");
    assert.equal(await form.getByLabel("Message (optional)").inputValue(), "Offline");
    assert.equal(await form.getByRole("status").innerText(), "");
    assert.ok(!t.thirdParty.some((u) => u.startsWith("https://wa.me/")), "no chat without a stored lead");
    allowErrors(t, /ERR_INTERNET_DISCONNECTED/);
  });

  it("without JavaScript: posts the form and lands on the WhatsApp link", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url("/"));
    const form = await fill(t.page, {
      name: "Meera Iyer",
      phone: "+91 98480 22222",
      service: "Hydrogen Inhalation",
      message: "Breathing after COVID",
    });
    // A server redirect's target is not seen by context.route, so watch the request itself.
    const [request] = await Promise.all([
      t.page.waitForRequest((r) => r.url().startsWith("https://wa.me/")),
      form.getByRole("button", { name: "Send via WhatsApp" }).click(),
    ]);
    const chat = new URL(request.url());
    assert.equal(chat.searchParams.get("text"), expectedText);
    allowErrors(t, /.*/); // the blocked wa.me page itself
  });

  it("without JavaScript: invalid input comes back with messages and the typed values", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url("/"));
    const form = await fill(t.page, { name: "Meera Iyer", phone: "12", service: "Cryotherapy", message: "Keep me" });
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await t.page.getByText("Please enter a phone number of 7 to 15 digits").waitFor();
    const again = t.page.locator("#contact form");
    assert.equal(await again.getByLabel("Your name").inputValue(), "Meera Iyer");
    assert.equal(await again.getByLabel("Phone number").inputValue(), "12");
    assert.equal(await again.getByLabel("Preferred service").inputValue(), "Cryotherapy");
    assert.equal(await again.getByLabel("Message (optional)").inputValue(), "Keep me");
    assert.deepEqual(t.thirdParty, []);
    allowErrors(t, /status of 400/);
  });
});
