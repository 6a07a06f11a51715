// Issue 48 item 3 in the browser: at a desk, an admin finds an overdue case in the queue,
// assigns it, asks the patient for missing records, writes to them and downloads a report,
// whose opening then shows in the document views log; on a phone, an editor sees the case
// but no download link, and the document's address answers 403. On a server of its own, whose
// data folder is seeded with a case (through the real encrypted store) before it starts.
// Screenshots of the queue and the case at 390 px and 1280 px go to /tmp/case-desk-shots/.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { signInAt } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, browserForFile, openPage, type TestPage, waitForHydration } from "./support/browser.ts";
import { type RunningServer, startServer, tempDataDir } from "./support/server.ts";

let t: TestPage;
const browser = browserForFile(() => t);

const SHOTS = "/tmp/case-desk-shots";
const HEALTH_DATA_KEY = randomBytes(32).toString("base64");
const dataDir = tempDataDir("case-desk");
let server: RunningServer;
let seeded: { id: number; reference: string; fileName: string; bytes: string };

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // The case goes in before the server opens the embedded database (one process a folder).
  const out = execFileSync(process.execPath, ["node_modules/.bin/tsx", "tests/e2e/support/seed-case.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, HEALTH_DATA_KEY, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 120_000,
  });
  seeded = JSON.parse(out.trim().split("\n").pop()!) as typeof seeded;
  server = await startServer({ dataDir, database: "pglite", env: { HEALTH_DATA_KEY, LOGIN_IP_LIMIT: "1000" } });
});
after(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const toast = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

describe("the case desk", () => {
  it("at a desk: an admin assigns, asks for missing records, writes, and downloads a report (logged)", async () => {
    t = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    const { page } = t;
    await signInAt(page, server.url, "admin", { to: "/admin/cases" });
    await waitForHydration(page);
    assert.equal(await page.locator("h1").innerText(), "International cases");
    // The menu counts the overdue clock (the case came 30 h ago; the first answer is due in 24).
    assert.match(await page.locator('aside [data-nav-badge="/admin/cases"]').innerText(), /^1\s*clock overdue$/);
    const card = page.locator(`[data-case="${seeded.reference}"]`);
    assert.match(await card.innerText(), /Salim Al-Harthy[\s\S]*New[\s\S]*Oman[\s\S]*Arabic[\s\S]*Overdue: 6 h overdue[\s\S]*1 file/);
    assert.equal(await card.locator('[data-clock="First answer"]').getAttribute("data-clock-tone"), "overdue");
    assert.match(await page.locator('[data-state-filter="new"]').innerText(), /New\s*1/);
    await expectNoAxeViolations(page, "case queue @1280");
    assert.equal(await overflow(page), 0);
    await shot(page, "queue-1280");

    await card.getByRole("link").click();
    await page.waitForURL(new RegExp(`/admin/cases/${seeded.id}$`));
    await page.locator("h1", { hasText: `Case ${seeded.reference}` }).waitFor();
    assert.match(
      await page.locator("[data-case-details]").innerText(),
      /Lumbar canal stenosis[\s\S]*Feb 2027 to Mar 2027[\s\S]*Khalid Al-Harthy \(Son\)/,
    );
    assert.match(await page.locator("[data-case-clocks]").innerText(), /Overdue: 6 h overdue[\s\S]*Due .* IST/);

    // Assign: the editor manages, the admin reviews.
    await page.getByLabel("Case manager").selectOption({ label: "editor" });
    await page.getByLabel("Reviewing doctor").selectOption({ label: "admin" });
    await page.getByRole("button", { name: "Save the assignment" }).click();
    await toast(page).getByText(`Saved who works on ${seeded.reference}.`).waitFor();
    assert.match(await page.locator("[data-case-history]").innerText(), /Case manager: editor[\s\S]*Reviewing doctor: admin/);

    // Asking for records needs the words; then the case waits on the patient.
    await page.getByRole("button", { name: "Ask for missing records" }).click();
    await page.locator("#case-missing-error").waitFor();
    assert.match(await page.locator("#case-missing-error").innerText(), /Say what is missing/);
    // The refusal is a 400, which the browser notes in its console.
    allowErrors(t, /status of 400/);
    await page.getByLabel("What is missing").fill("The MRI images (not only the report) and the latest discharge summary.");
    await page.getByRole("button", { name: "Ask for missing records" }).click();
    await toast(page)
      .getByText(/is waiting on the patient/)
      .waitFor();
    assert.match(await page.locator("[data-status]").innerText(), /Records incomplete/);
    assert.match(await page.locator("[data-case-missing]").innerText(), /MRI images/);
    assert.match(await page.locator("[data-case-clocks]").innerText(), /met 6 h late/);

    // A message to the patient, and an internal note, in the conversation in order.
    await page.getByLabel("Message to the patient").fill("Thank you, Khalid: Dr Rao will read the reports this week.");
    await page.getByRole("button", { name: "Send to the patient" }).click();
    await toast(page)
      .getByText(/Sent the message/)
      .waitFor();
    await page.getByLabel("Internal note").fill("Son prefers WhatsApp after 18:00 Oman time.");
    await page.getByRole("button", { name: "Save the note" }).click();
    await toast(page).getByText("Saved the internal note.").waitFor();
    const kinds = await page
      .locator("[data-conversation] > li")
      .evaluateAll((items) => items.map((i) => i.getAttribute("data-message-kind")));
    assert.deepEqual(kinds, ["to_patient", "to_patient", "note"]);
    assert.match(await page.locator('[data-message-kind="note"]').innerText(), /Internal/);

    // The report downloads as an attachment with its name and exact bytes; the view is logged.
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("[data-download]").first().click()]);
    assert.equal(download.suggestedFilename(), seeded.fileName);
    const saved = await download.path();
    assert.ok(saved);
    assert.deepEqual(readFileSync(saved), Buffer.from(seeded.bytes, "base64"));
    await page.reload();
    await waitForHydration(page);
    assert.match(await page.locator("[data-views-log]").innerText(), new RegExp(`admin opened ${seeded.fileName}`));
    await expectNoAxeViolations(page, "case page @1280");
    assert.equal(await overflow(page), 0);
    await shot(page, "case-1280");
    assert.deepEqual(t.errors, []);
  });

  it("on a phone: an editor sees the case without a download link, and the document answers 403", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = t;
    await signInAt(page, server.url, "editor", { to: "/admin/cases" });
    await waitForHydration(page);
    const card = page.locator(`[data-case="${seeded.reference}"]`);
    assert.match(await card.innerText(), /Records incomplete[\s\S]*editor[\s\S]*admin/);
    await expectNoAxeViolations(page, "case queue @390");
    assert.equal(await overflow(page), 0, "the queue fits the phone");
    await shot(page, "queue-390");

    await card.getByRole("link").click();
    await page.waitForURL(new RegExp(`/admin/cases/${seeded.id}$`));
    await page.locator("h1", { hasText: `Case ${seeded.reference}` }).waitFor();
    assert.equal(await page.locator("[data-download]").count(), 0);
    assert.match(await page.locator("[data-no-documents]").innerText(), /You may not open patients' documents \(Doctor or Admin role\)/);
    assert.equal(await page.locator("[data-views-log]").count(), 0, "no document views log without the right");
    assert.match(await page.locator("[data-case-files]").innerText(), new RegExp(seeded.fileName));
    await expectNoAxeViolations(page, "case page @390");
    assert.equal(await overflow(page), 0, "the case fits the phone");
    await shot(page, "case-390");

    const fileId = await page.locator("[data-case-file]").first().getAttribute("data-case-file");
    const response = await page.request.get(new URL(`/admin/cases/${seeded.id}/files/${fileId}`, server.url).toString(), {
      maxRedirects: 0,
    });
    assert.equal(response.status(), 403);
    assert.deepEqual(t.errors, []);
  });
});
