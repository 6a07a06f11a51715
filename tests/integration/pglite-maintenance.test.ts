// The embedded database's nightly VACUUM and ANALYZE (docs/decisions/045): every table the
// first time, then only the tables that changed, and at 03:00 in India.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/server/db/client.server";
import { inquiries } from "~/server/db/schema.server";
import { runPgliteMaintenance, startPgliteMaintenance } from "~/server/jobs/pglite-maintenance.server";
import { makeServices } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => {
  vi.useRealTimers();
});

const lastRuns = async (table: string) =>
  (
    (await database.db.execute(
      sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analysed from pg_stat_user_tables where relname = ${table}`,
    )) as unknown as { rows: Array<{ vacuumed: boolean; analysed: boolean }> }
  ).rows[0];

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("PGlite maintenance", () => {
  it("vacuums and analyses every table once, then only those that changed", async () => {
    const first = await runPgliteMaintenance(makeServices(database));
    expect(first.map((t) => t.table)).toEqual(expect.arrayContaining(["inquiries", "therapies", "users"]));
    expect(await lastRuns("inquiries")).toEqual({ vacuumed: true, analysed: true });

    expect(await runPgliteMaintenance(makeServices(database))).toEqual([]);

    await database.db.insert(inquiries).values({ source: "home", name: "Night owl" });
    await database.db.delete(inquiries).where(sql`${inquiries.name} = 'Night owl'`);
    const second = await runPgliteMaintenance(makeServices(database));
    // The rollups' triggers wrote to their tables too (docs/decisions/043).
    expect(second.map((t) => t.table).sort()).toEqual(["inquiries", "inquiry_day_counts"]);
    expect(second.find((t) => t.table === "inquiries")).toMatchObject({ vacuum: true, analyze: true });
  });

  it("is scheduled for 03:00 in India and stops cleanly", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const job = startPgliteMaintenance(makeServices(database), () => Date.parse("2026-11-25T10:00:00Z"));
    expect(vi.getTimerCount()).toBe(1);
    // 21:30 UTC is 03:00 in India: eleven and a half hours away.
    vi.advanceTimersByTime(11.5 * 3_600_000 - 1);
    expect(vi.getTimerCount()).toBe(1);
    job.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
