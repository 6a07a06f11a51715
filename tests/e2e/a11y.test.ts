import { describe, it } from "node:test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, browserForFile, gotoHydrated, openPage, type TestPage } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

const scan = (label: string) => expectNoAxeViolations(t.page, label);

const routes = [
  ["/", "home"],
  ["/no-such-page", "404"],
] as const;

for (const width of [390, 1280]) {
  describe(`axe at ${width} px`, () => {
    for (const [path, label] of routes) {
      it(`${label} has no violations`, async () => {
        t = await openPage(browser(), { viewport: { width, height: 844 } });
        await gotoHydrated(t.page, path);
        await scan(`${label} @${width}`);
        allowErrors(t, /status of 404/);
      });
    }
    it("home with the menus open has no violations", async () => {
      t = await openPage(browser(), { viewport: { width, height: 844 } });
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
