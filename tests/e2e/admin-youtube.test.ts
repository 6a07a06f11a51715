import assert from "node:assert/strict";
import { after, afterEach, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, launchBrowser, openPage, type TestPage, waitUntil } from "./support/browser.ts";
import { signInAt, startContentServer, waitForHydration } from "./support/admin-content-server.ts";

let browser: Browser;
let server: Awaited<ReturnType<typeof startContentServer>>;
let t: TestPage;
before(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startContentServer()]);
});
after(async () => {
  await browser.close();
  await server.dispose();
});
afterEach(async () => {
  assert.deepEqual(t.errors, [], "no console or page errors");
  // Tests that click through to YouTube check and clear what that click asked for.
  assert.deepEqual(t.thirdParty, [], "no third-party request");
  await t.context.close();
});

const QUESTION = "Are you sure you want to delete this video embed?";
const TOUR = "Facility Tour: Samudra Rehab & Wellness Centre";

async function openScreen(options: Parameters<typeof openPage>[1] = {}) {
  t = await openPage(browser, options);
  await signInAt(t.page, server.url, "admin", "/admin/youtube");
  if (options.javaScriptEnabled !== false) await waitForHydration(t.page);
  return t.page;
}

const group = (page: Page, label: string) => page.getByRole("region", { name: new RegExp(`^${label}`) });
const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const toast = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

/** Takes the third-party requests a click was expected to cause off the list, checking them. */
function expectThirdPartyAfterClick(pattern: RegExp) {
  assert.ok(t.thirdParty.length > 0 && t.thirdParty.every((u) => pattern.test(u)), `only ${pattern}: ${t.thirdParty.join(", ")}`);
  t.thirdParty.splice(0);
}

