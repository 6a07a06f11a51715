// The inbox's trigram indexes take each inquiry straight in, with no pending list for every
// search to read through (migration 0015, docs/decisions/057); a bulk load gathers entries in
// the list for speed and leaves the indexes as it found them.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { parseInboxFilter } from "~/lib/inquiry-inbox";
import { inquirySearchIndexes, loadingInquiries } from "~/server/db/bulk-load.server";
import { listInbox } from "~/server/repos/admin-inquiries.server";
import { countInquiries, fillInquiries } from "../../scripts/bench/fill-inquiries";
import { statsCounter } from "../support/pg-stats";
import { createTestDatabase } from "../support/test-db";

// Both drivers answer execute() with { rows }; the Db type is driver-generic.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function fastUpdate(database: Database): Promise<Record<string, string[] | null>> {
  const rows = rowsOf<{ name: string; options: string[] | null }>(
    await database.db.execute(sql`
      select c.relname as name, c.reloptions as options
      from pg_class c join pg_index i on i.indexrelid = c.oid join pg_am a on a.oid = c.relam
      where i.indrelid = 'inquiries'::regclass and a.amname = 'gin'`),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.options]));
}

const ALL_OFF = {
  inquiries_email_trgm_idx: ["fastupdate=off"],
  inquiries_name_trgm_idx: ["fastupdate=off"],
  inquiries_phone_digits_trgm_idx: ["fastupdate=off"],
};

describe("the inbox's search indexes", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("are the schema's three GIN indexes, each without a pending list", async () => {
    expect(inquirySearchIndexes().sort()).toEqual(Object.keys(ALL_OFF));
    expect(await fastUpdate(database)).toEqual(ALL_OFF);
  });

  it("end a bulk load as they began it, and a failed load leaves neither rows nor settings behind", async () => {
    const before = await countInquiries(database.db);
    await expect(
      loadingInquiries(database.db, async (tx) => {
        await tx.execute(sql`insert into inquiries (source, name) values ('contact', 'Halfway Loaded')`);
        throw new Error("the load broke off");
      }),
    ).rejects.toThrow("the load broke off");
    expect(await fastUpdate(database)).toEqual(ALL_OFF);
    expect(await countInquiries(database.db)).toBe(before);

    await fillInquiries(database.db, before + 2_000);
    expect(await fastUpdate(database)).toEqual(ALL_OFF);
  });
});

/** Index pages the search indexes have handed out so far (buffer hits and reads). */
const searchIndexPages = (database: Database) =>
  statsCounter(
    database,
    sql`select sum(idx_blks_hit + idx_blks_read)::int as n from pg_statio_user_indexes
      where relname = 'inquiries' and indexrelname like '%trgm%'`,
  );

// The counters are PGlite's one backend's; on PostgreSQL the pool's other connections report
// theirs up to 10 s later (as in inbox-search-plan.test.ts).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("a rare search after leads arrive one by one", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await fillInquiries(database.db, 10_000);
    // Leads as the site stores them: one insert each, no bulk load.
    for (let i = 0; i < 600; i += 1) {
      await database.db.execute(
        sql`insert into inquiries (source, name, phone, email) values ('contact', ${`Lakshmi Subramaniam ${i}`}, ${`+91 98480 ${10_000 + i}`}, ${`lakshmi.s${i}@gmail.com`})`,
      );
    }
  }, 180_000);
  afterAll(() => database.close());

  it("reads a few pages of its indexes, not every entry added since the last vacuum", async () => {
    const before = await searchIndexPages(database);
    const inbox = await listInbox(database.db, parseInboxFilter(new URLSearchParams({ q: "zenobia" })));
    const read = (await searchIndexPages(database)) - before;
    expect(inbox.rows.map((r) => r.name)).toEqual(["Zenobia Quartermaine"]);
    // 48 here. With GIN's fast update (the default) the 600 leads sat in each index's pending
    // list, read through in full by each of the search's index scans: 190.
    expect(read).toBeLessThan(100);
  });
});
