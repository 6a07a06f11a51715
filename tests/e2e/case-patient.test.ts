// Issue 48 item 1 in the browser, on a phone in Arabic: from the international page to the
// treatment plan request, two reports attached, a mistake said beside its field with the reports
// kept, the reference; then on another device the e-mailed link, a one-time code read from the
// SMTP sink, the case page with both files, and one downloaded byte for byte. Screenshots of the
// form with a mistake and of the case page, at 390 px in Arabic and 1280 px in English, go to
// /tmp/case-shots/ for a person to look at. Its own server, with SMTP_URL.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import sharp from "sharp";
import { startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { launchBrowser, openPage } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";

const SHOTS = "/tmp/case-shots";
let smtp: TestSmtp;
let server: RunningServer;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  smtp = await startTestSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Samudra Website <website@samudra-rehab.example>" } });
});
after(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  await smtp?.stop();
});

const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n% discharge summary\n", "latin1"), randomBytes(30_000), Buffer.from("\n%%EOF\n")]);

const FIELDS: Record<string, string> = {
  patientName: "خالد الحارثي",
  age: "58",
  country: "عُمان",
  condition: "سكتة دماغية في مارس 2025",
  currentState: "يمشي بعصا، والكلام بطيء",
  medicines: "أسبرين 75 ملغ",
  travelFrom: "2027-02",
  travelTo: "2027-03",
  attendant1Name: "سالم الحارثي",
  attendant1Relation: "ابن",
  email: "salim.test@example.com",
};

