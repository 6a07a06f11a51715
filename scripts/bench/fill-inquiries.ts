// Fills the inquiries table up to a number of rows with one generate_series insert (about
// 200,000 rows in seconds, where seed:bulk's realistic rows take minutes): 20 first and 20 last
// names, Indian, UK and UAE phone formats, five sources and countries, statuses in the
// proportions of a busy inbox, answered after a wait of a minute to three days, one row every
// two minutes back from now. One rare name ("Zenobia Quartermaine") for the rare-word search. Used by inbox-scale.ts and curve.ts.
import { sql } from "drizzle-orm";
import { loadingInquiries } from "~/server/db/bulk-load.server";
import type { Db } from "~/server/db/client.server";

// Both drivers answer execute() with { rows }; the Db type is driver-generic.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function countInquiries(db: Db): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from inquiries`))[0]!.n;
}

/** Adds rows until the table holds `rows`; returns how many were added. Analyses the table after. */
export async function fillInquiries(db: Db, rows: number): Promise<number> {
  const n = await countInquiries(db);
  if (n >= rows) return 0;
  await loadingInquiries(db, (tx) =>
    tx.execute(sql`
    insert into inquiries (source, name, phone, email, country, interest, message, status, created_at, first_contacted_at, language)
    select
      (array['home','contact','international','wellness','therapy'])[1 + (i * 7) % 5],
      first || ' ' || last,
      case when i % 3 = 0 then '+91 9' || lpad(((i * 7919) % 10000)::text, 4, '0') || ' ' || lpad(((i * 104729) % 100000)::text, 5, '0')
           when i % 3 = 1 then '0' || lpad(((i * 15485863) % 1000000000)::text, 10, '0')
           else '+44 7' || lpad(((i * 32452843) % 1000000000)::text, 9, '0') end,
      case when i % 4 = 0 then null else lower(first) || '.' || lower(last) || (i % 997) || '@' || (array['gmail.com','yahoo.co.in','outlook.com','example.org'])[1 + i % 4] end,
      (array['India','United Kingdom','UAE','Oman','Kenya'])[1 + i % 5],
      (array['Cryotherapy','Physiotherapy','Hydrotherapy','Wellness stay','Spine care'])[1 + (i * 3) % 5],
      'Please call me about treatment for my back pain, visit ' || i,
      status,
      created_at,
      -- Answered leads waited from a minute to three days, most of them a few hours.
      case when status = 'new' then null else created_at + make_interval(mins => (1 + (i * i * 7) % (case when i % 10 = 0 then 4320 else 480 end))::int) end,
      'en'
    from (
      select i,
        (array['new','contacted','booked','closed','closed','closed','contacted'])[1 + (i * 11) % 7] as status,
        now() - make_interval(mins => (i * 2 + (i * 13) % 7)::int) as created_at,
        (array['Asha','Ravi','Priya','Arjun','Meera','Vikram','Lakshmi','Rahul','Fatima','Omar','John','Sarah','Anil','Deepa','Kiran','Sunita','Mohammed','Aisha','Suresh','Kavya'])[1 + (i * 17) % 20]
          || case when i % 50 = 0 then 'n' || (i % 1000)::text else '' end as first,
        (array['Kumar','Sharma','Nair','Reddy','Iyer','Menon','Pillai','Singh','Khan','Patel','Smith','Jones','Rao','Das','Gupta','Varma','Joseph','Thomas','Ali','Bose'])[1 + (i * 31) % 20] as last
      from generate_series(${n + 1}::bigint, ${rows}::bigint) as i
    ) g`),
  );
  const rare = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from inquiries where name = 'Zenobia Quartermaine'`));
  if (rare[0]!.n === 0) {
    // Six tenths of the way down the list, so neither the first nor the last page holds it.
    await db.execute(
      sql`update inquiries set name = 'Zenobia Quartermaine' where id = (select id from inquiries order by id offset ${Math.floor(rows * 0.6)} limit 1)`,
    );
  }
  await db.execute(sql`analyze inquiries`);
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
