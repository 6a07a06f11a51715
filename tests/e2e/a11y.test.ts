import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { expectNoAxeViolations, scanWithAxe } from "./support/axe.ts";
import { browserForFile, expectNoThirdParty, gotoHydrated, openPage, type TestPage, url } from "./support/browser.ts";

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
      // And where the panel's own scroll (100 ms after the click, SPEC §9) brings it: a scan
      // during that scroll can find the next card's button passing under the bottom bar.
      await t.page.waitForFunction(
        () =>
          new Promise<boolean>((done) => {
            const panel = document.getElementById("service-detail")!;
            const at = () => panel.getBoundingClientRect().top;
            const before = at();
            const aligned = Math.abs(before - (parseFloat(getComputedStyle(panel).scrollMarginTop) || 0)) < 2;
            const atBottom = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
            requestAnimationFrame(() => requestAnimationFrame(() => done((aligned || atBottom) && at() === before)));
          }),
      );
      await scan(`home with a therapy expanded @${width}`);
    });
  });
}

// The scan above must be able to fail: axe as the suites run it (legacy mode, in the page
// itself) still reports a violation in the page and in a same-origin frame.
describe("the suites' axe", () => {
  it("reports violations in the page and in a same-origin frame", async () => {
    t = await openPage(browser());
    await t.page.goto(url("/"));
    await t.page.evaluate(() => {
      const img = document.createElement("img");
      img.src = "/favicon.svg";
      img.id = "no-alt";
      document.querySelector("main")?.append(img);
      const frame = document.createElement("iframe");
      frame.title = "same-origin frame";
      frame.srcdoc = '<!doctype html><html lang="en"><title>f</title><main><img id="frame-no-alt" src="/favicon.svg"></main></html>';
      document.querySelector("main")?.append(frame);
      return new Promise((resolve) => frame.addEventListener("load", resolve));
    });
    const result = await scanWithAxe(t.page);
    const targets = result.violations.filter((v) => v.id === "image-alt").flatMap((v) => v.nodes.map((n) => n.target.join(" ")));
    assert.ok(targets.includes("#no-alt"), `image-alt in the page: ${JSON.stringify(targets)}`);
    assert.ok(
      targets.some((target) => target.includes("#frame-no-alt")),
      `image-alt in the frame: ${JSON.stringify(targets)}`,
    );
  });
});

// The suites' third-party check waits out a request the page starts soon after its last one.
describe("the suites' third-party check", () => {
  it("catches a request to another host started within the quiet period", async () => {
    t = await openPage(browser());
    await gotoHydrated(t.page, "/");
    await t.page.evaluate(async () => {
      // A local request, then the other host 100 ms after it ends: well inside the 500 ms of
      // quiet the check waits for, however long ago the page itself went quiet.
      await fetch("/favicon.svg", { cache: "no-store" });
      setTimeout(() => {
        const img = document.createElement("img");
        img.alt = "";
        // A host the page's CSP allows, so that the browser does send the request.
        img.src = "https://i.ytimg.com/vi/Samudra0001/hqdefault.jpg";
        document.body.append(img);
      }, 100);
    });
    await assert.rejects(expectNoThirdParty(t), /i\.ytimg\.com/);
  });
});
