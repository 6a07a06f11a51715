// Issue 47 item 6 in the browser: on a phone, the front desk turns a lead into an appointment
// (prefilled from the inbox), sees it in the day view with the caller's name and checks the
// patient in; at a desk and without JavaScript, a series with a conflict lists it before
// booking and books only the free times. On a server of its own whose content clock stands at
// a Tuesday 08:30 in India, so "today" has free times and a check-in is allowed whenever the
// suite runs (and the shared server's chamber and cabin stay as other files expect them).
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { signInAt } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { browserForFile, openPage, type TestPage, waitForHydration } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";

let t: TestPage;
const browser = browserForFile(() => t);

const DAY_MS = 86_400_000;
const IST_MS = 5.5 * 3_600_000;
/** The next Tuesday (at least a day ahead), 08:30 in India: "YYYY-MM-DD" and the instant. */
function nextTuesdayMorning(now = Date.now()) {
  let day = new Date(now + IST_MS + DAY_MS);
  while (day.getUTCDay() !== 2) day = new Date(day.getTime() + DAY_MS);
  const date = day.toISOString().slice(0, 10);
  return { date, at: Date.parse(`${date}T08:30:00+05:30`) };
}

const tuesday = nextTuesdayMorning();
let server: RunningServer;
before(async () => {
  server = await startServer({
    env: { TEST_CLOCK_OFFSET_SECONDS: String(Math.round((tuesday.at - Date.now()) / 1000)), LOGIN_IP_LIMIT: "1000" },
  });
});
after(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});
const at = (path: string) => new URL(path, server.url).toString();

/** The public home form, posted as a browser without JavaScript would: a lead in the inbox. */
async function postLead(name: string, phone: string) {
  const response = await fetch(at("/?index"), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: new URL(server.url).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name, phone, service: "General Consultation", message: "" }),
  });
  assert.equal(response.status, 200, `stored ${name}`);
}

