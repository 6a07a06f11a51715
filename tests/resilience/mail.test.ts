// Issue 15: a lead's staff mail survives what can go wrong between storing the lead and sending
// it. The production server runs as a child process with SMTP down; it is killed with -9 after
// answering the visitors; the SMTP server comes up; on restart every lead's mail goes out, once.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { freePort, startTestSmtp } from "../support/smtp.ts";
import { createTarget, DB_KINDS, postInquiry, PUBLIC_FORMS, type RunningApp, startApp } from "./support/app.ts";

const LEADS = 6;
// The seeded clinic settings send inquiry mail to the clinic's own address.
const CLINIC_INBOX = "care@samudra-rehab.example";
// Leads 2 and 3 (the international and wellness forms) give an address: each patient is sent a
// confirmation too (docs/decisions/071).
const PATIENTS = ["patient@example.com", "team@example.com"];

for (const kind of DB_KINDS) {
  describe(`inquiry mail across kill -9 on ${kind}`, () => {
    it(
      "leads stored while SMTP is down, the server killed before any mail went out: after a restart each mail goes out once",
      { timeout: 180_000 },
      async () => {
        const target = await createTarget(kind, "mail");
        const port = await freePort();
        const env = {
          ...target.env,
          INQUIRY_RATE_LIMIT: "1000",
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          MAIL_FROM: "Samudra Website <website@samudra-rehab.example>",
        };
        let app: RunningApp | null = null;
        const smtp = { server: null as Awaited<ReturnType<typeof startTestSmtp>> | null };
        try {
          app = await startApp({ dataDir: target.dataDir, env });
          for (let i = 0; i < LEADS; i++) {
            const form = PUBLIC_FORMS[i % PUBLIC_FORMS.length]!;
            const { answer } = await postInquiry(app.url, form, `Mail Patient ${i}`, i % 2 === 0);
            assert.equal(answer, "stored", `lead ${i} answered as stored`);
          }
          await app.kill9();
          app = null;

          smtp.server = await startTestSmtp(port);
          app = await startApp({ dataDir: target.dataDir, env });
          // The first try failed (connection refused) just before the kill; the retry is due 10 s later.
          const mails = await smtp.server.waitForMails(LEADS + PATIENTS.length, 90_000);
          await app.stop();
          app = null;

          const staff = mails.filter((m) => m.envelopeTo.includes(CLINIC_INBOX));
          const names = staff.map((m) => /New inquiry from (Mail Patient \d+)/.exec(m.parsed.subject ?? "")?.[1]).sort();
          assert.deepEqual(names, Array.from({ length: LEADS }, (_, i) => `Mail Patient ${i}`).sort());
          for (const m of staff) assert.deepEqual(m.envelopeTo, [CLINIC_INBOX]);
          const patients = mails.filter((m) => !m.envelopeTo.includes(CLINIC_INBOX)).flatMap((m) => m.envelopeTo);
          assert.deepEqual(patients.sort(), [...PATIENTS].sort(), "one confirmation per patient who gave an address");
          const rows = await target.query<{ status: string; n: number }>(
            "select status, count(*)::int as n from mail_outbox group by status",
          );
          assert.deepEqual(rows, [{ status: "sent", n: LEADS + PATIENTS.length }], "every mail marked sent, none left to send again");
          assert.equal(smtp.server.mails.length, LEADS + PATIENTS.length, "one mail per lead, one per patient's address");
        } finally {
          await app?.kill9();
          await smtp.server?.stop();
          await target.dispose();
        }
      },
    );
  });
}
