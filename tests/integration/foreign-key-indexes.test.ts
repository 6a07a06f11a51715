// A foreign key's check on delete looks up the referencing rows by its column. Without an index
// led by that column it reads the referencing table whole, once per deleted row: the retention
// clean-up's 500-lead batch spent 650 of its 820 ms reading the mail outbox 500 times at 200,000
// leads on PGlite (issue 45, migration 0027).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/**
 * Referenced rows deleted one at a time by a person, never in bulk: removing a staff member (a
 * few times a year) or a therapy reads each referencing table once, which costs less than an
 * index every insert keeps up. (The outbox's cascade from a staff member has its index anyway:
 * the outbox is the one referencing table that grows with the leads.) A bookable service is
 * deleted by an admin, a few times in the life of the clinic: its appointments are read once.
 */
const RARELY_DELETED = new Set(["users", "therapies", "booking_services"]);

it("every foreign key to a table deleted from in bulk has an index led by its column", async () => {
  const result = await database.db.execute(sql`
    select c.conrelid::regclass::text as tbl, a.attname as col, c.confrelid::regclass::text as ref, c.confdeltype as action
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`);
  // Both drivers answer execute() with { rows }; the Db type is driver-generic.
  const unindexed = (result as unknown as { rows: Array<{ tbl: string; col: string; ref: string; action: string }> }).rows;
  const slow = unindexed.filter((k) => !RARELY_DELETED.has(k.ref)).map((k) => `${k.tbl}.${k.col} → ${k.ref}`);
  expect(slow).toEqual([]);
});
