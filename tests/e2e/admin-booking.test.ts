// Issue 47 item 1 in the browser: an admin sets up what patients will book (the services) and
// what they hold (the resources with their hours), on the collection screen every table-backed
// type shares; editors do not see it. The public pages do not show these yet, so the shared
// server is used.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, browserForFile, openPage, type TestPage, waitForHydration, waitUntil } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

async function openScreen(path: string, width = 1280) {
  t = await openPage(browser(), { viewport: { width, height: 844 } });
  await signIn(t.page, "admin", { to: path });
  await waitForHydration(t.page);
  return t.page;
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const toast = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

describe("booking services and resources in the admin", () => {
  it("an admin gives the chamber a day off the week, after a refused save that kept what was typed", async () => {
    const page = await openScreen("/admin/booking-resources");
    assert.equal(await page.locator("h1").innerText(), "Booking resources");
    for (const heading of ["Equipment", "Rooms", "Practitioners"]) {
      assert.equal(await page.getByRole("region", { name: new RegExp(`^${heading}`) }).count(), 1, heading);
    }
    const chamber = card(page, "Hyperbaric chamber");
    assert.match(await chamber.innerText(), /2 patients at a time[\s\S]*Mon–Sat 08:00–18:00 · Sun closed/);
    await chamber.getByRole("link", { name: "Edit resource Hyperbaric chamber" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Resource" });
    await dialog.waitFor();

    await dialog.getByRole("button", { name: "Add day" }).click();
    const date = dialog.getByLabel("Date");
    await date.fill("2027-01-14");
    await dialog.getByLabel("Closed all day").check();
    await dialog.getByLabel("Places at once").fill("0");
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await dialog.getByText("Please enter how many patients it takes at once, from 1 to 50.", { exact: true }).first().waitFor();
    assert.equal(await date.inputValue(), "2027-01-14", "the day typed is kept");
    assert.equal(await dialog.getByLabel("Closed all day").isChecked(), true);

    // The refused save answers 400, which the browser logs.
    allowErrors(t, /status of 400/);
    await dialog.getByLabel("Places at once").fill("2");
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await toast(page).getByText('Saved the resource "Hyperbaric chamber".').waitFor();
    await dialog.waitFor({ state: "hidden" });
    await waitUntil(async () => /Days that differ\s*1/.test(await chamber.innerText()), "the card counts the day off");
  });

  it("lists each service with what it holds and its rules, and marks one that holds nothing", async () => {
    const page = await openScreen("/admin/booking-services", 390);
    assert.equal(await page.locator("h1").innerText(), "Bookable services");
    const hbot = card(page, "Hyperbaric oxygen session");
    assert.match(await hbot.innerText(), /1 h 30 min · At the clinic[\s\S]*Holds\s*Hyperbaric chamber \(2 places\)/);
    await hbot.getByRole("link", { name: "Edit service Hyperbaric oxygen session" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Service" });
    await dialog.waitFor();
    assert.equal(await dialog.getByLabel("Resource (optional)").locator("option:checked").innerText(), "Hyperbaric chamber");
    await expectNoAxeViolations(page, "service edit dialog @390");
    await dialog.getByLabel("Resource (optional)").selectOption({ label: "None yet" });
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await toast(page)
      .getByText('Saved the service "Hyperbaric oxygen session". It holds no resource yet, so patients cannot book it.')
      .waitFor();
    await waitUntil(async () => /Not bookable: choose the resource it holds/.test(await hbot.innerText()), "marked as not bookable");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.equal(overflow, 0, "nothing wider than the phone");
    await expectNoAxeViolations(page, "services @390");
  });

  it("is not offered to an editor", async () => {
    t = await openPage(browser());
    await signIn(t.page, "editor");
    assert.equal(await t.page.getByRole("link", { name: "Bookable Services" }).count(), 0);
    assert.equal(await t.page.getByRole("link", { name: "Booking Resources" }).count(), 0);
  });
});
