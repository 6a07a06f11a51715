// Sends the mail outbox (docs/decisions/025) on every instance: at start (what was queued before
// a crash or while SMTP was down), whenever this instance stores a lead, and every few seconds
// for what other instances queued or what is due for a retry. Also queues the daily digest.
import { count, desc, eq, gte, min } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { composeSecurityMail } from "~/lib/security-mail";
import { composeAlertMail } from "~/lib/alert-mail";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";
import { composeDigestMail, composeInquiryMail, type ComposedMail } from "~/lib/inquiry-mail";
import type { AppServices } from "../context.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import { notificationSettings, type ClinicSettings } from "~/content-types/clinic-settings";
import { auditLog, inquiries, users } from "../db/schema.server";
import { leadColumns } from "../repos/admin-inquiries.server";
import {
  type ClaimedMail,
  claimDueMail,
  markDropped,
  markRetry,
  markSent,
  onMailQueued,
  pruneSentMail,
  queueDigest,
  releaseLeases,
} from "../mail/outbox.server";
import type { Mailer } from "../mail/transport.server";
import { composeConfirmation, refusedForGood, withoutAddresses } from "../mail/confirmation.server";
import { pollLoop } from "./poll-loop.server";

export const MAIL_POLL_MS = 5_000;
/** A digest whose time passed while no instance ran is still sent this long after it. */
export const DIGEST_CATCH_UP_MINUTES = 180;

export { mailQueued } from "../mail/outbox.server";

