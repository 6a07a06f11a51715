import { desc, eq, sql } from "drizzle-orm";
import type { AppServices } from "../context.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import { notificationSettings } from "~/content-types/clinic-settings";
import { confirmationFigures, outboxFigures } from "../mail/outbox.server";
import { noticeFigures } from "../booking/notice-outbox.server";
import { whatsappConfigured } from "../whatsapp/cloud-api.server";
import { backupChecks } from "../backup/status.server";
import { newLeads } from "./lead-reports.server";
import type { Db } from "../db/client.server";
import { auditLog, inquiries, inquiryDayCounts, users } from "../db/schema.server";
import { activeContentCounts } from "../content/content-counts.server";

/** The tiles' figures: the content shown, and the new leads. */
export async function dashboardCounts(services: AppServices) {
  const { db } = services.database;
  const [content, newInquiries] = await Promise.all([activeContentCounts(db), newLeads(db)]);
  return { ...content, newInquiries };
}

export interface WaitingWork {
  /** When the longest-waiting new lead arrived; null when none is new. */
  oldestNew: Date | null;
  /** New leads waiting longer than the clinic's answer time. */
  overdue: number;
  /** Leads whose follow-up date has come (the call list's second part), and of them the viewer's. */
  followUpsDue: number;
  mine: number;
}

/**
 * What needs someone now (issue 44 item 7: a phone admin starts with it), in one statement of
 * three index reads: the oldest new lead (inquiries_status_created_idx), new leads past the
 * answer time, and follow-ups due by `today` (inquiries_follow_up_idx, the call list's rule).
 */
export async function waitingWork(db: Db, userId: number, today: string, overdueBefore: Date): Promise<WaitingWork> {
  const due = sql`${inquiries.status} <> 'new' and ${inquiries.followUpOn} is not null and ${inquiries.followUpOn} <= ${today}::date`;
  // The follow-ups due and the viewer's share of them in one pass over the index's rows.
  const followUps = db
    .select({
      due: sql<number>`count(*)`.mapWith(Number).as("due"),
      mine: sql<number>`count(*) filter (where ${inquiries.assignedTo} = ${userId})`.mapWith(Number).as("mine"),
    })
    .from(inquiries)
    .where(due)
    .as("follow_ups");
  const [row] = await db
    .select({
      oldestNew: sql<Date | null>`(select min(${inquiries.createdAt}) from ${inquiries} where ${inquiries.status} = 'new')`.mapWith(
        inquiries.createdAt,
      ),
      // All new leads (the rollup, decision 043) less the recent ones: counting the old ones
      // directly visited each of their rows (4,000 at 200,000 leads: 30 ms on PGlite).
      overdue: sql<number>`(select coalesce(sum(${inquiryDayCounts.n}), 0) from ${inquiryDayCounts}
        where ${inquiryDayCounts.dimension} = 'status' and ${inquiryDayCounts.key} = 'new')
        - (select count(*) from ${inquiries} where ${inquiries.status} = 'new' and ${inquiries.createdAt} >= ${overdueBefore})`.mapWith(
        Number,
      ),
      followUpsDue: followUps.due,
      mine: followUps.mine,
    })
    .from(followUps);
  return { oldestNew: row?.oldestNew ?? null, overdue: row?.overdue ?? 0, followUpsDue: row?.followUpsDue ?? 0, mine: row?.mine ?? 0 };
}

