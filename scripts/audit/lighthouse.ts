// Lighthouse 13 through its Node API: one Chromium for the whole run (launching one per page
// costs ~8 s each here), pages audited one after another (2 cores; parallel runs distort
// the simulated timings). Throttling stays Lighthouse's default (simulated).
import { writeFileSync } from "node:fs";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumEnv } from "./chromium.ts";

export type FormFactor = "mobile" | "desktop";
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number | null>;
  /** Milliseconds (CLS unitless), as Lighthouse computed them with simulated throttling. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Failing audits per category (score below 1, scored audits only). */
  failing: Partial<Record<Category, Array<{ id: string; score: number; title: string; displayValue?: string }>>>;
  /** The console errors Lighthouse saw (best-practices "errors-in-console"). */
  consoleErrors: Array<{ source: string; description: string; url: string }>;
  /** What Lighthouse named as the LCP element, when it could. */
  lcpElement?: string;
  runtimeError?: string;
  /** The runtime errors of earlier attempts, when this run is a retry. */
  retriedAfter?: string;
  seconds: number;
}

export class LighthouseRunner {
  private chrome: LaunchedChrome | undefined;

  async start() {
    this.chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      logLevel: "error",
      envVars: chromiumEnv("phone"),
    });
  }

  async stop() {
    await this.chrome?.kill();
    this.chrome = undefined;
  }

  /** `ignoreStatusCode` lets Lighthouse audit a page that answers 404 on purpose; `savePath` keeps the full report. */
  async run(url: string, formFactor: FormFactor, opts: { ignoreStatusCode?: boolean; savePath?: string } = {}): Promise<LighthouseRun> {
    // Lighthouse itself says "please run again" for a trace Chromium did not finish
    // recording (NO_NAVSTART and kin), which happens on a loaded machine: up to two retries.
    let run = await this.runOnce(url, formFactor, opts);
    const earlier: string[] = [];
    while (run.runtimeError && !/ERRORED_DOCUMENT_REQUEST/.test(run.runtimeError) && earlier.length < 2) {
      earlier.push(run.runtimeError);
      run = await this.runOnce(url, formFactor, opts);
    }
    return earlier.length > 0 ? { ...run, retriedAfter: earlier.map((e) => e.split(":")[0]).join(", ") } : run;
  }

  private async runOnce(
    url: string,
    formFactor: FormFactor,
    opts: { ignoreStatusCode?: boolean; savePath?: string },
  ): Promise<LighthouseRun> {
    if (!this.chrome) throw new Error("LighthouseRunner.start() first");
    const started = performance.now();
    const flags: Flags = {
      port: this.chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // The screenshot strip is for humans reading the HTML report; nothing here reads it.
      disableFullPageScreenshot: true,
      // Lighthouse waits a full second after FCP, after load, for the network and for the main
      // thread to be quiet, sized for sites that keep loading. These pages finish on loopback
      // within a few hundred milliseconds and fetch nothing later (islands load with the page),
      // and the simulated timings come from the recorded trace, not from these waits
      // (docs/decisions/039).
      pauseAfterFcpMs: 250,
      pauseAfterLoadMs: 250,
      networkQuietThresholdMs: 500,
      cpuQuietThresholdMs: 500,
      // Audits of weight 0 that cost a run most (docs/decisions/039, 051): the bf-cache audit
      // navigates away and back; the unused-CSS audit alone needs the CSS coverage gatherer
      // (about 0.5 s a run); the unused-JavaScript audit and the treemap data alone need
      // JavaScript coverage, which also slows the page's own scripts while it records.
      skipAudits: ["bf-cache", "unused-css-rules", "unused-javascript", "script-treemap-data"],
      ...(opts.ignoreStatusCode ? { ignoreStatusCode: true } : {}),
    };
    const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (opts.savePath) writeFileSync(opts.savePath, JSON.stringify(result.lhr));
    return summarise(result.lhr, (performance.now() - started) / 1000);
  }
}

function summarise(lhr: Result, seconds: number): LighthouseRun {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as Record<Category, number | null>;
  const failing: LighthouseRun["failing"] = {};
  for (const c of CATEGORIES) {
    const refs = lhr.categories[c]?.auditRefs ?? [];
    const bad = refs
      .filter((ref) => ref.weight > 0 || c !== "performance")
      .flatMap((ref) => {
        const a = lhr.audits[ref.id];
        // Informative and manual audits carry no score; only scored ones can fail a category.
        if (!a || a.score === null || a.score >= 1 || !["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode)) return [];
        return [{ id: a.id, score: a.score, title: a.title, ...(a.displayValue ? { displayValue: a.displayValue } : {}) }];
      });
    if (bad.length > 0) failing[c] = bad;
  }
  // Lighthouse 13 names the LCP element in its LCP breakdown insight (a "node" item).
  const lcpDetails = lhr.audits["lcp-breakdown-insight"]?.details as
    { items?: Array<{ type?: string; selector?: string; snippet?: string }> } | undefined;
  const lcpNode = lcpDetails?.items?.find((i) => i.type === "node");
  const consoleDetails = lhr.audits["errors-in-console"]?.details as
    { items?: Array<{ source?: string; description?: string; sourceLocation?: { url?: string } }> } | undefined;
  const consoleErrors = (consoleDetails?.items ?? []).map((i) => ({
    source: i.source ?? "",
    description: i.description ?? "",
    url: i.sourceLocation?.url ?? "",
  }));
  return {
    scores,
    metrics: {
      fcp: num("first-contentful-paint"),
      lcp: num("largest-contentful-paint"),
      tbt: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
      si: num("speed-index"),
    },
    failing,
    consoleErrors,
    ...(lcpNode ? { lcpElement: lcpNode.selector ?? lcpNode.snippet } : {}),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    seconds,
  };
}
