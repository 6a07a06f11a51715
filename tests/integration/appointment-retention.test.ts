// Issue 47 item 8: appointments join the retention policy. An appointment is deleted a set number
// of days after it took place (a cancelled one: after the time it was booked for), its reminder
// consents and messages with it; holds nobody booked go a day after they ran out, and messages a
// month past. Counts only reach the log and the audit. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { APPOINTMENT_RETENTION_DAYS, BOOKING_LINK_DAYS, legalPageSeed } from "~/content/legal";
import { contentTranslations } from "~/content/translations";
import { DEFAULT_APPOINTMENT_RETENTION_DAYS, MIN_APPOINTMENT_RETENTION_DAYS } from "~/lib/appointment-retention";
import { clinicView } from "~/lib/clinic-view";
import { action, loader } from "~/routes/admin/inquiries";
import { userContext } from "~/server/auth/guards.server";
import type { SessionUser } from "~/server/auth/session.server";
import { LINK_DAYS_AFTER, sealPatient } from "~/server/booking/bookings.server";
import type { Database } from "~/server/db/client.server";
import {
  appointmentNotices,
  appointments,
  type AppointmentStatus,
  auditLog,
  type NoticeStatus,
  reminderConsents,
  settings,
} from "~/server/db/schema.server";
import { purgeOldAppointments, startRetentionJob } from "~/server/jobs/retention.server";
import { getAppointmentRetentionDays, saveAppointmentRetentionDays } from "~/server/repos/appointment-retention.server";
import { demoStaff, makeContext, makeServices, routeArgs, TEST_HEALTH_KEY } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
let admin: SessionUser;
let editor: SessionUser;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ admin, editor } = await demoStaff(database));
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(appointments);
  await database.db.delete(auditLog);
  await database.db.delete(settings).where(eq(settings.key, "appointment_retention_days"));
  await database.db.delete(settings).where(eq(settings.key, "inquiry_retention_days"));
});

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = new Date("2026-12-06T06:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
let made = 0;

const PATIENT = {
  name: "Asha Rao",
  phone: "+919876543210",
  email: "asha@example.com",
  country: "India",
  note: "Knee pain",
  zone: "Asia/Kolkata",
};

/** An appointment of an hour that ended `endedDaysAgo` days before NOW (negative: in the future). */
async function addAppointment(
  endedDaysAgo: number,
  status: AppointmentStatus = "completed",
  values: Partial<typeof appointments.$inferInsert> = {},
) {
  const reference = `SAM-T${String(++made).padStart(5, "0")}`;
  const endsAt = ago(endedDaysAgo);
  const startsAt = new Date(endsAt.getTime() - HOUR);
  const held = status === "held";
  const [row] = await database.db
    .insert(appointments)
    .values({
      reference,
      serviceName: "Hyperbaric oxygen session",
      startsAt,
      endsAt,
      occupiedUntil: new Date(endsAt.getTime() + 15 * 60_000),
      status,
      patient: held ? null : sealPatient(TEST_HEALTH_KEY, PATIENT, reference),
      bookedAt: held ? null : new Date(startsAt.getTime() - 7 * DAY),
      holdExpiresAt: held ? new Date(startsAt.getTime() - 7 * DAY) : null,
      locale: "en",
      ...values,
    })
    .returning();
  if (!row) throw new Error("not inserted");
  return row;
}

/** The patient's yes to WhatsApp reminders for an appointment. */
async function addConsent(appointmentId: number) {
  await database.db.insert(reminderConsents).values({
    appointmentId,
    channel: "whatsapp",
    givenAt: ago(500),
    textVersion: "reminders-2026-12",
    form: "book",
    phoneKey: "test-phone-key",
  });
}

async function addNotice(appointmentId: number, values: { status: NoticeStatus; dueDaysAgo: number; forStartsAt: Date }) {
  const [row] = await database.db
    .insert(appointmentNotices)
    .values({
      appointmentId,
      event: "reminder",
      channel: "whatsapp",
      dedupeKey: `test:${++made}`,
      forStartsAt: values.forStartsAt,
      minutesBefore: 120,
      status: values.status,
      dueAt: ago(values.dueDaysAgo),
    })
    .returning();
  if (!row) throw new Error("not inserted");
  return row;
}

const ids = async () => (await database.db.select({ id: appointments.id }).from(appointments)).map((r) => r.id).sort((a, b) => a - b);
const consentsOf = async (appointmentId: number) =>
  database.db.select().from(reminderConsents).where(eq(reminderConsents.appointmentId, appointmentId));

/** Services whose log lines are kept, to check what the clean-up says. */
function servicesWithLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { services: { ...makeServices(database), log: pino({ level: "info" }, sink) }, lines };
}

