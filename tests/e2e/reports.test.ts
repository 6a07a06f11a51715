// Issue 44 item 5: staff answer "which campaign brought most leads last month?" on the Reports
// page, read it as a table and take the same table away as CSV; the page passes axe at 390 and
// 1280 px. Leads of last month are written into the server's own embedded database while it is
// stopped (a form can only send today's).
import assert from "node:assert/strict";
import { readFileSync, rmSync } from "node:fs";
import { after, describe, it } from "node:test";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { signInAt } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { browserForFile, openPage, type TestPage } from "./support/browser.ts";
import { type RunningServer, startServer, tempDataDir } from "./support/server.ts";

let t: TestPage;
const browser = browserForFile(() => t);
const dataDir = tempDataDir("reports");
after(() => rmSync(dataDir, { recursive: true, force: true }));

/** Last month in India days, and the India day an instant falls on. */
const indiaToday = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const [year, month] = indiaToday.split("-").map(Number) as [number, number];
const [lastYear, last] = month === 1 ? [year - 1, 12] : [year, month - 1];
const from = `${lastYear}-${String(last).padStart(2, "0")}-01`;
const to = new Date(Date.UTC(lastYear, last, 0)).toISOString().slice(0, 10);

async function addLeads() {
  // The server is stopped: the embedded database folder may be opened by one process only.
  const db = await PGlite.create({ dataDir: `${dataDir}/pglite`, extensions: { pg_trgm } });
  try {
    const lead = (campaign: string | null, day: string, time: string, status = "new") =>
      db.query(
        `insert into inquiries (source, name, utm_campaign, status, first_contacted_at, created_at)
         values ('home', 'Report Lead', $1, $2, case when $2 = 'new' then null else $3::timestamptz + interval '1 hour' end, $3::timestamptz)`,
        [campaign, status, `${day}T${time}:00+05:30`],
      );
    for (const i of [0, 1, 2, 3]) await lead("spring-offer", from, `0${i}:30`, i === 0 ? "booked" : "new");
    // The booked one came to its appointment (issue 47 item 7: the funnel follows it).
    await db.query(
      `insert into appointments (reference, service_name, starts_at, ends_at, occupied_until, status, booked_at, booked_via,
         inquiry_id, checked_in_at)
       select 'SAM-E2E1', 'Cryotherapy session', t + interval '1 day', t + interval '1 day 1 hour', t + interval '1 day 1 hour',
         'completed', t, 'front_desk', (select id from inquiries where status = 'booked'), t + interval '1 day'
       from (select $1::timestamptz as t) s`,
      [`${from}T09:00:00+05:30`],
    );
    await lead("=2+3", from, "10:00", "contacted");
    await lead("=2+3", to, "23:30");
    await lead(null, to, "12:00");
    // Today: not last month.
    await lead("=2+3", indiaToday, "00:00");
  } finally {
    await db.close();
  }
}

describe("reports", () => {
  it("staff pick campaign and last month, read the table and download it as CSV", async () => {
    let server: RunningServer = await startServer({ dataDir, database: "pglite" });
    await server.stop();
    await addLeads();
    server = await startServer({ dataDir, database: "pglite" });
    try {
      t = await openPage(browser(), { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      await signInAt(t.page, server.url, "admin", { to: "/admin/reports?by=therapy" });
      await t.page.getByLabel("Group leads by").selectOption({ label: "Campaign (utm_campaign)" });
      await t.page.getByRole("button", { name: "Last month" }).click();
      await t.page.waitForURL((u) => u.searchParams.get("range") === "last-month" && u.searchParams.get("by") === "campaign");
      const table = t.page.getByRole("table", { name: /^Leads by campaign from/ });
      await table.waitFor();
      assert.equal(await t.page.getByRole("button", { name: "Last month" }).getAttribute("aria-pressed"), "true");
      const rows = await table
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => (c as HTMLElement).innerText.trim())));
      assert.deepEqual(rows, [
        ["spring-offer", "4", "0", "+4 (new)", "1", "1"],
        ["=2+3", "2", "0", "+2 (new)", "1", "0"],
        ["No campaign tag", "1", "0", "+1 (new)", "0", "0"],
      ]);
      assert.equal(await table.locator("tbody th[scope=row]").count(), 3);
      assert.equal(await table.locator("thead th[scope=col]").count(), 6);

      const [download] = await Promise.all([
        t.page.waitForEvent("download"),
        t.page.getByRole("link", { name: /Download this table/ }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `samudra-leads-by-campaign-${from}-to-${to}.csv`);
      const csv = readFileSync((await download.path())!, "utf8")
        .replace(/^\uFEFF/, "")
        .split("\r\n");
      assert.deepEqual(csv.slice(1), ["spring-offer,4,0,4,,1,1", "'=2+3,2,0,2,,1,0", "No campaign tag,1,0,1,,0,0", "Total,7,0,7,,2,1", ""]);

      // Below it, the same days' leads followed to their appointments, by campaign.
      const funnel = t.page.getByRole("table", { name: /^Leads and bookings by campaign/ });
      assert.deepEqual(
        await funnel
          .getByRole("row", { name: /^spring-offer/ })
          .evaluate((tr) => [...tr.querySelectorAll("th, td")].map((c) => (c as HTMLElement).innerText.trim())),
        ["spring-offer", "4", "1 (25 %)", "1 (100 %)", "0", "0", "0"],
      );

      await expectNoAxeViolations(t.page, "reports at 1280px");
      await t.page.screenshot({ path: "test-results/reports-1280.png", fullPage: true }).catch(() => undefined);
      await t.page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(t.page, "reports at 390px");
      await t.page.screenshot({ path: "test-results/reports-390.png", fullPage: true }).catch(() => undefined);
    } finally {
      await server.stop();
    }
  });
});
