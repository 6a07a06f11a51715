// Issue 47 item 5 in the browser: a patient books with reminders by WhatsApp and e-mail ticked
// and receives the confirmation at the SMTP sink and at the Graph API's stand-in, both on
// loopback; the booking's page shows the reminders and stops them with one button; WhatsApp's
// webhook answers only signed posts. Its own server, with SMTP_URL and the WhatsApp settings.
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { type GraphApiStandIn, signatureOf, startGraphApi, TEST_WHATSAPP, webhookBody, whatsappEnv } from "../support/graph-api.ts";
import { startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { launchBrowser, openPage, waitUntil } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";

let smtp: TestSmtp;
let graph: GraphApiStandIn;
let server: RunningServer;

before(async () => {
  smtp = await startTestSmtp();
  graph = await startGraphApi();
  server = await startServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Samudra Website <website@samudra-rehab.example>", ...whatsappEnv(graph) },
  });
});
after(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  await Promise.all([smtp?.stop(), graph?.stop()]);
});

describe("appointment messages", () => {
  it("a patient who asks for reminders gets the confirmation by e-mail and WhatsApp, sees them on the booking's page and stops them there", async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser, { viewport: { width: 390, height: 844 }, timezoneId: "Europe/London" });
      await page.goto(`${server.url}/book/hydrogen-inhalation`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      // Far enough ahead for both reminders; the step is swapped in place, so the address tells when.
      const later = page.getByRole("link", { name: "Later days" });
      const from = new URL((await later.getAttribute("href"))!, "http://x").searchParams.get("from");
      await later.click();
      await page.waitForURL((u) => u.searchParams.get("from") === from);
      const time = page
        .locator("#book-times")
        .locator("xpath=..")
        .getByRole("button", { name: /^\d{2}:\d{2}$/ });
      await waitUntil(async () => (await time.count()) > 0, "free times are shown");
      const clock = (await time.first().innerText()).trim();
      await time.first().click();
      await page.getByLabel("Your name").waitFor();

      const whatsappChoice = page.getByRole("checkbox", { name: /Remind me on WhatsApp/ });
      const emailChoice = page.getByRole("checkbox", { name: /Remind me by e-mail/ });
      assert.equal(await whatsappChoice.isChecked(), false, "never ticked for the patient");
      assert.match(await page.getByText(/Reminders come/).innerText(), /24 hours and 2 hours before/);
      await page.getByLabel("Your name").fill("Margaret Hughes");
      await page.getByLabel("Phone number (WhatsApp if you have it)").fill("+44 7911 123456");
      await page.getByLabel("Country").fill("United Kingdom");
      await whatsappChoice.check();
      await emailChoice.check();
      // E-mail reminders without an address: said beside the field, nothing lost.
      await page.getByRole("button", { name: "Confirm booking" }).click();
      await page.getByText("Please give an e-mail address for reminders by e-mail, or untick them.").waitFor();
      assert.equal(await page.getByLabel("Your name").inputValue(), "Margaret Hughes");
      assert.equal(await page.getByRole("checkbox", { name: /Remind me on WhatsApp/ }).isChecked(), true);
      await page.getByLabel("E-mail (optional)").fill("margaret.test@example.com");
      await page.getByRole("button", { name: "Confirm booking" }).click();
      await page.getByRole("heading", { name: "Reminders" }).waitFor();
      assert.match(await page.locator("main").innerText(), /You asked for reminders by WhatsApp and e-mail, 24 hours and 2 hours before\./);

      const [message] = await graph.waitForMessages(1);
      assert.equal(message!.template, "samudra_appointment_confirmed");
      assert.equal(message!.to, "447911123456");
      assert.match(message!.parameters[2]!, new RegExp(`, ${clock} India time`));
      const [mail] = await smtp.waitForMails(1);
      assert.deepEqual(mail!.envelopeTo, ["margaret.test@example.com"]);
      const reference = (await page.locator("dd.font-mono").innerText()).trim();
      assert.equal(message!.parameters[3], reference);
      assert.match(mail!.parsed.subject ?? "", new RegExp(reference));

      await page.getByRole("button", { name: "Stop reminders" }).click();
      await page.getByText("Reminders are stopped.").waitFor();
      assert.equal(await page.getByText("No reminders will be sent for this appointment.").count(), 1);
    } finally {
      await browser.close();
    }
  });

  it("the webhook answers Meta's check with the verify token, takes a signed post and refuses an unsigned one", async () => {
    const check = await fetch(
      `${server.url}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${TEST_WHATSAPP.verifyToken}&hub.challenge=42424242`,
    );
    assert.deepEqual([check.status, await check.text()], [200, "42424242"]);
    assert.equal((await fetch(`${server.url}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`)).status, 403);
    const body = webhookBody({ statuses: [{ id: "wamid.unknown", status: "delivered", timestamp: "1774000000" }] });
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/webhooks/whatsapp`, { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } });
    assert.equal((await post({ "X-Hub-Signature-256": signatureOf(body) })).status, 200);
    assert.equal((await post({})).status, 401);
    assert.equal((await post({ "X-Hub-Signature-256": signatureOf(body, "not-the-app-secret") })).status, 401);
  });
});
