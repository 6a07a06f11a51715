// Doctors as a collection (issue 13 item 3), the way the clinic's staff use it: an editor adds
// a third doctor, fills the profile and publishes it; the site gives the doctor a page, a
// Doctors-menu entry, an About-page card, a sitemap entry and IndividualPhysician JSON-LD with
// no code change. Then the doctor is moved up the menu, hidden and shown again.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import sharp from "sharp";
import { contentServerForFile, signInAt, waitForHydration } from "./support/admin-content-server.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, browserForFile, openPage, type TestPage } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);
const contentServer = contentServerForFile();

const menuNames = async (html: string) => [...html.matchAll(/data-menu-item[^>]*><span[^>]*>([^<]+)<\/span>/g)].map((m) => m[1]);
const fetchText = async (path: string) => (await fetch(contentServer().at(path))).text();

describe("doctors in the admin", () => {
  test("an editor adds Dr. Meera Rao; once published she has a page, a menu entry, a card, a sitemap entry and JSON-LD", async () => {
    t = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    const { page } = t;
    await signInAt(page, contentServer().url, "editor");
    await page.getByRole("link", { name: "Doctors", exact: true }).click();
    await page.getByRole("heading", { name: "Doctors", level: 1 }).waitFor();
    await expectNoAxeViolations(page, "doctors list");

    // A bad address is refused with a message, keeping the name typed.
    await page.getByLabel("Full name").fill("Dr. Meera Rao");
    await page.getByLabel("Page address (optional)").fill("Meera Rao!");
    await page.getByRole("button", { name: "Add doctor" }).click();
    await page.getByText(/Address: use lowercase letters/).waitFor();
    assert.equal(await page.getByLabel("Full name").inputValue(), "Dr. Meera Rao");
    allowErrors(t, /status of 400/); // the refused form's answer
    await page.getByLabel("Page address (optional)").fill("");
    await page.getByRole("button", { name: "Add doctor" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/content/doctor/meera-rao");
    await page.getByText(/Dr\. Meera Rao was added as a draft/).waitFor();
    await waitForHydration(page);

    assert.equal((await fetch(contentServer().at("/doctors/meera-rao"), { redirect: "manual" })).status, 302, "no page while a draft");

    await page.locator("#doc-title").fill("Consultant in Physical Medicine and Rehabilitation");
    await page.locator("#doc-specialization").fill("Physical Medicine and Rehabilitation");
    await page.locator("#doc-yearsExperience").fill("12");
    await page.locator("#doc-heroIntro").fill("Rehabilitation physician who plans recovery after stroke and spinal cord injury.");
    await page
      .locator("#doc-summary")
      .fill("Dr. Meera Rao plans rehabilitation after stroke and spinal cord injury. Results vary from person to person.");
    await page.locator("#doc-directoryDescription").fill("Rehabilitation physician for recovery after stroke and spinal cord injury.");
    await page
      .locator("#doc-metaDescription")
      .fill("Dr. Meera Rao, rehabilitation physician in Visakhapatnam: recovery after stroke and spinal cord injury at Samudra.");
    const summary = page.locator("#doc-profile-text[contenteditable=true]");
    await summary.click();
    await page.keyboard.type("Dr. Rao trained in physical medicine and rehabilitation and leads stroke rehabilitation at Samudra.");
    await page.getByRole("button", { name: "Add area" }).click();
    await page.locator("#doc-expertise-items-0-title").fill("Stroke Rehabilitation");
    await page
      .locator("#doc-expertise-items-0-description")
      .fill("Plans that help people relearn walking, balance and daily tasks after a stroke.");
    await page.locator("#doc-expertise-items-0-icon").selectOption("Brain");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version 2\)/).waitFor();

    await page.goto(contentServer().at("/"));
    assert.deepEqual(await menuNames(await page.content()), ["Dr. Aditya Varma", "Dr. Gurpreet Singh Bedi", "Dr. Meera Rao"]);
    await page.getByRole("button", { name: "Doctors", exact: true }).click();
    await page
      .getByRole("link", { name: /Dr\. Meera Rao/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === "/doctors/meera-rao");
    assert.equal(await page.locator("h1").innerText(), "Dr. Meera Rao");
    assert.deepEqual(await page.locator("[aria-labelledby='doctor-name'] dd").allInnerTexts(), ["12+"]);
    assert.equal(await page.locator("#expertise li").count(), 1);
    assert.match(await page.locator("#summary").innerText(), /leads stroke rehabilitation at Samudra/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').innerText();
    const physician = (JSON.parse(jsonLd) as { "@graph": Array<Record<string, unknown>> })["@graph"].find(
      (n) => n["@type"] === "IndividualPhysician",
    );
    assert.equal(physician?.name, "Dr. Meera Rao");
    assert.equal(physician?.medicalSpecialty, "Physical Medicine and Rehabilitation");
    assert.match(String(physician?.url), /\/doctors\/meera-rao$/);
    await expectNoAxeViolations(page, "a doctor added in the admin");

    assert.match(await fetchText("/sitemap.xml"), /<loc>[^<]*\/doctors\/meera-rao<\/loc>/);
    assert.match(await fetchText("/about"), /Dr\. Meera Rao/);
  });

  test("Dr. Rao's portrait is uploaded from inside her editor and shows on her published page (issue 44)", async () => {
    t = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/content/doctor/meera-rao");
    await waitForHydration(page);
    const portrait = page.getByRole("group", { name: "Portrait" });
    await portrait.getByRole("button", { name: "Choose or upload an image…" }).click();
    const picker = page.getByRole("dialog", { name: "Portrait: choose or upload" });
    await picker
      .getByRole("status")
      .filter({ hasText: /images?, newest first|no images yet/ })
      .waitFor();
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#7aa6c2" } })
      .jpeg()
      .toBuffer();
    await picker.getByLabel("Image file").setInputFiles({ name: "meera-rao.jpg", mimeType: "image/jpeg", buffer: photo });
    await picker.getByRole("button", { name: "Upload and choose" }).click();
    await picker.getByRole("alert").filter({ hasText: "Describe the image (alt text)" }).waitFor();
    await picker.getByLabel("Alt text", { exact: true }).fill("Dr. Meera Rao in the rehabilitation gym");
    await picker.getByRole("button", { name: "Upload and choose" }).click();
    await picker.waitFor({ state: "hidden" });
    const chosen = portrait.locator('input[type="radio"]:checked');
    const src = await chosen.getAttribute("value");
    assert.match(src ?? "", /^\/media\/[^/]+\/\d+\.webp$/, "the upload's own rendition, checked");
    assert.equal(await chosen.evaluate((el) => el === document.activeElement), true, "focus on the choice");

    // The same image is found again by its alt text in the picker's search, typed before the
    // opening list of every image has come: held back until the search has its answer, that
    // list must not replace it.
    const everyImage = /\/admin\/media-library\?q=$/;
    const searched = page.waitForResponse((r) => r.url().includes("q=rehabilitation"));
    const openingEnded = Promise.race([
      page.waitForEvent("requestfinished", (r) => everyImage.test(r.url())),
      page.waitForEvent("requestfailed", (r) => everyImage.test(r.url())),
    ]);
    await page.route(everyImage, async (route) => {
      await searched;
      await route.continue().catch(() => undefined); // aborted by the picker meanwhile
    });
    await portrait.getByRole("button", { name: "Choose or upload an image…" }).click();
    await picker.getByLabel("Search by title, alt text or therapy").fill("rehabilitation gym");
    await picker.getByLabel("Search by title, alt text or therapy").press("Enter");
    const found = picker.getByRole("status").filter({ hasText: "1 image matching “rehabilitation gym”" });
    await found.waitFor();
    await openingEnded;
    await page.unroute(everyImage);
    await expectNoAxeViolations(page, "the media picker");
    assert.equal(await found.count(), 1, "the search's answer, not the late list of every image");
    await picker.getByRole("button", { name: "Close" }).click();
    await picker.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText(/Published \(version \d+\)/).waitFor();
    assert.match(await fetchText("/doctors/meera-rao"), new RegExp(`<img src="${src!.replace(/[.]/g, "\\.")}"`));
    assert.equal((await fetch(contentServer().at(src!))).status, 200);
  });

  test("the list moves a doctor up the menu, hides one from the site and shows it again", async () => {
    t = await openPage(browser());
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/doctors");
    await waitForHydration(page);
    const order = () => page.locator("[data-doctor] h2").allInnerTexts();
    assert.deepEqual(await order(), ["Dr. Aditya Varma", "Dr. Gurpreet Singh Bedi", "Dr. Meera Rao"]);
    await page.getByRole("button", { name: "Move Dr. Meera Rao up" }).click();
    await page.getByText("The Doctors menu order was changed.").waitFor();
    assert.deepEqual(await order(), ["Dr. Aditya Varma", "Dr. Meera Rao", "Dr. Gurpreet Singh Bedi"]);
    assert.deepEqual(await menuNames(await fetchText("/contact")), ["Dr. Aditya Varma", "Dr. Meera Rao", "Dr. Gurpreet Singh Bedi"]);
    assert.equal(await page.getByRole("button", { name: "Move Dr. Aditya Varma up" }).isDisabled(), true);

    await page.getByRole("button", { name: "Hide Dr. Meera Rao from the site" }).click();
    await page
      .getByText(/hidden from the site/)
      .first()
      .waitFor();
    await page.locator("[data-doctor='meera-rao']").getByText("Hidden from the site").waitFor();
    assert.deepEqual(await menuNames(await fetchText("/contact")), ["Dr. Aditya Varma", "Dr. Gurpreet Singh Bedi"]);
    assert.equal((await fetch(contentServer().at("/doctors/meera-rao"), { redirect: "manual" })).headers.get("location"), "/");
    assert.doesNotMatch(await fetchText("/sitemap.xml"), /meera-rao/);

    await page.getByRole("button", { name: "Show Dr. Meera Rao on the site" }).click();
    await page.getByText("The doctor is shown on the site again.").waitFor();
    assert.deepEqual(await menuNames(await fetchText("/contact")), ["Dr. Aditya Varma", "Dr. Meera Rao", "Dr. Gurpreet Singh Bedi"]);
    await expectNoAxeViolations(page, "doctors list after changes");
  });

  test("a video linked to Dr. Rao plays on her profile; deleting her asks to unlink it first", async () => {
    t = await openPage(browser());
    const { page } = t;
    await signInAt(page, contentServer().url, "editor", "/admin/youtube");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Add Video" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Video" });
    await dialog.getByLabel("Title").fill("Walking again after a stroke");
    await dialog.getByLabel("YouTube URL").fill("https://youtu.be/Samudra0042");
    await dialog.getByLabel("Doctor (optional)").selectOption({ label: "Dr. Meera Rao" });
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await page.getByText('Added the video "Walking again after a stroke".').waitFor();

    await page.goto(contentServer().at("/doctors/meera-rao"));
    const videos = page.locator("#videos");
    assert.equal(await videos.getByRole("heading", { level: 2 }).innerText(), "Videos with Dr. Rao");
    await videos.getByRole("button", { name: "Play video: Walking again after a stroke" }).click();
    const player = page.getByRole("dialog");
    await player.waitFor({ state: "visible" });
    assert.match((await player.locator("iframe").getAttribute("src")) ?? "", /^https:\/\/www\.youtube-nocookie\.com\/embed\/Samudra0042\?/);
    await page.keyboard.press("Escape");
    await player.waitFor({ state: "hidden" });
    t.thirdParty.splice(0); // the player, asked for

    await page.goto(contentServer().at("/admin/doctors"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Delete Dr. Meera Rao" }).click();
    const panel = page.locator("[aria-labelledby='delete-doctor-title']");
    await panel.getByText("One item links to Dr. Meera Rao:").waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), "delete-doctor-title", "focus moves to the question");
    await panel.getByRole("link", { name: "Walking again after a stroke" }).waitFor();
    await expectNoAxeViolations(page, "delete a doctor with links");
    await panel.getByLabel(/Unlink it from Dr\. Meera Rao/).check();
    await panel.getByRole("button", { name: "Unlink and delete" }).click();
    await page.getByText("Dr. Meera Rao was deleted. The profile's history is kept.").waitFor();
    assert.deepEqual(await page.locator("[data-doctor] h2").allInnerTexts(), ["Dr. Aditya Varma", "Dr. Gurpreet Singh Bedi"]);
    assert.deepEqual(await menuNames(await fetchText("/contact")), ["Dr. Aditya Varma", "Dr. Gurpreet Singh Bedi"]);
  });
});
