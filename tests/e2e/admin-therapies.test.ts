// /admin/therapies as staff use it, checked against the public site after each change.
// The suite shares one server with the other files: everything changed here is put back
// (drafts deleted, edited values restored) so later files see the seeded content.
import assert from "node:assert/strict";
import { after, afterEach, before, describe, it } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import {
  allowErrors,
  launchBrowser,
  openPage,
  type TestPage,
  url,
  waitForAttribute,
  waitForHydration,
  waitUntil,
} from "./support/browser.ts";

let browser: Browser;
let t: TestPage;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());
afterEach(async () => {
  assert.deepEqual(t.errors, [], "no console or page errors");
  assert.deepEqual(t.thirdParty, [], "no third-party request");
  await t.context.close();
});

const LIST = "/admin/therapies";

async function openList(page: Page, role: "admin" | "editor" = "admin") {
  await signIn(page, role, { to: LIST });
  await waitForHydration(page);
}

const editDialog = (page: Page) => page.getByRole("dialog", { name: /^Edit therapy/ });
const card = (page: Page, title: string) => page.locator("article", { has: page.getByRole("heading", { name: title, exact: true }) });
const toast = (page: Page, message: string) => page.getByRole("status").filter({ hasText: message }).waitFor();

/** Opens a therapy's edit dialog from its card and waits for the rich-text editors to load. */
async function openEditor(page: Page, title: string): Promise<Locator> {
  await page.getByRole("link", { name: `Edit ${title}`, exact: true }).click();
  const dialog = editDialog(page);
  await dialog.waitFor();
  await dialog.getByRole("toolbar").first().waitFor();
  return dialog;
}

async function save(page: Page) {
  await editDialog(page).getByRole("button", { name: "Publish now", exact: true }).click();
  await editDialog(page).waitFor({ state: "hidden" });
  await toast(page, "Saved the therapy");
}

const publicStatus = async (path: string) => (await fetch(url(path))).status;
const sitemap = async () => (await fetch(url("/sitemap.xml"))).text();

