// EXPLAIN ANALYZE of the inbox's queries at scale (docs/decisions/033), on the database
// scripts/bench/inbox-scale.ts filled. Usage: tsx scripts/bench/inbox-explain.ts <pglite dir | postgres://…>
import { sql } from "drizzle-orm";
import { openPglite, openPostgres } from "~/server/db/client.server";
const target = process.argv[2]!;
const database = target.startsWith("postgres") ? await openPostgres(target) : await openPglite(target);
const q = async (label: string, text: string) => {
  const r = (await database.db.execute(sql.raw(`explain (analyze, costs off, timing off, summary on) ${text}`))) as unknown as {
    rows: Record<string, string>[];
  };
  console.log(`--- ${label}\n${r.rows.map((x) => Object.values(x)[0]).join("\n")}`);
};
const cols = "id, name";
await q("page 1", `select ${cols} from inquiries order by created_at desc, id desc limit 26`);
await q("count cap", `select count(*) from (select 1 from inquiries limit 1001) s`);
await q(
  "common word",
  `select ${cols} from inquiries where name ilike '%kumar%' or email ilike '%kumar%' order by created_at desc, id desc limit 26`,
);
await q("count common", `select count(*) from (select 1 from inquiries where name ilike '%kumar%' or email ilike '%kumar%' limit 101) s`);
await q(
  "rare word",
  `select ${cols} from inquiries where name ilike '%zenobia%' or email ilike '%zenobia%' order by created_at desc, id desc limit 26`,
);
await q("count rare", `select count(*) from (select 1 from inquiries where name ilike '%zenobia%' or email ilike '%zenobia%' limit 101) s`);
await q(
  "phone digits",
  `select ${cols} from inquiries where name ilike '%98765%' or email ilike '%98765%' or phone_digits like '%98765%' order by created_at desc, id desc limit 26`,
);
await q(
  "count phone",
  `select count(*) from (select 1 from inquiries where name ilike '%98765%' or email ilike '%98765%' or phone_digits like '%98765%' limit 101) s`,
);
await q("status new", `select ${cols} from inquiries where status = 'new' order by created_at desc, id desc limit 26`);
await q("language te", `select ${cols} from inquiries where language = 'te' order by created_at desc, id desc limit 26`);
await q(
  "source+status",
  `select ${cols} from inquiries where source = 'therapy' and status = 'new' order by created_at desc, id desc limit 26`,
);
await q(
  "deep keyset",
  `select ${cols} from inquiries where (created_at, id) < (now() - interval '200 days', 100000) order by created_at desc, id desc limit 26`,
);
await q(
  "waiting seg 0",
  `select ${cols} from inquiries where status = 'new' and (created_at, id) > (now() - interval '200 days', 100000) order by created_at asc, id asc limit 26`,
);
await q("waiting seg 1", `select ${cols} from inquiries where status <> 'new' order by created_at desc, id desc limit 26`);
await database.close();
