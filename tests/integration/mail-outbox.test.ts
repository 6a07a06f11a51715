// Issue 15, notifications: each stored lead is mailed to the clinic's inquiry addresses through a
// real SMTP server on loopback (smtp-server), by way of the durable outbox (docs/decisions/025).
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLINIC_SETTINGS_REF } from "~/server/content/clinic-settings.server";
import { forgetPublishedDocuments } from "~/server/content/documents.server";
import { type Database, openPostgres } from "~/server/db/client.server";
import { documents, inquiries, mailOutbox, rateLimits } from "~/server/db/schema.server";
import { sendDueMail } from "~/server/jobs/mail-outbox.server";
import { claimDueMail, LEASE_SECONDS, releaseLeases } from "~/server/mail/outbox.server";
import { createMailer, type Mailer } from "~/server/mail/transport.server";
import { notificationCheck } from "~/server/repos/dashboard.server";
import { postInquiryApi } from "../support/inquiry-api";
import { createTestDatabase } from "../support/test-db";
import { freePort, startTestSmtp, type TestSmtp } from "../support/smtp";
import { makeContext, makeServices } from "../support/services";

const INBOX = "frontdesk@samudra-rehab.example";
const FROM = "Samudra Website <website@samudra-rehab.example>";

let database: Database & { url?: string };
let smtp: TestSmtp | undefined;
const mailers: Mailer[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(inquiries);
  await database.db.delete(rateLimits);
  await setNotifications([INBOX], "");
});
afterEach(async () => {
  for (const m of mailers.splice(0)) m.close();
  await smtp?.stop();
  smtp = undefined;
});

/** The published clinic settings' staff notifications, as an admin would publish them. */
async function setNotifications(addresses: string[], digestTime: string) {
  const value = { inquiryEmails: addresses.map((email) => ({ email })), digestTime };
  await database.db
    .update(documents)
    .set({ publishedData: sql`jsonb_set(${documents.publishedData}, '{notifications}', ${JSON.stringify(value)}::jsonb)` })
    .where(
      sql`${documents.type} = ${CLINIC_SETTINGS_REF.type} and ${documents.key} = ${CLINIC_SETTINGS_REF.key} and ${documents.locale} = 'en'`,
    );
  forgetPublishedDocuments();
}

function servicesFor(smtpUrl: string | null, db = database) {
  const env: Record<string, string> = smtpUrl ? { SMTP_URL: smtpUrl, MAIL_FROM: FROM } : {};
  const services = makeServices(db, env);
  const mailer = smtpUrl ? createMailer(services.env) : null;
  if (mailer) mailers.push(mailer);
  return { services, mailer };
}

const lead = {
  name: "Asha Rao",
  phone: "+91 98480 12345",
  service: "Cryotherapy",
  message: "Knee pain <b>since March</b> & swelling",
};

async function submit(services: ReturnType<typeof servicesFor>["services"], fields: Record<string, string> = lead, ip = "203.0.113.7") {
  const answer = await postInquiryApi("home", fields, makeContext(services, ip));
  expect(answer.response.status).toBe(200);
  return answer;
}

