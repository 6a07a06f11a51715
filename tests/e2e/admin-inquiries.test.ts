import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import {
  allowErrors,
  BASE_URL,
  browserForFile,
  gotoHydrated,
  openPage,
  type TestPage,
  url,
  waitForHydration,
  waitUntil,
} from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

// Unique per run, so the shared server's other inquiries never get in the way.
const run = String(Date.now()).slice(-5);
const visitor = {
  name: `Inbox Visitor ${run}`,
  phone: `+91 98480 ${run}`,
  service: "Hydrogen Inhalation",
  message: `Breathing has been difficult since a chest infection last winter. ${"I would like to know how the sessions work, how long each one takes and whether my reports are needed. ".repeat(2)}Reference ${run}.`,
};
const phoneTypedDifferently = `98480-${run}`;

const card = (page: Page, name: string) => page.locator("article", { has: page.getByRole("heading", { name, exact: true }) });

async function hydrated(page: Page, path: string) {
  await gotoHydrated(page, path);
}

/** Posts the public home form as a browser would without JavaScript (for bulk data). */
async function postHomeInquiry(name: string, phone: string, message = "") {
  const response = await fetch(new URL("/?index", BASE_URL), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: new URL(BASE_URL).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name, phone, service: "General Consultation", message }),
  });
  // The page's own answer is the confirmation (decision 070), with the lead's reference.
  assert.equal(response.status, 200, `stored ${name}`);
  assert.match(await response.text(), /SAM-[0-9A-Z]{6}/, `stored ${name}`);
}

