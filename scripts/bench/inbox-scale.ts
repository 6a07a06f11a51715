// Times the inbox's queries at 200,000 inquiries (issue 20 item 2; docs/decisions/033).
// Usage: tsx scripts/bench/inbox-scale.ts <pglite data dir | postgres://…> [runs]
// The database is filled once (fill-inquiries.ts) and reused on later runs.
import { sql } from "drizzle-orm";
import { openPglite, openPostgres } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { listInbox } from "~/server/repos/admin-inquiries.server";
import type { InboxFilter } from "~/lib/inquiry-inbox";
import { fillInquiries } from "./fill-inquiries";

const target = process.argv[2] ?? "/tmp/inbox-bench/pglite";
const runs = Number(process.argv[3] ?? 30);
const ROWS = 200_000;

const database = target.startsWith("postgres") ? await openPostgres(target) : await openPglite(target);
const { db } = database;
const migrating = performance.now();
await migrateDatabase(database);
console.log(`migrations: ${(performance.now() - migrating).toFixed(0)} ms`);

const added = await fillInquiries(db, ROWS);
if (added > 0) console.log(`filled ${added} inquiries`);
// Issue 44: one lead in ten named in Telugu, Devanagari or Arabic script, and references on
// the newest tenth (a reference exists only for leads stored since migration 0019).
await db.execute(sql`
  update inquiries set name = (array['రవి కుమార్','లక్ష్మి రెడ్డి','శ్రీనివాస్ రావు','राम प्रसाद','सुनीता शर्मा','علي حسن','فاطمة الزهراء','ప్రియ నాయర్'])[1 + (id / 10) % 8]
  where id % 10 = 7 and name !~ '[^ -~]'`);
await db.execute(sql`
  update inquiries set reference = 'SAM-' || lpad(id::text, 6, '0') where reference is null and id > (select max(id) - 20000 from inquiries)`);
await db.execute(sql`analyze inquiries`);
const [refRow] = (
  (await db.execute(
    sql`select reference as r from inquiries where reference is not null order by id desc offset 5000 limit 1`,
  )) as unknown as {
    rows: { r: string }[];
  }
).rows;

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
  ["caller-ID '+91 98765 43210'", { q: "+91 98765 43210" }],
  ["Telugu name 'రవి'", { q: "రవి" }],
  ["Telugu name, status booked", { q: "రవి", status: "booked" }],
  ["Devanagari 'सुनीता'", { q: "सुनीता" }],
  ["reference", { q: refRow?.r ?? "SAM-000000" }],
];
const extra = (await import("./inbox-scale-cases")).extraCases;
// One pass first, as a server in use would have: the first query after opening reads from disk.
for (const [, change] of cases) await listInbox(db, { ...base, ...change });
for (const [label, change] of cases) await time(label, () => listInbox(db, { ...base, ...change }));
for (const [label, fn] of await extra(db, base)) await time(label, fn);
await database.close();
