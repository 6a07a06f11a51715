// Issue 47 item 5: a booking's confirmation and reminders, by e-mail through a real SMTP server
// on loopback and by WhatsApp through a stand-in of the Graph API on loopback; each sent once,
// never for a moved or cancelled time or after consent is withdrawn; a failed WhatsApp message
// goes by e-mail; the webhook's statuses and STOP replies, signed, and nothing unsigned. Runs on
// PGlite and, in CI's second run, PostgreSQL.
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { instantOf } from "~/lib/availability";
import type { PatientDetails } from "~/lib/booking-schema";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";
import { holdTime } from "~/server/booking/appointments.server";
import { appointmentByToken, cancelBooking, confirmBooking, linkFor, moveBooking } from "~/server/booking/bookings.server";
import { manageAction, manageView } from "~/server/booking/manage-page.server";
import { phoneKeyOf, phoneKeySecret, type ReminderChoices } from "~/server/booking/notices.server";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { appointmentNotices, appointments, bookingServices, reminderConsents } from "~/server/db/schema.server";
import { sendDueNotices, type NoticeProviders } from "~/server/jobs/appointment-notices.server";
import { appointmentMessagesCheck } from "~/server/repos/dashboard.server";
import { createMailer } from "~/server/mail/transport.server";
import { createWhatsApp } from "~/server/whatsapp/cloud-api.server";
import { handleWebhookPost, verifySubscription } from "~/server/whatsapp/webhook.server";
import { type GraphApiStandIn, signatureOf, startGraphApi, TEST_WHATSAPP, webhookBody, whatsappEnv } from "../support/graph-api";
import { makeServices } from "../support/services";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { createTestDatabase } from "../support/test-db";

const at = (day: string, time: string) => instantOf(CLINIC_TIME_ZONE, day, time);
const minutes = (n: number) => n * 60_000;
/** Friday 20 March 2026 in India; London is on GMT until Sunday 29 March, then BST. */
const NOW = at("2026-03-20", "09:00");
/** Tuesday 31 March 2026, 10:00 in India: 05:30 in London (BST), 04:30 UTC. */
const START = at("2026-03-31", "10:00");
const REMINDERS = [1440, 120];

const london: PatientDetails = {
  name: "Margaret Hughes",
  phone: "+447911123456",
  email: "margaret@example.com",
  country: "United Kingdom",
  note: null,
  zone: "Europe/London",
};

let database: Database;
let smtp: TestSmtp;
let graph: GraphApiStandIn;
let services: AppServices;
let providers: NoticeProviders;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  graph = await startGraphApi({ languages: ["en", "hi", "ar"], notOnWhatsApp: (digits) => digits === "14155550123" });
  services = makeServices(database, {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Samudra <website@samudra.example>",
    SITE_URL: "https://samudra.example",
    ...whatsappEnv(graph, "en,hi,te,ar"),
  });
  providers = { mailer: createMailer(services.env), whatsapp: createWhatsApp(services.env) };
});
afterAll(async () => {
  providers.mailer?.close();
  await Promise.all([smtp.stop(), graph.stop()]);
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(appointments);
});
afterEach(() => {
  smtp.mails.length = 0;
  graph.messages.length = 0;
});

async function book(opts: { details?: PatientDetails; reminders?: ReminderChoices; startsAt?: Date; locale?: "en" | "te" } = {}) {
  const [service] = await database.db.select().from(bookingServices).where(eq(bookingServices.name, "Cryotherapy session"));
  const held = await holdTime(database.db, { serviceId: service!.id, startsAt: opts.startsAt ?? START, now: NOW });
  if (!held.ok) throw new Error(`hold refused: ${held.reason}`);
  const details = opts.details ?? london;
  const booked = await confirmBooking(database.db, services.healthKey, {
    holdToken: await linkFor(database.db, "hold", held),
    details,
    locale: opts.locale ?? "en",
    now: NOW,
    reminders: opts.reminders ?? { whatsapp: true, email: true },
    reminderMinutes: REMINDERS,
    phoneKey: phoneKeyOf(phoneKeySecret(services.ipSalt), details.phone),
  });
  if (!booked.ok) throw new Error("not booked");
  return { row: (await appointmentByToken(database.db, "manage", booked.manageToken))!, token: booked.manageToken };
}

