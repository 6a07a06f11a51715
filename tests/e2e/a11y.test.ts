import { describe, it } from "node:test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { browserForFile, gotoHydrated, openPage, type TestPage } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

const scan = (label: string) => expectNoAxeViolations(t.page, label);

// States a visitor opens (menus, an expanded therapy): every public page as loaded, at 390 and 1280 px and in every language, is the audit's (scripts/audit, the same AXE_TAGS), 404 included.
for (const width of [390, 1280]) {
  describe(`axe at ${width} px`, () => {
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
