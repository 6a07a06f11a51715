// Times the inbox's queries at 200,000 inquiries (issue 20 item 2; docs/decisions/033).
// Usage: tsx scripts/bench/inbox-scale.ts <pglite data dir | postgres://…> [runs]
// The database is filled once with a generate_series insert and reused on later runs.
import { sql } from "drizzle-orm";
import { openPglite, openPostgres } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { listInbox } from "~/server/repos/admin-inquiries.server";
import type { InboxFilter } from "~/lib/inquiry-inbox";

const target = process.argv[2] ?? "/tmp/inbox-bench/pglite";
const runs = Number(process.argv[3] ?? 30);
const ROWS = 200_000;

const database = target.startsWith("postgres") ? await openPostgres(target) : await openPglite(target);
const { db } = database;
await migrateDatabase(database);

// Both drivers answer execute() with { rows }; the Db type is driver-generic.
const { n } = ((await db.execute(sql`select count(*)::int as n from inquiries`)) as unknown as { rows: { n: number }[] }).rows[0]!;
if (n < ROWS) {
  console.log(`filling ${ROWS - n} inquiries…`);
  await db.execute(sql`
    insert into inquiries (source, name, phone, email, country, interest, message, status, created_at, language)
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
      (array['new','contacted','booked','closed','closed','closed','contacted'])[1 + (i * 11) % 7],
      now() - make_interval(mins => (i * 2 + (i * 13) % 7)::int),
      'en'
    from (
      select i,
        (array['Asha','Ravi','Priya','Arjun','Meera','Vikram','Lakshmi','Rahul','Fatima','Omar','John','Sarah','Anil','Deepa','Kiran','Sunita','Mohammed','Aisha','Suresh','Kavya'])[1 + (i * 17) % 20]
          || case when i % 50 = 0 then 'n' || (i % 1000)::text else '' end as first,
        (array['Kumar','Sharma','Nair','Reddy','Iyer','Menon','Pillai','Singh','Khan','Patel','Smith','Jones','Rao','Das','Gupta','Varma','Joseph','Thomas','Ali','Bose'])[1 + (i * 31) % 20] as last
      from generate_series(${n + 1}::bigint, ${ROWS}::bigint) as i
    ) g`);
  // One rare name, and a tie on created_at for keyset paging.
  await db.execute(sql`update inquiries set name = 'Zenobia Quartermaine' where id = 123457`);
  await db.execute(sql`analyze inquiries`);
}

const base: InboxFilter = { source: null, status: null, q: "", language: null, sort: "newest" };

async function time(label: string, fn: () => Promise<unknown>) {
  await fn(); // warm
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)]!.toFixed(1);
  console.log(`${label.padEnd(34)} p50 ${q(0.5).padStart(7)} ms   p95 ${q(0.95).padStart(7)} ms`);
}

const cases: [string, Partial<InboxFilter>][] = [
  ["page 1", {}],
  ["common word 'kumar'", { q: "kumar" }],
  ["rare word 'zenobia'", { q: "zenobia" }],
  ["phone digits '98765'", { q: "98765" }],
  ["email part 'outlook'", { q: "outlook" }],
  ["status new", { status: "new" }],
  ["status booked", { status: "booked" }],
  ["source international", { source: "international" }],
  ["source+status", { source: "therapy", status: "new" }],
  ["longest wait", { sort: "waiting" }],
  ["short search 'as' (not applied)", { q: "as" }],
  ["language te", { language: "te" }],
];
const extra = (await import("./inbox-scale-cases")).extraCases;
// One pass first, as a server in use would have: the first query after opening reads from disk.
for (const [, change] of cases) await listInbox(db, { ...base, ...change });
for (const [label, change] of cases) await time(label, () => listInbox(db, { ...base, ...change }));
for (const [label, fn] of await extra(db, base)) await time(label, fn);
await database.close();