describe("inquiry inbox", () => {
  it("a visitor's home-form inquiry tops the inbox; staff filter, search by phone, change its status, and it persists", async () => {
    // The visitor, with JavaScript, sends the home form.
    const guest = await openPage(browser());
    await gotoHydrated(guest.page, "/");
    const form = guest.page.locator("#contact form");
    await form.getByLabel("Your name").fill(visitor.name);
    await form.getByLabel("Phone number").fill(visitor.phone);
    await form.getByLabel("Preferred service").selectOption(visitor.service);
    await form.getByLabel("Message (optional)").fill(visitor.message);
    const popup = guest.context.waitForEvent("page");
    await form.getByRole("button", { name: "Send via WhatsApp" }).click();
    await popup;
    await form.getByRole("heading", { name: "Thank you: we have your message" }).waitFor();
    assert.deepEqual(guest.errors, []);
    await guest.context.close();

    // Staff: the dashboard's "new inquiries to answer" opens the inbox filtered to new ones.
    t = await openPage(browser());
    await signIn(t.page, "admin");
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await t.page.getByRole("link", { name: /new inquir(y|ies) to answer/ }).click();
    await t.page.waitForURL((u) => u.pathname === "/admin/inquiries" && u.searchParams.get("status") === "new");
    assert.equal(await t.page.getByLabel("Status", { exact: true }).inputValue(), "new");
    const first = t.page.locator("ol[aria-label='Inquiries, newest first'] > li").first();
    assert.equal(await first.getByRole("heading").innerText(), visitor.name, "newest first");
    assert.match(await first.innerText(), /Home page[\s\S]*Received \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m IST/i);
    // The therapy asked about is on the card's first lines (issue 44 item 10), named for screen readers.
    assert.match(await first.innerText(), /Interest:\s+Hydrogen Inhalation/);

    // Contact links: call, WhatsApp (new tab, with a reply already started), e-mail when given.
    const mine = card(t.page, visitor.name);
    assert.equal(await mine.getByRole("link", { name: `Call India 098480 ${run}` }).getAttribute("href"), `tel:+9198480${run}`);
    const wa = mine.getByRole("link", { name: /^WhatsApp/ });
    assert.equal(await wa.getAttribute("target"), "_blank");
    const waUrl = new URL((await wa.getAttribute("href")) ?? "");
    assert.equal(waUrl.origin + waUrl.pathname, `https://wa.me/9198480${run}`);
    assert.match(waUrl.searchParams.get("text") ?? "", new RegExp(`^Hello ${visitor.name}, this is Samudra`));

    // The long message opens on demand.
    const message = mine.locator("details[data-message]");
    assert.equal(await message.evaluate((d) => (d as HTMLDetailsElement).open), false);
    assert.equal(await mine.getByText(`Reference ${run}.`).isVisible(), false);
    await mine.getByText("Show the whole message").click();
    await mine.getByText(`Reference ${run}.`).waitFor();
    await mine.getByText("Hide the whole message").click();
    await waitUntil(async () => !(await message.evaluate((d) => (d as HTMLDetailsElement).open)), "message folded again");

    // Filter by source and search the phone typed another way.
    await t.page.getByLabel("Status", { exact: true }).selectOption("");
    await t.page.getByLabel("Source").selectOption("home");
    await t.page.getByLabel("Search name, phone or e-mail").fill(phoneTypedDifferently);
    await t.page.getByRole("button", { name: "Apply" }).click();
    await t.page.waitForURL(
      (u) => u.searchParams.get("source") === "home" && u.searchParams.get("q") === phoneTypedDifferently && !u.searchParams.get("status"),
    );
    await waitUntil(
      async () => (await t.page.locator("ol[aria-label='Inquiries, newest first'] > li").count()) === 1,
      "only the visitor's inquiry",
    );
    assert.equal(await t.page.getByTestId("inbox-count").innerText(), "1 inquiry");

    // Change its status; the row says who did it.
    await mine.getByLabel(`Status of the inquiry from ${visitor.name}`).selectOption("contacted");
    await mine.getByRole("button", { name: /^Save the inquiry/ }).click();
    await t.page.getByRole("status").getByText(`Marked the inquiry from ${visitor.name} as contacted.`).waitFor();
    await waitUntil(async () => /^by admin \d/.test(await mine.getByTestId("status-changed").innerText()), "by admin shown");
    assert.equal(await mine.locator("[data-status-badge]").textContent(), "Status: Contacted");
    assert.equal(new URL(t.page.url()).searchParams.get("q"), phoneTypedDifferently, "the filter is kept");

    await t.page.reload();
    await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    assert.equal(await mine.getByLabel(`Status of the inquiry from ${visitor.name}`).inputValue(), "contacted");
    assert.match(await mine.getByTestId("status-changed").innerText(), /^by admin \d{1,2} \w{3} \d{4}, .+ IST$/);
    assert.deepEqual(t.thirdParty, [], "nothing loaded from a third party");
  });

  it("lets an admin download the current filter as CSV", async () => {
    t = await openPage(browser());
    await signIn(t.page, "admin", { to: `/admin/inquiries?q=${encodeURIComponent(visitor.phone)}` });
    await waitForHydration(t.page);
    const exportLink = t.page.getByRole("link", { name: "Export CSV" });
    assert.equal(
      await exportLink.getAttribute("href"),
      `/admin/inquiries/export.csv?q=${encodeURIComponent(visitor.phone).replace(/%20/g, "+")}`,
    );
    const [download] = await Promise.all([t.page.waitForEvent("download"), exportLink.click()]);
    assert.match(download.suggestedFilename(), /^samudra-inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const csv = readFileSync(file, "utf8");
    assert.ok(csv.startsWith("\uFEFF"), "byte-order mark for Excel");
    const lines = csv.slice(1).split("\r\n");
    assert.match(lines[0] ?? "", /^ID,Received \(IST\),Source,Name,Phone,E-mail/);
    assert.equal(lines.length, 3, "header, the one matching row, end of file");
    // Stored as E.164 since issue 44.
    assert.match(lines[1] ?? "", new RegExp(`Home page,${visitor.name},'\\+9198480${run},`));
    assert.match(lines[1] ?? "", /,Contacted,admin,/);
    await hydrated(t.page, "/admin");
    assert.match(await t.page.getByRole("region", { name: "Recent activity" }).innerText(), /admin exported 1 inquiry/);
  });

  it("an editor can move an inquiry along but sees no export and cannot change retention", async () => {
    t = await openPage(browser());
    await signIn(t.page, "editor", { to: `/admin/inquiries?q=${encodeURIComponent(visitor.name)}` });
    await waitForHydration(t.page);
    assert.equal(await t.page.getByRole("link", { name: "Export CSV" }).count(), 0);
    assert.match(await t.page.getByTestId("retention-read-only").innerText(), /older than \d+ days are deleted automatically/);
    assert.equal(await t.page.getByLabel("Delete inquiries older than (days)").count(), 0);
    const exportResponse = await t.page.request.get(url("/admin/inquiries/export.csv"), { maxRedirects: 0 });
    assert.equal(exportResponse.status(), 403);
    assert.doesNotMatch(exportResponse.headers()["content-disposition"] ?? "", /attachment/);

    const mine = card(t.page, visitor.name);
    await mine.getByLabel(`Status of the inquiry from ${visitor.name}`).selectOption("booked");
    await mine.getByRole("button", { name: /^Save the inquiry/ }).click();
    await waitUntil(async () => /^by editor /.test(await mine.getByTestId("status-changed").innerText()), "by editor shown");
  });

  it("an admin sets the retention period: a bad value is explained and kept, a good one is saved", async () => {
    t = await openPage(browser());
    await signIn(t.page, "admin", { to: "/admin/inquiries" });
    await waitForHydration(t.page);
    const days = t.page.getByLabel("Delete inquiries older than (days)");
    assert.equal(await days.inputValue(), "365");
    await days.fill("20");
    await t.page.getByRole("button", { name: "Save", exact: true }).click();
    const error = t.page.getByText("Please enter a whole number of days from 30 to 3650.");
    await error.waitFor();
    assert.equal(await days.inputValue(), "20", "what was typed is kept");
    assert.equal(await days.getAttribute("aria-invalid"), "true");
    allowErrors(t, /status of 400/);

    await days.fill("400");
    await t.page.getByRole("button", { name: "Save", exact: true }).click();
    await t.page.getByRole("status").getByText("Inquiries will be kept for 400 days.").waitFor();
    await t.page.reload();
    assert.equal(await t.page.getByLabel("Delete inquiries older than (days)").inputValue(), "400");
    assert.match(
      await t.page.locator("#retention-hint").innerText(),
      /privacy policy tells visitors that inquiries are deleted after 365 days/,
    );

    // Back to the default the privacy policy states.
    await t.page.getByLabel("Delete inquiries older than (days)").fill("365");
    await t.page.getByRole("button", { name: "Save", exact: true }).click();
    await t.page.getByRole("status").getByText("Inquiries will be kept for 365 days.").waitFor();
  });

  it("pages through 25 at a time with Next and Previous links", async () => {
    for (let i = 1; i <= 26; i += 1) await postHomeInquiry(`Paging ${run} ${String(i).padStart(2, "0")}`, `+91 90000 ${run}`);
    t = await openPage(browser());
    await signIn(t.page, "editor", { to: `/admin/inquiries?q=${encodeURIComponent(`Paging ${run}`)}` });
    await waitForHydration(t.page);
    const items = t.page.locator("ol[aria-label='Inquiries, newest first'] > li");
    assert.equal(await items.count(), 25);
    assert.equal(await items.first().getByRole("heading").innerText(), `Paging ${run} 26`);
    assert.equal(await t.page.getByTestId("inbox-count").innerText(), "26 inquiries");
    const pagination = t.page.getByRole("navigation", { name: "Pagination" });
    assert.equal(await pagination.getByRole("link", { name: "Previous page" }).count(), 0);
    await pagination.getByRole("link", { name: "Next page" }).click();
    await t.page.waitForURL((u) => u.searchParams.has("after"));
    await waitUntil(async () => (await items.count()) === 1, "one on the second page");
    assert.equal(await items.first().getByRole("heading").innerText(), `Paging ${run} 01`);
    assert.equal(await pagination.getByRole("link", { name: "Next page" }).count(), 0);
    await pagination.getByRole("link", { name: "Previous page" }).click();
    await t.page.waitForURL((u) => u.searchParams.has("before"));
    await waitUntil(async () => (await items.count()) === 25, "back on the first page");
    assert.equal(await items.first().getByRole("heading").innerText(), `Paging ${run} 26`);
    assert.equal(await pagination.getByRole("link", { name: "Previous page" }).count(), 0);

    // Two letters are not searched: the inbox says so instead of reading every inquiry.
    await hydrated(t.page, "/admin/inquiries?q=pa");
    await t.page.getByTestId("inbox-search-hint").getByText("Type at least 3 letters or digits to search.", { exact: false }).waitFor();
  });

  it("works without JavaScript: filter, page, expand, change status", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await signIn(t.page, "admin", { to: "/admin/inquiries" });
    await t.page.getByLabel("Search name, phone or e-mail").fill(visitor.name);
    await t.page.getByRole("button", { name: "Apply" }).click();
    await t.page.waitForURL((u) => u.searchParams.get("q") === visitor.name);
    const mine = card(t.page, visitor.name);
    await mine.getByText("Show the whole message").click();
    await mine.getByText(`Reference ${run}.`).waitFor();
    await mine.getByLabel(`Status of the inquiry from ${visitor.name}`).selectOption("closed");
    await mine.getByRole("button", { name: /^Save the inquiry/ }).click();
    await t.page.getByText(`Marked the inquiry from ${visitor.name} as closed.`).waitFor();
    assert.equal(new URL(t.page.url()).searchParams.get("q"), visitor.name);
    assert.match(await mine.getByTestId("status-changed").innerText(), /^by admin /);
    assert.equal(await mine.locator("[data-status-badge]").textContent(), "Status: Closed");
  });

  for (const width of [390, 1280]) {
    it(`has no axe violations at ${width} px (admin and editor)`, async () => {
      // The newest card has a long message, so the first page has a <details> to open.
      await postHomeInquiry(`Axe Visitor ${run} ${width}`, `+91 98482 ${run}`, visitor.message);
      for (const who of ["admin", "editor"] as const) {
        t = await openPage(browser(), { viewport: { width, height: 900 }, ...(width === 390 ? { isMobile: true, hasTouch: true } : {}) });
        await signIn(t.page, who, { to: "/admin/inquiries" });
        await waitForHydration(t.page);
        await t.page
          .locator("details[data-message]")
          .first()
          .evaluate((d) => ((d as HTMLDetailsElement).open = true));
        await expectNoAxeViolations(t.page, `/admin/inquiries as ${who} at ${width}px`);
        const overflow = await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
        assert.deepEqual(t.thirdParty, []);
        assert.deepEqual(t.errors, []);
        await t.context.close();
      }
      t = await openPage(browser());
    });
  }

  it("finds a lead by a number in caller-ID form and by a Telugu name, and says which filter left on hid it (issue 44)", async () => {
    const name = `రవి తేజ ${run}`;
    const national = `98765 ${run}`;
    await postHomeInquiry(name, `+91 ${national}`);
    const shots = process.env.INBOX_SHOTS;
    for (const width of [390, 1280]) {
      t = await openPage(browser(), { viewport: { width, height: 900 } });
      // A status filter left on from an earlier look, then the number as the phone shows it.
      await signIn(t.page, "admin", { to: "/admin/inquiries?status=booked" });
      await waitForHydration(t.page);
      await t.page.getByLabel("Search name, phone or e-mail").fill(`+91 ${national}`);
      await t.page.getByRole("button", { name: "Apply" }).click();
      await t.page.waitForURL((u) => u.searchParams.has("q"));
      const noMatch = t.page.getByTestId("inbox-no-match");
      await noMatch.waitFor();
      // The status-only page may also have had nothing to show: wait for the search's answer.
      const expected = `No inquiries match “+91 ${national}” with status Booked.`;
      await waitUntil(
        async () => (await noMatch.locator("p").first().innerText()) === expected,
        () => `no-match reads: ${expected}`,
      );
      const chips = t.page.getByTestId("active-filters");
      assert.match(await chips.innerText(), /Status: Booked/);
      if (shots) await t.page.screenshot({ path: `${shots}/inbox-no-match-${width}.png`, fullPage: true });
      await noMatch.getByRole("link", { name: "show them" }).click();
      await card(t.page, name).waitFor();
      assert.equal(new URL(t.page.url()).searchParams.get("status"), null);
      // The phone in national form, with India's flag.
      assert.equal(await card(t.page, name).locator("[data-phone]").innerText(), `0${national}`);

      // Three Telugu characters (one a vowel sign) are a search, not "too short".
      await t.page.goto(url(`/admin/inquiries?q=${encodeURIComponent("రవి")}`));
      await waitForHydration(t.page);
      await card(t.page, name).waitFor();
      assert.equal(await t.page.getByTestId("inbox-search-hint").count(), 0);
      if (shots) await t.page.screenshot({ path: `${shots}/inbox-telugu-${width}.png`, fullPage: true });
      await expectNoAxeViolations(t.page, `inbox search at ${width}px`);
      await t.page.goto(url(`/admin/inquiries/call-list`));
      await t.page.getByRole("heading", { name: "Call list" }).waitFor();
      await t.page.locator("[data-call-list='call-new']").getByText(name).waitFor();
      await expectNoAxeViolations(t.page, `call list at ${width}px`);
      if (shots) {
        await t.page.emulateMedia({ media: "print" });
        await t.page.screenshot({ path: `${shots}/call-list-print-${width}.png`, fullPage: true });
        await t.page.emulateMedia({ media: "screen" });
        await t.page.goto(url("/admin"));
        await t.page.screenshot({ path: `${shots}/dashboard-${width}.png` });
      }
      // The last page is closed (and its errors checked) after the test.
      if (width !== 1280) {
        assert.deepEqual(t.errors, []);
        await t.context.close();
      }
    }
  });
});
