// Issue 44 item 1: a patient who sends the wellness form (which asks for an e-mail address) on the
// Telugu page receives a confirmation in Telugu, through the outbox and a real SMTP server on
// loopback (docs/decisions/071). Its own server, with SMTP_URL set; the mail is then opened in
// Chromium at 390 px, as a phone's mail app would show it.
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { launchBrowser, openPage, waitUntil } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";

const PATIENT = "lakshmi.test@example.com";
let smtp: TestSmtp;
let server: RunningServer;

before(async () => {
  smtp = await startTestSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Samudra Website <website@samudra-rehab.example>" } });
});
after(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  await smtp?.stop();
});

describe("the patient's confirmation mail", () => {
  it("arrives in Telugu after the wellness form is sent from the Telugu page, and reads on a 390 px screen", async () => {
    const browser = await launchBrowser();
    try {
      const t = await openPage(browser, { viewport: { width: 390, height: 844 } });
      await t.page.goto(`${server.url}/te/wellness-programs`);
      await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const form = t.page.locator("#book form");
      await form.locator("[name=name]").fill("లక్ష్మి");
      await form.locator("[name=email]").fill(PATIENT);
      await form.locator("[name=phone]").fill("+91 98480 55555");
      await form.locator("[name=message]").fill("మోకాలి నొప్పి <b>test</b>");
      await form.locator("button[type=submit]").click();

      // The clinic's own mail and the patient's; the outbox sends them at once.
      await smtp.waitForMails(2, 30_000);
      const mail = smtp.mails.find((m) => m.envelopeTo.includes(PATIENT));
      assert.ok(mail, "a mail to the patient");
      assert.deepEqual(mail.envelopeTo, [PATIENT]);
      const reference = /SAM-[0-9A-Z]{6}/.exec(mail.parsed.subject ?? "")?.[0];
      assert.ok(reference, `the subject names the reference: ${mail.parsed.subject}`);
      assert.equal(mail.parsed.subject, `Samudra: మీ విచారణ ${reference} మాకు అందింది`);
      const text = mail.parsed.text ?? "";
      for (const words of ["మీ విచారణ మాకు అందింది", reference, "7 రోజుల వెల్‌నెస్ ప్రోగ్రామ్", "24 గంటలలోపు", "108", "+91 90000 11009"])
        assert.ok(text.includes(words), `the text part says ${words}`);
      assert.ok(!text.includes("మోకాలి") && !text.includes("లక్ష్మి"), "nothing the sender typed freely is repeated");
      const html = String(mail.parsed.html);
      assert.match(html, /<html lang="te-IN" dir="ltr">/);

      // The HTML part on a phone: no sideways scrolling, and it asks nothing of the network.
      const view = await openPage(browser, { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
      await view.page.setContent(html);
      assert.equal(await view.page.evaluate(() => document.documentElement.scrollWidth), 390);
      assert.equal(await view.page.locator("h1").innerText(), "మీ విచారణ మాకు అందింది");
      await waitUntil(async () => view.network.open.size === 0, "the mail's page settled");
      assert.deepEqual(view.thirdParty, [], "the mail loads nothing from anywhere");
    } finally {
      await browser.close();
    }
  });
});
