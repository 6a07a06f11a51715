// Issue 15 items 4 and 5: page views reach the table in batches from any number of
// instances, and the dashboard's lead figures are right (weeks in India, breakdowns, pages,
// median time to first contact).
import type { IncomingMessage } from "node:http";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PageViewCounter } from "~/server/analytics/page-view-counter.server";
import type { Database } from "~/server/db/client.server";
import { inquiries, pageViews } from "~/server/db/schema.server";
import { startPageViewFlush } from "~/server/jobs/page-view-flush.server";
import { dashboardReports } from "~/server/admin/dashboard-reports.server";
import { dashboardViewTotals, viewTotals } from "~/server/repos/page-views.server";
import { createTestDatabase } from "../support/test-db";
import { makeServices } from "../support/services";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(pageViews);
  await database.db.delete(inquiries);
});

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const visit = (referer?: string) =>
  ({ method: "GET", headers: { "user-agent": PHONE, ...(referer ? { referer } : {}) } }) as unknown as IncomingMessage;
/** A new visitor's address each time: one address counts a page once per half hour. */
let visitors = 0;
const anyone = () => {
  visitors++;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};
const NOW = Date.parse("2026-11-25T06:00:00Z"); // Wednesday in India
const log = pino({ level: "silent" });

describe("page views", () => {
  it("two instances' batches add up, per page, language, referrer and device", async () => {
    const a = new PageViewCounter({ siteHost: "samudra-rehab.example", sessionCookie: "admin_user", now: () => NOW });
    const b = new PageViewCounter({ siteHost: "samudra-rehab.example", sessionCookie: "admin_user", now: () => NOW });
    const flushA = startPageViewFlush(database.db, a, log, 3_600_000);
    const flushB = startPageViewFlush(database.db, b, log, 3_600_000);
    for (let i = 0; i < 5; i++) a.count(visit("https://www.google.com/search"), "/hi/about", anyone());
    for (let i = 0; i < 3; i++) b.count(visit(), "/hi/about", anyone());
    b.count(visit("https://www.google.com/"), "/hi/about", anyone());
    await Promise.all([flushA.flush(), flushB.flush()]);
    a.count(visit("https://www.google.com/"), "/hi/about", anyone());
    await flushA.stop();
    await flushB.stop();

    expect((await viewTotals(database.db, "2026-11-25", "2026-11-25")).perDay).toEqual([{ key: "2026-11-25", views: 10 }]);
    const november = await viewTotals(database.db, "2026-11-01", "2026-11-30");
    expect(november.referrers.sort((a, b) => b.views - a.views)).toEqual([
      { key: "google.com", views: 7, days: 1 },
      { key: "", views: 3, days: 1 },
    ]);
    expect(november.byLanguage).toEqual([{ key: "hi", views: 10 }]);
    expect(november.byDevice).toEqual([{ key: "phone", views: 10 }]);
    expect(november.byPath).toEqual([{ key: "/hi/about", views: 10 }]);
  });

  it("keeps the counts when the database refuses a batch, and writes them next time", async () => {
    const counter = new PageViewCounter({ siteHost: "x.example", sessionCookie: "admin_user", now: () => NOW });
    let fail = true;
    const flaky = new Proxy(database.db, {
      get(target, prop, receiver) {
        if (prop === "insert" && fail)
          return () => {
            throw new Error("database away");
          };
        return Reflect.get(target, prop, receiver);
      },
    });
    const flusher = startPageViewFlush(flaky, counter, log, 3_600_000);
    counter.count(visit(), "/", anyone());
    counter.count(visit(), "/", anyone());
    await flusher.flush();
    expect(counter.size).toBe(1);
    fail = false;
    await flusher.stop();
    expect((await viewTotals(database.db, "2026-11-25", "2026-11-25")).byPath).toEqual([{ key: "/", views: 2 }]);
  });
});

describe("the dashboard's 28 days of views", () => {
  const row = (day: string, path: string, referrerHost: string, device: "phone" | "desktop" | "tablet", views: number) => ({
    day,
    path,
    language: path.startsWith("/te") ? "te" : "en",
    referrerHost,
    device,
    views,
  });

  // Its own month: the closed days are kept per database and range, and the other tests reuse this database.
  it("adds the closed days, read once, to yesterday and today, read each time: the same as one read", async () => {
    await database.db
      .insert(pageViews)
      .values([
        row("2026-09-29", "/", "", "phone", 5),
        row("2026-10-10", "/", "google.com", "phone", 3),
        row("2026-10-10", "/te", "google.com", "desktop", 2),
        row("2026-10-24", "/about", "google.com", "phone", 7),
        row("2026-10-25", "/", "", "tablet", 1),
        row("2026-10-26", "/te", "facebook.com", "phone", 4),
      ]);
    const split = await dashboardViewTotals(database.db, "2026-09-29", "2026-10-26");
    const whole = await viewTotals(database.db, "2026-09-29", "2026-10-26");
    const byKey = (t: { key: string }[]) => [...t].sort((a, b) => (a.key < b.key ? -1 : 1));
    expect({ ...split, referrers: byKey(split.referrers) }).toEqual({ ...whole, referrers: byKey(whole.referrers) });
    expect(byKey(split.referrers)).toEqual([
      { key: "", views: 6, days: 2 },
      { key: "facebook.com", views: 4, days: 1 },
      { key: "google.com", views: 12, days: 2 },
    ]);

    // Yesterday and today are read again; a closed day is not, until the range moves on a day.
    await database.db.insert(pageViews).values([row("2026-10-25", "/", "", "desktop", 10), row("2026-10-20", "/", "", "phone", 100)]);
    const again = await dashboardViewTotals(database.db, "2026-09-29", "2026-10-26");
    expect(again.perDay.find((d) => d.key === "2026-10-25")?.views).toBe(11);
    expect(again.perDay.find((d) => d.key === "2026-10-20")).toBeUndefined();
    const nextDay = await dashboardViewTotals(database.db, "2026-09-30", "2026-10-27");
    expect(nextDay.perDay.find((d) => d.key === "2026-10-20")?.views).toBe(100);
  });
});