describe("/admin/youtube", () => {
  it("adds a video as staff would: live Video ID, our own poster as preview, values kept after a refused save", async () => {
    const page = await openScreen();
    assert.equal(await page.locator("h1").innerText(), "YouTube Embeds");
    for (const label of ["Therapy Videos", "Patient Testimonials", "Facility Tours"]) {
      assert.equal(await group(page, label).count(), 1, label);
    }
    await page.getByRole("link", { name: "Add Video" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Video" });
    await dialog.waitFor();
    await dialog.getByLabel("Title").fill("Patient Story: Back on the Beach");
    const address = dialog.getByLabel("YouTube URL");
    const readout = dialog.getByTestId("url-video-id");
    await address.fill("https://example.com/clip");
    assert.equal(await readout.innerText(), "Video ID: Invalid URL");
    assert.equal(await dialog.locator("img[src='/illustrations/tour-poster.svg']").count(), 0, "no preview for an invalid URL");
    await address.fill("https://www.youtube.com/shorts/Samudra0042");
    assert.equal(await readout.innerText(), "Video ID: Samudra0042");
    assert.equal(await dialog.locator("img[src='/illustrations/tour-poster.svg']").count(), 1, "preview: our own poster");
    assert.match(await dialog.innerText(), /Samudra0042/);

    await dialog.getByRole("radio", { name: "Patient Testimonials" }).check();
    await dialog.getByLabel("Therapy (optional)").selectOption({ label: "Cryotherapy" });
    await dialog.getByLabel("Description (optional)").fill("A retired teacher on walking by the sea again. Results vary.");
    await dialog.getByLabel("Sort order").fill("first");
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await dialog.getByText("Please enter the sort order as a whole number from 0 to 9999 (lower shows first).", { exact: true }).waitFor();
    assert.equal(await dialog.getByLabel("Title").inputValue(), "Patient Story: Back on the Beach");
    assert.equal(await address.inputValue(), "https://www.youtube.com/shorts/Samudra0042");
    assert.equal(await dialog.getByRole("radio", { name: "Patient Testimonials" }).isChecked(), true);
    assert.equal((await dialog.getByLabel("Therapy (optional)").inputValue()) !== "", true);

    await dialog.getByLabel("Sort order").fill("5");
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await toast(page).getByText('Added the video "Patient Story: Back on the Beach".').waitFor();
    await dialog.waitFor({ state: "hidden" });
    await page.reload();
    await waitForHydration(page);
    const added = group(page, "Patient Testimonials").getByRole("article", { name: "Patient Story: Back on the Beach" });
    assert.match(await added.innerText(), /Samudra0042[\s\S]*Active[\s\S]*Cryotherapy[\s\S]*5/);

    // YouTube's thumbnail is asked for only now, after the click (blocked here, so it is hidden again).
    assert.deepEqual(t.thirdParty, []);
    await added.getByRole("button", { name: "Load YouTube thumbnail for Patient Story: Back on the Beach" }).click();
    await added.getByText("The thumbnail could not be loaded.").waitFor();
    expectThirdPartyAfterClick(/^https:\/\/i\.ytimg\.com\/vi\/Samudra0042\/mqdefault\.jpg$/);
    assert.equal(await added.locator("img[src^='https://i.ytimg.com']").count(), 0, "a failed thumbnail is hidden");
    allowErrors(t, /status of 400/);
  });

  it("the facility tour: a new URL changes what Watch Tour plays; an invalid one is saved, badged, and hides the button", async () => {
    const page = await openScreen();
    const facility = group(page, "Facility Tours");
    assert.match(
      await facility.getByTestId("tour-note").innerText(),
      /Watch Tour button plays the active Facility Tours video with a valid URL and the lowest sort order/,
    );
    assert.match(await card(page, TOUR).innerText(), /Plays in the home page's Watch Tour/);

    await card(page, TOUR)
      .getByRole("link", { name: `Edit video ${TOUR}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Video" });
    await dialog.waitFor();
    assert.equal(await dialog.getByTestId("url-video-id").innerText(), "Video ID: Samudra0000");
    await dialog.getByLabel("YouTube URL").fill("https://youtu.be/TourVideo01");
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await toast(page).getByText(`Saved the video "${TOUR}".`).waitFor();

    await page.goto(server.at("/"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Watch Tour" }).click();
    const player = page.getByRole("dialog");
    await player.waitFor();
    assert.match((await player.locator("iframe").getAttribute("src")) ?? "", /^https:\/\/www\.youtube-nocookie\.com\/embed\/TourVideo01\?/);
    await page.keyboard.press("Escape");
    await player.waitFor({ state: "hidden" });
    await waitUntil(async () => t.thirdParty.length > 0, "the player was asked for after the click");
    expectThirdPartyAfterClick(/^https:\/\/www\.youtube-nocookie\.com\/embed\/TourVideo01\?/);

    await page.goto(server.at("/admin/youtube"));
    await waitForHydration(page);
    await card(page, TOUR).getByRole("link", { name: /^Edit/ }).click();
    await dialog.waitFor();
    await dialog.getByLabel("YouTube URL").fill("https://www.youtube.com/@samudrarehab");
    assert.equal(await dialog.getByTestId("url-video-id").innerText(), "Video ID: Invalid URL");
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await toast(page).getByText(`Saved the video "${TOUR}". Its URL gives no video ID, so it is not shown on the website.`).waitFor();
    const tour = card(page, TOUR);
    await tour.getByText("Not shown on the website: invalid URL").waitFor();
    assert.match(await tour.innerText(), /No video ID/);
    assert.equal(await tour.getByRole("button", { name: /Load YouTube thumbnail/ }).count(), 0);
    assert.doesNotMatch(await tour.innerText(), /Plays in the home page's Watch Tour/);
    assert.match(await page.getByTestId("tour-note").innerText(), /None qualifies right now, so the home page shows no Watch Tour button/);

    await page.goto(server.at("/"));
    await waitForHydration(page);
    assert.equal(await page.getByRole("button", { name: "Watch Tour" }).count(), 0);
    assert.equal(await page.getByRole("link", { name: "Watch Tour" }).count(), 0);
  });

  it("deletes only after SPEC's question; Escape keeps it", async () => {
    const page = await openScreen();
    const title = "Zero Gravity Gait Trainer: A Typical Session";
    await card(page, title)
      .getByRole("link", { name: `Delete video ${title}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete video" });
    await confirm.waitFor();
    assert.equal(await confirm.locator("#confirm-message").innerText(), QUESTION);
    await page.keyboard.press("Escape");
    await confirm.waitFor({ state: "hidden" });
    await waitUntil(async () => !new URL(page.url()).searchParams.has("delete"), "address back to the list");
    assert.equal(await card(page, title).count(), 1);

    await card(page, title)
      .getByRole("link", { name: `Delete video ${title}` })
      .click();
    await confirm.waitFor();
    await confirm.getByRole("button", { name: /^Delete/ }).click();
    await toast(page).getByText(`Deleted the video "${title}".`).waitFor();
    await waitUntil(async () => (await card(page, title).count()) === 0, "card gone");
    await page.reload();
    assert.equal(await card(page, title).count(), 0, "still gone after a reload");
    assert.match(await group(page, "Therapy Videos").locator("h2").innerText(), /\(1\)/);
  });

  it("works without JavaScript: add in the page, delete with the same question", async () => {
    const page = await openScreen({ javaScriptEnabled: false });
    await page.getByRole("link", { name: "Add Video" }).click();
    const panel = page.getByRole("region", { name: "Add Video" });
    await panel.getByLabel("Title").fill("Hydrogen Inhalation Explained");
    await panel.getByLabel("YouTube URL").fill("https://www.youtube.com/embed/Samudra0077");
    await panel.getByRole("radio", { name: "Therapy Videos" }).check();
    await panel.getByRole("button", { name: "Publish now" }).click();
    await page.getByRole("status").getByText('Added the video "Hydrogen Inhalation Explained".').waitFor();
    assert.match(await card(page, "Hydrogen Inhalation Explained").innerText(), /Samudra0077/);

    await page.goto(page.url());
    await card(page, "Hydrogen Inhalation Explained")
      .getByRole("link", { name: /^Delete/ })
      .click();
    const question = page.getByRole("region", { name: "Delete video" });
    assert.match(await question.innerText(), new RegExp(QUESTION.replace("?", "\\?")));
    await question.getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("status").getByText('Deleted the video "Hydrogen Inhalation Explained".').waitFor();
    assert.equal(await card(page, "Hydrogen Inhalation Explained").count(), 0);
  });

  for (const width of [390, 1280]) {
    it(`has no axe violations at ${width} px, with the list, the edit dialog and the delete dialog`, async () => {
      const page = await openScreen({ viewport: { width, height: 844 } });
      await expectNoAxeViolations(page, `youtube @${width}`);
      const title = "What to Expect During Hyperbaric Oxygen Therapy";
      await card(page, title).getByRole("link", { name: /^Edit/ }).click();
      await page.getByRole("dialog", { name: "Edit Video" }).waitFor();
      await expectNoAxeViolations(page, `video edit dialog @${width}`);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
      await card(page, title)
        .getByRole("link", { name: /^Delete/ })
        .click();
      await page.getByRole("alertdialog").waitFor();
      await expectNoAxeViolations(page, `video delete dialog @${width}`);
    });
  }
});
