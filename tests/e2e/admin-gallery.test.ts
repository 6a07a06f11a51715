import assert from "node:assert/strict";
import { after, afterEach, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import {
  allowErrors,
  gotoHydrated,
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
let photo: Buffer;
let diagram: Buffer;
before(async () => {
  browser = await launchBrowser();
  // A noisy photo (so it has some weight to upload) and a flat PNG.
  photo = await sharp({
    create: { width: 1400, height: 1050, channels: 3, background: "#000", noise: { type: "gaussian", mean: 120, sigma: 50 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  diagram = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c4e8e2" } })
    .png()
    .toBuffer();
});
after(() => browser.close());
afterEach(async () => {
  assert.deepEqual(t.errors, [], "no console or page errors");
  assert.deepEqual(t.thirdParty, [], "no third-party requests");
  await t.context.close();
});

const GALLERY = "/admin/gallery";
const stamp = Date.now().toString(36);
const PHOTO_TITLE = `Gait session ${stamp}`;
const DIAGRAM_TITLE = `Room plan ${stamp}`;

const tile = (page: Page, title: string) => page.locator("li[data-image-id]").filter({ has: page.getByText(title, { exact: true }) });
const toast = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

async function openGallery(width = 1280) {
  t = await openPage(browser, { viewport: { width, height: 900 } });
  await signIn(t.page, "editor", { to: GALLERY });
  await waitForHydration(t.page);
}

describe("admin gallery", () => {
  it("uploads two images from the file picker with a progress bar each, shows them in the grid, and an image tied to a therapy appears on its page as <picture>", async () => {
    await openGallery();
    // Slow the upload link so the progress bar has something to show.
    const cdp = await t.context.newCDPSession(t.page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });

    await t.page.locator("input[type=file]").setInputFiles([
      { name: `gait-session-${stamp}.jpg`, mimeType: "image/jpeg", buffer: photo },
      { name: `room-plan-${stamp}.png`, mimeType: "image/png", buffer: diagram },
    ]);
    const items = t.page.getByRole("list", { name: "Images to upload" }).getByRole("listitem");
    assert.equal(await items.count(), 2);
    const first = items.nth(0);
    const second = items.nth(1);
    assert.equal(await first.getByLabel("Title").inputValue(), PHOTO_TITLE, "title defaults from the file name");
    assert.equal(await second.getByLabel("Title").inputValue(), DIAGRAM_TITLE);
    await first.getByLabel("Category").selectOption("Treatment");
    await first.getByLabel("Alt text").fill("A patient walking on the gait trainer with a therapist beside her");
    await second.getByLabel("Category").selectOption("Facility");
    assert.match(await second.locator("[data-upload-status]").innerText(), /Without alt text it will be saved as inactive/);

    // Record every progress value the bars show while uploading.
    await t.page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      const timer = setInterval(() => {
        for (const bar of document.querySelectorAll("progress")) seen.push((bar as HTMLProgressElement).value);
      }, 10);
      setTimeout(() => clearInterval(timer), 60_000);
    });
    await t.page.getByRole("button", { name: "Upload 2 images" }).click();
    await waitUntil(async () => (await first.locator("[data-upload-status]").innerText()) === "Uploaded", "first upload done", 60_000);
    await waitUntil(
      async () => /Saved as inactive: add alt text/.test(await second.locator("[data-upload-status]").innerText()),
      "second upload done",
      60_000,
    );
    const seen = await t.page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    assert.ok(
      seen.some((v) => v > 0 && v < 100),
      `an intermediate progress value was shown (${[...new Set(seen)].slice(0, 10).join(", ")})`,
    );
    assert.equal(await first.getByRole("progressbar").getAttribute("value"), "100");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // Both are in the grid (revalidated); the one without alt text is inactive and says why.
    await tile(t.page, PHOTO_TITLE).waitFor();
    assert.match(await tile(t.page, PHOTO_TITLE).innerText(), /Treatment[\s\S]*Active/);
    assert.match(await tile(t.page, DIAGRAM_TITLE).innerText(), /No alt text: add it to make the image active[\s\S]*Inactive/);
    await waitUntil(
      () =>
        tile(t.page, PHOTO_TITLE)
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      "thumbnail loads",
    );

    // Tie the photo to a therapy in the edit dialog.
    await tile(t.page, PHOTO_TITLE)
      .getByRole("link", { name: `Edit ${PHOTO_TITLE}` })
      .click();
    const dialog = t.page.getByRole("dialog", { name: "Edit image" });
    await dialog.waitFor();
    assert.equal(await dialog.getByLabel("Title").inputValue(), PHOTO_TITLE);
    await dialog.getByLabel("Therapy (optional)").selectOption({ label: "Hydrogen Inhalation" });
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await dialog.waitFor({ state: "hidden" });
    assert.match(await toast(t.page).innerText(), new RegExp(`Saved the gallery image "${PHOTO_TITLE}"`));
    assert.match(await tile(t.page, PHOTO_TITLE).innerText(), /Treatment · Hydrogen Inhalation/);

    // The public page shows it, as <picture> with AVIF and WebP renditions.
    const visitor = await t.context.newPage();
    await gotoHydrated(visitor, "/therapy/hydrogen-inhalation");
    const gallery = visitor.getByRole("region", { name: "Hydrogen Inhalation gallery" });
    await gallery.getByRole("button", { name: new RegExp(`: ${PHOTO_TITLE}$`) }).click();
    const picture = gallery.locator("figure picture");
    await picture.waitFor();
    assert.match(
      (await picture.locator("source[type='image/avif']").getAttribute("srcset")) ?? "",
      /^\/media\/[0-9a-f]{24}\/480\.avif 480w, .*960\.avif 960w, .*1400\.avif 1400w$/,
    );
    assert.match(
      (await picture.locator("source[type='image/webp']").getAttribute("srcset")) ?? "",
      /320\.webp 320w, .*480\.webp 480w, .*960\.webp 960w, .*1400\.webp 1400w$/,
    );
    assert.ok(await picture.locator("source[type='image/avif']").getAttribute("sizes"));
    const img = picture.locator("img");
    assert.equal(await img.getAttribute("alt"), "A patient walking on the gait trainer with a therapist beside her");
    assert.equal(await img.getAttribute("width"), "1400");
    assert.equal(await img.getAttribute("height"), "1050");
    assert.equal(await img.getAttribute("loading"), "lazy");
    assert.match((await img.getAttribute("src")) ?? "", /\/960\.webp$/);
    await img.scrollIntoViewIfNeeded();
    await waitUntil(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), "the picture loads");
    assert.match(
      await img.evaluate((el: HTMLImageElement) => el.currentSrc),
      /\/media\/[0-9a-f]{24}\/\d+\.avif$/,
      "the browser picks AVIF",
    );
  });

  it("refuses an active image without alt text in the edit dialog, keeping what was typed", async () => {
    await openGallery(390);
    await tile(t.page, DIAGRAM_TITLE)
      .getByRole("link", { name: `Edit ${DIAGRAM_TITLE}` })
      .click();
    const dialog = t.page.getByRole("dialog", { name: "Edit image" });
    await dialog.waitFor();
    await dialog.getByLabel("Title").fill(`${DIAGRAM_TITLE} (ground floor)`);
    await dialog.getByLabel("Active (visible on website)").check();
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await dialog.locator("#doc-alt-error").getByText("Add alt text before making the image active").waitFor();
    assert.equal(await dialog.getByLabel("Alt text").getAttribute("aria-invalid"), "true");
    assert.equal(await t.page.evaluate(() => document.activeElement?.id), "doc-alt", "focus moves to the field to fix");
    assert.equal(await dialog.getByLabel("Title").inputValue(), `${DIAGRAM_TITLE} (ground floor)`);
    await dialog.getByLabel("Alt text").fill("Floor plan of the ground floor therapy rooms");
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await dialog.waitFor({ state: "hidden" });
    assert.match(await tile(t.page, `${DIAGRAM_TITLE} (ground floor)`).innerText(), /Active/);
    allowErrors(t, /status of 400/);
  });

  it("takes files dropped on the drop zone", async () => {
    await openGallery();
    const dataTransfer = await t.page.evaluateHandle(async (b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], "dropped-photo.png", { type: "image/png" }));
      dt.items.add(new File([new TextEncoder().encode("<svg/>")], "logo.svg", { type: "image/svg+xml" }));
      return dt;
    }, diagram.toString("base64"));
    await t.page.getByTestId("dropzone").dispatchEvent("dragover", { dataTransfer });
    await t.page.getByTestId("dropzone").dispatchEvent("drop", { dataTransfer });
    const items = t.page.getByRole("list", { name: "Images to upload" }).getByRole("listitem");
    await waitUntil(async () => (await items.count()) === 2, "two dropped files listed");
    assert.equal(await items.nth(0).getByLabel("Title").inputValue(), "Dropped photo");
    assert.match(await items.nth(1).locator("[data-upload-status]").innerText(), /not accepted.*JPEG, PNG, WebP or AVIF/);
    assert.equal(await t.page.getByRole("button", { name: "Upload 1 image" }).count(), 1, "only the acceptable file is queued");
    await items.nth(1).getByRole("button", { name: "Remove logo.svg" }).click();
    await waitUntil(async () => (await items.count()) === 1, "removed");
  });

  it("a batch of three: category and therapy applied to all, a shared start of alt text, then the library finds them by title, alt and therapy (issue 44)", async () => {
    await openGallery();
    const batch = `batch-${stamp}`;
    const files = ["door", "panel", "bench"].map((part, i) => ({
      name: `${batch}-${part}.png`,
      mimeType: "image/png",
      buffer: diagram,
      part,
      i,
    }));
    await t.page.locator("input[type=file]").setInputFiles(files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })));
    const items = t.page.getByRole("list", { name: "Images to upload" }).getByRole("listitem");
    await waitUntil(async () => (await items.count()) === 3, "three files listed");
    const panel = t.page.locator("[data-batch-details]");
    await panel.getByLabel("Category").selectOption("Equipment");
    await panel.getByRole("button", { name: "Apply to all (category)" }).click();
    await panel.getByLabel("Therapy").selectOption({ label: "Cryotherapy" });
    await panel.getByRole("button", { name: "Apply to all (therapy)" }).click();
    await panel.getByLabel("Alt text starts with").fill("Cryotherapy chamber");
    await panel.getByRole("button", { name: "Apply to all (alt text)" }).click();
    await panel.getByRole("status").filter({ hasText: "applied to the 3 images" }).waitFor();
    for (const { part, i } of files) {
      const item = items.nth(i);
      assert.equal(await item.getByLabel("Category").inputValue(), "Equipment");
      assert.equal(await item.getByLabel("Therapy (optional)").inputValue(), "cryotherapy");
      const alt = item.getByLabel("Alt text", { exact: true });
      assert.equal(await alt.inputValue(), "Cryotherapy chamber");
      await alt.fill(`Cryotherapy chamber, ${part} side`);
    }
    await t.page.getByRole("button", { name: "Upload 3 images" }).click();
    await t.page.locator("[data-upload-summary]").filter({ hasText: "3 images uploaded." }).waitFor();
    assert.equal(await t.page.getByRole("button", { name: /^Upload \d+ image/ }).count(), 0, "no “Upload 0 images” after the batch");

    const search = async (q: string) => {
      await t.page.getByLabel("Search by title, alt text or therapy").fill(q);
      await t.page.getByRole("search", { name: "Search images" }).getByRole("button", { name: "Search" }).click();
      await t.page.waitForURL((u) => u.searchParams.get("q") === q);
    };
    await search(`Batch ${stamp}`);
    await waitUntil(async () => (await t.page.locator("li[data-image-id]").count()) === 3, "the batch found by title");
    const labels = await t.page.locator("li[data-image-id] p.text-sm.text-muted").allInnerTexts();
    assert.ok(
      labels.every((l) => l.startsWith("Equipment · Cryotherapy")),
      labels.join(" | "),
    );
    await search("panel side");
    // The address may change before the new list is drawn: wait for the list itself (the door is
    // in the previous search's results).
    await waitUntil(
      async () => (await tile(t.page, `Batch ${stamp} panel`).count()) === 1 && (await tile(t.page, `Batch ${stamp} door`).count()) === 0,
      "found by its alt text, and the others not",
    );
    await search("cryotherapy");
    await waitUntil(async () => (await tile(t.page, `Batch ${stamp} bench`).count()) === 1, "found by its therapy");
    await search(`nothing-like-${stamp}`);
    await t.page.getByText(/No images match “nothing-like-/).waitFor();
    await expectNoAxeViolations(t.page, "gallery search with no match");
    await t.page.getByRole("link", { name: "Clear the search" }).click();
    await t.page.waitForURL((u) => !u.searchParams.has("q"));
  });

  it("filters by category with plain links", async () => {
    await openGallery();
    const filter = t.page.getByRole("navigation", { name: "Filter by category" });
    assert.deepEqual(await filter.getByRole("link").allInnerTexts(), ["All", "Equipment", "Treatment", "Facility", "Staff", "Patients"]);
    assert.equal(await filter.getByRole("link", { name: "All" }).getAttribute("aria-current"), "page");
    await filter.getByRole("link", { name: "Treatment" }).click();
    await t.page.waitForURL((u) => u.search === "?category=Treatment");
    await waitForAttribute(filter.getByRole("link", { name: "Treatment" }), "aria-current", "page");
    const categories = await t.page.locator("li[data-image-id] p.text-sm.text-muted").allInnerTexts();
    assert.ok(categories.length > 0);
    assert.ok(
      categories.every((c) => c.startsWith("Treatment")),
      categories.join(" | "),
    );
    assert.equal(await tile(t.page, PHOTO_TITLE).count(), 1);
    assert.equal(await tile(t.page, `${DIAGRAM_TITLE} (ground floor)`).count(), 0);
  });

  it("adds by URL: says which field is missing, saves, and hides a preview that fails to load", async () => {
    await openGallery();
    await t.page.getByRole("link", { name: "Add by URL" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Add image by URL" });
    await dialog.waitFor();
    await dialog.getByLabel("Image URL").fill(url("/illustrations/gallery-staff.svg"));
    await dialog.getByRole("button", { name: "Publish now", exact: true }).click();
    await dialog.getByRole("alert").waitFor();
    // Every problem at once: the title, and the alt text an active picture needs.
    assert.match(
      await dialog.getByRole("alert").innerText(),
      /Nothing was saved: 2 fields need attention\.\s+Title: enter a title for the image\.\s+Alt text: add alt text before/,
    );
    assert.equal(await dialog.locator("#doc-title-error").innerText(), "Enter a title for the image.");
    assert.equal(await dialog.getByLabel("Image URL").inputValue(), url("/illustrations/gallery-staff.svg"), "the URL is kept");

    await dialog.getByLabel("Image URL").fill("https://elsewhere.example/photo.jpg");
    await dialog.getByLabel("Title").fill(`Broken link ${stamp}`);
    await dialog.getByRole("button", { name: "Publish now", exact: true }).click();
    await dialog.locator("#doc-url-error").getByText("Only images on this website can be added by address", { exact: false }).waitFor();

    await dialog.getByLabel("Image URL").fill(url(`/illustrations/missing-${stamp}.svg`));
    await dialog.getByLabel("Alt text").fill("An illustration that is not there");
    await dialog.getByRole("button", { name: "Publish now", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    const broken = tile(t.page, `Broken link ${stamp}`);
    await broken.locator("[data-preview-failed]").waitFor();
    assert.equal(await broken.locator("img").count(), 0, "no broken image is shown");
    assert.equal(await t.thirdParty.length, 0);
    allowErrors(t, /status of 400|status of 404/);
  });

  it("selects images by click and keyboard, then Delete Selected (2) asks first and removes them", async () => {
    await openGallery();
    const photoToggle = tile(t.page, PHOTO_TITLE).getByRole("button", { name: `Select ${PHOTO_TITLE}` });
    const brokenToggle = tile(t.page, `Broken link ${stamp}`).getByRole("button", { name: `Select Broken link ${stamp}` });
    assert.equal(await t.page.getByRole("button", { name: /Delete Selected/ }).count(), 0, "no delete button before a selection");
    await photoToggle.click();
    await waitForAttribute(photoToggle, "aria-pressed", "true");
    await t.page.getByRole("button", { name: "Delete Selected (1)" }).waitFor();
    await brokenToggle.focus();
    await t.page.keyboard.press("Space");
    await waitForAttribute(brokenToggle, "aria-pressed", "true");
    await t.page.keyboard.press("Enter");
    await waitForAttribute(brokenToggle, "aria-pressed", "false");
    await t.page.keyboard.press("Enter");
    await waitForAttribute(brokenToggle, "aria-pressed", "true");

    const photoSrc = (await tile(t.page, PHOTO_TITLE).locator("img").getAttribute("src")) ?? "";
    await t.page.getByRole("button", { name: "Delete Selected (2)" }).click();
    const confirm = t.page.getByRole("alertdialog", { name: "Delete images" });
    await confirm.waitFor();
    assert.equal(await confirm.locator("#confirm-message").innerText(), "Are you sure you want to delete 2 image(s)?");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    assert.equal(await tile(t.page, PHOTO_TITLE).count(), 1, "cancel deletes nothing");

    await t.page.getByRole("button", { name: "Delete Selected (2)" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await waitUntil(async () => (await tile(t.page, PHOTO_TITLE).count()) === 0, "deleted from the grid");
    assert.equal(await tile(t.page, `Broken link ${stamp}`).count(), 0);
    assert.match(await toast(t.page).innerText(), /Deleted 2 images\./);
    assert.equal(await t.page.getByRole("button", { name: /Delete Selected/ }).count(), 0, "selection cleared");
    const gone = await fetch(url(photoSrc));
    assert.equal(gone.status, 404, "its stored files are removed");
    // The added-by-URL image pointed at a missing file on purpose.
    allowErrors(t, /status of 404/);
  });

  it("works without JavaScript: a plain upload form, checkboxes, and a confirmation page", async () => {
    t = await openPage(browser, { javaScriptEnabled: false });
    await signIn(t.page, "editor", { to: GALLERY });
    await t.page.locator("#plain-files").setInputFiles([
      { name: `plain-a-${stamp}.png`, mimeType: "image/png", buffer: diagram },
      { name: `plain-b-${stamp}.png`, mimeType: "image/png", buffer: diagram },
    ]);
    await t.page.getByLabel("Alt text", { exact: true }).fill("A pale green test card");
    await t.page.getByRole("button", { name: "Upload", exact: true }).click();
    await t.page.waitForURL(url(GALLERY));
    assert.match(await toast(t.page).innerText(), /Uploaded 2 images\./);
    for (const name of [`Plain a ${stamp}`, `Plain b ${stamp}`]) {
      await tile(t.page, name)
        .getByRole("checkbox", { name: `Select ${name}` })
        .check();
    }
    await t.page.getByRole("button", { name: "Delete Selected" }).click();
    const confirm = t.page.getByRole("region", { name: "Delete images" });
    assert.match(await confirm.innerText(), /Are you sure you want to delete 2 image\(s\)\?/);
    await confirm.getByRole("button", { name: "Delete" }).click();
    assert.match(await toast(t.page).innerText(), /Deleted 2 images\./);
    assert.equal(await tile(t.page, `Plain a ${stamp}`).count(), 0);
  });

  for (const width of [390, 1280]) {
    it(`has no axe violations at ${width} px (page, pending upload, edit dialog)`, async () => {
      await openGallery(width);
      await expectNoAxeViolations(t.page, `gallery @${width}`);
      await t.page.locator("input[type=file]").setInputFiles([{ name: "axe.png", mimeType: "image/png", buffer: diagram }]);
      await t.page.getByRole("list", { name: "Images to upload" }).waitFor();
      await expectNoAxeViolations(t.page, `gallery with a pending upload @${width}`);
      await t.page.locator("li[data-image-id]").first().getByRole("link", { name: /^Edit/ }).click();
      await t.page.getByRole("dialog", { name: "Edit image" }).waitFor();
      await expectNoAxeViolations(t.page, `gallery edit dialog @${width}`);
    });
  }
});
