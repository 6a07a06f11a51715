// `npm run audit`: builds (or reuses a fresh build), starts the production server on a free
// loopback port with an empty data folder, and audits every public page with Lighthouse
// (mobile and desktop), axe-core (390 and 1280 px), the Nu Html Checker, linkinator and the
// site's JSON-LD rules. One line per page per tool, then a summary; exits 1 on any failure.
// Results go to audit-report/report.json. See docs/decisions/013-audits.md.
//
// Options (for working on a fix; CI runs it without any):
//   --pages /a,/b        audit only these paths
//   --only tool,tool     lighthouse, axe, vnu, links, jsonld (default: all)
//   --rebuild            build even when build/ is fresh
//   --english-only       audit the English site alone (quicker). By default Hindi, Telugu and
//                        Arabic are published too (SITE_LANGUAGES) and every page in every
//                        language is audited; Lighthouse measures every English page on
//                        mobile, and the templates of LANGUAGE_SAMPLE on desktop in English and on
//                        mobile in each other language (docs/decisions/023, 039). --all-languages is accepted and changes nothing.
//   --lighthouse-all     Lighthouse on every page in every language on mobile, and on every
//                        English page on desktop, not only the sample (long: about 6 s a run)
// A page named in --pages is always measured by Lighthouse: it was asked for.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "../../tests/e2e/support/server.ts";
import { checkPageJsonLd } from "../../tests/e2e/support/jsonld.ts";
import { AXE_WIDTHS, type AxeRun, AxeRunner, type PageWeight } from "./axe.ts";
import { CHROMIUM_PATH } from "./chromium.ts";
import { checkLinks, type LinkReport } from "./links.ts";
import { type Category, type FormFactor, type LighthouseRun, LighthouseRunner } from "./lighthouse.ts";
import { medianVerdict, needsAnotherRun } from "./reruns.ts";
import { validateFiles, type VnuMessage } from "./vnu.ts";
import { splitLocale } from "../../app/i18n/locales.ts";

const TOOLS = ["jsonld", "vnu", "links", "axe", "lighthouse"] as const;
type Tool = (typeof TOOLS)[number];

/** The bars (issue 7). Mobile performance is the only score allowed below 1. */
const MIN_MOBILE_PERF = 0.95;
const JS_BUDGET_KB = 110;
/** Largest Contentful Paint on Lighthouse's mobile profile (simulated slow 4G), public pages. */
const MAX_MOBILE_LCP_MS = 1500;
/* A failing mobile performance score or LCP is judged on the median of five runs, as
 * Lighthouse's own guidance on variance recommends (three were too few for pages whose LCP sits
 * near the bar: /te measured 1.42 s in one audit and 1.6, 1.5, 1.5 s in the next, on the same
 * build). The runs stop once three agree, which decides that median (./reruns.ts); every
 * figure is printed. */

/** The templates measured in each other language: a page of each kind, so the script font and
 * longer words are measured on every layout, while axe, vnu, links and JSON-LD check every page. */
const LANGUAGE_SAMPLE = new Set([
  "/",
  "/about",
  "/therapy/cryotherapy",
  "/doctors/aditya-varma",
  "/international-patients",
  "/wellness-programs",
  "/contact",
  "/book",
]);
/**
 * Mobile on every English page and on the sample in each other language; desktop on the
 * sample in English (docs/decisions/039): a desktop run's accessibility, best-practice and SEO
 * audits read the same HTML as the page's mobile run, axe checks every page at 1280 px, and
 * no bar is set on desktop performance. --pages and --lighthouse-all measure both everywhere.
 */
const lighthouseFormFactors = (p: string): readonly FormFactor[] => {
  const { locale, path: page } = splitLocale(p);
  const everywhere = Boolean(args.pages || args["lighthouse-all"]);
  const sampled = everywhere || LANGUAGE_SAMPLE.has(page);
  if (locale === "en") return sampled ? ["mobile", "desktop"] : ["mobile"];
  return sampled ? ["mobile"] : [];
};

const REPORT_DIR = "audit-report";
const MISSING_PATH = "/audit-this-page-does-not-exist";