const round = (now: Date) => sendDueNotices(services, providers, () => now);
const noticesOf = (id: number) =>
  database.db
    .select({
      event: appointmentNotices.event,
      channel: appointmentNotices.channel,
      status: appointmentNotices.status,
      minutes: appointmentNotices.minutesBefore,
    })
    .from(appointmentNotices)
    .where(eq(appointmentNotices.appointmentId, id))
    .orderBy(appointmentNotices.id);

describe("a London patient across the clock change", () => {
  it("gets the confirmation and both reminders on both channels, each once, with the page's instant everywhere", async () => {
    const { row, token } = await book();
    expect(await round(NOW)).toMatchObject({ sent: 2 });
    expect(await round(NOW)).toMatchObject({ sent: 0 });

    // The page's words for the time, in India and in London (BST by then, though GMT when booked).
    const page = await manageView(services, database.db, row, token, "en", NOW);
    expect(page.clinicWhen).toBe("Tuesday, 31 March 2026, 10:00");
    expect(page.patientWhen).toBe("Tuesday, 31 March 2026, 05:30");
    const clinicLine = `${page.clinicWhen} India time`;
    const londonLine = `${page.patientWhen} your time (Europe/London)`;

    const [mail] = smtp.mails;
    expect(mail!.envelopeTo).toEqual(["margaret@example.com"]);
    expect(mail!.parsed.subject).toContain(row.reference);
    expect(mail!.parsed.text).toContain(clinicLine);
    expect(mail!.parsed.text).toContain(londonLine);
    expect(mail!.parsed.text).toContain(`https://samudra.example/book/manage?link=${token}`);
    expect(mail!.parsed.text).toMatch(/call 108/);
    const ics = mail!.parsed.attachments.find((a) => a.filename === `${row.reference}.ics`);
    expect(ics?.contentType).toBe("text/calendar");
    expect(ics!.content.toString("utf8")).toMatch(/DTSTART:20260331T043000Z/);

    const [confirmation] = graph.messages;
    expect(confirmation).toMatchObject({ to: "447911123456", template: "samudra_appointment_confirmed", language: "en" });
    expect(confirmation!.parameters).toEqual([
      "Margaret Hughes",
      "Cryotherapy session",
      `${clinicLine} / ${londonLine}`,
      row.reference,
      `https://samudra.example/book/manage?link=${token}`,
    ]);
    // Nothing of the patient's in the outbox's rows.
    const rows = JSON.stringify(await database.db.select().from(appointmentNotices));
    expect(rows).not.toMatch(/Margaret|447911|margaret@/);

    // A day before: one reminder by each channel, and a second round (another instance) sends nothing more.
    const dayBefore = new Date(START.getTime() - minutes(1440) + minutes(1));
    const [first, second] = await Promise.all([round(dayBefore), round(dayBefore)]);
    expect(first.sent + second.sent).toBe(2);
    expect(await round(dayBefore)).toMatchObject({ sent: 0 });
    const twoHours = new Date(START.getTime() - minutes(120));
    expect(await round(twoHours)).toMatchObject({ sent: 2 });
    expect(await round(new Date(START.getTime() - minutes(5)))).toMatchObject({ sent: 0 });

    expect(smtp.mails).toHaveLength(3);
    expect(smtp.mails[2]!.parsed.text).toContain(londonLine);
    expect(graph.messages.map((m) => m.template)).toEqual([
      "samudra_appointment_confirmed",
      "samudra_appointment_reminder",
      "samudra_appointment_reminder",
    ]);
    expect(graph.messages[2]!.parameters[2]).toBe(`${clinicLine} / ${londonLine}`);
    expect((await noticesOf(row.id)).map((n) => n.status)).toEqual(["sent", "sent", "sent", "sent", "sent", "sent"]);
  });
});

