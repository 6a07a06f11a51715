// The mails about a case (its private link, a one-time code, "the clinic has written") as a
// queue: each row is claimed by one instance at a time (FOR UPDATE SKIP LOCKED and a lease, as
// the appointment notices), composed when sent from the case as it is then, in the case's
// language, retried with growing delays and given up after NOTICE_TRIES. A code travels sealed
// in its row and is wiped once sent or given up: nothing readable stays behind.
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { createTranslator } from "~/i18n/format";
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, type Locale, localizePath } from "~/i18n/locales";
import type { CaseMail, CaseMailClinic } from "~/lib/case-mail";
import { clinicView } from "~/lib/clinic-view";
import { retryDelaySeconds } from "~/lib/inquiry-mail";
import { readClinicSettings } from "../content/clinic-settings.server";
import { readMessages } from "../content/interface-texts.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { type CaseNoticeKind, caseNotices } from "../db/schema.server";
import { type HealthKey, open, seal } from "../health-data/seal.server";
import { caseLinkToken, caseSecret } from "./case-access.server";
import { loadCase, readClockHours } from "./case-records.server";

/** Longer than one send takes with its timeouts. */
export const CASE_NOTICE_LEASE_SECONDS = 60;
/** Tries before a notice is given up (about three hours of growing delays). */
export const CASE_NOTICE_TRIES = 12;
/** A code unsent after its own life is of no use: given up then. */
const CODE_LIFE_MS = 10 * 60_000;

export { caseNoticesQueued, onCaseNoticesQueued } from "./case-notice-wake.server";

const codeBound = (caseId: number) => `case-code-notice:${caseId}`;
export const sealNoticeCode = (key: HealthKey, caseId: number, code: string) => seal(key, code, codeBound(caseId));

export interface ClaimedCaseNotice {
  id: number;
  caseId: number;
  kind: CaseNoticeKind;
  sealedCode: string | null;
  attempts: number;
  createdAt: Date;
}

const claimed = {
  id: caseNotices.id,
  caseId: caseNotices.caseId,
  kind: caseNotices.kind,
  sealedCode: caseNotices.sealedCode,
  attempts: caseNotices.attempts,
  createdAt: caseNotices.createdAt,
};

/** Up to `limit` due notices for this instance; rows another instance holds are skipped. */
export async function claimCaseNotices(db: Db, now: Date, limit = 5): Promise<ClaimedCaseNotice[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: caseNotices.id })
      .from(caseNotices)
      .where(
        and(
          eq(caseNotices.status, "pending"),
          lte(caseNotices.dueAt, now),
          or(isNull(caseNotices.lockedUntil), lte(caseNotices.lockedUntil, now)),
        ),
      )
      .orderBy(asc(caseNotices.dueAt), asc(caseNotices.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(caseNotices)
      .set({ lockedUntil: new Date(now.getTime() + CASE_NOTICE_LEASE_SECONDS * 1000), attempts: sql`${caseNotices.attempts} + 1` })
      .where(
        inArray(
          caseNotices.id,
          due.map((d) => d.id),
        ),
      )
      .returning(claimed);
  });
}

/** Frees every lease: only where no other instance can be sending (PGlite), at start. */
export async function releaseCaseNoticeLeases(db: Db): Promise<void> {
  await db
    .update(caseNotices)
    .set({ lockedUntil: null })
    .where(and(eq(caseNotices.status, "pending"), sql`${caseNotices.lockedUntil} is not null`));
}

export async function markCaseNoticeSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(caseNotices)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null, sealedCode: null })
    .where(eq(caseNotices.id, id));
}

/** Given up, with the reason kept (never an address: the caller strips them). */
export async function failCaseNotice(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(caseNotices)
    .set({ status: "failed", lockedUntil: null, lastError: reason.slice(0, 500), sealedCode: null })
    .where(eq(caseNotices.id, id));
}

/** Tried again later, or given up after CASE_NOTICE_TRIES (a code: once it could no longer be used). */
export async function retryCaseNotice(db: Db, notice: ClaimedCaseNotice, reason: string, now: Date): Promise<"retry" | "failed"> {
  const next = new Date(now.getTime() + retryDelaySeconds(notice.attempts) * 1000);
  const pastUse = notice.kind === "code" && next.getTime() > notice.createdAt.getTime() + CODE_LIFE_MS;
  if (notice.attempts >= CASE_NOTICE_TRIES || pastUse) {
    await failCaseNotice(db, notice.id, reason);
    return "failed";
  }
  await db
    .update(caseNotices)
    .set({ lockedUntil: null, lastError: reason.slice(0, 500), dueAt: next })
    .where(eq(caseNotices.id, notice.id));
  return "retry";
}

export interface PreparedCaseMail {
  to: string;
  reference: string;
  locale: Locale;
  mail: CaseMail;
  clinic: CaseMailClinic;
  t: ReturnType<typeof createTranslator>;
}

/** The page a mail links to: the case page in the case's language, with a link issued now. */
export async function caseLinkUrl(
  services: Pick<AppServices, "database" | "env">,
  c: { id: number; reference: string; linkVersion: number; locale: string },
  now: Date,
) {
  const locale = isLocale(c.locale) ? c.locale : DEFAULT_LOCALE;
  const token = caseLinkToken(await caseSecret(services.database.db), c, now);
  return `${services.env.SITE_URL.replace(/\/+$/, "")}${localizePath(locale, "/international-patients/case")}?link=${token}`;
}

/** A notice's mail as it goes out now, or why it cannot go (the case deleted, the code unreadable). */
export async function prepareCaseMail(
  services: AppServices,
  notice: ClaimedCaseNotice,
  now: Date,
): Promise<{ send: PreparedCaseMail } | { fail: string }> {
  const { db } = services.database;
  const c = await loadCase(db, services.healthKey, { id: notice.caseId });
  if (!c) return { fail: "The case was deleted." };
  let code: string | null = null;
  if (notice.kind === "code") {
    if (!notice.sealedCode) return { fail: "The code is gone." };
    code = open(services.healthKey, notice.sealedCode, codeBound(notice.caseId)) as string;
  }
  const locale = isLocale(c.locale) ? c.locale : DEFAULT_LOCALE;
  const [catalogue, settings, hours] = await Promise.all([
    readMessages(db, { locale }),
    readClinicSettings(db, { locale }),
    readClockHours(db),
  ]);
  const view = clinicView(settings, now, locale);
  return {
    send: {
      to: c.details.email,
      reference: c.reference,
      locale,
      t: createTranslator(catalogue.messages, LOCALE_INFO[locale].tag),
      mail: {
        kind: notice.kind,
        reference: c.reference,
        link: notice.kind === "code" ? null : await caseLinkUrl(services, c, now),
        code,
        answerHours: hours.firstAnswer,
      },
      clinic: { name: view.name, shortName: view.shortName, phone: view.primaryPhone, emergencyNumber: view.emergencyNumber },
    },
  };
}
