import assert from "node:assert/strict";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The rule sets the e2e tests and the audit (scripts/audit) both hold every page to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The suites' axe: every rule of AXE_TAGS, every violating node reported; passes and
 * "needs review" results keep one node each instead of every node (axe's resultTypes), which
 * nothing here reads. A page's result shrinks from 0.3-0.7 MB to 60-70 KB and a run takes
 * about a quarter less time (docs/decisions/039).
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs `axe.runPartial` in
 * every frame, then opens a blank page, loads axe-core's 0.5 MB script into it and merges the
 * results there: 0.8-1.5 s more per run here (a run took 1.8-2.8 s, now 0.9-1.6 s;
 * docs/decisions/046). What legacy mode gives up is cross-origin frames, and the site's only
 * frames are the YouTube and map players, third parties the tests block anyway.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode();
}

/** Fails with a readable list when axe finds anything on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const result = await axeFor(page).analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  assert.deepEqual(summary, [], `axe violations on ${label}`);
}