describe("purgeOldAppointments", () => {
  it("deletes an appointment a year after it took place, its consent record and messages with it; a recent one is kept with its consent", async () => {
    expect(await getAppointmentRetentionDays(database.db)).toBe(DEFAULT_APPOINTMENT_RETENTION_DAYS);
    const old = await addAppointment(365.01);
    await addConsent(old.id);
    await addNotice(old.id, { status: "pending", dueDaysAgo: 366, forStartsAt: old.startsAt });
    const noShow = await addAppointment(400, "no_show");
    const recent = await addAppointment(364.99);
    await addConsent(recent.id);
    const coming = await addAppointment(-10, "booked");

    const { services, lines } = servicesWithLog();
    expect(await purgeOldAppointments(services, NOW)).toEqual({ appointments: 2, holds: 0, notices: 0 });
    expect(await ids()).toEqual([recent.id, coming.id].sort((a, b) => a - b));
    expect(await consentsOf(old.id)).toHaveLength(0);
    expect(await database.db.select().from(appointmentNotices).where(eq(appointmentNotices.appointmentId, old.id))).toHaveLength(0);
    expect(await consentsOf(recent.id)).toHaveLength(1);

    const audits = await database.db.select().from(auditLog);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userId: null,
      action: "purge",
      entity: "appointment",
      entityId: null,
      summary: "deleted 2 appointments more than 365 days after they took place",
    });
    // Counts only: no reference, name, phone or e-mail in the log or the audit.
    const said = lines.join("") + JSON.stringify(audits);
    expect(said).toMatch(/"appointments":2/);
    for (const secret of [old.reference, noShow.reference, PATIENT.name, PATIENT.phone, PATIENT.email, PATIENT.note]) {
      expect(said).not.toContain(secret);
    }
  });

  it("counts a cancelled appointment from the time it was booked for, and keeps one that is still to come", async () => {
    await addAppointment(366, "cancelled", { cancelledAt: ago(400) });
    // Cancelled only last week, but it was to take place more than a year ago: its time counts.
    const lateCancel = await addAppointment(365.5, "cancelled", { cancelledAt: ago(7) });
    const cancelledRecently = await addAppointment(200, "cancelled", { cancelledAt: ago(210) });
    const futureCancelled = await addAppointment(-30, "cancelled", { cancelledAt: ago(1) });
    await addAppointment(370, "checked_in");
    // Never marked after it ended: deleted by its end all the same.
    await addAppointment(380, "booked");
    await addConsent(lateCancel.id);

    const purged = await purgeOldAppointments(makeServices(database), NOW);
    expect(purged.appointments).toBe(4);
    expect(await ids()).toEqual([cancelledRecently.id, futureCancelled.id].sort((a, b) => a - b));
    expect(await consentsOf(lateCancel.id)).toHaveLength(0);
  });

  it("respects the configured period; a second run (another instance) finds nothing", async () => {
    await saveAppointmentRetentionDays(database.db, 30);
    await addAppointment(40);
    const twenty = await addAppointment(20);
    await addConsent(twenty.id);
    expect((await purgeOldAppointments(makeServices(database), NOW)).appointments).toBe(1);
    expect((await purgeOldAppointments(makeServices(database), NOW)).appointments).toBe(0);
    expect(await ids()).toEqual([twenty.id]);
    expect(await consentsOf(twenty.id)).toHaveLength(1);
    const audits = await database.db.select().from(auditLog);
    expect(audits.map((a) => a.summary)).toEqual(["deleted 1 appointment more than 30 days after it took place"]);
  });

  it("deletes in batches, oldest first, and audits the total once", async () => {
    await saveAppointmentRetentionDays(database.db, 30);
    for (let i = 0; i < 7; i++) {
      const row = await addAppointment(40 + i);
      await addConsent(row.id);
    }
    const recent = await addAppointment(5);
    expect((await purgeOldAppointments(makeServices(database), NOW, 3)).appointments).toBe(7);
    expect(await ids()).toEqual([recent.id]);
    expect(await database.db.select().from(reminderConsents)).toHaveLength(0);
    expect((await database.db.select().from(auditLog)).map((a) => a.summary)).toEqual([
      "deleted 7 appointments more than 30 days after they took place",
    ]);
  });

  it("falls back to the default when the stored setting is out of bounds", async () => {
    await database.db.insert(settings).values({ key: "appointment_retention_days", value: 1 });
    await addAppointment(10);
    expect(await getAppointmentRetentionDays(database.db)).toBe(DEFAULT_APPOINTMENT_RETENTION_DAYS);
    expect((await purgeOldAppointments(makeServices(database), NOW)).appointments).toBe(0);
  });

  it("deletes holds nobody booked a day after they ran out, and holds let go a day after; never a booking", async () => {
    // Held for a time next week; ran out two days ago, or an hour ago.
    await addAppointment(-7, "held", { holdExpiresAt: ago(2) });
    const fresh = await addAppointment(-7, "held", { holdExpiresAt: new Date(NOW.getTime() - HOUR) });
    // "Choose another time": the hold marked cancelled, no patient, never booked.
    await addAppointment(-7, "cancelled", { patient: null, bookedAt: null, holdExpiresAt: null, updatedAt: ago(2) });
    const letGoToday = await addAppointment(-7, "cancelled", { patient: null, bookedAt: null, holdExpiresAt: null, updatedAt: ago(0.5) });
    // A real booking cancelled two days ago stays until its own time is a year past.
    const cancelledBooking = await addAppointment(-7, "cancelled", { cancelledAt: ago(2), updatedAt: ago(2) });

    const { services, lines } = servicesWithLog();
    expect(await purgeOldAppointments(services, NOW)).toEqual({ appointments: 0, holds: 2, notices: 0 });
    expect(await ids()).toEqual([fresh.id, letGoToday.id, cancelledBooking.id].sort((a, b) => a - b));
    // Housekeeping, not the policy's deletions: logged as a count, not in the activity list.
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
    expect(lines.join("")).toMatch(/"holds":2/);
  });

  it("prunes messages a month past, never one still waiting nor one about an appointment to come", async () => {
    const past = await addAppointment(35);
    const coming = await addAppointment(-20, "booked");
    const sent = await addNotice(past.id, { status: "delivered", dueDaysAgo: 36, forStartsAt: past.startsAt });
    const skipped = await addNotice(past.id, { status: "skipped", dueDaysAgo: 40, forStartsAt: past.startsAt });
    const waiting = await addNotice(past.id, { status: "pending", dueDaysAgo: 36, forStartsAt: past.startsAt });
    const lately = await addNotice(past.id, { status: "sent", dueDaysAgo: 10, forStartsAt: ago(5) });
    // The confirmation of a booking made long ahead: sent 40 days ago, its appointment still to come.
    const confirmation = await addNotice(coming.id, { status: "read", dueDaysAgo: 40, forStartsAt: coming.startsAt });

    expect(await purgeOldAppointments(makeServices(database), NOW)).toEqual({ appointments: 0, holds: 0, notices: 2 });
    const left = (await database.db.select({ id: appointmentNotices.id }).from(appointmentNotices)).map((r) => r.id).sort((a, b) => a - b);
    expect(left).toEqual([waiting.id, lately.id, confirmation.id].sort((a, b) => a - b));
    expect(left).not.toContain(sent.id);
    expect(left).not.toContain(skipped.id);
    expect(await ids()).toHaveLength(2);
  });

  it("never deletes an appointment while its private link still works", () => {
    expect(MIN_APPOINTMENT_RETENTION_DAYS).toBeGreaterThanOrEqual(LINK_DAYS_AFTER);
    expect(BOOKING_LINK_DAYS).toBe(LINK_DAYS_AFTER);
  });
});

