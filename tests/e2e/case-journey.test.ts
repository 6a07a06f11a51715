// Issue 48's "Done when" as one story in the browser. On a phone in Arabic a patient sends the
// request with two reports (a PDF and a PNG); on another device opens the e-mailed link and
// enters the code from the mail. At a desk an admin opens a report (the view shows in the log),
// starts the review, writes a plan with an estimate naming a doctor who has a registration
// number, and sends it. The patient reads the plan and estimate in Arabic, downloads the
// estimate's PDF, accepts, enters passports (one number refused, beside its field, then right);
// the admin issues the letter; the patient downloads it, and /verify/{serial} says valid without
// a name or passport number. On a phone, an editor is refused the report and the letter (403).
// Screenshots of the plan and the passport form at 390 px in Arabic and 1280 px in English go to
// /tmp/case-journey-shots/. Its own server, seeded before it starts, with SMTP_URL.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Download, Page } from "playwright-core";
import sharp from "sharp";
import { startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { signInAt } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { allowErrors, launchBrowser, openPage, type TestPage, waitForHydration } from "./support/browser.ts";
import { type RunningServer, startServer, tempDataDir } from "./support/server.ts";

const SHOTS = "/tmp/case-journey-shots";
const HEALTH_DATA_KEY = randomBytes(32).toString("base64");
const dataDir = tempDataDir("case-journey");
let smtp: TestSmtp;
let server: RunningServer;
let doctor: { slug: string; name: string };

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // The price list, a rate and the doctor's registration go in before the server opens the
  // embedded database (one process a folder).
  const out = execFileSync(process.execPath, ["node_modules/.bin/tsx", "tests/e2e/support/seed-journey.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 120_000,
  });
  ({ doctor } = JSON.parse(out.trim().split("\n").pop()!) as { doctor: typeof doctor });
  smtp = await startTestSmtp();
  server = await startServer({
    dataDir,
    database: "pglite",
    env: { HEALTH_DATA_KEY, SMTP_URL: smtp.url, MAIL_FROM: "Samudra Website <website@samudra-rehab.example>", LOGIN_IP_LIMIT: "1000" },
  });
});
after(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await smtp?.stop();
});

const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n% discharge summary\n", "latin1"), randomBytes(30_000), Buffer.from("\n%%EOF\n")]);

const FIELDS: Record<string, string> = {
  patientName: "خالد الحارثي",
  age: "61",
  country: "عُمان",
  condition: "سكتة دماغية في مارس 2025",
  currentState: "يمشي بعصا، والكلام بطيء",
  medicines: "أسبرين 75 ملغ",
  travelFrom: "2027-02",
  travelTo: "2027-03",
  attendant1Name: "سالم الحارثي",
  attendant1Relation: "ابن",
  email: "salim.journey@example.com",
  whatsapp: "+968 9123 4567",
};

/** The passport form as typed: the patient and one attendant, in Latin letters as printed. */
const PASSPORTS: Record<string, string> = {
  "passport.0.fullName": "KHALID SAID AL-HARTHY",
  "passport.0.number": "K1234567",
  "passport.0.nationality": "OM",
  "passport.0.birthDate": "1964-04-02",
  "passport.0.expiry": "2031-05-01",
  "passport.0.issuingCountry": "OM",
  "passport.1.relation": "ابن",
  "passport.1.fullName": "SALIM KHALID AL-HARTHY",
  "passport.1.number": "K7654321",
  "passport.1.nationality": "OM",
  "passport.1.birthDate": "1990-09-15",
  "passport.1.expiry": "2031-01-20",
  "passport.1.issuingCountry": "OM",
};