describe("dashboard reports", () => {
  const lead = (createdAt: string, extra: Partial<typeof inquiries.$inferInsert> = {}) => ({
    source: "home" as const,
    name: "Test lead",
    createdAt: new Date(createdAt),
    ...extra,
  });

  it("leads per India week by breakdown, per page against its views, and the median wait", async () => {
    await database.db.insert(inquiries).values([
      // Monday 23 Nov 00:10 in India is still Sunday in UTC: it belongs to the week of 23 Nov.
      lead("2026-11-22T18:40:00Z", {
        source: "therapy",
        interest: "Cryotherapy",
        country: "india ",
        language: "hi",
        pagePath: "/hi/therapy/cryotherapy",
        firstContactedAt: new Date("2026-11-22T19:40:00Z"),
        status: "contacted",
      }),
      lead("2026-11-24T10:00:00Z", {
        source: "therapy",
        interest: "Cryotherapy",
        country: "India",
        pagePath: "/hi/therapy/cryotherapy",
        firstContactedAt: new Date("2026-11-24T13:00:00Z"),
        status: "contacted",
      }),
      lead("2026-11-24T11:00:00Z", {
        source: "international",
        country: "Oman",
        language: "ar",
        pagePath: "/ar/international-patients",
        firstContactedAt: new Date("2026-11-25T04:00:00Z"),
        status: "booked",
      }),
      // Sunday 22 Nov in India: the week before.
      lead("2026-11-22T10:00:00Z", { pagePath: "/" }),
      // Thirteen weeks ago: outside the chart.
      lead("2026-08-20T10:00:00Z", { pagePath: "/" }),
    ]);
    const counter = new PageViewCounter({ siteHost: "x.example", sessionCookie: "admin_user", now: () => NOW });
    for (let i = 0; i < 40; i++) counter.count(visit(), "/hi/therapy/cryotherapy", anyone());
    for (let i = 0; i < 10; i++) counter.count(visit(), "/", anyone());
    const flusher = startPageViewFlush(database.db, counter, log, 3_600_000);
    const services = { ...makeServices(database), pageViews: flusher };

    const byForm = await dashboardReports(services, "form", NOW);
    expect(byForm.leads.weeks.at(-1)).toBe("2026-11-23");
    expect(byForm.leads.weeks).toHaveLength(12);
    const series = Object.fromEntries(byForm.leads.series.map((s) => [s.label, s.values.slice(-2)]));
    expect(series).toEqual({ "Therapy page": [0, 2], International: [0, 1], "Home page": [1, 0] });

    const byCountry = await dashboardReports(services, "country", NOW);
    expect(byCountry.leads.series.map((s) => [s.label, s.total])).toEqual([
      ["India", 2],
      ["Not given", 1],
      ["Oman", 1],
    ]);

    // Views were flushed by the report itself (the flusher's timer is an hour away).
    expect(byForm.pages.slice(0, 2)).toEqual([
      { path: "/hi/therapy/cryotherapy", views: 40, leads: 2, rate: 5 },
      { path: "/", views: 10, leads: 1, rate: 10 },
    ]);
    // Waits of 1 h, 3 h and 17 h: the median is 3 h, counted as the middle of its five-minute
    // bucket (docs/decisions/043); the Sunday lead is still new.
    expect(byForm.firstContact).toMatchObject({ median: 182.5 * 60, answered: 3, waiting: 1 });
    expect(byForm.firstContact.weeks.at(-1)).toEqual({ week: "2026-11-23", hours: 183 / 60, answered: 3 });
    await flusher.stop();
  });

  it("names a referring site once it recurs, and never a host one machine sends, however often", async () => {
    let now = NOW;
    const counter = new PageViewCounter({ siteHost: "x.example", sessionCookie: "admin_user", now: () => now });
    const flusher = startPageViewFlush(database.db, counter, log, 3_600_000);
    const services = { ...makeServices(database), pageViews: flusher };
    const pages = ["/", "/about", "/services", "/contact", "/conditions", "/reviews", "/wellness-programs"];
    for (const day of [0, 1]) {
      now = NOW + day * 86_400_000;
      // A referrer spammer: one address, every page, many times a day.
      for (let i = 0; i < 700; i++) counter.count(visit("https://spam.example/offer"), pages[i % pages.length]!, "198.51.100.66");
      // A directory that links to the clinic: four visitors a day, both days.
      for (let i = 0; i < 4; i++) counter.count(visit("https://clinic-directory.example/list"), "/", anyone());
      // A host four addresses sent on one day only.
      if (day === 0) for (let i = 0; i < 4; i++) counter.count(visit("https://one-day.example/"), "/", anyone());
    }
    counter.count(visit("https://www.google.co.in/"), "/about", anyone());

    const reports = await dashboardReports(services, "form", now);
    const referrers = Object.fromEntries(reports.referrers.map((r) => [r.label, r.value]));
    // The directory's first two visitors each day count as other sites, until its third address.
    expect(referrers).toEqual({ "clinic-directory.example": 4, "Other sites": 2 * 7 + 4 + 4, "google.co.in": 1 });
    expect(JSON.stringify(reports)).not.toContain("spam.example");
    await flusher.stop();
  });
});
