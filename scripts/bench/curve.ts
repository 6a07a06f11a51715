// npm run bench:curve [-- --sizes 1000,10000,100000,200000 --runs 100 --warmup 10 --server-warmup 150 --db pglite,postgres]
// Issue 20 item 5 and issue 45: the staff screens and the public site as the inbox grows, on each
// database. For each size, the same database is filled further (fill-inquiries.ts: the rows of
// `npm run seed:bulk`, with their notes, history and page views), the production
// server started on it, and over HTTP, signed in as admin, one request at a time:
// the inbox's first page, searches (the data's commonest surname, four-digit run and e-mail
// domain among them), filters, a page 75 % of the way down (keyset cursor), the dashboard and
// the other lists; then the CSV export of every row while the cached home page is requested every
// 20 ms; and the server's memory at rest and at its peak. PostgreSQL needs TEST_DATABASE_URL
// (or BENCH_DATABASE_URL): a scratch database is made there and dropped afterwards.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { encodeCursor } from "~/lib/inquiry-inbox";
import { FIRST_CHORES_MS } from "~/server/first-chores.server";
import { type Database, openPglite, openPostgres } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { createScratchDatabase } from "../../tests/support/scratch-database";
import { fillInquiries, sampledPhoneDigits } from "./fill-inquiries";
import { measureExport, procMemoryMB, signInAsAdmin, startProductionServer } from "./production-server";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000,100000,200000" },
    runs: { type: "string", default: "100" },
    warmup: { type: "string", default: "10" },
    "server-warmup": { type: "string", default: "150" },
    db: { type: "string" },
  },
});
const sizes = values.sizes.split(",").map(Number);
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const serverWarmup = Number(values["server-warmup"]);
if (
  sizes.some((n) => !Number.isInteger(n) || n < 100) ||
  !Number.isInteger(runs) ||
  runs < 1 ||
  !Number.isInteger(warmup) ||
  warmup < 1 ||
  !Number.isInteger(serverWarmup) ||
  serverWarmup < 0
) {
  console.error(
    "--sizes takes whole numbers of at least 100, comma-separated; --runs and --warmup whole numbers of at least 1; --server-warmup of at least 0.",
  );
  process.exit(2);
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const kinds = (values.db ?? (serverUrl ? "pglite,postgres" : "pglite")).split(",") as Array<"pglite" | "postgres">;
if (kinds.includes("postgres") && !serverUrl) {
  console.error('PostgreSQL needs TEST_DATABASE_URL or BENCH_DATABASE_URL: eval "$(bash scripts/pg-test-cluster.sh start)" first.');
  process.exit(2);
}

interface Row {
  db: string;
  size: number;
  /** p50 / p95 in ms, per case. */
  cases: Record<string, [number, number]>;
  export: Awaited<ReturnType<typeof measureExport>>;
  rssRestMB: number;
  /** RSS sampled every 50 ms during the export. */
  exportPeakMB: number;
  /** The process's high-water mark since it started (VmHWM), the start itself included. */
  hwmMB: number;
}

interface Targets {
  deep: string;
  sampled: string;
  /** The commonest surname in the data ("reddy"), four digits most numbers share, the commonest e-mail domain. */
  surname: string;
  fourDigits: string;
  domain: string;
}

// What staff do in a day (issue 45 item 2): the inbox, searches for the commonest surname, a
// rare name, a number's digits, a four-digit run and an e-mail domain, a filter, a deep page,
// the dashboard, the call list, the Reports page, and the other lists.
const CASES: Array<[string, (t: Targets) => string]> = [
  ["inbox page 1", () => "/admin/inquiries"],
  ["search commonest surname", (t) => `/admin/inquiries?q=${t.surname}`],
  ["search 'kumar'", () => "/admin/inquiries?q=kumar"],
  ["search rare 'zenobia'", () => "/admin/inquiries?q=zenobia"],
  ["search digits '98765'", () => "/admin/inquiries?q=98765"],
  ["search four digits", (t) => `/admin/inquiries?q=${t.fourDigits}`],
  ["search e-mail domain", (t) => `/admin/inquiries?q=${t.domain}`],
  ["search a sampled number", (t) => `/admin/inquiries?q=${t.sampled}`],
  ["filter status new", () => "/admin/inquiries?status=new"],
  ["filter international + surname", (t) => `/admin/inquiries?source=international&q=${t.surname}`],
  ["page at 75 %", (t) => `/admin/inquiries?after=${encodeURIComponent(t.deep)}`],
  ["dashboard", () => "/admin"],
  ["call list", () => "/admin/inquiries/call-list"],
  ["reports (28 days by campaign)", () => "/admin/reports"],
  ["testimonials", () => "/admin/testimonials"],
  ["gallery", () => "/admin/gallery"],
  ["therapies", () => "/admin/therapies"],
];

/** The targets a clinic's own data makes hardest: its commonest surname, digit run and domain. */
async function commonTargets(database: Database): Promise<Pick<Targets, "surname" | "fourDigits" | "domain">> {
  const one = async (query: ReturnType<typeof sql>) =>
    // Both drivers answer execute() with { rows }; the Db type is driver-generic.
    (await database.db.execute(query)) as unknown as { rows: Array<{ v: string }> };
  const [surname] = (
    await one(
      sql`select lower(substring(name from '[^ ]+$')) as v from inquiries where name ~ '^[A-Za-z]' group by 1 order by count(*) desc limit 1`,
    )
  ).rows;
  const [fourDigits] = (
    await one(
      sql`select substring(phone_digits from 3 for 4) as v from inquiries where phone_digits like '91%' group by 1 order by count(*) desc limit 1`,
    )
  ).rows;
  const [domain] = (
    await one(
      sql`select split_part(split_part(email, '@', 2), '.', 1) as v from inquiries where email is not null group by 1 order by count(*) desc limit 1`,
    )
  ).rows;
  return { surname: surname!.v, fourDigits: fourDigits!.v, domain: domain!.v };
}

/** Every case's p50 and p95, timed by a browser-like client in its own process (timed-gets.mjs). */
function timeCases(urls: string[], cookie: string): Array<[number, number]> {
  const out = execFileSync(process.execPath, [path.join(import.meta.dirname, "timed-gets.mjs")], {
    input: JSON.stringify({ urls, cookie, warmup, runs, serverWarmup }),
    stdio: ["pipe", "pipe", "inherit"],
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out.toString("utf8")) as Array<[number, number]>;
}

/** The keyset cursor of the row 75 % of the way down the newest-first list. */
async function deepCursor(database: Database, size: number): Promise<string> {
  const result = await database.db.execute(
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id as i from inquiries order by created_at desc, id desc offset ${Math.floor(size * 0.75)} limit 1`,
  );
  // Both drivers answer execute() with { rows }; the Db type is driver-generic.
  const row = (result as unknown as { rows: { t: string; i: number }[] }).rows[0]!;
  return encodeCursor({ s: 0, t: row.t, i: row.i });
}

async function curveFor(kind: "pglite" | "postgres"): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "samudra-curve-"));
  const scratch = kind === "postgres" ? await createScratchDatabase(serverUrl!, "samudra_curve") : null;
  // The server keeps its embedded database in DATA_DIR/pglite (openDatabase in client.server.ts).
  const open = () => (scratch ? openPostgres(scratch.url) : openPglite(path.join(dataDir, "pglite")));
  try {
    for (const size of sizes) {
      const database = await open();
      let targets: Targets;
      const filling = performance.now();
      try {
        await migrateDatabase(database);
        await fillInquiries(database.db, size, { pageViews: true });
        targets = {
          deep: await deepCursor(database, size),
          sampled: await sampledPhoneDigits(database.db),
          ...(await commonTargets(database)),
        };
        // PostgreSQL's own dirty pages too: its checkpointer would otherwise write them while
        // the server is measured. A role without the right to ask just skips it.
        if (kind === "postgres")
          await database.db.execute(sql`checkpoint`).catch((e: Error) => console.warn(`no CHECKPOINT: ${e.message}`));
      } finally {
        await database.close();
      }
      // The fill's writes go to disk now, not while the server is measured: the kernel's
      // write-back of a 200,000-row fill (~600 MB on PGlite) otherwise shares the cores with
      // the server (docs/decisions/058).
      execFileSync("sync");
      console.log(`${kind} ${size}: filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
      const server = await startProductionServer({ DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? "" });
      const started = performance.now();
      try {
        const cookie = await signInAsAdmin(server.url);
        // Settled: the server's first housekeeping (the rollups folded and, on PGlite, vacuumed)
        // runs 30 s after its start; measured before then, one request in a case waited for it.
        await delay(Math.max(0, started + FIRST_CHORES_MS + 2_000 - performance.now()));
        const urls = CASES.map(([, pathFor]) => new URL(pathFor(targets), server.url).toString());
        const timed = timeCases(urls, cookie);
        const cases: Row["cases"] = Object.fromEntries(CASES.map(([label], i) => [label, timed[i]!]));
        const rssRestMB = procMemoryMB(server.child.pid, "VmRSS");
        const exported = await measureExport({ url: server.url, cookie, pid: server.child.pid });
        const row = {
          db: kind,
          size,
          cases,
          export: exported,
          rssRestMB,
          exportPeakMB: exported.rssPeakSampledMB,
          hwmMB: procMemoryMB(server.child.pid, "VmHWM"),
        };
        rows.push(row);
        printRow(row);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const f0 = (n: number) => n.toFixed(0);
const f1 = (n: number) => n.toFixed(1);

function printRow(r: Row) {
  const cases = Object.entries(r.cases)
    .map(([label, [p50, p95]]) => `${label} ${f1(p50)}/${f1(p95)}`)
    .join(", ");
  const e = r.export;
  console.log(
    `  ${cases} ms (p50/p95); export first byte ${f0(e.firstByteMs)} ms, total ${f0(e.totalMs)} ms, ${f1(e.bytes / 1e6)} MB; ` +
      `cached / during it: median ${f1(e.duringMedianMs)} ms, worst ${f1(e.duringWorstMs)} ms${e.failures.length ? `, ${e.failures.length} failed` : ""}; ` +
      `RSS at rest ${f0(r.rssRestMB)} MB, during the export ${f0(r.exportPeakMB)} MB, high-water mark ${f0(r.hwmMB)} MB`,
  );
}

const all: Row[] = [];
for (const kind of kinds) all.push(...(await curveFor(kind)));

// The table for a note: p95 of each case, in ms.
const header = [
  "database",
  "inquiries",
  ...CASES.map(([label]) => `${label} p95`),
  "export 1st byte / total",
  "cached / worst during export",
  "RSS MB: rest / during export / high-water",
];
console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
for (const r of all) {
  const e = r.export;
  console.log(
    `| ${r.db === "pglite" ? "PGlite" : "PostgreSQL"} | ${r.size.toLocaleString("en")} | ${CASES.map(([label]) => f1(r.cases[label]![1])).join(" | ")} | ` +
      `${f0(e.firstByteMs)} / ${f0(e.totalMs)} ms | ${f1(e.duringWorstMs)} ms | ${f0(r.rssRestMB)} / ${f0(r.exportPeakMB)} / ${f0(r.hwmMB)} |`,
  );
}
const failed = all.flatMap((r) => r.export.failures);
if (failed.length > 0) {
  console.error(`${failed.length} requests for the cached page failed during the exports: ${[...new Set(failed)].join(", ")}`);
  process.exitCode = 1;
}
