// Sends what patients are told of their appointments (issue 47 item 5; docs/decisions/092) on
// every instance: at start, whenever this instance queues a notice, and every few seconds for
// reminders coming due and what other instances queued. Each notice is claimed by one instance
// (notice-outbox.server.ts), so several instances and restarts send each once.
import { composeAppointmentMail, WHATSAPP_TEMPLATES, whatsappParameters } from "~/lib/appointment-message";
import { appointmentCalendar } from "../booking/calendar-file.server";
import { lastChance, prepareNotice } from "../booking/notice-compose.server";
import {
  type ClaimedNotice,
  claimDueNotices,
  closeNotice,
  markNoticeSent,
  noticesQueued,
  onNoticesQueued,
  queueFallback,
  releaseNoticeLeases,
  retryNotice,
} from "../booking/notice-outbox.server";
import type { AppServices } from "../context.server";
import { refusedForGood, withoutAddresses } from "../mail/confirmation.server";
import type { Mailer } from "../mail/transport.server";
import { WhatsAppError, type WhatsApp } from "../whatsapp/cloud-api.server";
import { pollLoop } from "./poll-loop.server";

export const NOTICE_POLL_MS = 5_000;

export interface NoticeProviders {
  mailer: Mailer | null;
  whatsapp: WhatsApp | null;
}

export interface NoticeRound {
  sent: number;
  skipped: number;
  failed: number;
  retried: number;
}

/** How logs name a notice: its id, event and channel, and the booking's reference; never a
 * patient's name, number or address. */
const named = (notice: ClaimedNotice, reference?: string) => ({
  notice: notice.id,
  event: notice.event,
  channel: notice.channel,
  ...(reference ? { reference } : {}),
});

async function sendOne(services: AppServices, providers: NoticeProviders, notice: ClaimedNotice, now: Date): Promise<keyof NoticeRound> {
  const { db } = services.database;
  const prepared = await prepareNotice(services, notice, now);
  if ("skip" in prepared) {
    await closeNotice(db, notice.id, "skipped", prepared.skip, now);
    return "skipped";
  }
  if ("fail" in prepared) {
    await closeNotice(db, notice.id, "failed", prepared.fail, now);
    return "failed";
  }
  const { row, patient, message, clinic, options, locale } = prepared.send;
  const log = named(notice, row.reference);

  if (notice.channel === "email") {
    if (!patient.email) {
      await closeNotice(db, notice.id, "skipped", "The patient gave no e-mail address.", now);
      return "skipped";
    }
    if (!providers.mailer) {
      await closeNotice(db, notice.id, "skipped", "No mail server is configured (SMTP_URL).", now);
      return "skipped";
    }
    try {
      const mail = composeAppointmentMail(message, clinic, options);
      const calendar = await appointmentCalendar(services, row, now);
      await providers.mailer.send({
        ...mail,
        to: [patient.email],
        messageId: `<appointment.${notice.id}@${new URL(services.env.SITE_URL).hostname}>`,
        attachments: [{ filename: `${row.reference}.ics`, content: calendar, contentType: "text/calendar; charset=utf-8" }],
      });
      await markNoticeSent(db, notice.id, now, null);
      services.log.info(log, "appointment notice sent");
      return "sent";
    } catch (error) {
      const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
      if (refusedForGood(error)) {
        await closeNotice(db, notice.id, "failed", `The patient's address was refused: ${reason}`, now);
        services.log.info({ ...log, err: reason }, "appointment notice refused by the mail server");
        return "failed";
      }
      const outcome = await retryNotice(db, notice, reason, now, lastChance(notice, row));
      services.log.warn(
        { ...log, err: reason, attempts: notice.attempts },
        outcome === "failed" ? "appointment notice given up" : "appointment notice not sent; will retry",
      );
      return outcome === "failed" ? "failed" : "retried";
    }
  }

  // WhatsApp: an approved template in the booking's language, or English where none is approved.
  const failOver = async (reason: string) => {
    await closeNotice(db, notice.id, "failed", reason, now);
    if (await queueFallback(db, notice, now)) {
      services.log.info(log, "appointment notice goes by e-mail instead of WhatsApp");
      noticesQueued();
    }
    return "failed" as const;
  };
  if (!providers.whatsapp) return failOver("WhatsApp is not configured (WHATSAPP_PHONE_NUMBER_ID and the rest).");
  const language = providers.whatsapp.languages.includes(locale) ? locale : "en";
  try {
    const { id } = await providers.whatsapp.sendTemplate({
      to: patient.phone,
      template: WHATSAPP_TEMPLATES[notice.event],
      language,
      parameters: whatsappParameters(message, options),
    });
    await markNoticeSent(db, notice.id, now, id);
    services.log.info({ ...log, language }, "appointment notice sent");
    return "sent";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof WhatsAppError && error.permanent) {
      services.log.warn({ ...log, err: reason }, "WhatsApp refused an appointment notice");
      return failOver(reason);
    }
    const outcome = await retryNotice(db, notice, reason, now, lastChance(notice, row));
    services.log.warn(
      { ...log, err: reason, attempts: notice.attempts },
      outcome === "failed" ? "appointment notice given up" : "appointment notice not sent; will retry",
    );
    if (outcome === "failed") {
      await queueFallback(db, notice, now);
      return "failed";
    }
    return "retried";
  }
}

/** One round: every notice due now, claimed in small batches. */
export async function sendDueNotices(
  services: AppServices,
  providers: NoticeProviders,
  now: () => Date = () => new Date(),
): Promise<NoticeRound> {
  const round: NoticeRound = { sent: 0, skipped: 0, failed: 0, retried: 0 };
  for (;;) {
    const claimed = await claimDueNotices(services.database.db, now());
    if (claimed.length === 0) break;
    for (const notice of claimed) round[await sendOne(services, providers, notice, now())]++;
  }
  return round;
}

export function startAppointmentNotices(services: AppServices, providers: NoticeProviders, pollMs = NOTICE_POLL_MS): { stop(): void } {
  const loop = pollLoop({
    round: () => sendDueNotices(services, providers),
    pollMs,
    log: services.log,
    failure: "appointment notices round failed",
    // The embedded database is this process's alone: a lease left by a killed run is nobody's.
    first: services.database.kind === "pglite" ? releaseNoticeLeases(services.database.db) : null,
  });
  const stopListening = onNoticesQueued(loop.wake);
  return {
    stop: () => {
      loop.stop();
      stopListening();
    },
  };
}