describe("a booking that changes", () => {
  it("moved: the earlier time's reminders are skipped and the new time's queued; cancelled: no reminder, the cancellation told", async () => {
    const { row } = await book();
    await round(NOW);
    const later = at("2026-04-02", "11:00");
    expect(await moveBooking(database.db, row, later, NOW, REMINDERS)).toEqual({ ok: true });
    const afterMove = await noticesOf(row.id);
    expect(afterMove.filter((n) => n.status === "skipped")).toHaveLength(4);
    expect(afterMove.filter((n) => n.status === "pending").map((n) => `${n.event}:${n.channel}`)).toEqual([
      "change:email",
      "change:whatsapp",
      "reminder:whatsapp",
      "reminder:email",
      "reminder:whatsapp",
      "reminder:email",
    ]);
    expect(await round(NOW)).toMatchObject({ sent: 2 });
    expect(graph.messages.at(-1)!.parameters[2]).toContain("Thursday, 2 April 2026, 11:00 India time");

    // The old reminders' moment comes: nothing goes.
    expect(await round(new Date(START.getTime() - minutes(1439)))).toMatchObject({ sent: 0 });

    const moved = (await appointmentByToken(database.db, "manage", await linkFor(database.db, "manage", row)))!;
    expect(await cancelBooking(database.db, moved, NOW)).toEqual({ ok: true });
    expect(await round(NOW)).toMatchObject({ sent: 2 });
    expect(smtp.mails.at(-1)!.parsed.subject).toMatch(/cancelled/);
    expect(graph.messages.at(-1)!.template).toBe("samudra_appointment_cancelled");
    expect(await round(new Date(later.getTime() - minutes(100)))).toMatchObject({ sent: 0 });
  });

  it("the patient stops reminders from the page: none are sent, on either channel, and the page says so", async () => {
    const { row, token } = await book();
    const form = new FormData();
    form.set("intent", "stop-reminders");
    const answer = await manageAction(database.db, token, form, "en", NOW);
    expect((answer as Response).headers.get("Location")).toContain("done=reminders-stopped");
    const [consent] = await database.db.select().from(reminderConsents).where(eq(reminderConsents.appointmentId, row.id));
    expect(consent).toMatchObject({ withdrawnVia: "manage-page", textVersion: "reminders-2026-12", form: "book" });
    // The confirmation still goes by e-mail (the booking's own message); WhatsApp and reminders do not.
    expect(await round(NOW)).toMatchObject({ sent: 1 });
    expect(await round(new Date(START.getTime() - minutes(120)))).toMatchObject({ sent: 0 });
    const view = await manageView(services, database.db, row, token, "en", NOW);
    expect(view.reminders).toEqual({ channels: [], hours: [24, 2], withdrawn: true });
  });
});

describe("when WhatsApp cannot deliver", () => {
  it("a number not on WhatsApp gets the reminder by e-mail instead", async () => {
    const { row } = await book({
      details: { ...london, phone: "+14155550123", zone: "America/Los_Angeles" },
      reminders: { whatsapp: true, email: false },
    });
    await round(NOW);
    const reminderTime = new Date(START.getTime() - minutes(120));
    const outcome = await round(reminderTime);
    expect(outcome).toMatchObject({ failed: 1, sent: 1 });
    expect(smtp.mails.at(-1)!.parsed.subject).toMatch(/reminder/i);
    const notices = await noticesOf(row.id);
    expect(notices.filter((n) => n.channel === "whatsapp" && n.event === "reminder").map((n) => n.status)).toContain("failed");
    // The dashboard's System status says so, with the API's reason and no number.
    const check = await appointmentMessagesCheck(services, reminderTime.getTime());
    expect(check).toMatchObject({ ok: true });
    expect(check.detail).toMatch(
      /^On \(e-mail and WhatsApp\): 1 sent in the last day; 1 not delivered in the last 7 days, the latest: WhatsApp refused the message \(131026\)/,
    );
    expect(check.detail).not.toMatch(/4155550123/);
  });

  it("a template not approved in the booking's language falls back to e-mail, with the API's reason kept", async () => {
    // Telugu is listed as approved, but the stand-in (as WhatsApp would) has no Telugu translation.
    const { row } = await book({ locale: "te", reminders: { whatsapp: true, email: false } });
    expect(await round(NOW)).toMatchObject({ sent: 1, failed: 1 });
    const [failed] = await database.db
      .select({ error: appointmentNotices.lastError })
      .from(appointmentNotices)
      .where(
        and(
          eq(appointmentNotices.appointmentId, row.id),
          eq(appointmentNotices.channel, "whatsapp"),
          eq(appointmentNotices.event, "confirmation"),
        ),
      );
    expect(failed!.error).toMatch(/132001/);
  });
});