const { values: args } = parseArgs({
  options: {
    pages: { type: "string" },
    only: { type: "string" },
    rebuild: { type: "boolean", default: false },
    "all-languages": { type: "boolean", default: true },
    "english-only": { type: "boolean", default: false },
    "lighthouse-all": { type: "boolean", default: false },
  },
});
const tools = new Set<Tool>(args.only ? (args.only.split(",") as Tool[]) : TOOLS);
for (const t of tools) if (!TOOLS.includes(t)) throw new Error(`unknown tool ${t}; use ${TOOLS.join(", ")}`);

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const failures: string[] = [];
const fail = (line: string) => failures.push(line);
const pad = (s: string, n: number) => s.padEnd(n);
const say = (tool: string, page: string, text: string) => console.log(`${pad(tool, 18)} ${pad(page, 44)} ${text}`);
const fmt = (n: number | null | undefined) => (n === null || n === undefined ? "n/a" : String(+n.toFixed(2)));
const secs = (ms: number) => `${(ms / 1000).toFixed(1)}s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function medianBy<T>(xs: T[], key: (x: T) => number): T {
  return [...xs].sort((a, b) => key(a) - key(b))[Math.floor(xs.length / 2)]!;
}

// ---- build -----------------------------------------------------------------------------
try {
  statSync(CHROMIUM_PATH);
} catch {
  console.error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium (or set CHROMIUM_PATH).`);
  process.exit(2);
}
const node = process.execPath;
const bundle = "build/server/index.js";
const mtime = () => statSync(bundle, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const before = mtime();
execFileSync(node, ["scripts/ensure-build.mjs", ...(args.rebuild ? ["--force"] : [])], { stdio: "inherit" });
const buildNote =
  args.rebuild || mtime() !== before
    ? "built now"
    : `reused (build/ is newer than app/, public/, drizzle/; built ${new Date(before).toISOString()})`;
console.log(`build: ${buildNote}`);

// ---- server ------------------------------------------------------------------------------
// Every language the site can publish, or English alone with --english-only.
const server = await startServer({ env: { LOG_LEVEL: "error", ...(args["english-only"] ? {} : { SITE_LANGUAGES: "en,hi,te,ar" }) } });
const base = server.url;
console.log(`server: ${base} (data ${server.dataDir})`);

interface PageResult {
  path: string;
  status: number;
  noindex: boolean;
  jsonld?: { ok: boolean; types: string[]; error?: string };
  vnu?: { errors: VnuMessage[]; warnings: number };
  axe?: AxeRun[];
  weight?: PageWeight;
  lighthouse?: Partial<Record<FormFactor, LighthouseRun & { reruns?: LighthouseRun[] }>>;
}
const results: PageResult[] = [];
/** vnu's warnings (reported, not failed on), counted by message across all pages. */
const warningKinds = new Map<string, number>();
let links: LinkReport | undefined;

try {
  // ---- pages -----------------------------------------------------------------------------
  const sitemap = await (await fetch(new URL("/sitemap.xml", base))).text();
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
  const extra = ["/doctor-profile", "/doctor-gurpreet-profile", MISSING_PATH, "/admin-login"].filter((p) => !sitemapPaths.includes(p));
  let paths = [...sitemapPaths, ...extra];
  if (args.pages) paths = args.pages.split(",");
  console.log(`pages: ${paths.length} (${sitemapPaths.length} from /sitemap.xml, plus ${extra.join(", ")})\n`);

  const htmlDir = path.join(REPORT_DIR, "html");
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(htmlDir, { recursive: true });
  const htmlFile = (p: string) => path.resolve(htmlDir, `${fileSlug(p)}.html`);

  // Fetch every page once: saves the HTML for vnu and the JSON-LD check, and warms the
  // server (its first render of a page is not what a visitor or Lighthouse should measure).
  for (const p of paths) {
    const response = await fetch(new URL(p, base));
    const html = await response.text();
    writeFileSync(htmlFile(p), html);
    const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
    results.push({ path: p, status: response.status, noindex });
    const expected = p === MISSING_PATH ? 404 : 200;
    if (response.status !== expected) fail(`status ${p}: ${response.status}, expected ${expected}`);
    if (tools.has("jsonld")) {
      const r = results.at(-1)!;
      try {
        const { types } = checkPageJsonLd(html, p);
        r.jsonld = { ok: true, types: [...new Set(types)] };
        say("jsonld", p, `ok  ${r.jsonld.types.join(" ") || "(none required)"}`);
      } catch (e) {
        r.jsonld = { ok: false, types: [], error: (e as Error).message };
        say("jsonld", p, `FAIL ${r.jsonld.error}`);
        fail(`jsonld ${p}: ${r.jsonld.error}`);
      }
    }
  }

  // vnu (a JVM) and linkinator measure no timings, so they run while axe drives Chromium;
  // Lighthouse runs alone afterwards, as its simulated timings come from observed CPU time.
  const vnuDone = tools.has("vnu") ? validateFiles(results.map((r) => htmlFile(r.path))) : undefined;
  const siteUrl = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? base).origin;
  const linksDone = tools.has("links") ? checkLinks(base, siteUrl) : undefined;
  // Nothing waits on these until after axe; a failure is reported there, not as unhandled.
  vnuDone?.catch(() => {});
  linksDone?.catch(() => {});

  // ---- axe ---------------------------------------------------------------------------------
  // Two pages at a time (each in its own browser context): axe measures no timings, and one
  // page at a time left a core idle while the other waited on a load or a hydration. Lines
  // are printed in page order once each page's runs are done.
  if (tools.has("axe")) {
    const axe = new AxeRunner();
    await axe.start();
    try {
      const jobs = results.flatMap((r) => AXE_WIDTHS.map((width) => ({ r, width })));
      const runs = new Map<(typeof jobs)[number], Awaited<ReturnType<AxeRunner["run"]>>>();
      let next = 0;
      let printed = 0;
      const printReady = () => {
        while (printed < jobs.length && runs.has(jobs[printed]!)) {
          const job = jobs[printed]!;
          const { r, width } = job;
          const run = runs.get(job)!;
          r.axe ??= [];
          r.axe.push({ width: run.width, violations: run.violations, errors: run.errors });
          if (width === 1280) r.weight = run.weight;
          say(
            `axe-${width}`,
            r.path,
            `${run.violations.length} violations${run.errors.length ? `, ${run.errors.length} console errors` : ""}`,
          );
          for (const v of run.violations) {
            console.log(`${" ".repeat(20)}${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(", ")}`);
            fail(`axe-${width} ${r.path}: ${v.id} ${v.targets.slice(0, 3).join(", ")}`);
          }
          for (const e of run.errors) {
            console.log(`${" ".repeat(20)}${e}`);
            fail(`axe-${width} ${r.path}: ${e}`);
          }
          printed += 1;
        }
      };
      const worker = async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          runs.set(job, await axe.run(new URL(job.r.path, base).toString(), job.width, job.r.path === MISSING_PATH ? 404 : 200));
          printReady();
        }
      };
      await Promise.all([worker(), worker()]);
    } finally {
      await axe.stop();
    }
  }

  // ---- Nu Html Checker ---------------------------------------------------------------------
  if (vnuDone) {
    const byFile = await vnuDone;
    for (const r of results) {
      const messages = byFile.get(htmlFile(r.path)) ?? [];
      const errors = messages.filter((m) => m.type !== "info");
      const warnings = messages.length - errors.length;
      r.vnu = { errors, warnings };
      for (const m of messages) if (m.type === "info") warningKinds.set(m.message, (warningKinds.get(m.message) ?? 0) + 1);
      say("vnu", r.path, `${errors.length} errors, ${warnings} warnings`);
      for (const e of errors) {
        console.log(`${" ".repeat(20)}line ${e.lastLine ?? "?"}: ${e.message}`);
        fail(`vnu ${r.path}: line ${e.lastLine ?? "?"}: ${e.message}`);
      }
    }
  }

  // ---- links -------------------------------------------------------------------------------
  if (linksDone) {
    links = await linksDone;
    say(
      "links",
      "(whole site from /)",
      `${links.checked} internal links on ${links.pages} pages, ${links.broken.length} broken; ${links.skippedExternal} external skipped (not requested)`,
    );
    for (const b of links.broken) {
      console.log(`${" ".repeat(20)}${b.status ?? "error"} ${b.url} (on ${b.parent ?? "?"})`);
      fail(`link ${b.url}: ${b.status ?? "error"} on ${b.parent ?? "?"}`);
    }
  }

  // ---- Lighthouse --------------------------------------------------------------------------
  if (tools.has("lighthouse")) {
    const lh = new LighthouseRunner();
    const lhDir = path.join(REPORT_DIR, "lighthouse");
    mkdirSync(lhDir, { recursive: true });
    await lh.start();
    try {
      // One run of the first page, not counted: a freshly launched Chromium's first trace is
      // slower than the rest (cold code and font caches), and the simulated timings scale what
      // the trace observed. Seen here as the home page's mobile LCP 1.7 s cold, then 1.5 and 1.4.
      if (results[0]) await lh.run(new URL(results[0].path, base).toString(), "mobile");
      for (const r of results) {
        r.lighthouse = {};
        for (const ff of lighthouseFormFactors(r.path)) {
          const url = new URL(r.path, base).toString();
          const opts = { ignoreStatusCode: r.path === MISSING_PATH, savePath: path.join(lhDir, `${fileSlug(r.path)}.${ff}.json`) };
          // A run without a score failed for another reason (reported below), not a bar to re-measure.
          const meetsPerf = (x: LighthouseRun) => x.scores.performance === null || x.scores.performance >= MIN_MOBILE_PERF;
          const meetsLcp = (x: LighthouseRun) => x.metrics.lcp < MAX_MOBILE_LCP_MS;
          let run: LighthouseRun & { reruns?: LighthouseRun[] } = await lh.run(url, ff, opts);
          let lcpMedian = run.metrics.lcp;
          let perfPasses = meetsPerf(run);
          let lcpPasses = meetsLcp(run);
          if (ff === "mobile" && (!perfPasses || !lcpPasses)) {
            const runs = [run];
            while (needsAnotherRun(runs, [meetsPerf, meetsLcp])) runs.push(await lh.run(url, ff, opts));
            perfPasses = medianVerdict(runs.map(meetsPerf)) === "pass";
            lcpPasses = medianVerdict(runs.map(meetsLcp)) === "pass";
            lcpMedian = median(runs.map((x) => x.metrics.lcp));
            run = { ...medianBy(runs, (x) => x.scores.performance ?? 0), reruns: runs };
          }
          const perf = run.scores.performance;
          r.lighthouse[ff] = run;
          const m = run.metrics;
          const s = run.scores;
          const reruns = run.reruns
            ? ` (median of ${run.reruns.length} runs, ${run.reruns.map((x) => `${fmt(x.scores.performance)}/${secs(x.metrics.lcp)}`).join(", ")})`
            : "";
          say(
            `lighthouse-${ff}`,
            r.path,
            `perf ${fmt(s.performance)}${reruns} a11y ${fmt(s.accessibility)} bp ${fmt(s["best-practices"])} seo ${fmt(s.seo)} ` +
              `LCP ${secs(m.lcp)} FCP ${secs(m.fcp)} TBT ${m.tbt.toFixed(0)}ms CLS ${+m.cls.toFixed(3)} SI ${secs(m.si)}  [${run.seconds.toFixed(0)} s]`,
          );
          if (run.retriedAfter) console.log(`${" ".repeat(20)}(retried after ${run.retriedAfter})`);
          if (run.runtimeError) {
            console.log(`${" ".repeat(20)}runtime error: ${run.runtimeError}`);
            fail(`lighthouse-${ff} ${r.path}: ${run.runtimeError}`);
          }
          for (const c of ["accessibility", "best-practices", "seo"] as Category[]) {
            const failing = (run.failing[c] ?? []).filter((a) => !expectedFailure(r, run, a.id));
            for (const a of run.failing[c] ?? []) {
              const expected = expectedFailure(r, run, a.id);
              console.log(`${" ".repeat(20)}${c}: ${a.id} ${a.displayValue ?? ""}${expected ? ` (expected: ${expected})` : ""}`);
            }
            if (failing.length > 0 || ((s[c] ?? 0) < 1 && (run.failing[c] ?? []).length === 0)) {
              fail(`lighthouse-${ff} ${r.path}: ${c} ${fmt(s[c])} (${failing.map((a) => a.id).join(", ") || "score below 1"})`);
            }
          }
          if (ff === "mobile" && (perf === null || !perfPasses)) {
            const worst = (run.failing.performance ?? []).map((a) => `${a.id} ${a.displayValue ?? fmt(a.score)}`).join(", ");
            fail(`lighthouse-mobile ${r.path}: performance ${fmt(s.performance)}${reruns} < ${MIN_MOBILE_PERF} (${worst})`);
          }
          if (ff === "mobile" && !lcpPasses) {
            fail(
              `lighthouse-mobile ${r.path}: LCP ${secs(lcpMedian)}${reruns} is not under ${secs(MAX_MOBILE_LCP_MS)} (${run.lcpElement ?? "element unknown"})`,
            );
          }
        }
      }
    } finally {
      await lh.stop();
    }
  }
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}

