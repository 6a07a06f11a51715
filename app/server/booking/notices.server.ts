// What a patient is told of their appointment, queued in the transaction that changes it (issue
// 47 item 5; docs/decisions/092). A notice row says what to tell and when; the sender
// (jobs/appointment-notices.server.ts) composes it from the appointment as it is then and skips
// it when it is no longer true (cancelled, moved, consent withdrawn).
import { createHmac } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client.server";
import type { Env } from "../env.server";
import { whatsappConfigured } from "../whatsapp/cloud-api.server";
import { appointmentNotices, type NoticeChannel, type NoticeEvent, reminderConsents } from "../db/schema.server";

/** The version of the reminder consent's words (interface texts booking.remindBy*): a changed
 * wording gets a new version, so each record says what that patient agreed to. */
export const CONSENT_TEXT_VERSION = "reminders-2026-12";

/** A reminder whose moment passed this long ago unsent (the site was down) is not sent late. */
export const REMINDER_LATE_MINUTES = 30;

export interface ReminderChoices {
  whatsapp: boolean;
  email: boolean;
}

export type ConsentForm = "book" | "front-desk";
export type WithdrawnVia = "manage-page" | "whatsapp-stop" | "front-desk";

/** A keyed hash of an E.164 number ("+447700900123" or WhatsApp's "447700900123"): a STOP from
 * that number finds its consents, and the number is not kept in clear or as a plain hash. */
export function phoneKeyOf(secret: string, phone: string): string {
  const digits = phone.replace(/[^0-9]/g, "");
  return createHmac("sha256", secret).update(`reminder-phone:${digits}`).digest("base64url").slice(0, 32);
}

/** The secret phone keys are made with: derived from the instance's salt, shared by instances. */
export const phoneKeySecret = (ipSalt: string) => createHmac("sha256", ipSalt).update("reminder-consents").digest("base64url");

/** Records the patient's yes to reminders on each channel chosen (inside the booking's transaction). */
export async function recordConsents(
  tx: Db,
  req: { appointmentId: number; choices: ReminderChoices; phoneKey: string | null; form: ConsentForm; now: Date },
): Promise<void> {
  const rows = (["whatsapp", "email"] as const)
    .filter((channel) => req.choices[channel])
    .map((channel) => ({
      appointmentId: req.appointmentId,
      channel,
      givenAt: req.now,
      textVersion: CONSENT_TEXT_VERSION,
      form: req.form,
      // On each channel's record: a STOP on WhatsApp ends that booking's reminders on both.
      phoneKey: req.phoneKey,
    }));
  if (rows.length > 0) await tx.insert(reminderConsents).values(rows).onConflictDoNothing();
}

/** The channels an appointment's reminders may use now. */
export async function consentedChannels(db: Db, appointmentId: number): Promise<Set<NoticeChannel>> {
  const rows = await db
    .select({ channel: reminderConsents.channel })
    .from(reminderConsents)
    .where(and(eq(reminderConsents.appointmentId, appointmentId), isNull(reminderConsents.withdrawnAt)));
  return new Set(rows.map((r) => r.channel));
}

/** One key per start, change (its moment) and message: moving back to an earlier time queues afresh. */
const keyOf = (
  appointmentId: number,
  startsAt: Date,
  changedAt: Date,
  event: NoticeEvent,
  channel: NoticeChannel,
  minutesBefore?: number,
) =>
  [appointmentId, startsAt.getTime(), changedAt.getTime(), event, ...(minutesBefore === undefined ? [] : [minutesBefore]), channel].join(
    ":",
  );

/**
 * Inside the transaction that booked, moved or cancelled the appointment: what the patient is
 * told of it. The message itself goes by e-mail (when they gave an address: checked when sent)
 * and by WhatsApp when they agreed to it; a booked or moved appointment's reminders are queued
 * on the channels they agreed to, at `reminderMinutes` before the start, and the reminders
 * queued for an earlier time are skipped. A reminder whose moment has already passed is not
 * queued. Queuing the same again is a no-op (the dedupe key), so a retried request tells once.
 */
