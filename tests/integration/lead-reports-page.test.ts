// Issue 44 item 5: the Reports page answers "which campaign brought most leads last month?"
// from the rollups, in India days, against the period before, and its CSV is the same table.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { indiaDay } from "~/lib/page-views";
import { presetRange, previousPeriod } from "~/lib/report-range";
import { addDays } from "~/lib/reports";
import { loader } from "~/routes/admin/reports";
import { loader as csvLoader } from "~/routes/admin/reports-csv";
import { userContext } from "~/server/auth/guards.server";
import type { SessionUser } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { inquiries, users } from "~/server/db/schema.server";
import { compactRollups } from "~/server/repos/lead-reports.server";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
let editor: SessionUser;
beforeAll(async () => {
  database = await createTestDatabase();
  const u = (await database.db.select().from(users).where(eq(users.username, "editor")))[0]!;
  editor = { id: u.id, username: u.username, role: u.role, sessionId: "test-editor" };
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
});

/** An instant at an India wall time of an India day ("2026-11-01", "00:10"). */
const ist = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00+05:30`));

function call<T extends (args: never) => unknown>(fn: T, path: string): ReturnType<T> {
  const context = makeContext(makeServices(database));
  context.set(userContext, editor);
  const request = new Request(`http://localhost${path}`);
  return fn(routeArgs(request, context, path.split("?")[0]) as Parameters<T>[0]) as ReturnType<T>;
}

// Today's "last month" and the 28-31 days before it, whatever day the test runs on.
const lastMonth = presetRange("last-month", indiaDay(Date.now()));
const before = previousPeriod(lastMonth);

async function seed() {
  type Lead = typeof inquiries.$inferInsert;
  const lead = (createdAt: Date, extra: Partial<Lead> = {}): Lead => ({ source: "home", name: "Lead", createdAt, ...extra });
  await database.db.insert(inquiries).values([
    // Last month: diwali-2026 three times (the first ten minutes into its first India day, which
    // is still the day before in UTC), one answered, one answered and booked.
    lead(ist(lastMonth.from, "00:10"), { utmCampaign: "diwali-2026", utmSource: "google", utmMedium: "cpc" }),
    lead(ist(addDays(lastMonth.from, 3), "12:00"), {
      utmCampaign: "diwali-2026",
      utmSource: "google",
      status: "contacted",
      firstContactedAt: ist(addDays(lastMonth.from, 3), "13:00"),
    }),
    lead(ist(lastMonth.to, "23:50"), {
      utmCampaign: "diwali-2026",
      utmSource: "instagram",
      status: "booked",
      firstContactedAt: ist(addDays(lastMonth.to, 1), "09:00"),
    }),
    // monsoon: two last month, four the month before.
    lead(ist(addDays(lastMonth.from, 5), "10:00"), { utmCampaign: "monsoon", referrerHost: "facebook.com" }),
    lead(ist(addDays(lastMonth.from, 6), "10:00"), { utmCampaign: "monsoon" }),
    ...[0, 1, 2, 3].map((i) => lead(ist(addDays(before.from, i * 7), "08:00"), { utmCampaign: "monsoon", source: "international" })),
    // Untagged, last month.
    lead(ist(addDays(lastMonth.from, 10), "15:00"), { source: "contact" }),
    // Outside both periods: this month's first minutes, and the day before the period before.
    lead(ist(addDays(lastMonth.to, 1), "00:05"), { utmCampaign: "diwali-2026" }),
    lead(ist(addDays(before.from, -1), "23:59"), { utmCampaign: "monsoon" }),
  ]);
}

describe("the Reports page", () => {
  it("names last month's campaign with most leads, with the month before, answered and booked", async () => {
    await seed();
    const data = await call(loader, "/admin/reports?by=campaign&range=last-month");
    if (!data.ok) throw new Error(JSON.stringify(data.errors));
    expect(data.report.range).toEqual(lastMonth);
    expect(data.report.previous).toEqual(before);
    expect(data.report.preset).toBe("last-month");
    expect(data.report.table.rows.map((r) => [r.label, r.n, r.previous, r.change, r.changePercent, r.answered, r.booked])).toEqual([
      ["diwali-2026", 3, 0, 3, null, 2, 1],
      ["monsoon", 2, 4, -2, -50, 0, 0],
      ["No campaign tag", 1, 0, 1, null, 0, 0],
    ]);
    expect(data.report.table.total).toMatchObject({ n: 6, previous: 4, answered: 2, booked: 1 });
    expect(data.csvHref).toBe(`/admin/reports.csv?by=campaign&from=${lastMonth.from}&to=${lastMonth.to}`);

    // The same after the hourly compaction folds the rollup rows.
    await compactRollups(database.db);
    const again = await call(loader, "/admin/reports?by=campaign&range=last-month");
    expect(again.ok && again.report.table).toEqual(data.report.table);
  });

  it("groups by source, medium, referring site and form over typed dates", async () => {
    await seed();
    const q = `from=${lastMonth.from}&to=${lastMonth.to}`;
    const rows = async (by: string) => {
      const data = await call(loader, `/admin/reports?by=${by}&${q}`);
      if (!data.ok) throw new Error(JSON.stringify(data.errors));
      return data.report.table.rows.map((r) => [r.label, r.n, r.previous]);
    };
    expect(await rows("utm_source")).toEqual([
      ["No source tag", 3, 4],
      ["google", 2, 0],
      ["instagram", 1, 0],
    ]);
    expect(await rows("medium")).toEqual([
      ["No medium tag", 5, 4],
      ["cpc", 1, 0],
    ]);
    expect(await rows("referrer")).toEqual([
      ["None (direct, or this site)", 5, 4],
      ["facebook.com", 1, 0],
    ]);
    expect(await rows("form")).toEqual([
      ["Home page", 5, 0],
      ["Contact page", 1, 0],
      ["International", 0, 4],
    ]);
  });

  it("follows a lead booked later", async () => {
    await seed();
    await database.db.update(inquiries).set({ status: "booked", firstContactedAt: new Date() }).where(eq(inquiries.utmCampaign, "monsoon"));
    const data = await call(loader, "/admin/reports?by=campaign&range=last-month");
    expect(data.ok && data.report.table.rows[1]).toMatchObject({ label: "monsoon", n: 2, answered: 2, booked: 2 });
  });

  it("says which field is wrong and keeps what was typed", async () => {
    const data = await call(loader, "/admin/reports?by=campaign&from=2026-02-30&to=2026-03-10");
    expect(data).toMatchObject({
      ok: false,
      errors: { from: "From: there is no 30 February 2026." },
      values: { from: "2026-02-30", to: "2026-03-10" },
    });
    expect(await call(loader, "/admin/reports?by=phone")).toMatchObject({ ok: false, errors: { by: expect.stringContaining("Group by") } });
  });
});

describe("the Reports CSV", () => {
  it("is the page's table, named for it", async () => {
    await seed();
    const response = await call(csvLoader, `/admin/reports.csv?by=campaign&from=${lastMonth.from}&to=${lastMonth.to}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="samudra-leads-by-campaign-${lastMonth.from}-to-${lastMonth.to}.csv"`,
    );
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines.slice(1)).toEqual([
      "diwali-2026,3,0,3,,2,1",
      "monsoon,2,4,-2,-50,0,0",
      "No campaign tag,1,0,1,,0,0",
      "Total,6,4,2,50,2,1",
      "",
    ]);
  });

  it("refuses a wrong period with the reason", async () => {
    const response = await call(csvLoader, "/admin/reports.csv?by=campaign&from=2026-11-10&to=2026-11-01");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("To: the last day must be on or after the first day.\n");
  });
});
