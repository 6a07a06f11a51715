// Issue 44 item 1: a lead stored with an e-mail address sends the patient a confirmation in the
// page's language, through the outbox, queued in the lead's own transaction, bounded so that the
// forms cannot be used to mail strangers (docs/decisions/071). A real SMTP server on loopback.
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLINIC_SETTINGS_REF } from "~/server/content/clinic-settings.server";
import { forgetPublishedDocuments } from "~/server/content/documents.server";
import type { Database } from "~/server/db/client.server";
import { documents, inquiries, mailOutbox, rateLimits } from "~/server/db/schema.server";
import { purgeOldInquiries } from "~/server/jobs/retention.server";
import { sendDueMail } from "~/server/jobs/mail-outbox.server";
import { CONFIRMATIONS_PER_HOUR, queueConfirmationMail } from "~/server/mail/confirmation.server";
import { mailFailures } from "~/server/mail/outbox.server";
import { createMailer, type Mailer } from "~/server/mail/transport.server";
import { notificationCheck } from "~/server/repos/dashboard.server";
import { postInquiryApi } from "../support/inquiry-api";
import { createTestDatabase } from "../support/test-db";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { makeContext, makeServices } from "../support/services";

const INBOX = "frontdesk@samudra-rehab.example";
const FROM = "Samudra Website <website@samudra-rehab.example>";

let database: Database;
let smtp: TestSmtp | undefined;
const mailers: Mailer[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const value = { inquiryEmails: [{ email: INBOX }], digestTime: "", overdueHours: 24 };
  await database.db
    .update(documents)
    .set({ publishedData: sql`jsonb_set(${documents.publishedData}, '{notifications}', ${JSON.stringify(value)}::jsonb)` })
    .where(sql`${documents.type} = ${CLINIC_SETTINGS_REF.type} and ${documents.locale} = 'en'`);
  forgetPublishedDocuments();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(inquiries);
  await database.db.delete(rateLimits);
});
afterEach(async () => {
  for (const m of mailers.splice(0)) m.close();
  await smtp?.stop();
  smtp = undefined;
});

function servicesFor(smtpUrl: string | null) {
  const env: Record<string, string> = { SITE_LANGUAGES: "en,hi,te,ar", ...(smtpUrl ? { SMTP_URL: smtpUrl, MAIL_FROM: FROM } : {}) };
  const services = makeServices(database, env);
  const mailer = smtpUrl ? createMailer(services.env) : null;
  if (mailer) mailers.push(mailer);
  return { services, mailer };
}

const wellness = (email: string) => ({
  name: "Fatima Al Harthy",
  email,
  phone: "+968 9123 4567",
  message: "Back pain since my accident <b>please call</b>",
});

let ip = 10;
async function submit(services: ReturnType<typeof servicesFor>["services"], form: string, fields: Record<string, string>, lang = "en") {
  const answer = await postInquiryApi(form, fields, makeContext(services, `203.0.113.${ip++}`), { query: `?lang=${lang}` });
  expect(answer.response.status).toBe(200);
  return answer;
}