describe("admin therapies", () => {
  it("Add New Therapy stores an inactive draft, opens its dialog, and the draft survives a reload", async () => {
    t = await openPage(browser);
    await openList(t.page);
    const before = await t.page.locator("[data-therapy-card]").count();
    await t.page.getByRole("button", { name: "Add New Therapy" }).click();
    const dialog = editDialog(t.page);
    await dialog.waitFor();
    await toast(t.page, "Draft therapy created");
    // With scripts the message floats at the bottom right, with its dismiss button.
    const message = t.page.getByRole("status").filter({ hasText: "Draft therapy created" });
    assert.equal(await message.evaluate((el) => getComputedStyle(el).position), "fixed");
    assert.equal(await message.getByRole("button", { name: "Dismiss message" }).isVisible(), true);
    assert.match(new URL(t.page.url()).search, /^\?edit=\d+$/);
    assert.equal(await dialog.getByLabel("Title", { exact: true }).inputValue(), "New Therapy");
    assert.equal(await dialog.getByLabel("Slug", { exact: true }).inputValue(), "new-therapy");
    assert.equal(await dialog.getByLabel("Active (visible on website)").isChecked(), false);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });

    await t.page.reload();
    const draft = card(t.page, "New Therapy");
    assert.equal(await t.page.locator("[data-therapy-card]").count(), before + 1);
    assert.match(await draft.innerText(), /Inactive/);
    assert.match(await draft.innerText(), /\/therapy\/new-therapy/);
    assert.equal(await publicStatus("/therapy/new-therapy"), 404);
  });

  it("the slug follows the title until edited by hand; rich text with the toolbar; activating publishes, deactivating hides", async () => {
    t = await openPage(browser);
    await openList(t.page);
    const dialog = await openEditor(t.page, "New Therapy");
    const title = dialog.getByLabel("Title", { exact: true });
    const slug = dialog.getByLabel("Slug", { exact: true });
    await title.fill("Sea Breeze Breathing");
    assert.equal(await slug.inputValue(), "sea-breeze-breathing");
    await title.fill("Sea Breeze Breathing Sessions");
    assert.equal(await slug.inputValue(), "sea-breeze-breathing-sessions");
    await slug.fill("sea-breeze-e2e");
    await title.fill("Sea Breeze Breathing (E2E)");
    assert.equal(await slug.inputValue(), "sea-breeze-e2e", "left alone once edited by hand");
    await dialog.getByLabel("Short description").fill("Guided breathing practice by the sea, for calm and steady breath.");

    const what = dialog.getByRole("textbox", { name: "What It Is (full description)" });
    await what.click();
    await t.page.keyboard.type("Breathing practice ");
    const bold = dialog.getByRole("toolbar", { name: "What It Is (full description) formatting" }).getByRole("button", { name: "Bold" });
    await bold.click();
    await waitForAttribute(bold, "aria-pressed", "true");
    await t.page.keyboard.type("in sea air");
    await bold.click();
    await waitForAttribute(bold, "aria-pressed", "false");
    await t.page.keyboard.press("Enter");
    const bullets = dialog
      .getByRole("toolbar", { name: "What It Is (full description) formatting" })
      .getByRole("button", { name: "Bullet list" });
    await bullets.click();
    await waitForAttribute(bullets, "aria-pressed", "true");
    await t.page.keyboard.type("First point");
    await t.page.keyboard.press("Enter");
    await t.page.keyboard.type("Second point");
    // The toolbar is one tab stop; arrow keys move along it.
    const focused = () => t.page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    await bold.focus();
    await t.page.keyboard.press("ArrowRight");
    assert.equal(await focused(), "Italic");
    await t.page.keyboard.press("ArrowLeft");
    await t.page.keyboard.press("ArrowLeft");
    assert.equal(await focused(), "Undo", "wraps to the last enabled button (Redo is disabled)");
    await t.page.keyboard.press("Home");
    assert.equal(await focused(), "Bold");

    await dialog.getByLabel("Active (visible on website)").check();
    await save(t.page);
    assert.match(await card(t.page, "Sea Breeze Breathing (E2E)").innerText(), /Active/);

    const visitor = await browser.newPage();
    try {
      const response = await visitor.goto(url("/therapy/sea-breeze-e2e"));
      assert.equal(response?.status(), 200);
      assert.equal(await visitor.locator("h1").innerText(), "Sea Breeze Breathing (E2E)");
      const section = visitor.locator("section[aria-labelledby='what-title']");
      assert.equal(await section.locator("strong").innerText(), "in sea air");
      assert.deepEqual(await section.locator("ul li").allInnerTexts(), ["First point", "Second point"]);
    } finally {
      await visitor.close();
    }
    assert.match(await sitemap(), /\/therapy\/sea-breeze-e2e</);

    const again = await openEditor(t.page, "Sea Breeze Breathing (E2E)");
    await again.getByLabel("Active (visible on website)").uncheck();
    await save(t.page);
    assert.match(await card(t.page, "Sea Breeze Breathing (E2E)").innerText(), /Inactive/);
    assert.equal(await publicStatus("/therapy/sea-breeze-e2e"), 404);
    assert.doesNotMatch(await sitemap(), /sea-breeze-e2e/);
  });

  it("staff can preview an inactive therapy as visitors would see it", async () => {
    t = await openPage(browser);
    await openList(t.page);
    await t.page.getByRole("link", { name: "Preview Sea Breeze Breathing (E2E)" }).click();
    await t.page.waitForURL(/\/admin\/therapies\/\d+\/preview$/);
    assert.match(await t.page.getByTestId("preview-banner").innerText(), /^Preview — not published/);
    assert.equal(await t.page.locator("h1").innerText(), "Sea Breeze Breathing (E2E)");
    assert.equal(await t.page.locator("h1").count(), 1);
    assert.equal(await t.page.getByRole("heading", { name: "What It Is" }).count(), 1);
  });

  it("the preview's gallery and video work as on the public page, reached from the list or loaded directly", async () => {
    // The therapy page is the server's markup brought to life by islands; the (React) admin
    // inserts it and starts them inside the preview itself.
    t = await openPage(browser);
    await openList(t.page);
    await t.page.getByRole("link", { name: "Preview Hyperbaric Oxygen Therapy" }).click();
    await t.page.waitForURL(/\/admin\/therapies\/\d+\/preview$/);
    const previewUrl = t.page.url();
    for (const load of ["client-side navigation", "document load"]) {
      if (load === "document load") await t.page.goto(previewUrl);
      await t.page.locator("[data-islands='live']").waitFor();
      const gallery = t.page.getByRole("region", { name: "Hyperbaric Oxygen Therapy gallery" });
      const counter = gallery.locator("[data-counter]");
      const total = Number((await counter.innerText()).split("/")[1]);
      assert.ok(total >= 2, load);
      await gallery.getByRole("button", { name: "Next image" }).click();
      assert.equal((await counter.innerText()).replace(/\s/g, ""), `2/${total}`, load);
      await t.page.keyboard.press("ArrowLeft");
      assert.equal((await counter.innerText()).replace(/\s/g, ""), `1/${total}`, load);
      assert.equal(await t.page.getByRole("link", { name: /Watch on YouTube/ }).count(), 0, "the no-JS link is hidden");
      assert.equal(t.thirdParty.length, 0, "nothing from YouTube before the click");
      await t.page.getByRole("button", { name: /Play video/ }).click();
      const frame = t.page.locator("section:has(#video-title) iframe");
      await frame.waitFor();
      assert.match((await frame.getAttribute("src")) ?? "", /^https:\/\/www\.youtube-nocookie\.com\/embed\//, load);
      await waitUntil(async () => t.thirdParty.length > 0, "the player asked for");
      assert.ok(
        t.thirdParty.every((u) => u.startsWith("https://www.youtube-nocookie.com/")),
        load,
      );
      t.thirdParty.length = 0; // the player, after the click, is the only request expected off the machine
    }
  });

  it("editing an existing therapy's duration shows on the public page on the next request", async () => {
    t = await openPage(browser);
    await openList(t.page);
    const dialog = await openEditor(t.page, "Cryotherapy");
    const original = await dialog.getByLabel("Duration").inputValue();
    await dialog.getByLabel("Duration").fill("3-4 minutes (E2E)");
    await save(t.page);
    try {
      const html = await (await fetch(url("/therapy/cryotherapy"))).text();
      assert.match(html, /3-4 minutes \(E2E\)/);
    } finally {
      const restore = await openEditor(t.page, "Cryotherapy");
      await restore.getByLabel("Duration").fill(original);
      await save(t.page);
    }
    assert.match(await (await fetch(url("/therapy/cryotherapy"))).text(), new RegExp(original));
  });

  it("Save draft keeps a change off the site; the preview shows the draft; Discard draft drops it (issue 46)", async () => {
    t = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await openList(t.page);
    const dialog = await openEditor(t.page, "Cryotherapy");
    await dialog.getByLabel("Duration").fill("5 minutes (draft)");
    await dialog.getByRole("button", { name: "Save draft", exact: true }).click();
    await editDialog(t.page).waitFor({ state: "hidden" });
    await toast(t.page, "Saved a draft of the therapy “Cryotherapy”. It is not on the site until it is published.");
    try {
      assert.match(await card(t.page, "Cryotherapy").innerText(), /Draft, not published/);
      assert.doesNotMatch(await (await fetch(url("/therapy/cryotherapy"))).text(), /5 minutes \(draft\)/);

      const reopened = await openEditor(t.page, "Cryotherapy");
      assert.equal(await reopened.getByLabel("Duration").inputValue(), "5 minutes (draft)");
      const notice = reopened.getByTestId("draft-notice");
      assert.match(await notice.innerText(), /^Draft: saved by admin on /);
      await expectNoAxeViolations(t.page, "therapy editor with a draft @390");
      await notice.getByRole("link", { name: "Preview the draft" }).click();
      await t.page
        .getByTestId("preview-banner")
        .getByText(/^Preview of the draft saved by admin on /)
        .waitFor();
      assert.match(await t.page.locator("main").innerText(), /5 minutes \(draft\)/);
    } finally {
      await t.page.goto(url(LIST));
      await waitForHydration(t.page);
      const restore = await openEditor(t.page, "Cryotherapy");
      await restore.getByTestId("draft-notice").getByRole("button", { name: "Discard draft" }).click();
      await toast(t.page, "Discarded the draft of the therapy “Cryotherapy”. The site still shows the published version.");
    }
    assert.doesNotMatch(await card(t.page, "Cryotherapy").innerText(), /Draft, not published/);
  });

  it("Cancel, the close button and Escape ask before discarding what was typed, then discard without sending anything", async () => {
    t = await openPage(browser);
    await openList(t.page);
    const posts: string[] = [];
    t.page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    const close = [
      (d: Locator) => d.getByRole("button", { name: "Cancel" }).click(),
      (d: Locator) => d.getByRole("button", { name: "Close" }).click(),
      () => t.page.keyboard.press("Escape"),
    ];
    const asked: string[] = [];
    for (const discard of close) {
      const dialog = await openEditor(t.page, "Hydrogen Inhalation");
      await dialog.getByLabel("Duration").fill("changed but discarded");
      // Declining the question keeps the dialog and what was typed.
      t.page.once("dialog", (d) => {
        asked.push(d.message());
        void d.dismiss();
      });
      await dialog.getByLabel("Duration").click();
      await discard(dialog);
      await waitUntil(async () => asked.length % 2 === 1, "the question was asked");
      assert.ok(await dialog.isVisible(), "still open after No");
      assert.equal(await dialog.getByLabel("Duration").inputValue(), "changed but discarded");
      t.page.once("dialog", (d) => {
        asked.push(d.message());
        void d.accept();
      });
      await dialog.getByLabel("Duration").click(); // a fresh user activation, which Escape needs to ask again
      await discard(dialog);
      await dialog.waitFor({ state: "hidden" });
      await t.page.waitForURL(url(LIST));
    }
    assert.deepEqual(asked, Array(6).fill("You have unsaved changes. Discard them?"));
    assert.deepEqual(posts, []);
    const dialog = await openEditor(t.page, "Hydrogen Inhalation");
    assert.equal(await dialog.getByLabel("Duration").inputValue(), "30-60 minutes");
  });

  it("YouTube URL: 'Video ID:' or 'Invalid URL'; an unparseable one and a slug clash are refused with the fields kept", async () => {
    t = await openPage(browser);
    await openList(t.page);
    const dialog = await openEditor(t.page, "Hydrogen Inhalation");
    const youtube = dialog.getByLabel("YouTube video");
    const status = dialog.getByTestId("youtubeUrl-video-id");
    await youtube.fill("https://youtu.be/dQw4w9WgXcQ?t=5");
    await waitUntil(async () => (await status.innerText()) === "Video ID: dQw4w9WgXcQ", "video id shown");
    assert.equal((await dialog.locator("[data-field]:has(#doc-youtubeUrl) img").count()) > 0, true, "the video's poster");
    await youtube.fill("https://example.org/watch?v=nothing");
    await waitUntil(async () => (await status.innerText()) === "Video ID: Invalid URL", "invalid shown");
    assert.equal(await dialog.locator("[data-field]:has(#doc-youtubeUrl) img").count(), 0, "no poster");

    await dialog.getByLabel("Duration").fill("typed and kept");
    await dialog.getByLabel("Slug", { exact: true }).fill("cryotherapy");
    await dialog.getByRole("button", { name: "Publish now", exact: true }).click();
    await dialog.getByRole("alert").waitFor();
    assert.match(await dialog.getByRole("alert").innerText(), /Nothing was saved: 2 fields need attention/);
    assert.match(await dialog.locator("#doc-slug-error").innerText(), /Another therapy already uses “cryotherapy”/);
    assert.match(await dialog.locator("#doc-youtubeUrl-error").innerText(), /Invalid URL/);
    await waitUntil(async () => (await t.page.evaluate(() => document.activeElement?.id)) === "doc-slug", "first invalid field focused");
    assert.equal(await dialog.getByLabel("Duration").inputValue(), "typed and kept");
    assert.equal(await youtube.inputValue(), "https://example.org/watch?v=nothing");
    assert.equal(await youtube.getAttribute("aria-invalid"), "true");
    // The summary names each field and its link takes the keyboard there (issue 44 item 9).
    await dialog
      .getByRole("alert")
      .getByRole("link", { name: /^Slug: another therapy already uses/ })
      .waitFor();
    await dialog
      .getByRole("alert")
      .getByRole("link", { name: /^YouTube video: invalid URL/ })
      .click();
    await waitUntil(async () => (await t.page.evaluate(() => document.activeElement?.id)) === "doc-youtubeUrl", "link focuses the field");
    // What came back refused is still unsaved: Cancel asks first.
    t.page.once("dialog", (d) => void d.accept());
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    allowErrors(t, /status of 400/);
    assert.equal(await publicStatus("/therapy/hydrogen-inhalation"), 200);
  });

  it("list editors add, reorder and remove items with labelled inputs; FAQs too", async () => {
    t = await openPage(browser);
    await openList(t.page);
    const dialog = await openEditor(t.page, "Sea Breeze Breathing (E2E)");
    // A list of one-line texts: each box is named by its number.
    const benefit = (d: Locator, n: number) => d.getByRole("textbox", { name: `Benefit ${n}`, exact: true });
    await dialog.getByRole("button", { name: "Add benefit" }).click();
    await benefit(dialog, 1).fill("Calmer breathing");
    assert.equal(await t.page.evaluate(() => document.activeElement?.getAttribute("name")), "benefits.0.text", "new item focused");
    await dialog.getByRole("button", { name: "Add benefit" }).click();
    await benefit(dialog, 2).fill("Fresh air");
    await dialog.getByRole("button", { name: "Move Benefit 2 up" }).click();
    assert.equal(await benefit(dialog, 1).inputValue(), "Fresh air");
    await dialog.getByRole("button", { name: "Add benefit" }).click();
    await benefit(dialog, 3).fill("To be removed");
    await dialog.getByRole("button", { name: "Remove Benefit 3" }).click();
    await dialog.getByRole("button", { name: "Add question" }).click();
    const faq = dialog.getByRole("group", { name: "Question 1", exact: true });
    await faq.getByRole("textbox", { name: "Question", exact: true }).fill("Is it suitable for children?");
    await faq.getByRole("textbox", { name: "Answer", exact: true }).fill("Your doctor decides after an assessment.");
    await save(t.page);
    const reopened = await openEditor(t.page, "Sea Breeze Breathing (E2E)");
    assert.equal(await benefit(reopened, 1).inputValue(), "Fresh air");
    assert.equal(await benefit(reopened, 2).inputValue(), "Calmer breathing");
    assert.equal(await benefit(reopened, 3).count(), 0);
    // A question is named by its own words once it has them.
    const saved = reopened.getByRole("group", { name: "Is it suitable for children?", exact: true });
    assert.equal(
      await saved.getByRole("textbox", { name: "Answer", exact: true }).inputValue(),
      "Your doctor decides after an assessment.",
    );
  });

  it("move up and down changes the order (and the public order), keeping the keyboard on the button", async () => {
    t = await openPage(browser);
    await openList(t.page);
    const titles = () => t.page.locator("[data-therapy-card] h2").allInnerTexts();
    const before = await titles();
    assert.deepEqual(before.slice(0, 2), ["Hyperbaric Oxygen Therapy", "Cryotherapy"]);
    await t.page.getByRole("button", { name: "Move Cryotherapy up" }).click();
    await toast(t.page, "Moved “Cryotherapy” up");
    assert.deepEqual((await titles()).slice(0, 2), ["Cryotherapy", "Hyperbaric Oxygen Therapy"]);
    // Cryotherapy is first now: its up button is disabled, so the keyboard is on its down button.
    await waitUntil(
      async () => (await t.page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === "Move Cryotherapy down",
      "focus kept",
    );
    const home = await (await fetch(url("/"))).text();
    assert.ok(home.indexOf("/therapy/cryotherapy") < home.indexOf("/therapy/hyperbaric-oxygen-therapy"), "public order follows");
    await t.page.keyboard.press("Enter");
    await toast(t.page, "Moved “Cryotherapy” down");
    assert.deepEqual(await titles(), before);
  });

  it("works without JavaScript: add (POST, then the edit view), save, validation, delete", async () => {
    t = await openPage(browser, { javaScriptEnabled: false });
    await signIn(t.page, "editor", { to: LIST });
    await t.page.getByRole("button", { name: "Add New Therapy" }).click();
    await t.page.waitForURL(/\?edit=\d+$/);
    const editor = t.page.getByRole("region", { name: /^Edit therapy: New Therapy/ });
    await editor.waitFor();
    // Without scripts nothing could dismiss the message, so it sits above the content instead
    // of floating over it: the editor's Save button is never under it.
    const message = t.page.getByRole("status").filter({ hasText: "Draft therapy created" });
    assert.equal(await message.evaluate((el) => getComputedStyle(el).position), "static");
    assert.equal(await message.getByRole("button", { name: "Dismiss message" }).isVisible(), false);
    const saveButton = editor.getByRole("button", { name: "Publish now", exact: true });
    for (const block of ["nearest", "start", "center", "end"] as const) {
      const onTop = await saveButton.evaluate((button, b) => {
        button.scrollIntoView({ block: b });
        const r = button.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === button;
      }, block);
      assert.ok(onTop, `Save is not covered when scrolled to the ${block}`);
    }
    await editor.getByLabel("Title", { exact: true }).fill("No Script Therapy");
    await editor.getByLabel("Slug", { exact: true }).fill("no-script-therapy");
    await editor.getByLabel("What It Is (full description)").fill("<p>Plain <em>HTML</em></p><script>alert(1)</script>");
    // Without scripts a list offers one blank item at a time: fill it, send, and another comes.
    const spare = (p: Page) => p.getByRole("textbox", { name: "New benefit (leave empty to skip)" });
    await spare(t.page).fill("One");
    await editor.getByLabel("YouTube video").fill("not a video");
    await editor.getByRole("button", { name: "Publish now", exact: true }).click();
    assert.match(await t.page.locator("#doc-youtubeUrl-error").innerText(), /Invalid URL/);
    assert.equal(await t.page.getByLabel("Title", { exact: true }).inputValue(), "No Script Therapy", "typed values kept");
    assert.equal(await t.page.getByRole("textbox", { name: "Benefit 1", exact: true }).inputValue(), "One");
    await spare(t.page).fill("Two");
    await t.page.getByLabel("YouTube video").fill("");
    await t.page.getByRole("button", { name: "Publish now", exact: true }).click();
    await t.page.waitForURL(url(LIST));
    assert.match(await t.page.getByRole("status").innerText(), /Saved the therapy “No Script Therapy”\./);
    await t.page.goto(url(`${LIST}?edit=${await idOf(t.page, "No Script Therapy")}`));
    assert.equal(await t.page.getByLabel("What It Is (full description)").inputValue(), "<p>Plain <em>HTML</em></p>");
    assert.equal(await t.page.getByRole("textbox", { name: "Benefit 2", exact: true }).inputValue(), "Two");

    await t.page.goto(url(LIST));
    await t.page.getByRole("link", { name: "Delete No Script Therapy" }).click();
    const confirm = t.page.getByRole("region", { name: "Delete “No Script Therapy”" });
    assert.match(await confirm.innerText(), /Are you sure you want to delete this therapy\?/);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await t.page.waitForURL(url(LIST));
    assert.equal(await card(t.page, "No Script Therapy").count(), 0);
    allowErrors(t, /status of 400/);
  });

  for (const width of [390, 1280]) {
    it(`list, open dialog and preview have no axe violations at ${width} px`, async () => {
      t = await openPage(browser, { viewport: { width, height: 844 } });
      await openList(t.page);
      await expectNoAxeViolations(t.page, `therapies list @${width}`);
      await openEditor(t.page, "Cryotherapy");
      await expectNoAxeViolations(t.page, `therapy dialog @${width}`);
      await editDialog(t.page).getByRole("button", { name: "Cancel" }).click();
      await t.page.getByRole("link", { name: "Delete Sea Breeze Breathing (E2E)" }).click();
      await t.page.getByRole("alertdialog").waitFor();
      await expectNoAxeViolations(t.page, `delete dialog @${width}`);
      await t.page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
      await t.page.getByRole("alertdialog").waitFor({ state: "hidden" });
      await t.page.goto(url("/admin/therapies/1/preview"));
      await expectNoAxeViolations(t.page, `therapy preview @${width}`);
    });
  }

  it("an image pasted into the text goes to the media library and is stored by its site address, never as data: (issue 44)", async () => {
    t = await openPage(browser);
    await openList(t.page);
    const dialog = await openEditor(t.page, "Sea Breeze Breathing (E2E)");
    const how = dialog.getByRole("textbox", { name: "How It Works" });
    await how.click();
    await t.page.keyboard.type("Breathe in. ");
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#3a9ab0" } })
      .png()
      .toBuffer();
    // What a browser pastes for a copied image: the file, and HTML holding it as a data: address.
    await how.evaluate((editor, b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const clipboardData = new DataTransfer();
      clipboardData.items.add(new File([bytes], "image.png", { type: "image/png" }));
      clipboardData.setData("text/html", `<img src="data:image/png;base64,${b64}">`);
      editor.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
    }, png.toString("base64"));
    await dialog.locator("[data-paste-status]").filter({ hasText: "added from the media library" }).waitFor();
    const pasted = how.locator("img");
    assert.match((await pasted.getAttribute("src")) ?? "", /^\/media\/[^/]+\/\d+\.webp$/);
    // HTML alone with a data: image (copied from a web page): the words come, the image does not.
    await how.getByText("Breathe in.").click();
    await t.page.keyboard.press("End");
    await how.evaluate((editor) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData("text/html", '<p>Copied words</p><img src="data:image/png;base64,iVBORw0KGgo=">');
      editor.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
    });
    await how.getByText("Copied words").waitFor();
    assert.equal(await how.locator("img").count(), 1);

    // Its description, given from the toolbar once the image is selected.
    await pasted.click();
    const toolbar = dialog.getByRole("toolbar", { name: "How It Works formatting" });
    // It controls an area of ours holding the textbox, which TipTap may re-create under it.
    const area = dialog.locator(`#${await toolbar.getAttribute("aria-controls")}`);
    assert.equal(await area.getByRole("textbox", { name: "How It Works" }).count(), 1);
    await toolbar.getByRole("button", { name: "Describe image" }).click();
    await dialog.getByLabel("Image description (alt text)").fill("Breathing diagram");
    await dialog.getByRole("button", { name: "Save description" }).click();
    await save(t.page);

    const again = await openEditor(t.page, "Sea Breeze Breathing (E2E)");
    const stored = await again.locator('input[type="hidden"][name="howItWorksHtml"]').inputValue();
    assert.doesNotMatch(stored, /data:/);
    const src = /<img src="(\/media\/[^"]+)" alt="Breathing diagram"/.exec(stored)?.[1];
    assert.ok(src, stored);
    assert.equal((await fetch(url(src))).headers.get("Content-Type"), "image/webp");
    await again.getByRole("button", { name: "Close" }).click();
  });

  it("Delete asks SPEC's question in a dialog; Cancel keeps the therapy, Delete removes it", async () => {
    t = await openPage(browser);
    await openList(t.page);
    const title = "Sea Breeze Breathing (E2E)";
    await t.page.getByRole("link", { name: `Delete ${title}` }).click();
    const confirm = t.page.getByRole("alertdialog", { name: `Delete “${title}”` });
    await confirm.waitFor();
    assert.equal(await confirm.locator("#confirm-message").innerText(), "Are you sure you want to delete this therapy?");
    // A slow connection: the list behind the closed question is still loading when staff
    // click Delete again, and the question must open again all the same.
    const slow = /\/admin\/therapies\.data/;
    await t.page.route(slow, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    assert.equal(await card(t.page, title).count(), 1);
    await waitUntil(
      async () => (await t.page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === `Delete ${title}`,
      "focus back on Delete",
    );

    await t.page.getByRole("link", { name: `Delete ${title}` }).click();
    await confirm.waitFor();
    await t.page.unroute(slow);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast(t.page, `Deleted the therapy “${title}”.`);
    assert.equal(await card(t.page, title).count(), 0);
    await t.page.reload();
    assert.equal(await card(t.page, title).count(), 0);
    assert.equal(await t.page.locator("[data-therapy-card]").count(), 5, "back to the seeded five");
  });

  it("TipTap stays out of the public pages' JavaScript", async () => {
    t = await openPage(browser);
    for (const path of ["/", "/therapy/cryotherapy"]) {
      const html = await (await fetch(url(path))).text();
      // Every chunk the page names: in attributes, imports, or the deferred start-up
      // script's JSON strings (docs/decisions/017).
      const chunks = [...new Set([...html.matchAll(/\\?"(\/assets\/[^"\\]+\.js)\\?"/g)].map((m) => m[1]!))];
      assert.ok(chunks.length > 0, `found ${path}'s scripts`);
      for (const chunk of chunks) {
        const code = await (await fetch(url(chunk))).text();
        assert.doesNotMatch(code, /tiptap|ProseMirror/i, `${chunk} (${path})`);
      }
    }
  });
});

async function idOf(page: Page, title: string): Promise<string> {
  const href = await card(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .getAttribute("href");
  const id = /edit=(\d+)/.exec(href ?? "")?.[1];
  assert.ok(id, `id of ${title}`);
  return id;
}