const toast = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("the front desk", () => {
  it("on a phone: a lead booked in one step, seen in the day view with its caller, checked in", async () => {
    await postLead("Lakshmi Prasanna", "98480 12345");
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = t;
    await signInAt(page, server.url, "admin", { to: "/admin/inquiries" });
    await waitForHydration(page);
    const lead = page.locator("article", { has: page.getByRole("heading", { name: "Lakshmi Prasanna", exact: true }) });
    await lead.getByRole("link", { name: "Book appointment for Lakshmi Prasanna" }).click();
    await page.waitForURL(/\/admin\/appointments\/new\?inquiry=\d+$/);
    await waitForHydration(page);
    await page.getByLabel("Service", { exact: true }).selectOption({ label: "Cryotherapy session (15 min)" });
    assert.equal(await page.getByLabel("Day", { exact: true }).inputValue(), tuesday.date, "today in India");
    await page.getByRole("button", { name: "Show free times" }).click();
    await page.waitForURL(/service=\d+/);
    // The lead's details are filled in; its number as stored (E.164).
    assert.equal(await page.getByLabel("Name", { exact: true }).inputValue(), "Lakshmi Prasanna");
    assert.equal(await page.getByLabel("Phone (WhatsApp if they have it)").inputValue(), "+919848012345");
    await page.getByRole("radio", { name: "10:00" }).check({ force: true });
    await page.getByLabel("WhatsApp reminders").check();
    await expectNoAxeViolations(page, "book for a caller @390");
    assert.equal(await overflow(page), 0, "nothing wider than the phone");
    await page.getByRole("button", { name: "Book appointment" }).click();
    await page.waitForURL(/\/admin\/appointments\/\d+$/);
    const booked = await toast(page)
      .getByText(/^Booked SAM-[0-9A-Z]{6}: .* at 10:00\. Give the caller this reference\.$/)
      .innerText();
    const reference = /SAM-[0-9A-Z]{6}/.exec(booked)![0];
    assert.equal(await page.locator("h1").innerText(), `Appointment ${reference}`);
    assert.equal(await page.locator("[data-inquiry-link]").count(), 1, "the appointment links back to its lead");
    assert.match(await page.locator("[data-notices]").innerText(), /Confirmation\s+WhatsApp\s+Waiting/);

    // The day view: the cabin's list, with the caller's name and number.
    await page.getByRole("link", { name: /at the front desk$/ }).click();
    await page.waitForURL(/\/admin\/appointments\?date=|\/admin\/appointments$/);
    const item = page.locator(`[data-appointment="${reference}"]`);
    assert.match(await item.innerText(), /10:00–10:15\s+Cryotherapy session[\s\S]*Booked[\s\S]*Lakshmi Prasanna · 098480 12345/);
    assert.equal(
      await page
        .getByRole("region", { name: /^Cryotherapy cabin/ })
        .locator(`[data-appointment="${reference}"]`)
        .count(),
      1,
    );
    await expectNoAxeViolations(page, "day view @390");
    assert.equal(await overflow(page), 0, "the day view fits the phone");

    await item.getByRole("link").click();
    await page.waitForURL(/\/admin\/appointments\/\d+$/);
    await page.getByRole("button", { name: `Check in (${reference})` }).click();
    await toast(page).getByText(`Checked in ${reference}.`).waitFor();
    assert.match(await page.locator("[data-status]").innerText(), /Checked in/);

    // The lead now shows its appointment, and is booked.
    await page.goto(at("/admin/inquiries"));
    await lead.locator(`[data-lead-appointment="${reference}"]`).waitFor();
    assert.match(await lead.locator("[data-status-badge]").innerText(), /Booked/);
  });

  it("without JavaScript: a series lists its conflict before booking, then books only the free times", async () => {
    t = await openPage(browser(), { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const { page } = t;
    await signInAt(page, server.url, "admin", { to: "/admin/appointments/series" });
    await page.getByLabel("Service", { exact: true }).selectOption({ label: "Cryotherapy session (15 min)" });
    await page.getByLabel("Sessions").fill("3");
    // From today (Tuesday) at 10:00, weekdays: today's 10:00 is the patient checked in above.
    assert.equal(await page.getByLabel("First day").inputValue(), tuesday.date);
    await page.getByLabel("Time (India)").fill("10:00");
    await page.getByRole("button", { name: "Check the times" }).click();
    const preview = page.locator("[data-series-preview]");
    await preview.waitFor();
    assert.match(await preview.locator("h2").innerText(), /2 of 3 times free, 1 conflict/);
    // Without JavaScript nothing may be evaluated in the page: the states are read as attributes.
    const states: Array<string | null> = [];
    for (const item of await preview.locator("[data-proposed]").all()) states.push(await item.getAttribute("data-proposed"));
    assert.deepEqual(states, ["taken", "free", "free"]);

    await page.getByLabel("Name", { exact: true }).fill("Ravi Kumar");
    await page.getByLabel("Phone (WhatsApp if they have it)").fill("98480 22222");
    await page.getByRole("button", { name: "Book the 2 free times" }).click();
    await page.waitForURL(/\/admin\/appointments\/series\?done=SAM-/);
    assert.match(await toast(page).innerText(), /Booked 2 sessions as series SAM-[0-9A-Z]{6}; 1 not booked/);
    assert.equal(await page.locator("[data-series-booked] li").count(), 2);
    assert.match(await page.locator("[data-series-skipped]").innerText(), /10:00/);

    // The week, with the page's scripts this time (axe runs in the page): the three cabin
    // appointments, the checked-in one and the series.
    assert.deepEqual(t.errors, []);
    await t.context.close();
    t = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await signInAt(t.page, server.url, "admin", { to: "/admin/appointments?view=week" });
    await waitForHydration(t.page);
    const cabin = t.page.getByRole("region", { name: /^Cryotherapy cabin/ });
    assert.equal(await cabin.locator("[data-appointment]").count(), 3);
    assert.match(await cabin.innerText(), /Ravi Kumar/);
    await expectNoAxeViolations(t.page, "week view @1280");
  });
});