const outbox = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe("a patient's confirmation", () => {
  it("is queued with the lead, in its transaction, and goes out in the page's language with the lead's reference", async () => {
    smtp = await startTestSmtp();
    const { services, mailer } = servicesFor(smtp.url);
    const answer = await submit(services, "wellness", wellness("fatima@example.com"), "ar");
    const [lead] = await database.db.select().from(inquiries);
    expect(lead).toMatchObject({ language: "ar", email: "fatima@example.com" });
    const rows = await outbox();
    expect(rows).toMatchObject([
      { kind: "inquiry", inquiryId: lead!.id, status: "pending" },
      { kind: "confirmation", inquiryId: lead!.id, status: "pending", toAddress: null },
    ]);
    // The outbox keeps no address: only the day and a keyed hash of the mailbox.
    expect(rows[1]!.dedupeKey).toMatch(/^confirmation:\d{4}-\d{2}-\d{2}:[\w-]{32}$/);
    expect(JSON.stringify(rows)).not.toContain("fatima");

    expect(await sendDueMail(services, mailer!)).toEqual({ sent: 2, retried: 0, failed: 0 });
    const mails = await smtp.waitForMails(2);
    const staff = mails.find((m) => m.envelopeTo.includes(INBOX))!;
    const patient = mails.find((m) => m.envelopeTo.includes("fatima@example.com"))!;
    expect(staff.parsed.subject).toMatch(/^New inquiry from Fatima Al Harthy/);
    expect(patient.envelopeTo).toEqual(["fatima@example.com"]);
    expect(patient.parsed.subject).toBe(`Samudra: تلقّينا استفسارك ${lead!.reference}`);
    expect(answer.data).toMatchObject({ status: "sent" });
    expect(patient.parsed.replyTo?.text).toBe("care@samudra-rehab.example");
    expect(patient.parsed.messageId).toBe(`<confirmation.${lead!.id}@samudra-rehab.example>`);
    const html = String(patient.parsed.html);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(lead!.reference!);
    expect(patient.parsed.text).toContain("خلال 24 ساعة");
    expect(patient.parsed.text).toContain("\u2066+968 9123 4567\u2069");
    // What the sender typed freely is not repeated to an address nobody confirmed.
    for (const part of [html, patient.parsed.text ?? ""]) {
      expect(part).not.toContain("Back pain");
      expect(part).not.toContain("Fatima");
    }
    expect((await outbox()).map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("is not queued without an address, for the honeypot, or without SMTP", async () => {
    const on = servicesFor("smtp://127.0.0.1:1");
    await submit(on.services, "home", { name: "Ravi", phone: "+91 98480 12345", service: "Cryotherapy", message: "" });
    // The international form's contact field holds a phone number here: no address to confirm.
    await submit(on.services, "international", { fullName: "Ravi", country: "Oman", contact: "+968 9123 4567", therapy: "HBOT" });
    expect((await outbox()).map((r) => r.kind)).toEqual(["inquiry", "inquiry"]);

    await submit(on.services, "wellness", { ...wellness("bot@example.com"), website: "https://spam.example" });
    expect(await database.db.$count(inquiries)).toBe(2);
    expect(await database.db.$count(mailOutbox)).toBe(2);

    const off = servicesFor(null);
    await submit(off.services, "wellness", wellness("fatima@example.com"));
    expect(await database.db.$count(inquiries)).toBe(3);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.kind, "confirmation"))).toBe(0);
  });

  it("goes to one mailbox at most once a day, however its address is spelt; the leads are all stored", async () => {
    const { services } = servicesFor("smtp://127.0.0.1:1");
    await submit(services, "wellness", wellness("fatima@example.com"));
    await submit(services, "wellness", wellness("Fatima+clinic@Example.com"), "hi");
    await submit(services, "international", { fullName: "F", country: "Oman", contact: "FATIMA@example.com", therapy: "HBOT" });
    await submit(services, "wellness", wellness("someone.else@example.com"));
    expect(await database.db.$count(inquiries)).toBe(4);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.kind, "inquiry"))).toBe(4);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.kind, "confirmation"))).toBe(2);

    // The next India day, that mailbox may have one again.
    const [first] = await database.db.select({ id: inquiries.id }).from(inquiries).orderBy(inquiries.id).limit(1);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await queueConfirmationMail(database.db, services, first!.id, tomorrow)).toBe(true);
    expect(await queueConfirmationMail(database.db, services, first!.id, tomorrow)).toBe(false);
  });

  it("stops for the hour once the site has queued its hourly allowance, whatever the addresses", async () => {
    const { services } = servicesFor("smtp://127.0.0.1:1");
    await database.db.insert(mailOutbox).values(
      Array.from({ length: CONFIRMATIONS_PER_HOUR }, (_, i) => ({
        kind: "confirmation" as const,
        dedupeKey: `confirmation:test:${i}`,
        status: "sent" as const,
      })),
    );
    await submit(services, "wellness", wellness("fatima@example.com"));
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.kind, "confirmation"))).toBe(CONFIRMATIONS_PER_HOUR);
    await database.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 3_700_000) });
    await submit(services, "wellness", wellness("fatima@example.com"));
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.kind, "confirmation"))).toBe(CONFIRMATIONS_PER_HOUR + 1);
  });

  it("leaves with its lead: retention deletes an old lead and its unsent confirmation together", async () => {
    smtp = await startTestSmtp();
    const { services, mailer } = servicesFor(smtp.url);
    await submit(services, "wellness", wellness("old@example.com"));
    expect((await outbox()).map((r) => r.kind)).toEqual(["inquiry", "confirmation"]);
    await database.db.update(inquiries).set({ createdAt: new Date(Date.now() - 400 * 86_400_000) });
    expect(await purgeOldInquiries(services)).toBe(1);
    expect(await outbox()).toEqual([]);
    expect(await sendDueMail(services, mailer!)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(0);
  });

  it("is given up at once when the patient's mail server refuses the address, with no address kept and no alarm for staff mail", async () => {
    smtp = await startTestSmtp(0, { refuse: (address) => address === "typo@example.com" });
    const { services, mailer } = servicesFor(smtp.url);
    await submit(services, "wellness", wellness("typo@example.com"));
    expect(await sendDueMail(services, mailer!)).toEqual({ sent: 1, retried: 0, failed: 1 });
    const [staff, patient] = await outbox();
    expect(staff).toMatchObject({ kind: "inquiry", status: "sent" });
    expect(patient).toMatchObject({ kind: "confirmation", status: "failed", attempts: 1 });
    expect(patient!.lastError).toMatch(/^The patient's address was refused: .*550/);
    expect(patient!.lastError).not.toContain("typo@");
    // Not retried, and the clinic's own mail is healthy.
    expect(await sendDueMail(services, mailer!, () => new Date(Date.now() + 3_600_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await mailFailures(database.db)).toEqual({ failingSince: null, lastError: null });
    expect(await notificationCheck(services)).toEqual({
      ok: true,
      detail: `On: 1 sent in the last day to ${INBOX}; confirmations to patients: 0 sent in the last day, 1 not delivered in the last 7 days`,
    });
  });
});