/** Today's date and the time of day in India: "2026-11-25", "08:30". */
export function indiaClock(now: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: CLINIC_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether the digest of `now`'s day is due: its time has come, and not long ago. */
export function digestDue(digestTime: string | null, now: Date): string | null {
  if (!digestTime) return null;
  const { day, time } = indiaClock(now);
  const late = minutesOf(time) - minutesOf(digestTime);
  return late >= 0 && late <= DIGEST_CATCH_UP_MINUTES ? day : null;
}

async function composeFor(
  services: AppServices,
  mail: ClaimedMail,
  settings: ClinicSettings,
  now: Date,
): Promise<(ComposedMail & { to?: string[] }) | { drop: string }> {
  const { db } = services.database;
  if (mail.kind === "confirmation") return composeConfirmation(services, mail.inquiryId, now);
  const opts = { siteUrl: services.env.SITE_URL, clinicName: settings.shortName || settings.name };
  if (mail.kind === "alert") {
    if (!mail.toAddress || !mail.note) return { drop: "The alert has no address or text." };
    return composeAlertMail(
      { check: mail.dedupeKey.startsWith("alert:backup") ? "backup" : "mail", summary: mail.note, at: mail.createdAt },
      opts,
    );
  }
  if (mail.kind === "security") {
    const actor = alias(users, "actor");
    const [row] =
      mail.auditId === null || mail.userId === null
        ? []
        : await db
            .select({ owner: users.username, actor: actor.username, summary: auditLog.summary, at: auditLog.at })
            .from(auditLog)
            .innerJoin(users, eq(users.id, mail.userId))
            .leftJoin(actor, eq(actor.id, auditLog.userId))
            .where(eq(auditLog.id, mail.auditId));
    if (!row || !mail.toAddress) return { drop: "The account or the change it told of is gone." };
    return composeSecurityMail(row, opts);
  }
  if (mail.kind === "inquiry") {
    const [row] = mail.inquiryId === null ? [] : await db.select(leadColumns).from(inquiries).where(eq(inquiries.id, mail.inquiryId));
    if (!row) return { drop: "The inquiry was deleted before its mail went out." };
    return composeInquiryMail(row, opts);
  }
  const since = new Date(now.getTime() - 86_400_000);
  const [received, [waiting]] = await Promise.all([
    db.select(leadColumns).from(inquiries).where(gte(inquiries.createdAt, since)).orderBy(desc(inquiries.createdAt)).limit(500),
    db
      .select({ n: count(), oldest: min(inquiries.createdAt) })
      .from(inquiries)
      .where(eq(inquiries.status, "new")),
  ]);
  return composeDigestMail(
    { day: mail.dedupeKey.slice("digest:".length), received, stillNew: waiting?.n ?? 0, oldestNew: waiting?.oldest ?? null },
    opts,
  );
}

/** How logs and Message-IDs name a mail: its key, but a patient's confirmation by its inquiry
 * (its key holds a hash of the patient's address, which has no business in a log). */
export function mailName(mail: Pick<ClaimedMail, "dedupeKey"> & Partial<Pick<ClaimedMail, "kind" | "inquiryId">>): string {
  return mail.kind === "confirmation" ? `confirmation:${mail.inquiryId ?? "none"}` : mail.dedupeKey;
}

/** The Message-ID a mail keeps across retries. */
export function messageIdFor(
  mail: Pick<ClaimedMail, "dedupeKey"> & Partial<Pick<ClaimedMail, "kind" | "inquiryId">>,
  siteUrl: string,
): string {
  return `<${mailName(mail).replace(/[^a-z0-9-]/gi, ".")}@${new URL(siteUrl).hostname}>`;
}

export interface SendRound {
  sent: number;
  retried: number;
  failed: number;
}

/** One round: queue the digest if due, then send what is due (claimed in batches). */
export async function sendDueMail(services: AppServices, mailer: Mailer, now: () => Date = () => new Date()): Promise<SendRound> {
  const { db } = services.database;
  const round: SendRound = { sent: 0, retried: 0, failed: 0 };
  const settings = await readClinicSettings(db);
  const { to, digestTime } = notificationSettings(settings);
  const digestDay = digestDue(digestTime, now());
  if (digestDay && to.length > 0 && (await queueDigest(db, digestDay, now())))
    services.log.info({ day: digestDay }, "daily inquiry digest queued");
  for (;;) {
    const claimed = await claimDueMail(db, now());
    if (claimed.length === 0) break;
    for (const mail of claimed) {
      const patient = mail.kind === "confirmation";
      try {
        // A security notice or an alert goes to the one staff member it was queued for, a
        // confirmation to the patient's address as the lead has it now; lead mail to the
        // clinic's inquiry addresses.
        const personal = mail.kind === "security" || mail.kind === "alert";
        if (!personal && !patient && to.length === 0) throw new Error("No inquiry notification address in Clinic settings.");
        const composed = await composeFor(services, mail, settings, now());
        if ("drop" in composed) {
          await markDropped(db, mail.id, composed.drop);
          continue;
        }
        const { to: own, ...message } = composed;
        const recipients = own ?? (personal ? [mail.toAddress ?? ""] : to);
        await mailer.send({ ...message, to: recipients, messageId: messageIdFor(mail, services.env.SITE_URL) });
        await markSent(db, mail.id, now());
        round.sent++;
        services.log.info({ mail: mailName(mail), attempts: mail.attempts }, "mail sent");
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const reason = patient ? withoutAddresses(message) : message;
        if (patient && refusedForGood(error)) {
          // A mistyped or unknown address: told to nobody but the outbox row, never retried.
          await markDropped(db, mail.id, `The patient's address was refused: ${reason}`);
          round.failed++;
          services.log.info({ mail: mailName(mail), err: reason }, "patient confirmation refused by the mail server");
          continue;
        }
        const outcome = await markRetry(db, mail, reason, now());
        round[outcome === "failed" ? "failed" : "retried"]++;
        services.log.warn(
          { mail: mailName(mail), attempts: mail.attempts, err: reason, server: mailer.server },
          outcome === "failed" ? "mail given up" : "mail not sent; will retry",
        );
      }
    }
  }
  return round;
}

export function startMailOutbox(services: AppServices, mailer: Mailer, pollMs = MAIL_POLL_MS): { stop(): void } {
  let rounds = 0;
  const loop = pollLoop({
    round: async () => {
      await sendDueMail(services, mailer);
      if (++rounds % 720 === 0) await pruneSentMail(services.database.db, new Date());
    },
    pollMs,
    log: services.log,
    failure: "mail outbox round failed",
    // The embedded database is this process's alone: a lease left by a killed run is nobody's.
    first: services.database.kind === "pglite" ? releaseLeases(services.database.db) : null,
  });
  const stopListening = onMailQueued(loop.wake);
  return {
    stop: () => {
      loop.stop();
      stopListening();
      mailer.close();
    },
  };
}