describe("the webhook", () => {
  const post = (body: string, signature: string | null, now = NOW) =>
    handleWebhookPost(
      services,
      new Request("https://samudra.example/webhooks/whatsapp", {
        method: "POST",
        body,
        headers: signature ? { "X-Hub-Signature-256": signature } : {},
      }),
      now,
    );

  it("answers Meta's subscription check only with the verify token", async () => {
    const url = (token: string) =>
      new URL(`https://samudra.example/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    const ok = verifySubscription(services, url(TEST_WHATSAPP.verifyToken));
    expect([ok.status, await ok.text()]).toEqual([200, "1158201444"]);
    expect(verifySubscription(services, url("guess")).status).toBe(403);
  });

  it("refuses an unsigned or wrongly signed delivery and changes nothing", async () => {
    const { row } = await book();
    await round(NOW);
    const [sent] = graph.messages;
    const body = webhookBody({ statuses: [{ id: sent!.id, status: "delivered", timestamp: "1774000000" }] });
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, signatureOf(body, "another-secret-0123"))).status).toBe(401);
    expect((await post(body.replace("delivered", "read"), signatureOf(body))).status).toBe(401);
    expect((await noticesOf(row.id)).filter((n) => n.channel === "whatsapp").map((n) => n.status)).toEqual(["sent", "pending", "pending"]);
    expect((await post(body, signatureOf(body))).status).toBe(200);
    expect((await noticesOf(row.id)).find((n) => n.channel === "whatsapp")!.status).toBe("delivered");
  });

  it("a failed delivery of a reminder sends it by e-mail; STOP ends that number's WhatsApp reminders at once", async () => {
    const { row } = await book({ reminders: { whatsapp: true, email: false } });
    await round(NOW);
    const dayBefore = new Date(START.getTime() - minutes(1439));
    await round(dayBefore);
    const reminder = graph.messages.at(-1)!;
    const failed = webhookBody({ statuses: [{ id: reminder.id, status: "failed", errors: [{ code: 131049, title: "Not delivered" }] }] });
    expect((await post(failed, signatureOf(failed), dayBefore)).status).toBe(200);
    expect(await round(dayBefore)).toMatchObject({ sent: 1 });
    expect(smtp.mails.at(-1)!.parsed.subject).toMatch(/reminder/i);

    const stop = webhookBody({
      messages: [{ from: "447911123456", id: "wamid.in", timestamp: "1774000000", type: "text", text: { body: " stop " } }],
    });
    expect((await post(stop, signatureOf(stop), dayBefore)).status).toBe(200);
    const [consent] = await database.db.select().from(reminderConsents).where(eq(reminderConsents.appointmentId, row.id));
    expect(consent).toMatchObject({ channel: "whatsapp", withdrawnVia: "whatsapp-stop" });
    expect((await noticesOf(row.id)).filter((n) => n.status === "pending")).toEqual([]);
    expect(await round(new Date(START.getTime() - minutes(120)))).toMatchObject({ sent: 0 });
  });
});