function fileSlug(p: string) {
  return p === "/" ? "home" : p.slice(1).replace(/\//g, "__");
}

/**
 * Lighthouse audits that must fail on a page kept out of search results on purpose: a
 * noindex page is not crawlable; the missing page answers 404, and Chromium logs that 404 as
 * a console error. Each exception checks the reason holds; anything else still fails.
 */
function expectedFailure(r: PageResult, run: LighthouseRun, auditId: string): string | null {
  if (auditId === "is-crawlable" && r.noindex) return "the page is noindex by design";
  if (r.path === MISSING_PATH && r.status === 404) {
    if (auditId === "http-status-code") return "the missing page answers 404";
    const onlyOwn404 =
      run.consoleErrors.length > 0 &&
      run.consoleErrors.every((e) => e.source === "network" && / 404 /.test(e.description) && new URL(e.url).pathname === MISSING_PATH);
    if (auditId === "errors-in-console" && onlyOwn404) return "the only console error is the page's own 404";
  }
  return null;
}

// ---- summary -------------------------------------------------------------------------------
console.log("\nPer page: client JS loaded at start (gzip -9), Lighthouse LCP and performance");
console.log(
  `${pad("page", 44)} ${pad("JS KB gz", 9)} ${pad("files", 6)} ${pad("CSS KB", 7)} ${pad("LCP mob", 8)} ${pad("LCP desk", 9)} ${pad("perf mob", 9)} ${pad("TBT mob", 8)} ${pad("perf desk", 10)} LCP element (mobile)`,
);
for (const r of results) {
  const w = r.weight;
  const mob = r.lighthouse?.mobile;
  const desk = r.lighthouse?.desktop;
  const over = w && w.jsGzipKB > JS_BUDGET_KB ? " >budget" : "";
  console.log(
    `${pad(r.path, 44)} ${pad(w ? `${w.jsGzipKB}${over}` : "-", 9)} ${pad(w ? String(w.jsFiles) : "-", 6)} ${pad(w ? String(w.cssGzipKB) : "-", 7)} ` +
      `${pad(mob ? secs(mob.metrics.lcp) : "-", 8)} ${pad(desk ? secs(desk.metrics.lcp) : "-", 9)} ${pad(mob ? fmt(mob.scores.performance) : "-", 9)} ` +
      `${pad(mob ? `${mob.metrics.tbt.toFixed(0)}ms` : "-", 8)} ${pad(desk ? fmt(desk.scores.performance) : "-", 10)} ${(mob?.lcpElement ?? "-").slice(-48)}`,
  );
  if (w && w.jsGzipKB > JS_BUDGET_KB) fail(`js ${r.path}: ${w.jsGzipKB} KB gzip > ${JS_BUDGET_KB}`);
}
const overBudget = results.filter((r) => r.weight && r.weight.jsGzipKB > JS_BUDGET_KB).length;
if (tools.has("axe"))
  console.log(`JS budget ${JS_BUDGET_KB} KB gzip: ${overBudget} of ${results.length} pages over (the sign-in page included)`);
for (const [message, n] of warningKinds) console.log(`vnu warning (not failed on) ×${n}: ${message}`);
if (links)
  console.log(
    `external links skipped: ${links.skippedExternal} (${Object.entries(links.skippedHosts)
      .map(([h, n]) => `${h} ${n}`)
      .join(", ")})`,
  );

const seconds = +((performance.now() - started) / 1000).toFixed(0);
mkdirSync(REPORT_DIR, { recursive: true });
writeFileSync(
  path.join(REPORT_DIR, "report.json"),
  `${JSON.stringify({ at: new Date().toISOString(), build: buildNote, seconds, tools: [...tools], thresholds: { minMobilePerf: MIN_MOBILE_PERF, maxMobileLcpMs: MAX_MOBILE_LCP_MS, jsBudgetKB: JS_BUDGET_KB }, pages: results, links, failures }, null, 2)}\n`,
);
console.log(
  `\n${failures.length === 0 ? "PASS" : `FAIL: ${failures.length} finding(s)`} — ${results.length} pages, tools ${[...tools].join(", ")}, ${elapsed()}; report in ${REPORT_DIR}/report.json`,
);
for (const f of failures) console.log(`  ✗ ${f}`);
process.exit(failures.length === 0 ? 0 : 1);
