// Issue 47 items 2 and 4 in the browser: a visitor books a time on the site, with JavaScript
// (no page reload between steps) and without, in English and Arabic; a London patient sees the
// same instant on the page and in the .ics; the private link moves and cancels the booking; a
// time taken meanwhile is refused with the nearest free times. Cryotherapy's cabin (one place)
// and the hydrogen station are used: other files on the shared server change the chamber.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, browserForFile, inViewport, openPage, type TestPage, url, waitForHydration, waitUntil } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

/** The free-time buttons: each named by its clinic time, HH:MM. */
const times = (page: Page) =>
  page
    .locator("#book-times")
    .locator("xpath=..")
    .getByRole("button", { name: /^\d{2}:\d{2}$/ });

/** Shows the next week; with JavaScript the step is swapped in place, so the address tells when. */
async function laterWeek(page: Page) {
  const link = page.getByRole("link", { name: "Later days" });
  const from = new URL((await link.getAttribute("href"))!, "http://x").searchParams.get("from");
  await link.click();
  await page.waitForURL((u) => u.searchParams.get("from") === from);
  await page.locator("#book-times").waitFor();
}

/** Picks the first day of the week shown with a free time, and gives its first time's button. */
async function firstFreeTime(page: Page): Promise<Locator> {
  await waitUntil(async () => (await times(page).count()) > 0, "a day with free times is shown");
  return times(page).first();
}