const outbox = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe("a new inquiry's mail", () => {
  it("arrives once, to the clinic's addresses, with the lead's details, its message's HTML shown as text", async () => {
    smtp = await startTestSmtp();
    const { services, mailer } = servicesFor(smtp.url);
    await submit(services);
    expect(await outbox()).toMatchObject([{ kind: "inquiry", status: "pending" }]);
    expect(await sendDueMail(services, mailer!)).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.envelopeTo).toEqual([INBOX]);
    expect(mail!.parsed.subject).toBe("New inquiry from Asha Rao (Home page) – Samudra");
    expect(mail!.parsed.text).toContain("Phone: +919848012345");
    expect(mail!.parsed.text).toContain("Interested in: Cryotherapy");
    expect(mail!.parsed.text).toContain("Knee pain <b>since March</b> & swelling");
    expect(mail!.parsed.html).toContain("Knee pain &lt;b&gt;since March&lt;/b&gt; &amp; swelling");
    expect(mail!.parsed.html).not.toContain("<b>since");
    expect(mail!.parsed.text).toMatch(/\/admin\/inquiries\?q=%2B919848012345/);
    expect((await outbox())[0]).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    // Nothing more to send: a second round sends nothing.
    expect(await sendDueMail(services, mailer!)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
  });

  it("answers the visitor with a reply-to of their address, and a name cannot add headers", async () => {
    smtp = await startTestSmtp();
    const { services, mailer } = servicesFor(smtp.url);
    // The wellness form takes an email; its name field refuses nothing but length.
    const answer = await postInquiryApi(
      "wellness",
      { name: "Ravi\r\nBcc: everyone@example.com", phone: "+91 90000 11001", email: "ravi@example.com", message: "Hello" },
      makeContext(services),
    );
    expect(answer.response.status).toBe(200);
    await sendDueMail(services, mailer!);
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.envelopeTo).toEqual([INBOX]);
    expect(mail!.parsed.bcc).toBeUndefined();
    const headers = mail!.raw.slice(0, mail!.raw.search(/\r?\n\r?\n/));
    expect(headers).not.toMatch(/^Bcc:/im);
    expect([...mail!.parsed.headers.keys()]).not.toContain("bcc");
    expect(mail!.parsed.subject).toMatch(/^New inquiry from Ravi Bcc: everyone@example\.com \(Wellness\)/);
    expect(mail!.parsed.replyTo?.text).toBe("ravi@example.com");
  });

  it("is not queued when notifications are off (no SMTP_URL), and the dashboard says so", async () => {
    const { services } = servicesFor(null);
    await submit(services);
    expect(await outbox()).toEqual([]);
    expect(await notificationCheck(services)).toEqual({ ok: false, detail: expect.stringMatching(/^Off: set SMTP_URL/) });
  });

  it("when SMTP is down, the lead is stored and the visitor answered at once; the mail goes out once SMTP is back", async () => {
    const port = await freePort();
    const { services, mailer } = servicesFor(`smtp://127.0.0.1:${port}`);
    const answer = await submit(services);
    expect(answer.data.whatsappUrl).toMatch(/^https:\/\/wa\.me\//);
    expect(await database.db.$count(inquiries)).toBe(1);

    const t0 = Date.now();
    expect(await sendDueMail(services, mailer!)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(t0 + 9_000);
    const check = await notificationCheck(services);
    expect(check.ok).toBe(false);
    expect(check.detail).toMatch(/^1 waiting, oldest 0 min; the last try failed: .*ECONNREFUSED/);

    smtp = await startTestSmtp(port);
    // Not before its retry time…
    expect(await sendDueMail(services, mailer!)).toEqual({ sent: 0, retried: 0, failed: 0 });
    // …and then once.
    const later = () => new Date(Date.now() + 11_000);
    expect(await sendDueMail(services, mailer!, later)).toEqual({ sent: 1, retried: 0, failed: 0 });
    await smtp.waitForMails(1);
    expect(await sendDueMail(services, mailer!, later)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    expect(await notificationCheck(services)).toEqual({ ok: true, detail: `On: 1 sent in the last day to ${INBOX}` });
  });

  it("is given up after 48 hours of failures, which the dashboard shows", async () => {
    const port = await freePort();
    const { services, mailer } = servicesFor(`smtp://127.0.0.1:${port}`);
    await submit(services);
    const twoDaysOn = () => new Date(Date.now() + 48 * 3_600_000 + 60_000);
    expect(await sendDueMail(services, mailer!, twoDaysOn)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await outbox())[0]).toMatchObject({ status: "failed" });
    expect((await notificationCheck(services)).detail).toMatch(/^1 not delivered in the last 7 days/);
  });

  it("waits, with the reason on the dashboard, while the clinic settings name no address", async () => {
    smtp = await startTestSmtp();
    await setNotifications([], "");
    const { services, mailer } = servicesFor(smtp.url);
    await submit(services);
    expect(await notificationCheck(services)).toEqual({ ok: false, detail: expect.stringMatching(/^No address to send to/) });
    expect(await sendDueMail(services, mailer!)).toEqual({ sent: 0, retried: 1, failed: 0 });
    await setNotifications([INBOX, "owner@samudra-rehab.example"], "");
    expect(await sendDueMail(services, mailer!, () => new Date(Date.now() + 11_000))).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.envelopeTo.sort()).toEqual([INBOX, "owner@samudra-rehab.example"].sort());
  });

  it("is dropped when the lead was deleted before it went out", async () => {
    smtp = await startTestSmtp();
    const { services, mailer } = servicesFor(smtp.url);
    await submit(services);
    // The retention job or an admin deleting the inquiry takes its queued mail with it.
    await database.db.delete(inquiries);
    expect(await outbox()).toEqual([]);
    expect(await sendDueMail(services, mailer!)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});

describe("the lease on a claimed mail", () => {
  it("keeps others off while it lasts, frees the mail after it (a sender that died), and is freed at start on PGlite", async () => {
    const { services } = servicesFor(`smtp://127.0.0.1:${await freePort()}`);
    await submit(services);
    const now = new Date();
    const [claimed] = await claimDueMail(database.db, now);
    expect(claimed).toMatchObject({ kind: "inquiry", attempts: 1 });
    // Another instance, while the first one is (supposedly) sending:
    expect(await claimDueMail(database.db, new Date(now.getTime() + (LEASE_SECONDS - 1) * 1000))).toEqual([]);
    // The sender died without a word: after its lease the mail is anyone's again.
    expect(await claimDueMail(database.db, new Date(now.getTime() + (LEASE_SECONDS + 1) * 1000))).toMatchObject([
      { id: claimed!.id, attempts: 2 },
    ]);
    await releaseLeases(database.db);
    expect(await claimDueMail(database.db, new Date())).toMatchObject([{ id: claimed!.id, attempts: 3 }]);
  });
});

describe("the daily digest", () => {
  it("goes out once at the set time (India time), counting the last day's leads and those still new", async () => {
    smtp = await startTestSmtp();
    const { services, mailer } = servicesFor(smtp.url);
    await submit(services);
    await submit(services, { ...lead, name: "Meera Iyer" }, "203.0.113.8");
    await sendDueMail(services, mailer!);
    await smtp.waitForMails(2);
    await setNotifications([INBOX], "08:30");
    // 08:29 India time is 02:59 UTC: not yet.
    const at = (utc: string) => () => new Date(`${new Date().toISOString().slice(0, 10)}T${utc}:00Z`);
    expect(await sendDueMail(services, mailer!, at("02:59"))).toEqual({ sent: 0, retried: 0, failed: 0 });
    // The leads were received "now"; the digest at 08:45 looks back a day from its own time.
    const digestTime = at("03:15");
    const round = await sendDueMail(services, mailer!, digestTime);
    expect(round.sent).toBe(1);
    const digest = smtp.mails[2]!;
    expect(digest.parsed.subject).toMatch(/^Samudra inquiries, \d{4}-\d{2}-\d{2}: \d+ new in the last day, 2 awaiting an answer$/);
    expect(digest.parsed.text).toContain("2 are still marked new.");
    // Another instance, or a later round the same day: no second digest.
    expect(await sendDueMail(services, mailer!, at("04:00"))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(3);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  it("send each lead's mail exactly once", async () => {
    smtp = await startTestSmtp();
    const { services } = servicesFor(smtp.url);
    for (let i = 0; i < 12; i++) await submit(services, { ...lead, name: `Patient ${i}` }, `203.0.113.${20 + i}`);
    // A second instance: its own connection pool to the same database, its own SMTP connection.
    const other = database.url ? await openPostgres(database.url) : null;
    expect(other, "the test database exposes its URL").not.toBeNull();
    try {
      const a = servicesFor(smtp.url);
      const b = servicesFor(smtp.url, other!);
      const rounds = await Promise.all([
        sendDueMail(a.services, a.mailer!),
        sendDueMail(b.services, b.mailer!),
        sendDueMail(a.services, a.mailer!),
        sendDueMail(b.services, b.mailer!),
      ]);
      expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(12);
      await smtp.waitForMails(12);
      expect(new Set(smtp.mails.map((m) => m.parsed.subject)).size).toBe(12);
      expect(await database.db.$count(mailOutbox, eq(mailOutbox.status, "sent"))).toBe(12);
    } finally {
      await other?.close();
    }
  });
});