export async function queueNotices(
  tx: Db,
  req: {
    appointmentId: number;
    startsAt: Date;
    event: "confirmation" | "change" | "cancellation";
    reminderMinutes: number[];
    now: Date;
    /** False: its reminders only (a series' later sessions: the first one's confirmation lists them). */
    tell?: boolean;
  },
): Promise<number> {
  const channels = await consentedChannels(tx, req.appointmentId);
  await skipPending(tx, req.appointmentId, "The appointment changed since.");
  const message = (channel: NoticeChannel) => ({
    appointmentId: req.appointmentId,
    event: req.event,
    channel,
    dedupeKey: keyOf(req.appointmentId, req.startsAt, req.now, req.event, channel),
    forStartsAt: req.startsAt,
    dueAt: req.now,
    createdAt: req.now,
  });
  const tell = req.tell ?? true;
  const rows: (typeof appointmentNotices.$inferInsert)[] = tell ? [message("email")] : [];
  if (tell && channels.has("whatsapp")) rows.push(message("whatsapp"));
  if (req.event !== "cancellation") {
    for (const minutes of req.reminderMinutes) {
      const dueAt = new Date(req.startsAt.getTime() - minutes * 60_000);
      if (dueAt <= req.now) continue;
      for (const channel of channels) {
        rows.push({
          appointmentId: req.appointmentId,
          event: "reminder",
          channel,
          dedupeKey: keyOf(req.appointmentId, req.startsAt, req.now, "reminder", channel, minutes),
          forStartsAt: req.startsAt,
          minutesBefore: minutes,
          dueAt,
          createdAt: req.now,
        });
      }
    }
  }
  if (rows.length === 0) return 0;
  const queued = await tx.insert(appointmentNotices).values(rows).onConflictDoNothing().returning({ id: appointmentNotices.id });
  return queued.length;
}

/** Marks an appointment's notices still waiting as skipped, with the reason (all channels, or one). */
export async function skipPending(
  db: Db,
  appointmentId: number | readonly number[],
  reason: string,
  opts: { channel?: NoticeChannel } = {},
): Promise<void> {
  const ids = typeof appointmentId === "number" ? [appointmentId] : [...appointmentId];
  if (ids.length === 0) return;
  await db
    .update(appointmentNotices)
    .set({ status: "skipped", lastError: reason, lockedUntil: null })
    .where(
      and(
        inArray(appointmentNotices.appointmentId, ids),
        eq(appointmentNotices.status, "pending"),
        opts.channel ? eq(appointmentNotices.channel, opts.channel) : undefined,
      ),
    );
}

/** Withdraws the consent to reminders on `channel` (all channels when none) and skips what was
 * waiting to go there: at once, whatever was queued. Returns the appointments it touched. */
export async function withdrawConsent(
  db: Db,
  where: { appointmentId: number } | { phoneKey: string },
  via: WithdrawnVia,
  now: Date,
  channel?: NoticeChannel,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const touched = await tx
      .update(reminderConsents)
      .set({ withdrawnAt: now, withdrawnVia: via })
      .where(
        and(
          "appointmentId" in where
            ? eq(reminderConsents.appointmentId, where.appointmentId)
            : eq(reminderConsents.phoneKey, where.phoneKey),
          channel ? eq(reminderConsents.channel, channel) : undefined,
          isNull(reminderConsents.withdrawnAt),
        ),
      )
      .returning({ appointmentId: reminderConsents.appointmentId, channel: reminderConsents.channel });
    const ids = [...new Set(touched.map((t) => t.appointmentId))];
    for (const ch of new Set(touched.map((t) => t.channel))) {
      const reason = via === "whatsapp-stop" ? "The patient replied STOP." : "The patient withdrew their consent to reminders.";
      const of = touched.filter((t) => t.channel === ch).map((t) => t.appointmentId);
      // Only reminders stop: a change or cancellation is still told by e-mail.
      await tx
        .update(appointmentNotices)
        .set({ status: "skipped", lastError: reason, lockedUntil: null })
        .where(
          and(
            inArray(appointmentNotices.appointmentId, of),
            eq(appointmentNotices.channel, ch),
            eq(appointmentNotices.status, "pending"),
            ch === "email" ? eq(appointmentNotices.event, "reminder") : undefined,
          ),
        );
    }
    return ids;
  });
}

/** What the booking form offers: the channels this installation can send reminders on, and when. */
export interface ReminderOffer {
  channels: NoticeChannel[];
  hours: number[];
}

export function reminderOffer(
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "WHATSAPP_PHONE_NUMBER_ID" | "WHATSAPP_ACCESS_TOKEN" | "WHATSAPP_APP_SECRET">,
  minutes: readonly number[],
): ReminderOffer {
  const channels: NoticeChannel[] = [];
  // Offered only where they can go out: a choice that sends nothing would be a broken promise.
  if (minutes.length > 0 && whatsappConfigured(env)) channels.push("whatsapp");
  if (minutes.length > 0 && env.SMTP_URL && env.MAIL_FROM) channels.push("email");
  return { channels, hours: minutes.map((m) => m / 60) };
}

/** The reminders a patient's page shows: the channels still agreed to. */
export async function remindersOf(db: Db, appointmentId: number): Promise<{ channels: NoticeChannel[]; withdrawn: boolean }> {
  const rows = await db
    .select({ channel: reminderConsents.channel, withdrawnAt: reminderConsents.withdrawnAt })
    .from(reminderConsents)
    .where(eq(reminderConsents.appointmentId, appointmentId));
  const active = rows.filter((r) => r.withdrawnAt === null).map((r) => r.channel);
  return {
    channels: (["whatsapp", "email"] as const).filter((c) => active.includes(c)),
    withdrawn: rows.some((r) => r.withdrawnAt !== null),
  };
}
