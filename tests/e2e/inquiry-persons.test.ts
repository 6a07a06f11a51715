// One person, one history, on a phone (issue 44 items 7 and 10): three submissions from one
// number, typed three ways, are one person's on each card, and the card's link filters the
// inbox to that person (a chip that clears like the others). And an editor opening the export
// address gets the admin page that says no, not raw JSON.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, BASE_URL, browserForFile, openPage, type TestPage, url, waitForHydration, waitUntil } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

// Unique per run, so the shared server's other inquiries never get in the way.
const run = String(Date.now()).slice(-5);
const name = (n: number) => `Person ${run} visit ${n}`;
const typed = [`98482 ${run}`, `098482-${run}`, `+91 98482 ${run}`];

/** The public home form as a browser without JavaScript sends it. */
async function postHomeInquiry(who: string, phone: string) {
  const response = await fetch(new URL("/?index", BASE_URL), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: new URL(BASE_URL).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: who, phone, service: "General Consultation", message: "" }),
  });
  assert.equal(response.status, 200, `stored ${who}`);
}

const card = (page: Page, who: string) => page.locator("article", { has: page.getByRole("heading", { name: who, exact: true }) });
const cards = (page: Page) => page.locator("ol[aria-label='Inquiries, newest first'] > li");

describe("one person, one history", () => {
  it("at 390 px, each card tells of the person's other inquiries and its link filters the inbox to them", async () => {
    for (const [i, phone] of typed.entries()) await postHomeInquiry(name(i + 1), phone);

    t = await openPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(t.page, "admin", { to: `/admin/inquiries?q=${encodeURIComponent(`Person ${run}`)}` });
    await waitForHydration(t.page);
    await waitUntil(async () => (await cards(t.page).count()) === 3, "the three inquiries listed");

    const newest = card(t.page, name(3));
    const person = newest.locator("[data-person]");
    assert.match(await person.innerText(), /^2 other inquiries from this person/);
    assert.equal(await person.locator("[data-person-other]").count(), 2);
    assert.match(await person.locator("[data-person-other]").first().innerText(), /Home page · New$/);

    // Compact at 390 px: the name, contact and status come first; assignment, date and note
    // fold away inside the one form, whose Save is in view without scrolling the card far.
    await newest.getByRole("heading").waitFor();
    assert.equal(await newest.getByLabel(/^New note/).isVisible(), false, "the note box is folded away");
    assert.equal(await newest.getByLabel(/^Status of the inquiry/).isVisible(), true);
    const box = await newest.boundingBox();
    assert.ok(box && box.width <= 390, "the card fits the screen's width");
    assert.ok(box && box.height < 900, `the card is ${box?.height} px tall`);

    await person.getByRole("link", { name: /^See all inquiries from this person/ }).click();
    const chip = t.page.getByTestId("active-filters");
    await chip.getByText(`Person: ${name(3)} (same phone or e-mail)`, { exact: true }).waitFor();
    assert.equal(new URL(t.page.url()).searchParams.get("q"), null, "the history is the person's whole, not the search's");
    await waitUntil(async () => (await cards(t.page).count()) === 3, "the three inquiries listed");
    await expectNoAxeViolations(t.page, "one person's history at 390 px");

    // The chip clears like the others: the whole inbox again.
    await chip.locator("[data-remove-filter='person']").click();
    await waitUntil(async () => (await t.page.getByTestId("active-filters").count()) === 0, "no filter on");
    assert.equal(new URL(t.page.url()).searchParams.has("person"), false);
    assert.deepEqual(t.errors, []);
  });

  it("an editor opening the export address gets the admin page that refuses it", async () => {
    t = await openPage(browser());
    await signIn(t.page, "editor", { to: "/admin/inquiries" });
    const response = await t.page.goto(url("/admin/inquiries/export.csv"));
    assert.equal(response?.status(), 403);
    assert.match(response?.headers()["content-type"] ?? "", /^text\/html/);
    await t.page.getByRole("heading", { name: "Exporting inquiries is for admins" }).waitFor();
    assert.match(await t.page.locator("main").innerText(), /signed in as editor \(Editor\)/);
    // Inside the admin shell, with its navigation: a way on, not a dead end.
    await t.page.getByRole("link", { name: "Go to the inquiries" }).click();
    await waitUntil(async () => new URL(t.page.url()).pathname === "/admin/inquiries", "on the inbox");
    // A script that asks for no HTML keeps the short JSON answer.
    const scripted = await t.page.request.get(url("/admin/inquiries/export.csv"), { headers: { Accept: "*/*" } });
    assert.equal(scripted.status(), 403);
    assert.deepEqual(await scripted.json(), { message: "Your role does not allow this." });
    // The browser reports the page's 403 status in its console: expected here.
    allowErrors(t, /status of 403/);
  });
});