export function recentActivity(services: AppServices, limit = 10) {
  return services.database.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      summary: auditLog.summary,
      at: auditLog.at,
      username: users.username,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

export interface SystemCheck {
  label: string;
  ok: boolean;
  detail: string;
}

/** Live checks, run on each dashboard view. */
export async function systemStatus(services: AppServices, version: string, now = Date.now()): Promise<SystemCheck[]> {
  const started = performance.now();
  const database = await services.database
    .ping()
    .then(() => ({
      ok: true,
      detail: `${services.database.kind === "pglite" ? "Embedded PostgreSQL (PGlite)" : "PostgreSQL server"}, ${Math.round(performance.now() - started)} ms`,
    }))
    .catch(() => ({ ok: false, detail: "Not reachable" }));
  const where = services.media.kind === "s3" ? "S3 bucket" : "Media folder";
  const storage = (await services.media.writable())
    ? { ok: true, detail: `${where} writable` }
    : { ok: false, detail: `${where} not writable` };
  const uptimeSeconds = Math.floor((now - services.startedAt.getTime()) / 1000);
  const mail = await notificationCheck(services, now).catch(() => ({ ok: false, detail: "Unknown: the mail outbox could not be read" }));
  const backups = await backupChecks(services, now).catch(() => [
    { label: "Backups", ok: false, detail: "Unknown: the backup record could not be read" },
  ]);
  return [
    { label: "Database", ...database },
    { label: "Media storage", ...storage },
    { label: "Email notifications", ...mail },
    {
      label: "Appointment messages",
      ...(await appointmentMessagesCheck(services, now).catch(() => ({
        ok: false,
        detail: "Unknown: the appointment messages could not be read",
      }))),
    },
    ...(services.proxyWatch ? [{ label: "Reverse proxy", ...services.proxyWatch.check() }] : []),
    ...backups,
    { label: "Version", ok: true, detail: version },
    { label: "Uptime", ok: true, detail: formatUptime(uptimeSeconds) },
  ];
}

export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  return `${m} min`;
}

/** Whether patients are told of their appointments (issue 47 item 5; decision 092). */
export async function appointmentMessagesCheck(services: AppServices, now = Date.now()): Promise<Omit<SystemCheck, "label">> {
  const channels = [services.env.SMTP_URL ? "e-mail" : null, whatsappConfigured(services.env) ? "WhatsApp" : null].filter(Boolean);
  // Its cause is the mail check's own (no SMTP_URL), which already asks for attention.
  if (channels.length === 0)
    return { ok: true, detail: "Off: set SMTP_URL (and the WHATSAPP_* settings) to confirm and remind patients' bookings" };
  const f = await noticeFigures(services.database.db, new Date(now));
  const by = f.byWhatsappLastDay > 0 ? ` (${f.byWhatsappLastDay} by WhatsApp)` : "";
  const failed =
    f.failedLastWeek > 0
      ? `; ${f.failedLastWeek} not delivered in the last 7 days${f.lastError ? `, the latest: ${f.lastError}` : ""}`
      : "";
  if (f.failingNow > 0) return { ok: false, detail: `${f.failingNow} waiting after a failed try: ${f.lastError ?? "unknown"}` };
  return { ok: true, detail: `On (${channels.join(" and ")}): ${f.sentLastDay} sent in the last day${by}${failed}` };
}

/** Whether new leads reach someone's mailbox (issue 15), in words a receptionist can act on. */
export async function notificationCheck(services: AppServices, now = Date.now()): Promise<Omit<SystemCheck, "label">> {
  if (!services.env.SMTP_URL) return { ok: false, detail: "Off: set SMTP_URL and MAIL_FROM on the server to email each new inquiry" };
  const { to } = notificationSettings(await readClinicSettings(services.database.db));
  if (to.length === 0) return { ok: false, detail: "No address to send to: add one under Clinic settings, Staff notifications" };
  const f = await outboxFigures(services.database.db, new Date(now));
  const recipients = `to ${to.join(", ")}`;
  if (f.waiting > 0 && f.lastError) {
    const since = f.oldestWaiting ? `, oldest ${formatUptime(Math.floor((now - f.oldestWaiting.getTime()) / 1000))}` : "";
    return { ok: false, detail: `${f.waiting} waiting${since}; the last try failed: ${f.lastError}` };
  }
  if (f.failedLastWeek > 0)
    return {
      ok: false,
      detail: `${f.failedLastWeek} not delivered in the last 7 days (given up after 48 hours); ${f.sentLastDay} sent in the last day ${recipients}`,
    };
  const waiting = f.waiting > 0 ? `, ${f.waiting} on the way` : "";
  // Patients' own confirmations (docs/decisions/071), said only once there are some.
  const c = await confirmationFigures(services.database.db, new Date(now));
  const refused = c.undeliveredLastWeek > 0 ? `, ${c.undeliveredLastWeek} not delivered in the last 7 days` : "";
  const patients =
    c.sentLastDay + c.undeliveredLastWeek > 0 ? `; confirmations to patients: ${c.sentLastDay} sent in the last day${refused}` : "";
  return { ok: true, detail: `On: ${f.sentLastDay} sent in the last day ${recipients}${waiting}${patients}` };
}
