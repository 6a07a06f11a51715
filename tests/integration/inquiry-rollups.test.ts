// The dashboard's rollups (docs/decisions/043) stay equal to a count of the leads themselves
// through every kind of write: bulk and single inserts, status changes, edits of a breakdown's
// column, unrelated updates, deletes (erasure, retention) and truncate.
import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { waitBucketWidth } from "~/lib/reports";
import { type Database } from "~/server/db/client.server";
import { inquiries, inquiryDayCounts, inquiryWeekWaits } from "~/server/db/schema.server";
import { compactRollups, firstContact, leadsPerWeek, newLeads } from "~/server/repos/lead-reports.server";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
});

const DAY_MS = 86_400_000;
const indiaDay = (at: Date) => new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const indiaWeek = (at: Date) => {
  const day = new Date(`${indiaDay(at)}T00:00:00Z`);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};
const bucket = (minutes: number) => minutes - (minutes % waitBucketWidth(minutes));
const titleCase = (s: string) => s.toLowerCase().replace(/(^|[^a-z])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());
const blankToEmpty = (s: string | null) => (s === null || s.trim() === "" ? "" : s.trim());

/** What the rollups should hold, counted in TypeScript from the leads themselves. */
async function expected() {
  const rows = await database.db.select().from(inquiries);
  const days = new Map<string, number>();
  const answered = new Map<string, number>();
  const booked = new Map<string, number>();
  const waits = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const r of rows) {
    const day = indiaDay(r.createdAt);
    const country = blankToEmpty(r.country);
    const keys: Array<[string, string]> = [
      ["form", r.source],
      ["therapy", blankToEmpty(r.interest)],
      ["country", country && titleCase(country)],
      ["language", r.language],
      ["page", r.pagePath ?? ""],
      ["status", r.status],
      ["campaign", blankToEmpty(r.utmCampaign)],
      ["utm_source", blankToEmpty(r.utmSource)],
      ["medium", blankToEmpty(r.utmMedium)],
      ["referrer", blankToEmpty(r.referrerHost)],
    ];
    for (const [dimension, key] of keys) {
      add(days, `${dimension}|${day}|${key}`);
      if (r.firstContactedAt) add(answered, `${dimension}|${day}|${key}`);
      if (r.status === "booked") add(booked, `${dimension}|${day}|${key}`);
    }
    if (r.firstContactedAt) {
      const minutes = Math.max(0, Math.floor((r.firstContactedAt.getTime() - r.createdAt.getTime()) / 60_000));
      add(waits, `${indiaWeek(r.createdAt)}|${bucket(minutes)}`);
    }
  }
  return {
    days: Object.fromEntries(days),
    answered: Object.fromEntries(answered),
    booked: Object.fromEntries(booked),
    waits: Object.fromEntries(waits),
  };
}

/** The rollups' figures: each key's rows summed, keys that sum to nothing left out. */
async function stored() {
  const sum = (rows: Array<[string, number]>) => {
    const totals = new Map<string, number>();
    for (const [key, n] of rows) totals.set(key, (totals.get(key) ?? 0) + n);
    return Object.fromEntries([...totals].filter(([, n]) => n !== 0));
  };
  const days = await database.db.select().from(inquiryDayCounts);
  const waits = await database.db.select().from(inquiryWeekWaits);
  return {
    days: sum(days.map((r) => [`${r.dimension}|${r.day}|${r.key}`, r.n])),
    answered: sum(days.map((r) => [`${r.dimension}|${r.day}|${r.key}`, r.answered])),
    booked: sum(days.map((r) => [`${r.dimension}|${r.day}|${r.key}`, r.booked])),
    waits: sum(waits.map((r) => [`${r.week}|${r.minutes}`, r.n])),
  };
}

const rowCount = async () =>
  (await database.db.select({ n: count() }).from(inquiryDayCounts))[0]!.n +
  (await database.db.select({ n: count() }).from(inquiryWeekWaits))[0]!.n;

const at = (iso: string) => new Date(iso);
const lead = (createdAt: string, extra: Partial<typeof inquiries.$inferInsert> = {}): typeof inquiries.$inferInsert => ({
  source: "home",
  name: "Test lead",
  createdAt: at(createdAt),
  ...extra,
});

