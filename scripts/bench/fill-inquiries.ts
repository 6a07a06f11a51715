// The benchmarks' and tests' many leads: the same realistic rows as `npm run seed:bulk` (issue 45),
// plus one rare name ("Zenobia Quartermaine") for the rare-word search. Used by curve.ts,
// inbox-scale.ts and the search integration tests.
import { sql } from "drizzle-orm";
import { addBulkInquiries, BULK_RETENTION_DAYS, makeRandom } from "~/server/db/bulk-inquiries.server";
import { getInquiryRetentionDays, saveInquiryRetentionDays } from "~/server/repos/inquiry-retention.server";
import type { Db } from "~/server/db/client.server";

// Both drivers answer execute() with { rows }; the Db type is driver-generic.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function countInquiries(db: Db): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from inquiries`))[0]!.n;
}

/**
 * Adds leads until the table holds `rows`, from the same generator as `npm run seed:bulk`
 * (app/server/db/bulk-inquiries.server.ts), with their notes and history, and the page views
 * of the days they span when asked (the benchmarks do; tests of leads alone need not pay for
 * them); returns how many were added. Rollups folded and tables analysed after.
 */
export async function fillInquiries(db: Db, rows: number, opts: { pageViews?: boolean } = {}): Promise<number> {
  const n = await countInquiries(db);
  if (n >= rows) return 0;
  // As seed:bulk does: with the default 365 days, the server's clean-up a minute after its start
  // deleted two thirds of the rows while the curve measured, 500 at a time (decision 081).
  if ((await getInquiryRetentionDays(db)) < BULK_RETENTION_DAYS) await saveInquiryRetentionDays(db, BULK_RETENTION_DAYS);
  // Seeded by the rows already there: the same steps of a curve make the same database.
  await addBulkInquiries(db, { count: rows - n, firstIndex: n, random: makeRandom(20_2026 + n), pageViews: opts.pageViews ?? false });
  const rare = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from inquiries where name = 'Zenobia Quartermaine'`));
  if (rare[0]!.n === 0) {
    // Six tenths of the way down the list, so neither the first nor the last page holds it.
    await db.execute(
      sql`update inquiries set name = 'Zenobia Quartermaine' where id = (select id from inquiries order by created_at desc, id desc offset ${Math.floor(rows * 0.6)} limit 1)`,
    );
  }
  await db.execute(sql`vacuum (analyze) inquiries`);
  return rows - n;
}

/**
 * Digits from a phone number in the planner's sample of the column (its pg_stats histogram),
 * its first two dropped: the search the planner took for 1 % of the rows (docs/decisions/055).
 * Used by curve.ts and the search-plan integration test.
 */
export async function sampledPhoneDigits(db: Db): Promise<string> {
  const [row] = rowsOf<{ b: string }>(
    await db.execute(sql`select histogram_bounds::text as b from pg_stats where tablename = 'inquiries' and attname = 'phone_digits'`),
  );
  return row!.b.replace(/[{}]/g, "").split(",")[50]!.slice(2);
}
