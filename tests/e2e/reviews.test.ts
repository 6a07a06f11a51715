// The reviews page (issue 20 item 4; docs/decisions/035): every active review a page at a time,
// reached from the home carousel, paged by plain links that work without JavaScript, a bad link
// answered with a 400 page, axe-clean in both widths and in Arabic.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, browserForFile, gotoHydrated, openPage, type TestPage, url } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

const reviewerNames = () => t.page.locator("[data-reviews] h2").allInnerTexts();

describe("reviews page", () => {
  it("is reached from the home carousel and pages by Previous/Next without JavaScript", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    await t.page.goto(url("/"));
    await t.page.locator("#reviews").getByRole("link", { name: "More reviews" }).click();
    await t.page.waitForURL(url("/reviews"));
    assert.equal(await t.page.locator("h1").count(), 1);
    assert.equal(await t.page.locator("h1").innerText(), "What our patients say");
    assert.match(await t.page.title(), /^Patient Reviews \| /);
    assert.match((await t.page.locator("link[rel=canonical]").getAttribute("href")) ?? "", /[^/]\/reviews$/);
    assert.equal(await t.page.locator("meta[name=robots]").count(), 0, "the first page is indexed");
    assert.ok((await reviewerNames()).length > 0);
    // Every seeded review, every placement, on one page of 50: no pager.
    await t.page.goto(url("/reviews?size=50"));
    const all = await reviewerNames();
    assert.ok(all.length >= 6, `seeded reviews listed (${all.length})`);
    assert.equal(await t.page.getByRole("navigation", { name: "Pages of reviews" }).count(), 0);

    // Five a page: walk to the end and back, each page its own address.
    await t.page.goto(url("/reviews?size=5"));
    const pager = t.page.getByRole("navigation", { name: "Pages of reviews" });
    assert.equal(await pager.getByRole("link", { name: "Previous page" }).count(), 0);
    const pages = [await reviewerNames()];
    while ((await pager.getByRole("link", { name: "Next page" }).count()) > 0) {
      await pager.getByRole("link", { name: "Next page" }).click();
      await t.page.waitForLoadState("domcontentloaded");
      assert.match(t.page.url(), /[?&]after=[A-Za-z0-9_-]+&size=5/);
      assert.equal(await t.page.locator("meta[name=robots]").getAttribute("content"), "noindex", "later pages are not indexed");
      pages.push(await reviewerNames());
    }
    assert.deepEqual(pages.flat(), all, "every review once, in the first page's order");
    assert.ok(pages.length >= 2);
    for (let i = pages.length - 2; i >= 0; i -= 1) {
      await pager.getByRole("link", { name: "Previous page" }).click();
      await t.page.waitForLoadState("domcontentloaded");
      assert.deepEqual(await reviewerNames(), pages[i]);
    }
    assert.equal(await pager.getByRole("link", { name: "Previous page" }).count(), 0, "back on the first page");
    assert.deepEqual(t.thirdParty, []);
  });

  it("answers an edited page link with a 400 page, not a 500", async () => {
    t = await openPage(browser(), { javaScriptEnabled: false });
    for (const search of ["?after=not-a-cursor", "?size=500", "?after=e30&before=e30"]) {
      const response = await t.page.goto(url(`/reviews${search}`));
      assert.equal(response?.status(), 400, search);
      assert.equal(await t.page.locator("h1").innerText(), "This page link is not valid");
      assert.equal(await t.page.locator("meta[name=robots]").getAttribute("content"), "noindex");
    }
    await t.page.getByRole("link", { name: "See the newest reviews" }).click();
    await t.page.waitForURL(url("/reviews"));
    allowErrors(t, /status of 400/);
  });

  for (const width of [390, 1280]) {
    it(`has no axe violations at ${width} px, in English and in Arabic`, async () => {
      t = await openPage(browser(), { viewport: { width, height: 844 } });
      await gotoHydrated(t.page, "/reviews?size=3");
      await expectNoAxeViolations(t.page, `reviews @${width}`);
      await gotoHydrated(t.page, "/ar/reviews?size=3");
      assert.equal(await t.page.locator("html").getAttribute("dir"), "rtl");
      assert.equal(await t.page.locator("h1").innerText(), "ماذا يقول مرضانا");
      assert.equal(await t.page.getByRole("link", { name: "الصفحة التالية" }).count(), 1);
      await expectNoAxeViolations(t.page, `reviews (ar) @${width}`);
    });
  }
});