async function fillDetails(page: Page, details: { name: string; phone: string; country: string; email?: string }) {
  await page.getByLabel("Your name").fill(details.name);
  await page.getByLabel("Phone number (WhatsApp if you have it)").fill(details.phone);
  if (details.email) await page.getByLabel("E-mail (optional)").fill(details.email);
  await page.getByLabel("Country").fill(details.country);
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("booking on the site", () => {
  it("with JavaScript, from a therapy's page, without a reload; a London patient sees the same instant on the page and in the .ics, then moves and cancels", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 }, timezoneId: "Europe/London" });
    const { page } = t;
    await page.goto(url("/therapy/cryotherapy"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Book This Therapy" }).first().click();
    await page.waitForURL(/\/book\/cryotherapy$/);
    await waitForHydration(page);
    // A mark the page keeps only while it is not reloaded.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    assert.equal(await page.getByRole("heading", { name: "Choose a day" }).count(), 1, "its one service is chosen at once");
    // Far enough ahead that the booking may still be moved and cancelled (24 hours' notice).
    await laterWeek(page);
    const time = await firstFreeTime(page);
    const clock = await time.innerText();
    const instant = await time.getAttribute("value");
    await time.click();
    const details = page.getByRole("heading", { name: "Your details" });
    await details.waitFor();
    await waitUntil(() => details.evaluate((h) => document.activeElement === h), "focus on the details' heading");
    assert.match(await page.getByText(/is held for you until/).innerText(), new RegExp(`${clock} on `));
    assert.equal(await page.getByLabel("Your time zone").inputValue(), "Europe/London", "the visitor's own zone is chosen");
    await expectNoAxeViolations(page, "details @390");
    assert.equal(await overflow(page), 0, "nothing wider than the phone");

    await fillDetails(page, { name: "Margaret Hughes", phone: "07911 123456", country: "United Kingdom", email: "margaret@example.com" });
    await page.getByRole("button", { name: "Confirm booking" }).click();
    const booked = page.getByRole("status").filter({ hasText: /Booked\. Your reference is SAM-[0-9A-Z]{6}\./ });
    await booked.waitFor();
    await waitUntil(() => inViewport(page, "#book-status"), "the confirmation in view on the phone");
    assert.equal(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept), true, "no page was reloaded");
    assert.match(page.url(), /\/book\/manage\?link=[0-9a-z]+\.[\w-]{22}&booked=1$/);

    // The same instant: in India, in London and in the calendar file.
    const at = new Date(instant!);
    const london = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(at);
    const when = await page.locator("dd").filter({ hasText: "India time" }).innerText();
    assert.match(when, new RegExp(`${clock} India time`));
    assert.match(when, new RegExp(`${london} your time \\(Europe/London\\)`));
    const ics = await (
      await page.request.get(
        await page
          .getByRole("link", { name: "Add to calendar (.ics)" })
          .getAttribute("href")
          .then((h) => url(h!)),
      )
    ).text();
    const utc = at
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    assert.match(ics, new RegExp(`DTSTART:${utc}`));
    assert.match(ics, /SUMMARY:Cryotherapy session at Samudra/);
    await expectNoAxeViolations(page, "booking page @390");

    // Reschedule to another free time of the same week.
    await page.getByRole("link", { name: "Reschedule" }).click();
    await page.getByRole("heading", { name: "Choose a new time" }).waitFor();
    await page.waitForURL(/move=1/);
    const newTime = times(page).nth(1);
    const newClock = await newTime.innerText();
    await newTime.click();
    await page.getByRole("status").filter({ hasText: "Moved. Your appointment is now at the time below." }).waitFor();
    assert.match(await page.locator("dd").filter({ hasText: "India time" }).innerText(), new RegExp(`${newClock} India time`));

    // Cancel, after the question.
    await page.getByRole("link", { name: "Cancel appointment" }).click();
    await page.getByText("Cancel this appointment? The time is given to another patient.").waitFor();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await page.getByRole("status").filter({ hasText: "Your appointment is cancelled." }).waitFor();
    assert.equal(await page.getByRole("link", { name: "Reschedule" }).count(), 0);
    assert.equal(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept), true, "still no reload");
  });

  it("without JavaScript, in Arabic: a refused phone keeps what was typed, then the booking is made, right to left", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const { page } = t;
    await page.goto(url("/ar/book"));
    assert.equal(await page.locator("html").getAttribute("dir"), "rtl");
    await page.locator("a[href^='/ar/book?service=']").filter({ hasText: "الهيدروجين" }).first().click();
    await page.locator("#book-times").waitFor();
    const time = await firstFreeTime(page);
    const clock = await time.innerText();
    await time.click();
    await page.locator("#book-details").waitFor();
    assert.equal(await page.locator("select[name=zone]").inputValue(), "Asia/Kolkata", "without JavaScript: the clinic's zone");
    await page.locator("input[name=name]").fill("ليلى حسن");
    await page.locator("input[name=phone]").fill("12345");
    await page.locator("input[name=country]").fill("الإمارات");
    await page.locator("form:has(input[name=intent][value=book]) button[type=submit]").click();
    const phoneError = page.locator("[data-error-for=phone]");
    await phoneError.waitFor();
    await waitUntil(() => inViewport(page, "#book-answer"), "the note under the button in view on the phone");
    allowErrors(t, /status of 400/);
    assert.notEqual((await phoneError.innerText()).trim(), "");
    assert.equal(await page.locator("input[name=name]").inputValue(), "ليلى حسن", "the name typed is kept");
    assert.equal(await page.locator("input[name=phone]").getAttribute("aria-invalid"), "true");

    await page.locator("input[name=phone]").fill("050 123 4567");
    await page.locator("form:has(input[name=intent][value=book]) button[type=submit]").click();
    await page.waitForURL(/\/ar\/book\/manage\?link=/);
    const status = page.locator("[role=status]");
    assert.match(await status.innerText(), /SAM-[0-9A-Z]{6}/);
    assert.match(await page.locator("dd").nth(2).innerText(), new RegExp(clock));
    assert.equal(await overflow(page), 0);
    // axe runs as a script: the same page, opened with JavaScript.
    const checked = await (await browser().newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await checked.goto(page.url());
    await expectNoAxeViolations(checked, "Arabic booking page @390");
    await checked.context().close();
  });

  it("refuses a time taken meanwhile, without JavaScript, naming it and offering the nearest free times", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    const { page } = t;
    await page.goto(url("/book/cryotherapy"));
    await laterWeek(page);
    await laterWeek(page);
    const time = await firstFreeTime(page);
    const clock = await time.innerText();
    // Another visitor holds the cabin's one place at that time first.
    const other = await t.context.newPage();
    await other.goto(page.url());
    await other.locator(`button[value="${await time.getAttribute("value")}"]`).click();
    await other.locator("#book-details").waitFor();
    await time.click();
    const refusal = page.getByRole("alert").filter({ hasText: `Sorry, ${clock} was just taken. Please choose another time.` });
    await refusal.waitFor();
    await waitUntil(() => inViewport(page, "#book-refusal"), "the refusal in view");
    allowErrors(t, /status of 409/);
    const nearest = refusal.getByRole("button", { name: /\d{2}:\d{2}$/ });
    assert.equal(await nearest.count(), 3);
    await nearest.first().click();
    await page.locator("#book-details").waitFor();
  });

  it("says a wrong or altered link finds no booking, with the clinic's number", async () => {
    t = await openPage(browser());
    const response = await t.page.goto(url("/book/manage?link=1.AAAAAAAAAAAAAAAAAAAAAA"));
    assert.equal(response?.status(), 404);
    await t.page.getByText(/We could not find this booking/).waitFor();
    allowErrors(t, /status of 404/);
    assert.equal((await t.page.request.get(url("/book/appointment.ics?link=1.AAAAAAAAAAAAAAAAAAAAAA"))).status(), 404);
  });
});
