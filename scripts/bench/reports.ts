// npm run bench:reports [-- --runs 100 --warmup 10 --server-warmup 150]
// The Reports page (issue 44 item 5, docs/decisions/074) at volume: starts the production build
// on DATA_DIR (PGlite; seed it first with `npm run seed:bulk -- --inquiries 200000`) or on
// DATABASE_URL, signs in as the demo admin and requests, one at a time, the page's default (by
// campaign, last 28 days), a year by campaign, by referring site and by therapy, the year's CSV
// and, for comparison, the dashboard: p50 / p95 / max over HTTP, the body read whole.
import { parseArgs } from "node:util";
import { signInAsAdmin, startProductionServer } from "./production-server.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "100" },
    warmup: { type: "string", default: "10" },
    "server-warmup": { type: "string", default: "150" },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const serverWarmup = Number(values["server-warmup"]);
if (![runs, warmup].every((n) => Number.isInteger(n) && n >= 1) || !Number.isInteger(serverWarmup) || serverWarmup < 0) {
  console.error("--runs and --warmup take whole numbers of at least 1, --server-warmup of at least 0.");
  process.exit(2);
}
if (!process.env.DATABASE_URL && !process.env.DATA_DIR) {
  console.error("Set DATA_DIR (a PGlite folder seeded with npm run seed:bulk) or DATABASE_URL.");
  process.exit(2);
}

const DAY_MS = 86_400_000;
/** The India day (UTC+5:30, no daylight saving) `days` from today. */
const indiaDay = (days = 0) => new Date(Date.now() + 5.5 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
const year = `from=${indiaDay(-364)}&to=${indiaDay()}`;
const CASES: Array<[string, string]> = [
  ["default (campaign, 28 days)", "/admin/reports"],
  ["campaign, one year", `/admin/reports?by=campaign&${year}`],
  ["referring site, one year", `/admin/reports?by=referrer&${year}`],
  ["therapy, one year", `/admin/reports?by=therapy&${year}`],
  ["CSV campaign, one year", `/admin/reports.csv?by=campaign&${year}`],
  ["dashboard", "/admin"],
];

const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function getOnce(url: string, cookie: string): Promise<number> {
  const t = performance.now();
  const r = await fetch(url, { headers: { Cookie: cookie, "Accept-Encoding": "gzip" } });
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
  return performance.now() - t;
}

const server = await startProductionServer({ DATABASE_URL: process.env.DATABASE_URL ?? "" });
try {
  const cookie = await signInAsAdmin(server.url);
  const urls = CASES.map(([, p]) => new URL(p, server.url).toString());
  // A just-started server's code is compiled over its first ~100 staff pages (docs/decisions/058).
  for (let i = 0; i < serverWarmup; i++) await getOnce(urls[i % urls.length]!, cookie);
  console.log(`reports bench on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${runs} runs each (ms):`);
  for (const [i, [label]] of CASES.entries()) {
    for (let w = 0; w < warmup; w++) await getOnce(urls[i]!, cookie);
    const ms: number[] = [];
    for (let r = 0; r < runs; r++) ms.push(await getOnce(urls[i]!, cookie));
    ms.sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1);
    console.log(`  ${label.padEnd(30)} p50 ${f(quantile(ms, 0.5))}  p95 ${f(quantile(ms, 0.95))}  max ${f(ms.at(-1)!)}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
