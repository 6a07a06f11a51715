// axe-core on each page, after hydration, at a phone width and a desktop width (the layouts
// differ: bottom bar, menus). While the page loads, the same visit records which JavaScript
// files it fetched, for the per-page weight table.
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";
import { scanWithAxe } from "../../tests/e2e/support/axe.ts";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH, chromiumEnv } from "./chromium.ts";

export const AXE_WIDTHS = [390, 1280] as const;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export interface AxeRun {
  width: number;
  violations: AxeViolation[];
  /** Console errors and uncaught exceptions seen while the page loaded. */
  errors: string[];
}

export interface PageWeight {
  jsFiles: number;
  jsGzipKB: number;
  cssGzipKB: number;
}

export class AxeRunner {
  private browser: Browser | undefined;
  private gzCache = new Map<string, number>();

  async start() {
    this.browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS, env: chromiumEnv("phone") });
  }

  async stop() {
    await this.browser?.close();
    this.browser = undefined;
  }

  /** Gzip size (level 9, as a CDN would serve it) of a file, fetched once per run. */
  private async gzipBytes(url: string): Promise<number> {
    const cached = this.gzCache.get(url);
    if (cached !== undefined) return cached;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    this.gzCache.set(url, size);
    return size;
  }

  async run(url: string, width: number, expectStatus: number): Promise<AxeRun & { weight: PageWeight }> {
    if (!this.browser) throw new Error("AxeRunner.start() first");
    const context = await this.browser.newContext({ viewport: { width, height: width < 800 ? 844 : 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    const scripts = new Set<string>();
    const styles = new Set<string>();
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    page.on("console", (m) => {
      // The browser logs the status of a deliberate 404 page as an error; that is expected there.
      if (m.type() === "error" && !(expectStatus === 404 && /status of 404/.test(m.text()))) errors.push(`console: ${m.text()}`);
    });
    page.on("response", (r) => {
      const type = r.request().resourceType();
      if (type === "script") scripts.add(r.url());
      if (type === "stylesheet") styles.add(r.url());
    });
    try {
      const response = await page.goto(url, { waitUntil: "load" });
      if (response?.status() !== expectStatus) errors.push(`status ${response?.status()} (expected ${expectStatus})`);
      // Audit what a visitor gets to use: the page after React has taken over.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 30_000 });
      const result = await scanWithAxe(page);
      const violations = result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(" ")),
      }));
      let js = 0;
      for (const s of scripts) js += await this.gzipBytes(s);
      let css = 0;
      for (const s of styles) css += await this.gzipBytes(s);
      return {
        width,
        violations,
        errors,
        weight: { jsFiles: scripts.size, jsGzipKB: +(js / 1024).toFixed(1), cssGzipKB: +(css / 1024).toFixed(1) },
      };
    } finally {
      await context.close();
    }
  }
}
