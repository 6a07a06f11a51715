import assert from "node:assert/strict";
import { after, afterEach, before, describe, it } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { allowErrors, gotoHydrated, launchBrowser, openPage, type TestPage } from "./support/browser.ts";

let browser: Browser;
let t: TestPage;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());
afterEach(async () => {
  assert.deepEqual(t.errors, [], "no console or page errors");
  await t.context.close();
});

async function scan(label: string) {
  const result = await new AxeBuilder({ page: t.page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const summary = result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  assert.deepEqual(summary, [], `axe violations on ${label}`);
}

const routes = [
  ["/", "home"],
  ["/no-such-page", "404"],
] as const;

for (const width of [390, 1280]) {
  describe(`axe at ${width} px`, () => {
    for (const [path, label] of routes) {
      it(`${label} has no violations`, async () => {
        t = await openPage(browser, { viewport: { width, height: 844 } });
        await gotoHydrated(t.page, path);
        await scan(`${label} @${width}`);
        allowErrors(t, /status of 404/);
      });
    }
    it("home with the menus open has no violations", async () => {
      t = await openPage(browser, { viewport: { width, height: 844 } });
      await gotoHydrated(t.page, "/");
      await t.page.getByRole("button", { name: "Quick contact" }).click();
      const menuButton = t.page.getByRole("button", { name: width < 1024 ? "Open menu" : "Doctors" });
      await menuButton.click();
      await scan(`home with menus @${width}`);
      await t.page.keyboard.press("Escape");
      await t.page.getByRole("button", { name: "Close quick contact" }).click();
      await t.page.getByRole("button", { name: "Learn More about Cryotherapy" }).click();
      const detail = t.page.locator("#service-detail article");
      await detail.waitFor();
      // Contrast is judged on the settled panel, not mid fade-in.
      await detail.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      await scan(`home with a therapy expanded @${width}`);
    });
  });
}
