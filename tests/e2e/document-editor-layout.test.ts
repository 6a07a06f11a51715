// The document editor as staff meet it on a phone and a desktop (issue 44 items 7 and 9): a
// refused field is named in the summary at the top, which takes the keyboard and is in view,
// with everything typed kept; the sticky Publish bar never lies over the focused field or its
// hint; saving leaves the page where it was; a doctor never published says so.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Page } from "playwright-core";
import { contentServerForFile, signInAt, waitForHydration } from "./support/admin-content-server.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, browserForFile, openPage, waitUntil, type TestPage } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);
const contentServer = contentServerForFile();
const EDITOR = "/admin/content/doctor/aditya-varma";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/${name}.png` }).catch(() => undefined);

/** The focused element's block (label, control, hint, error) and the Publish bar, as the window shows them. */
function focusedBlockAndBar(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const block = (active.closest("[data-field]") ?? active).getBoundingClientRect();
    const bar = document.getElementById("doc-save-bar")!.getBoundingClientRect();
    return { id: active.id, top: block.top, bottom: block.bottom, barTop: bar.top, barBottom: bar.bottom, height: innerHeight };
  });
}

/** The field block in the middle of the window (or a known one), where it is, and the scroll position. */
const middleField = (page: Page, id?: string) =>
  page.evaluate((known) => {
    // The block nearest the window's middle (the middle itself may fall between two blocks).
    const distance = (el: Element) => Math.abs(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2 - innerHeight / 2);
    const block = known
      ? document.getElementById(known)!.closest("[data-field]")!
      : [...document.querySelectorAll("[data-field]")]
          .filter((el) => el.querySelector("[id^='doc-']"))
          .sort((a, b) => distance(a) - distance(b))[0]!;
    return {
      id: block.querySelector("[id^='doc-']")!.id,
      top: Math.round(block.getBoundingClientRect().top),
      scrollY: Math.round(scrollY),
    };
  }, id);

const overlaps = (box: { top: number; bottom: number; barTop: number; barBottom: number }) =>
  box.bottom > box.barTop && box.top < box.barBottom;

describe("the document editor's errors, Publish bar and saves", () => {
  test("390 px: an empty Professional summary is named in a focused summary in view; typed text is kept; saving keeps the place", async () => {
    t = await openPage(browser(), { viewport: PHONE });
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", EDITOR);
    await waitForHydration(page);

    await page.locator("#doc-title").fill("Consultant surgeon (typed before the error)");
    const text = page.locator("#doc-profile-text[contenteditable=true]");
    await text.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await page.getByRole("button", { name: "Save draft" }).click();

    const summary = page.locator("#document-form-summary");
    await summary.getByRole("alert").waitFor();
    const message = "Professional summary › Text: enter some text.";
    await summary.getByRole("link", { name: message }).waitFor();
    assert.equal(await page.locator("#doc-profile-text-error").innerText(), message, "the same words next to the field");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "document-form-summary", "focus moves to the summary");
    const box = (await summary.boundingBox())!;
    assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, `the summary is in view: ${JSON.stringify(box)}`);
    const seen = await page.evaluate(() => {
      const r = document.getElementById("document-form-summary")!.getBoundingClientRect();
      return document.elementFromPoint(r.left + 20, r.top + 8)?.closest("#document-form-summary") !== null;
    });
    assert.ok(seen, "the summary's first line is not under the sticky header");
    assert.equal(await page.locator("#doc-title").inputValue(), "Consultant surgeon (typed before the error)");
    allowErrors(t, /status of 400/);
    await expectNoAxeViolations(page, "doctor editor with an error at 390 px");
    await shot(page, "doctor-error-390");

    // The summary's link takes the keyboard to the field, clear of the bar.
    await summary.getByRole("link", { name: message }).click();
    await waitUntil(async () => (await focusedBlockAndBar(page)).id === "doc-profile-text", "focus on the Professional summary");
    const field = await focusedBlockAndBar(page);
    assert.ok(field.top >= 0 && field.bottom <= field.height, `the field is in view: ${JSON.stringify(field)}`);
    assert.ok(!overlaps(field), `the bar does not cover the field: ${JSON.stringify(field)}`);

    await page.keyboard.type("Dr. Varma leads the hyperbaric unit.");
    await page.evaluate(() => document.getElementById("doc-save-bar")!.scrollIntoView({ block: "end", behavior: "instant" }));
    const before = await middleField(page);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page
      .getByRole("status")
      .getByText(/Draft saved \(version \d+\)/)
      .waitFor();
    const after = await middleField(page, before.id);
    // The field in view stays put (the error summary above it is gone, the status gained a line).
    assert.ok(
      before.scrollY > 1000 && Math.abs(after.top - before.top) <= 4,
      `the page stays where it was: ${JSON.stringify({ before, after })}`,
    );
    assert.equal(new URL(page.url()).hash, "", "no jump to a fragment with JavaScript");
    // The floating toast steps aside while a field is being typed in (it lay over one at 390 px).
    const toast = page.locator(".admin-toast");
    assert.ok(await toast.isVisible(), "the toast shows after the save");
    await page.locator("#doc-name").focus();
    assert.ok(!(await toast.isVisible()), "the toast is hidden while a field has focus");
    await page.locator("#doc-name").blur();
    // And it stays away: coming back at the blur, it lay over the Save button being clicked.
    assert.ok(!(await toast.getByRole("button", { name: "Dismiss message" }).isVisible()), "the read message does not come back");

    await page.setViewportSize(DESKTOP);
    await page.locator("#doc-name").fill("");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("link", { name: "Full name: enter some text." }).waitFor();
    await shot(page, "doctor-error-1280");
    allowErrors(t, /status of 400/); // the refused forms' answers
  });

  test("1280 px: a field focused under the sticky bar is scrolled clear of it with its hint; saving keeps the scroll position", async () => {
    t = await openPage(browser(), { viewport: DESKTOP });
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", EDITOR);
    await waitForHydration(page);

    // "Years of experience" (a field with a hint) placed so the bar lies over its box and hint.
    const id = "doc-yearsExperience";
    await page.evaluate((fieldId) => {
      const block = document.getElementById(fieldId)!.closest("[data-field]")!.getBoundingClientRect();
      const bar = document.getElementById("doc-save-bar")!.getBoundingClientRect();
      scrollBy({ top: block.top - (bar.top - 30), behavior: "instant" });
    }, id);
    const covered = await page.evaluate((fieldId) => {
      const block = document.getElementById(fieldId)!.closest("[data-field]")!.getBoundingClientRect();
      return { top: block.top, bottom: block.bottom, barTop: document.getElementById("doc-save-bar")!.getBoundingClientRect().top };
    }, id);
    assert.ok(covered.bottom > covered.barTop, `the bar lies over the field before it is focused: ${JSON.stringify(covered)}`);
    assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById("doc-save-bar")!).position), "sticky");
    await page.locator(`#${id}`).focus();
    await waitUntil(async () => !overlaps(await focusedBlockAndBar(page)), "the focused field and its hint clear of the bar");
    const clear = await focusedBlockAndBar(page);
    assert.equal(clear.id, id);
    const hint = (await page.locator(`#${id}-help`).boundingBox())!;
    assert.ok(hint.y + hint.height <= clear.barTop, `the hint is above the bar: ${JSON.stringify({ hint, clear })}`);
    await shot(page, "sticky-bar-focused-1280");

    await page.evaluate(() => scrollTo({ top: 1800, behavior: "instant" }));
    const before = await middleField(page);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page
      .getByRole("status")
      .getByText(/Draft saved \(version \d+\)/)
      .waitFor();
    const after = await middleField(page, before.id);
    assert.ok(Math.abs(after.scrollY - before.scrollY) <= 4, `the page stays where it was: ${JSON.stringify({ before, after })}`);
    assert.ok(Math.abs(after.top - before.top) <= 4, `the field in view stays put: ${JSON.stringify({ before, after })}`);
    await expectNoAxeViolations(page, "doctor editor after a save at 1280 px");
  });

  test("a doctor never published is “not on the site yet”, never “the site shows the last published version”", async () => {
    t = await openPage(browser(), { viewport: PHONE });
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/doctors");
    await waitForHydration(page);
    await page.getByLabel("Full name").fill("Dr. Kavya Iyer");
    await page.getByRole("button", { name: "Add doctor" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/content/doctor/kavya-iyer");
    await waitForHydration(page);
    const status = page.getByTestId("editor-status");
    await status.getByText("Not on the site yet:").waitFor();
    assert.doesNotMatch(await status.innerText(), /published version/);
    await expectNoAxeViolations(page, "a doctor never published at 390 px");
    await shot(page, "doctor-never-published-390");
    await page.setViewportSize(DESKTOP);
    await shot(page, "doctor-never-published-1280");
  });
});