describe("retention schedule", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the daily job deletes old appointments after the inquiries", async () => {
    await addAppointment(1000);
    const kept = await addAppointment(-1, "booked");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const job = startRetentionJob(makeServices(database), { firstRunMs: 5_000, intervalMs: 86_400_000 });
    vi.advanceTimersByTime(5_000);
    job.stop();
    vi.useRealTimers();
    await vi.waitFor(async () => {
      expect(await ids()).toEqual([kept.id]);
    });
  });
});

describe("the retention form in the inbox", () => {
  const ORIGIN = "http://localhost";
  function contextFor(user: SessionUser) {
    const context = makeContext(makeServices(database));
    context.set(userContext, user);
    return context;
  }
  const list = (user: SessionUser = admin) =>
    loader(routeArgs(new Request(`${ORIGIN}/admin/inquiries`), contextFor(user), "/admin/inquiries") as Parameters<typeof loader>[0]);
  async function post(fields: Record<string, string>, user: SessionUser = admin) {
    const request = new Request(`${ORIGIN}/admin/inquiries`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    });
    try {
      return { value: await action(routeArgs(request, contextFor(user), "/admin/inquiries") as Parameters<typeof action>[0]) };
    } catch (thrown) {
      return { thrown };
    }
  }
  const toastOf = (response: Response) => {
    const raw = /admin_toast=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1];
    return raw ? (JSON.parse(decodeURIComponent(raw)) as { kind: string; message: string }).message : null;
  };

  it("shows the appointments' period beside the inquiries', with what the privacy policy states", async () => {
    expect((await list()).retention.appointments).toEqual({ days: 365, policyDays: APPOINTMENT_RETENTION_DAYS });
    expect((await list(editor)).retention).toMatchObject({ canEdit: false, appointments: { days: 365 } });
  });

  it("an admin sets both: stored, audited once, and the toast says what the next clean-up removes", async () => {
    await addAppointment(100);
    const { thrown } = await post({ intent: "retention", days: "365", appointmentDays: "90" });
    expect((thrown as Response).status).toBe(302);
    expect(toastOf(thrown as Response)).toBe(
      "Inquiries will be kept for 365 days. Appointments will be kept for 90 days after they take place. 1 appointment is older than that and will be deleted at the next daily clean-up.",
    );
    expect(await getAppointmentRetentionDays(database.db)).toBe(90);
    const audits = await database.db.select().from(auditLog);
    expect(audits.map((a) => a.summary)).toEqual(["set inquiry retention to 365 days and appointment retention to 90 days"]);
    expect((await list()).retention.appointments.days).toBe(90);

    // Unchanged, or from a page without the field: the appointments' setting stays as it is.
    await post({ intent: "retention", days: "200", appointmentDays: "90" });
    await post({ intent: "retention", days: "200" });
    expect(await getAppointmentRetentionDays(database.db)).toBe(90);
  });

  it("refuses an appointments' period out of bounds, naming that field and keeping what was typed", async () => {
    for (const appointmentDays of ["29", "3651", "abc", ""]) {
      const { value } = await post({ intent: "retention", days: "365", appointmentDays });
      expect(value, appointmentDays).toMatchObject({
        init: { status: 400 },
        data: {
          intent: "retention",
          days: "365",
          appointmentDays,
          field: "appointmentDays",
          error: "Please enter a whole number of days from 30 to 3650.",
        },
      });
    }
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
    expect(await getAppointmentRetentionDays(database.db)).toBe(365);
  });

  it("is admin-only", async () => {
    const { thrown } = await post({ intent: "retention", days: "365", appointmentDays: "90" }, editor);
    const status = thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } } | undefined)?.init?.status;
    expect(status).toBe(403);
    expect(await getAppointmentRetentionDays(database.db)).toBe(365);
  });
});