describe("inquiry rollups", () => {
  it("match a recount after inserts, edits, status changes, deletes and truncate", async () => {
    const { db } = database;
    // One statement of many rows, as seed:bulk and the benchmark's fill write them.
    await db.insert(inquiries).values(
      Array.from({ length: 300 }, (_, i) =>
        lead(new Date(Date.parse("2026-09-01T00:00:00Z") + i * 7 * 3_600_000).toISOString(), {
          source: (["home", "contact", "international", "wellness", "therapy"] as const)[i % 5],
          interest: i % 4 === 0 ? null : i % 4 === 1 ? "  " : ["Cryotherapy", "Physiotherapy"][i % 2],
          country: ["india ", "INDIA", "Oman", "", null, "united kingdom"][i % 6],
          language: (["en", "hi", "te", "ar"] as const)[i % 4],
          pagePath: i % 3 === 0 ? null : `/page-${i % 7}`,
          utmCampaign: i % 5 === 0 ? null : ["diwali", "monsoon", " spring "][i % 3],
          utmSource: i % 2 === 0 ? null : ["google", "facebook"][i % 4 === 1 ? 0 : 1],
          utmMedium: i % 6 === 0 ? "cpc" : null,
          referrerHost: i % 7 === 0 ? null : ["google.com", "bing.com", "example.org"][i % 3],
          status: (["new", "contacted", "booked", "closed"] as const)[i % 4],
          // Waits from a minute to three weeks, so every bucket width is crossed.
          firstContactedAt:
            i % 4 === 0 ? null : new Date(Date.parse("2026-09-01T00:00:00Z") + i * 7 * 3_600_000 + ((i * i * 997) % (21 * DAY_MS))),
        }),
      ),
    );
    expect(await stored()).toEqual(await expected());

    // A lead from the public form, one at a time.
    const [one] = await db
      .insert(inquiries)
      .values(lead("2026-11-24T10:00:00Z", { country: "Kenya" }))
      .returning();
    // Answered: the status changes and the wait is recorded.
    await db
      .update(inquiries)
      .set({ status: "contacted", firstContactedAt: at("2026-11-24T12:30:00Z") })
      .where(eq(inquiries.id, one!.id));
    // Booked later: only the answered and booked sums of its keys move.
    await db.update(inquiries).set({ status: "booked" }).where(eq(inquiries.id, one!.id));
    expect(await stored()).toEqual(await expected());
    // A staff edit of a breakdown's column and of the arrival time.
    await db
      .update(inquiries)
      .set({ country: "Tanzania", utmCampaign: "winter", createdAt: at("2026-11-23T09:00:00Z") })
      .where(eq(inquiries.id, one!.id));
    // An update that touches no breakdown (assigning, a follow-up date) writes nothing.
    await db
      .update(inquiries)
      .set({ followUpOn: "2026-12-01" })
      .where(sql`${inquiries.id} % 2 = 0`);
    // Retention's anonymising: the leads stay counted, without a country or a page.
    await db
      .update(inquiries)
      .set({ country: null, pagePath: null, name: "Removed" })
      .where(sql`${inquiries.id} % 5 = 1`);
    expect(await stored()).toEqual(await expected());

    const ids = (await db.select({ id: inquiries.id }).from(inquiries).limit(40)).map((r) => r.id);
    await db.delete(inquiries).where(inArray(inquiries.id, ids));
    expect(await stored()).toEqual(await expected());

    // Compaction leaves one row per key with a figure, and the same figures.
    const before = await rowCount();
    await compactRollups(db);
    const after = await rowCount();
    expect(after).toBeLessThan(before);
    const figures = await stored();
    expect(after).toBe(Object.keys(figures.days).length + Object.keys(figures.waits).length);
    expect(figures).toEqual(await expected());
    await compactRollups(db);
    expect(await rowCount()).toBe(after);

    await db.execute(sql`truncate inquiries cascade`);
    expect(await stored()).toEqual({ days: {}, answered: {}, booked: {}, waits: {} });
  });

  it("feed the dashboard's figures: weeks, new leads and the median wait", async () => {
    await database.db.insert(inquiries).values([
      lead("2026-11-23T04:00:00Z", { country: "india", firstContactedAt: at("2026-11-23T04:20:00Z"), status: "contacted" }),
      lead("2026-11-24T04:00:00Z", { country: "India ", firstContactedAt: at("2026-11-24T04:50:00Z"), status: "booked" }),
      lead("2026-11-24T05:00:00Z", { country: null }),
      // The week before, and still new.
      lead("2026-11-20T05:00:00Z", { country: "Oman" }),
    ]);
    expect(
      (await leadsPerWeek(database.db, "country", "2026-11-16")).toSorted((a, b) =>
        `${a.bucket}${a.key}`.localeCompare(`${b.bucket}${b.key}`),
      ),
    ).toEqual([
      { bucket: "2026-11-16", key: "Oman", n: 1 },
      { bucket: "2026-11-23", key: "India", n: 2 },
      { bucket: "2026-11-23", key: null, n: 1 },
    ]);
    expect(await newLeads(database.db)).toBe(2);
    expect(await newLeads(database.db, "2026-11-23")).toBe(1);
    // Waits of 20 and 50 minutes: the median is 35.
    expect(await firstContact(database.db, "2026-11-16")).toEqual({
      weeks: [{ week: "2026-11-23", median: 35 * 60, answered: 2 }],
      overall: { median: 35 * 60, answered: 2 },
    });
  });

  it("add up a bucket's rows appended since the last compaction, leaving out those that cancel", async () => {
    await database.db.insert(inquiryWeekWaits).values([
      { week: "2026-11-23", minutes: 20, n: 1 },
      { week: "2026-11-23", minutes: 20, n: 1 },
      { week: "2026-11-23", minutes: 50, n: 1 },
      { week: "2026-11-23", minutes: 50, n: -1 },
      { week: "2026-11-30", minutes: 30, n: 1 },
      { week: "2026-11-30", minutes: 30, n: -1 },
    ]);
    expect(await firstContact(database.db, "2026-11-16")).toEqual({
      weeks: [{ week: "2026-11-23", median: 20 * 60, answered: 2 }],
      overall: { median: 20 * 60, answered: 2 },
    });
  });
});