async function fillPassports(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`[name="${name}"]`);
    if ((await field.evaluate((e) => e.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** A section of the page, cut from a shot of the whole page (an element's own shot stitches the
 * fixed header and buttons over it); the whole page without a section. */
async function shot(page: Page, name: string, section?: string) {
  const clip = section
    ? await page.locator(section).evaluate((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
      })
    : undefined;
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, clip });
}
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const bytesOf = async (download: Download) => readFileSync((await download.path())!);
const toast = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

describe("the international patient's journey", () => {
  it("goes from reports sent on a phone in Arabic to a visa letter that /verify confirms", async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const browser = await launchBrowser("phone");
    const opened: TestPage[] = [];
    const open = async (options: Parameters<typeof openPage>[1]) => {
      const t = await openPage(browser, options);
      opened.push(t);
      return t;
    };
    try {
      // 1. The request, from a phone in Arabic, with two reports.
      const sender = await open({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
      await sender.page.goto(`${server.url}/ar/international-patients/treatment-plan`);
      for (const [name, value] of Object.entries(FIELDS)) await sender.page.locator(`[name="${name}"]`).fill(value);
      await sender.page.locator('[name="consent"]').check();
      await sender.page.locator("#case-files").setInputFiles([
        { name: "discharge-summary.pdf", mimeType: "application/pdf", buffer: PDF },
        { name: "mri.png", mimeType: "image/png", buffer: png },
      ]);
      await sender.page.getByRole("button", { name: "أرسل للمراجعة" }).click();
      const sent = sender.page.locator("#case-sent");
      await sent.waitFor();
      const reference = /IC-[2-9A-HJ-NP-Z]{6}/.exec(await sent.innerText())?.[0];
      assert.ok(reference, "the reference is shown");
      await sender.context.close();

      // 2. Another device: the mailed link, then the code from the mail.
      const [linkMail] = await smtp.waitForMails(1, 20_000);
      const linked = /\/ar\/international-patients\/case\?link=[0-9a-zA-Z._-]+/.exec(linkMail!.parsed.text ?? "")?.[0];
      assert.ok(linked, "the mail carries the private link");
      const patient = await open({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, acceptDownloads: true });
      const p = patient.page;
      await p.goto(`${server.url}${linked}`);
      await p.getByRole("button", { name: "أرسل لي رمزًا" }).click();
      await p.getByLabel("الرمز المكوّن من 6 أرقام").waitFor();
      const [, codeMail] = await smtp.waitForMails(2, 20_000);
      const code = /\b(\d{6})\b/.exec(codeMail!.parsed.text ?? "")?.[1];
      assert.ok(code, "the code mail carries the code");
      await p.getByLabel("الرمز المكوّن من 6 أرقام").fill(code!);
      await p.getByRole("button", { name: "افتح الحالة" }).click();
      await p.getByRole("heading", { name: "الملفات" }).waitFor();
      assert.equal(await p.locator('a[href*="/international-patients/case/files/"]').count(), 2);
      const casePath = `/ar/international-patients/case?case=${reference}`;

      // 3. The desk: an admin finds the case, opens a report (logged), starts the review, writes and sends the plan.
      const desk = await open({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      const d = desk.page;
      await signInAt(d, server.url, "admin", { to: "/admin/cases" });
      await waitForHydration(d);
      await d.locator(`[data-case="${reference}"]`).getByRole("link").click();
      await d.waitForURL(/\/admin\/cases\/\d+$/);
      const caseId = /\/admin\/cases\/(\d+)$/.exec(d.url())![1]!;
      await d.locator("h1", { hasText: `Case ${reference}` }).waitFor();
      const [report] = await Promise.all([d.waitForEvent("download"), d.locator("[data-download]").first().click()]);
      assert.equal(report.suggestedFilename(), "discharge-summary.pdf");
      assert.ok((await bytesOf(report)).equals(PDF), "staff download the exact bytes");
      await d.reload();
      await waitForHydration(d);
      assert.match(await d.locator("[data-views-log]").innerText(), /admin opened discharge-summary\.pdf/);

      await d.locator('[data-move="under_review"]').click();
      await toast(d).getByText(`Moved ${reference} to Under review.`).waitFor();
      await d
        .locator('[name="summary"]')
        .fill("The reports show a left-sided weakness after a stroke in March 2025. Neuro-physiotherapy may improve walking and balance.");
      await d.locator("#plan-doctor").selectOption(doctor.slug);
      await d.locator('[name="stayDays"]').fill("28");
      await d.locator('[name="therapy.0.name"]').fill("Neuro-physiotherapy");
      await d.locator('[name="therapy.0.sessions"]').fill("24");
      await d.locator('[name="line.0.item"]').selectOption({ index: 1 }); // the consultation (the list's first);
      await d.locator('[name="line.0.low"]').fill("2");
      await d.locator('[name="line.0.high"]').fill("4");
      await d.locator('[name="line.1.item"]').selectOption({ index: 2 }); // the session;
      await d.locator('[name="line.1.low"]').fill("20");
      await d.locator('[name="line.1.high"]').fill("30");
      await d.locator('[name="currency"]').selectOption("OMR");
      await d.getByRole("button", { name: "Save as version 1" }).click();
      await toast(d)
        .getByText(/Saved plan version 1/)
        .waitFor();
      await d.getByRole("button", { name: "Send version 1 to the patient" }).click();
      await toast(d)
        .getByText(/Sent plan version 1/)
        .waitFor();
      // The plan's mail reaches the patient (the outbox is woken by the sending).
      const [, , planMail] = await smtp.waitForMails(3, 20_000);
      assert.match(planMail!.parsed.subject ?? "", new RegExp(`خطة العلاج للحالة ${reference}`));

      // 4. The patient reads the plan and estimate in Arabic, downloads the estimate, accepts.
      await p.goto(`${server.url}${casePath}`);
      const plan = p.locator("#plan");
      await plan.getByRole("heading", { name: "خطة علاجك وتقدير التكلفة" }).waitFor();
      const planText = await plan.innerText();
      assert.match(planText, /هذه الخطة مبدئية/);
      assert.match(planText, /Neuro-physiotherapy/);
      assert.match(planText, /مدة الإقامة المتوقعة: 28 يومًا/);
      assert.match(planText, /التكلفة التقديرية: من 53,000 إلى 81,000 روبية هندية/);
      assert.match(planText, /نحو 240 إلى 380 \u2066OMR\u2069/);
      assert.match(planText, /هذا التقدير صالح حتى/);
      assert.equal(await overflow(p), 0, "the plan fits the phone");
      assert.equal(await p.locator("[data-estimate-lines]").isVisible(), false, "on a phone the estimate is a list, not a table");
      assert.match(await p.locator("[data-estimate-list]").innerText(), /2–4 استشارات · سعر الوحدة: INR 1,500/);
      await shot(p, "plan-ar-390", "#plan");
      await expectNoAxeViolations(p, "the plan, ar @390");
      const [estimate] = await Promise.all([p.waitForEvent("download"), p.locator("[data-estimate-pdf]").click()]);
      assert.equal(estimate.suggestedFilename(), `estimate-${reference}-v1.pdf`);
      assert.equal((await bytesOf(estimate)).subarray(0, 5).toString("latin1"), "%PDF-");

      // The same plan in English at 1280 px.
      await p.setViewportSize({ width: 1280, height: 900 });
      await p.goto(`${server.url}/international-patients/case?case=${reference}`);
      await p.getByRole("heading", { name: "Your treatment plan and estimate" }).waitFor();
      assert.match(
        await p.locator("#plan").innerText(),
        /Estimated cost: INR 53,000 to 81,000\.[\s\S]*about \u2066OMR\u2069 240 to 380, at the rate of INR 216\.4 per \u2066OMR\u2069 on 1 December 2026/,
      );
      await shot(p, "plan-en-1280", "#plan");
      await expectNoAxeViolations(p, "the plan, en @1280");

      await p.setViewportSize({ width: 390, height: 844 });
      await p.goto(`${server.url}${casePath}`);
      // Accepting needs the box ticked; the browser's own check says so first.
      await p.getByLabel("أفهم أن هذه الخطة مبدئية").check();
      await p.getByRole("button", { name: "اقبل هذه الخطة" }).click();
      await p.locator("#passports").getByText("شكرًا لك: تم قبول الخطة.").waitFor();
      assert.match(await p.locator("[data-plan-accepted]").innerText(), /قبلتَ هذه الخطة في/);

      // 5. Passports: one number refused beside its field (everything typed kept), then right.
      const rule = await p.locator("[data-passport-rule]").innerText();
      assert.match(rule, /يجب أن يكون كل جواز سفر صالحًا حتى 30 سبتمبر 2027 على الأقل/);
      await fillPassports(p, { ...PASSPORTS, "passport.0.number": "K12-34" });
      await p.getByRole("button", { name: "احفظ بيانات جوازات السفر" }).click();
      await p.locator("#passport-0-number-error").waitFor();
      allowErrors(patient, /status of 400/);
      assert.match(await p.locator("#passport-0-number-error").innerText(), /اكتب رقم جواز السفر دون مسافات أو شرطات/);
      assert.equal(await p.locator("#passport-0-number").inputValue(), "K12-34");
      assert.equal(await p.locator("#passport-1-fullName").inputValue(), "SALIM KHALID AL-HARTHY");
      assert.equal(await p.locator("#passport-1-nationality").inputValue(), "OM");
      assert.equal(await p.locator("#passport-0-number").getAttribute("aria-invalid"), "true");
      assert.equal(await overflow(p), 0, "the passport form fits the phone");
      await shot(p, "passports-ar-390-error", "#passports");
      await expectNoAxeViolations(p, "the passport form with a mistake, ar @390");

      // The same form with the same mistake in English at 1280 px.
      await p.setViewportSize({ width: 1280, height: 900 });
      await p.goto(`${server.url}/international-patients/case?case=${reference}`);
      await fillPassports(p, { ...PASSPORTS, "passport.0.number": "K12", "passport.1.relation": "Son" });
      await p.getByRole("button", { name: "Save the passport details" }).click();
      await p.locator("#passport-0-number-error").waitFor();
      allowErrors(patient, /status of 400/);
      assert.match(await p.locator("#passport-0-number-error").innerText(), /A passport number has 6 to 9 letters and digits/);
      await shot(p, "passports-en-1280-error", "#passports");
      await expectNoAxeViolations(p, "the passport form with a mistake, en @1280");

      await p.setViewportSize({ width: 390, height: 844 });
      await p.goto(`${server.url}${casePath}`);
      await fillPassports(p, PASSPORTS);
      await p.getByRole("button", { name: "احفظ بيانات جوازات السفر" }).click();
      await p.getByText("حُفظت بيانات جوازات السفر.").waitFor();

      // 6. The desk issues the letter.
      await d.reload();
      await waitForHydration(d);
      await d.getByRole("button", { name: "Issue the visa invitation letter" }).click();
      await toast(d)
        .getByText(/Issued visa letter SAM-\d{4}-\d{6}/)
        .waitFor();
      const serial = /SAM-\d{4}-\d{6}/.exec(await toast(d).innerText())![0];

      // 7. The patient downloads the letter, in English, as a PDF.
      await p.goto(`${server.url}${casePath}`);
      const letter = p.locator("#letter");
      await letter.getByRole("heading", { name: "خطاب الدعوة للتأشيرة" }).waitFor();
      assert.match(await letter.innerText(), new RegExp(`الخطاب \u2066${serial}\u2069، صدر في`));
      await expectNoAxeViolations(p, "the letter, ar @390");
      await shot(p, "case-ar-390-letter");
      const [letterPdf] = await Promise.all([p.waitForEvent("download"), p.locator("[data-letter-pdf]").click()]);
      assert.equal(letterPdf.suggestedFilename(), `visa-letter-${serial}.pdf`);
      assert.equal((await bytesOf(letterPdf)).subarray(0, 5).toString("latin1"), "%PDF-");

      // 8. /verify says valid, with the date and the clinic, and nothing of the patient.
      await p.goto(`${server.url}/verify/${serial}`);
      await p.locator('[data-verify="valid"]').waitFor();
      const verified = await p.locator("main").innerText();
      assert.match(verified, new RegExp(`Letter ${serial} was issued by`));
      for (const personal of ["KHALID", "Khalid", "AL-HARTHY", "Al-Harthy", "الحارثي", "K1234567", "K7654321", "SALIM"]) {
        assert.ok(!verified.includes(personal), `the verification page does not show ${personal}`);
        assert.ok(!(await p.content()).includes(personal), `the verification page's HTML does not hold ${personal}`);
      }

      // 9. An editor on a phone may not open the report or the letter.
      const editor = await open({ viewport: { width: 390, height: 844 } });
      await signInAt(editor.page, server.url, "editor", { to: `/admin/cases/${caseId}` });
      await editor.page.locator("h1", { hasText: `Case ${reference}` }).waitFor();
      assert.equal(await editor.page.locator("[data-download]").count(), 0);
      const fileId = await editor.page.locator("[data-case-file]").first().getAttribute("data-case-file");
      for (const address of [`/admin/cases/${caseId}/files/${fileId}`, `/admin/cases/${caseId}/letters/${serial}`]) {
        const response = await editor.page.request.get(new URL(address, server.url).toString(), { maxRedirects: 0 });
        assert.equal(response.status(), 403, `${address} is refused to an editor`);
      }

      for (const t of opened) assert.deepEqual(t.errors, [], "no console or page errors");
    } finally {
      await browser.close();
    }
  });
});
