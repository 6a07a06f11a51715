// Issue 15 items 4 and 5: page views are counted without cookies (a page once per visitor's
// address per half hour, issue 49; robots, staff and headless browsers count nothing) and the
// dashboard shows them with the leads:
// charts whose figures are also tables, pages with their conversion, the median wait.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { signInAt } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { browserForFile, openPage, type TestPage } from "./support/browser.ts";
import { startServer } from "./support/server.ts";

let t: TestPage;
const browser = browserForFile(() => t);

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The Pages table's rows as "path views leads rate". */
async function pageRows(page: Page): Promise<Map<string, string[]>> {
  const rows = await page
    .locator("[data-report=pages] tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => (c as HTMLElement).innerText.trim())));
  return new Map(rows.map(([path = "", ...rest]) => [path, rest]));
}

describe("page views and the dashboard's reports", () => {
  it("counts each page a visitor opens once (not again on a reload), sets no cookie, and leaves robots and staff out", async () => {
    const server = await startServer({ env: { LOGIN_IP_LIMIT: "1000" } });
    const at = (path: string) => new URL(path, server.url).toString();
    try {
      // A visitor on a phone: from a search, around the site, back home, a reload. Each page
      // counts once: the second home page and the reload are the same visitor's repeats.
      t = await openPage(browser(), { viewport: { width: 390, height: 844 }, userAgent: PHONE });
      const first = await t.page.goto(at("/"), { referer: "https://www.google.com/" });
      assert.equal(first?.headers()["set-cookie"], undefined, "the page sets no cookie");
      await t.page.goto(at("/"));
      await t.page.goto(at("/about"));
      await t.page.reload();
      await t.page.goto(at("/hi/about"));
      assert.deepEqual(await t.context.cookies(), [], "no cookie after five pages");
      // A lead from the home page (as a browser without JavaScript posts it).
      const lead = await fetch(at("/?index"), {
        method: "POST",
        redirect: "manual",
        headers: {
          Origin: new URL(server.url).origin,
          Referer: at("/"),
          "Content-Type": "application/x-www-form-urlencoded",
          "User-Agent": PHONE,
        },
        body: new URLSearchParams({ name: "Counted Visitor", phone: "+91 98483 00001", service: "Cryotherapy", message: "" }),
      });
      assert.equal(lead.status, 200, "the confirmation page (decision 070)");
      await t.context.close();

      // Not counted: a search robot, a headless browser, a HEAD, and staff reading the site.
      for (let i = 0; i < 5; i++) {
        const r = await fetch(at("/contact"), { headers: { "User-Agent": GOOGLEBOT } });
        assert.equal(r.status, 200);
      }
      await fetch(at("/contact"), { method: "HEAD", headers: { "User-Agent": PHONE } });
      t = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
      await t.page.goto(at("/contact"));
      await t.context.close();

      t = await openPage(browser(), { viewport: { width: 1280, height: 900 }, userAgent: PHONE.replace("Pixel 8", "Pixel 9") });
      await signInAt(t.page, server.url);
      await t.page.goto(at("/services"));
      await t.page.goto(at("/admin"));
      const rows = await pageRows(t.page);
      assert.deepEqual(rows.get("/"), ["1", "1", "100.0"], "home: 1 view, 1 lead");
      assert.deepEqual(rows.get("/about"), ["1", "0", "0.0"], "a reload is not a new view");
      assert.deepEqual(rows.get("/hi/about"), ["1", "0", "0.0"]);
      assert.equal(rows.has("/contact"), false, "robots, HEAD and headless browsers are not counted");
      assert.equal(rows.has("/services"), false, "staff are not counted");
      assert.match(await t.page.locator("[data-ranked=referrers]").innerText(), /google\.com\s+1/);
      assert.match(await t.page.locator("[data-ranked=devices]").innerText(), /Phone\s+3/);
      assert.match(await t.page.locator("[data-ranked=languages]").innerText(), /English\s+2\s+Hindi\s+1/);
      assert.match(await t.page.locator("#views-day-title + p").innerText(), /^3 views and 1 lead\./);
    } finally {
      // The admin's page would ask the stopped server for routes: close it first.
      await t.context.close();
      await server.stop();
    }
  });

  it("charts leads per week by form, therapy, country and language, each with its table; the median wait follows the inbox", async () => {
    const server = await startServer({ env: { LOGIN_IP_LIMIT: "1000" } });
    const at = (path: string) => new URL(path, server.url).toString();
    try {
      for (const [name, service, lang] of [
        ["Lead One", "Cryotherapy", ""],
        ["Lead Two", "Cryotherapy", "/te"],
        ["Lead Three", "Hydrogen Inhalation", ""],
      ] as const) {
        const r = await fetch(at(`${lang || "/"}?index`), {
          method: "POST",
          redirect: "manual",
          headers: { Origin: new URL(server.url).origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ name, phone: "+91 98483 00002", service, message: "" }),
        });
        assert.equal(r.status, 200, name);
      }
      t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
      await signInAt(t.page, server.url);
      const chart = t.page.locator("[data-chart=leads-per-week]");
      await chart.waitFor();
      const table = t.page.locator("[data-chart-table=leads-per-week]");
      // Opened by its summary, like a visitor would; it stays open when the breakdown changes.
      const openTable = async () => {
        const details = t.page.locator("details", { has: table });
        if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator("summary").click();
      };
      const lastRow = async () => (await table.locator("tbody tr").last().innerText()).split("\t").map((c) => c.trim());

      // By form (the default): this week's row has the three home-page leads.
      await openTable();
      assert.deepEqual(
        (await table.locator("thead th").allInnerTexts()).map((s) => s.trim()),
        ["Week", "Home page"],
      );
      assert.deepEqual((await lastRow()).slice(1), ["3"]);
      assert.equal(await chart.locator("rect").count(), 1, "one bar this week, one colour");

      await t.page.getByRole("link", { name: "By therapy" }).click();
      await t.page.locator("a[aria-current=true]", { hasText: "By therapy" }).waitFor();
      await openTable();
      assert.deepEqual(
        (await table.locator("thead th").allInnerTexts()).map((s) => s.trim()),
        ["Week", "Cryotherapy", "Hydrogen Inhalation", "Total"],
      );
      assert.deepEqual((await lastRow()).slice(1), ["2", "1", "3"]);
      assert.equal(await chart.locator("rect").count(), 2, "this week's bar in two parts");

      await t.page.getByRole("link", { name: "By language" }).click();
      await t.page.locator("a[aria-current=true]", { hasText: "By language" }).waitFor();
      await openTable();
      assert.deepEqual(
        (await table.locator("thead th").allInnerTexts()).map((s) => s.trim()),
        ["Week", "English", "Telugu", "Total"],
      );
      await expectNoAxeViolations(t.page, "dashboard with its reports and an open table");

      // Nobody answered yet; once a lead is marked contacted, the median appears.
      assert.match(
        await t.page.locator("#first-contact-title + p").innerText(),
        /No lead of the last 12 weeks has been answered yet; 3 still new\./,
      );
      await t.page.goto(at("/admin/inquiries?q=Lead%20One"));
      await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const card = t.page.locator("article", { has: t.page.getByRole("heading", { name: "Lead One", exact: true }) });
      await card.getByLabel(/^Status/).selectOption("contacted");
      await card.getByRole("button", { name: /^Save the inquiry/ }).click();
      await t.page.getByText("Marked the inquiry from Lead One as contacted.").waitFor();
      await t.page.goto(at("/admin"));
      assert.match(
        await t.page.locator("#first-contact-title + p").innerText(),
        /^Median \d+ min from arrival to the first answer, over 1 answered lead of the last 12 weeks; 2 still new\./,
      );
    } finally {
      // The admin's page would ask the stopped server for routes: close it first.
      await t.context.close();
      await server.stop();
    }
  });
});