describe("the patient's case", () => {
  it("is sent from a phone in Arabic with two reports, and opened on another device with the link and a code", async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const browser = await launchBrowser("phone");
    try {
      const phone = await openPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
      const { page } = phone;
      await page.goto(`${server.url}/ar/international-patients`);
      await page.getByRole("link", { name: "احصل على خطة علاج" }).first().click();
      await page.getByRole("heading", { level: 1, name: "اطلب خطة علاج" }).waitFor();
      assert.equal(new URL(page.url()).pathname, "/ar/international-patients/treatment-plan");

      for (const [name, value] of Object.entries(FIELDS)) await page.locator(`[name="${name}"]`).fill(value);
      // A WhatsApp number no plan has: the only mistake, said beside it.
      await page.locator('[name="whatsapp"]').fill("12345");
      await page.locator('[name="consent"]').check();
      await page.locator("#case-files").setInputFiles([
        { name: "discharge-summary.pdf", mimeType: "application/pdf", buffer: PDF },
        { name: "mri.png", mimeType: "image/png", buffer: png },
      ]);
      await page.getByRole("button", { name: "أرسل للمراجعة" }).click();
      const summary = page.locator("#case-errors");
      await summary.waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.id), "case-errors", "the summary takes focus");
      assert.match(await summary.innerText(), /رقم واتساب/);
      assert.equal(await page.locator('[name="patientName"]').inputValue(), FIELDS.patientName);
      assert.equal(await page.locator('[name="consent"]').isChecked(), true, "the patient's own tick is kept");
      const kept = page.locator('input[name="pending"]');
      assert.equal(await kept.count(), 2, "both reports were kept");
      await page.screenshot({ path: `${SHOTS}/form-ar-390-error.png`, fullPage: true });
      await expectNoAxeViolations(page, "the request form with a mistake, ar @390");

      await page.locator('[name="whatsapp"]').fill("+968 9123 4567");
      await page.locator('[name="consent"]').check();
      await page.getByRole("button", { name: "أرسل للمراجعة" }).click();
      const sent = page.locator("#case-sent");
      await sent.waitFor();
      const reference = /IC-[2-9A-HJ-NP-Z]{6}/.exec(await sent.innerText())?.[0];
      assert.ok(reference, "the reference is shown");
      assert.equal(await page.locator('a[href*="/international-patients/case/files/"]').count(), 2);
      await page.screenshot({ path: `${SHOTS}/case-ar-390-sent.png`, fullPage: true });

      // Another device: the link from the mail asks for a code sent to the same mailbox.
      const [linkMail] = await smtp.waitForMails(1, 20_000);
      assert.deepEqual(linkMail!.envelopeTo, ["salim.test@example.com"]);
      assert.match(linkMail!.parsed.subject ?? "", new RegExp(reference!));
      // The mail names the site's public address; this server answers on its own port.
      const linked = /\/ar\/international-patients\/case\?link=[0-9a-zA-Z._-]+/.exec(linkMail!.parsed.text ?? "")?.[0];
      assert.ok(linked, `the mail carries the private link:\n${linkMail!.parsed.text}`);
      const link = `${server.url}${linked}`;
      const other = await openPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
      try {
        await other.page.goto(link);
        await other.page.getByRole("heading", { name: "أكّد هويتك" }).waitFor();
        assert.match(await other.page.locator("main").innerText(), /s•••@example\.com/);
        await other.page.getByRole("button", { name: "أرسل لي رمزًا" }).click();
        await other.page.getByLabel("الرمز المكوّن من 6 أرقام").waitFor();
        const [, codeMail] = await smtp.waitForMails(2, 20_000);
        const code = /\b(\d{6})\b/.exec(codeMail!.parsed.text ?? "")?.[1];
        assert.ok(code, "the code mail carries the code");
        await other.page.getByLabel("الرمز المكوّن من 6 أرقام").fill(code!);
        await other.page.getByRole("button", { name: "افتح الحالة" }).click();
        await other.page.getByRole("heading", { name: "الملفات" }).waitFor();
        const files = other.page.locator('a[href*="/international-patients/case/files/"]');
        assert.equal(await files.count(), 2);
        assert.match(await other.page.locator("main").innerText(), new RegExp(reference!));
        await other.page.screenshot({ path: `${SHOTS}/case-ar-390.png`, fullPage: true });
        await expectNoAxeViolations(other.page, "the case page, ar @390");

        const [download] = await Promise.all([other.page.waitForEvent("download"), files.first().click()]);
        assert.equal(download.suggestedFilename(), "discharge-summary.pdf");
        assert.ok(readFileSync((await download.path())!).equals(PDF), "the downloaded bytes are the ones sent");

        // The same device, in English at 1280 px: the page's language is the address's.
        await other.page.setViewportSize({ width: 1280, height: 900 });
        await other.page.goto(`${server.url}/international-patients/case?case=${reference}`);
        await other.page.getByRole("heading", { name: "Where the case stands" }).waitFor();
        await other.page.screenshot({ path: `${SHOTS}/case-en-1280.png`, fullPage: true });
        await expectNoAxeViolations(other.page, "the case page, en @1280");
        assert.deepEqual(other.errors, []);
      } finally {
        await other.context.close();
      }

      // The English form with a mistake, at 1280 px.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${server.url}/international-patients/treatment-plan`);
      for (const [name, value] of Object.entries({ ...FIELDS, patientName: "Khalid Al-Harthy", travelFrom: "2027-05" })) {
        await page.locator(`[name="${name}"]`).fill(value);
      }
      await page.locator('[name="consent"]').check();
      await page.getByRole("button", { name: "Send for review" }).click();
      await page.locator("#case-errors").waitFor();
      assert.match(await page.locator("#case-travelTo-error").innerText(), /cannot come before/);
      await page.screenshot({ path: `${SHOTS}/form-en-1280-error.png`, fullPage: true });
      await expectNoAxeViolations(page, "the request form with a mistake, en @1280");
      // The two forms sent with a mistake were answered 400, as they should be; nothing else.
      assert.deepEqual(
        phone.errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e)),
        [],
      );
      assert.equal(phone.errors.length, 2);
      await phone.context.close();
    } finally {
      await browser.close();
    }
  });
});
