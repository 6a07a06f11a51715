// The patient's confirmation of their inquiry (issue 44, docs/decisions/071): queued in the
// lead's own transaction, at most one per mailbox and India day and a few dozen an hour in all,
// and composed when it is sent, from the lead as it is then (a lead deleted meanwhile takes its
// mail with it: ON DELETE CASCADE).
import { createHmac } from "node:crypto";
import { and, count, eq, gte } from "drizzle-orm";
import { createTranslator } from "~/i18n/format";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import { clinicDate, clinicView } from "~/lib/clinic-view";
import { replyWithinHours } from "~/lib/inquiry-follow-up";
import type { ComposedMail } from "~/lib/inquiry-mail";
import { composeConfirmationMail, confirmationAddress, mailboxOf } from "~/lib/patient-mail";
import { readClinicSettings } from "../content/clinic-settings.server";
import { readMessages } from "../content/interface-texts.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { inquiries, mailOutbox } from "../db/schema.server";

/** The most confirmations queued in any hour, whatever the addresses: a crowd of visitors typing
 * strangers' addresses cannot make the clinic's mail server a bulk sender. A busy day at the
 * clinic is a few dozen leads. */
export const CONFIRMATIONS_PER_HOUR = 60;

/**
 * The outbox key of a confirmation: the India day and a keyed hash of the mailbox. The outbox's
 * unique key then allows one confirmation per mailbox and day, and the address is not kept in
 * the outbox at all, in clear or as a hash anyone could compute from a guessed address.
 */
export function confirmationKey(address: string, day: string, secret: string): string {
  const hash = createHmac("sha256", secret)
    .update(`confirmation:${mailboxOf(address)}`)
    .digest("base64url")
    .slice(0, 32);
  return `confirmation:${day}:${hash}`;
}

/**
 * Inside the transaction that stored the lead: its confirmation, when the lead has a plain
 * address, that mailbox has had none today, and the hour's allowance is not spent. Returns
 * whether one was queued. Logs the inquiry's id only, never the address.
 */
export async function queueConfirmationMail(
  tx: Db,
  services: Pick<AppServices, "ipSalt" | "log">,
  inquiryId: number,
  now = new Date(),
): Promise<boolean> {
  const [lead] = await tx.select({ email: inquiries.email }).from(inquiries).where(eq(inquiries.id, inquiryId));
  const address = confirmationAddress.safeParse(lead?.email?.trim() ?? "");
  if (!address.success) return false;
  const [recent] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "confirmation"), gte(mailOutbox.createdAt, new Date(now.getTime() - 3_600_000))));
  if ((recent?.n ?? 0) >= CONFIRMATIONS_PER_HOUR) {
    services.log.warn({ inquiryId }, "patient confirmation not queued: the hour's allowance is spent");
    return false;
  }
  // A secret of its own, derived from the instance's salt: the key says nothing outside this site.
  const secret = createHmac("sha256", services.ipSalt).update("patient-confirmation").digest("base64url");
  const queued = await tx
    .insert(mailOutbox)
    .values({
      kind: "confirmation",
      dedupeKey: confirmationKey(address.data, clinicDate(now), secret),
      inquiryId,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  if (queued.length === 0) services.log.info({ inquiryId }, "patient confirmation not queued: that address had one today");
  return queued.length > 0;
}

/** The confirmation as it goes out now: from the lead, the published clinic settings and the
 * interface texts, in the lead's language. */
export async function composeConfirmation(
  services: AppServices,
  inquiryId: number | null,
  now: Date,
): Promise<(ComposedMail & { to: string[] }) | { drop: string }> {
  const { db } = services.database;
  const [lead] =
    inquiryId === null
      ? []
      : await db
          .select({
            reference: inquiries.reference,
            source: inquiries.source,
            createdAt: inquiries.createdAt,
            email: inquiries.email,
            phone: inquiries.phone,
            interest: inquiries.interest,
            language: inquiries.language,
          })
          .from(inquiries)
          .where(eq(inquiries.id, inquiryId));
  if (!lead) return { drop: "The inquiry was deleted before its confirmation went out." };
  const address = confirmationAddress.safeParse(lead.email?.trim() ?? "");
  if (!address.success || !lead.reference) return { drop: "The inquiry has no address or no reference to confirm." };
  const locale = isLocale(lead.language) ? lead.language : DEFAULT_LOCALE;
  const [settings, catalogue] = await Promise.all([readClinicSettings(db, { locale }), readMessages(db, { locale })]);
  const clinic = clinicView(settings, now, locale);
  return composeConfirmationMail(
    { ...lead, reference: lead.reference, email: address.data },
    {
      name: clinic.name,
      shortName: clinic.shortName,
      phone: clinic.primaryPhone,
      whatsapp: clinic.whatsapp,
      address: clinic.fullAddress,
      hours: clinic.hours,
      emergencyNumber: clinic.emergencyNumber,
      email: clinic.email,
    },
    {
      t: createTranslator(catalogue.messages, catalogue.locale),
      locale,
      answerWithinHours: replyWithinHours(settings),
      siteUrl: services.env.SITE_URL,
    },
  );
}

/** An SMTP answer may quote the recipient: no patient's address goes into the outbox's error,
 * the dashboard or the logs. */
export function withoutAddresses(error: string): string {
  return error.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "[address]");
}

/** The mail server refused the recipient for good (no such mailbox, say): retrying for two days
 * would change nothing, and a patient's typo is not the clinic's mail failing. */
export function refusedForGood(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}