describe("the privacy policy states it in every language", () => {
  const clinic = clinicView(clinicSettingsSeed, new Date(0));

  it("the English names appointments' retention, the consent records, withdrawal and Meta as processor", () => {
    const page = legalPageSeed("privacy-policy", clinic);
    const text = page.sections.map((s) => s.body).join(" ");
    expect(text).toContain(`Appointments are deleted ${DEFAULT_APPOINTMENT_RETENTION_DAYS} days after the appointment`);
    expect(text).toContain("records of your consent to reminders");
    expect(text).toMatch(/reply STOP to our WhatsApp messages/);
    expect(text).toMatch(/WhatsApp Business Platform[^.]*data processor/);
    expect(text).toMatch(/stored encrypted \(AES-256\)/);
    expect(text).toContain(`stops working ${LINK_DAYS_AFTER} days after the appointment`);
  });

  it("each translation states the same numbers and how to stop reminders", () => {
    for (const locale of ["hi", "te", "ar"] as const) {
      const page = contentTranslations[locale].legal!(clinic)["privacy-policy"];
      const text = page.sections.map((s) => s.body).join(" ");
      expect(text, locale).toContain(String(DEFAULT_APPOINTMENT_RETENTION_DAYS));
      expect(text, locale).toContain(`${LINK_DAYS_AFTER}`);
      expect(text, locale).toContain("STOP");
      expect(text, locale).toContain("WhatsApp Business Platform");
      expect(text, locale).toContain("AES-256");
      expect(page.sections, locale).toHaveLength(6);
    }
  });
});
