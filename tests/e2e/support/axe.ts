import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

/** The rule sets the e2e tests and the audit (scripts/audit) both hold every page to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** What every scan asks of axe: the rules of AXE_TAGS, and every violating node (passes and
 * "needs review" results, which nothing here reads, are left out: a page's result is 60-70 KB
 * instead of 0.3-0.7 MB). */
const RUN_OPTIONS: RunOptions = { runOnly: { type: "tag", values: AXE_TAGS }, resultTypes: ["violations"] };

type AxeWindow = Window & { axe?: typeof axe };

/** axe-core's minified build (0.65 MB; the package's `source` is the 1.5 MB readable one). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Puts axe-core into every frame of the page that lacks it, configured for same-origin frames
 * only. Frames that cannot take it (a blocked third-party player's error page) are skipped, as
 * they would be by @axe-core/playwright.
 *
 * Why not @axe-core/playwright: its `analyze()` evaluated axe-core's 1.5 MB script in the page
 * twice on every scan (once before deciding on legacy mode, once more when injecting into each
 * frame), and again on each later scan of the same page; a scan took 0.6-2.5 s here, of which
 * axe's own rules were 0.1-0.7 s (docs/decisions/051). Its `.options()` also replaced the tags
 * set by `.withTags()`, so every rule ran, not those of AXE_TAGS.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === "function")) continue;
      await frame.evaluate(AXE_SOURCE);
      // <same_origin>: axe's frame messenger talks to same-origin frames only (what
      // @axe-core/playwright's legacy mode set).
      await frame.evaluate(() => (window as AxeWindow).axe?.configure({ allowedOrigins: ["<same_origin>"] }));
    } catch {
      // A frame that navigated away or shows an error page: nothing of ours to scan there.
    }
  }
}

/**
 * One axe scan of the page as it is now, same-origin frames included: `axe.run` in the page
 * itself (axe's "legacy" run; the site's only frames are the YouTube and map players, third
 * parties every test blocks, docs/decisions/046).
 */
export async function scanWithAxe(page: Page): Promise<AxeResults> {
  await injectAxe(page);
  return page.evaluate((options) => {
    const found = (window as AxeWindow).axe;
    if (!found) throw new Error("axe-core is not in the page");
    return found.run(document, options);
  }, RUN_OPTIONS);
}

/** Fails with a readable list when axe finds anything on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const result = await scanWithAxe(page);
  const summary = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  assert.deepEqual(summary, [], `axe violations on ${label}`);
}
