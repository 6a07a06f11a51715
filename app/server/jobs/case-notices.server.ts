// Sends the mails about international cases (issue 48) on every instance: at start, whenever
// this instance queues one, and every few seconds for what other instances queued. Each is
// claimed by one instance (cases/case-notices.server.ts), so several instances and restarts
// send each once. Logs name the notice and the case by id only: never an address or a code.
import { composeCaseMail } from "~/lib/case-mail";
import {
  type ClaimedCaseNotice,
  caseNoticesQueued,
  claimCaseNotices,
  failCaseNotice,
  markCaseNoticeSent,
  onCaseNoticesQueued,
  prepareCaseMail,
  releaseCaseNoticeLeases,
  retryCaseNotice,
} from "../cases/case-notices.server";
import type { AppServices } from "../context.server";
import { refusedForGood, withoutAddresses } from "../mail/confirmation.server";
import type { Mailer } from "../mail/transport.server";
import { SealedValueError } from "../health-data/seal.server";
import { pollLoop } from "./poll-loop.server";

export const CASE_NOTICE_POLL_MS = 5_000;

export interface CaseNoticeRound {
  sent: number;
  failed: number;
  retried: number;
}

const named = (notice: ClaimedCaseNotice) => ({ notice: notice.id, caseId: notice.caseId, kind: notice.kind });

async function sendOne(services: AppServices, mailer: Mailer | null, notice: ClaimedCaseNotice, now: Date): Promise<keyof CaseNoticeRound> {
  const { db } = services.database;
  const log = named(notice);
  if (!mailer) {
    // Nothing else can reach the patient: kept for a while, as a mail server may be configured.
    const outcome = await retryCaseNotice(db, notice, "No mail server is configured (SMTP_URL).", now);
    return outcome === "failed" ? "failed" : "retried";
  }
  let prepared: Awaited<ReturnType<typeof prepareCaseMail>>;
  try {
    prepared = await prepareCaseMail(services, notice, now);
  } catch (error) {
    if (!(error instanceof SealedValueError)) throw error;
    services.log.error({ ...log, reason: error.message }, "a case's details could not be opened for its notice");
    await failCaseNotice(db, notice.id, `The case's details could not be opened: ${error.message}`);
    return "failed";
  }
  if ("fail" in prepared) {
    await failCaseNotice(db, notice.id, prepared.fail);
    services.log.info({ ...log, reason: prepared.fail }, "case notice not sent");
    return "failed";
  }
  const { to, mail, clinic, locale, t } = prepared.send;
  try {
    const composed = composeCaseMail(mail, clinic, { t, locale });
    await mailer.send({ ...composed, to: [to], messageId: `<case.${notice.id}@${new URL(services.env.SITE_URL).hostname}>` });
    await markCaseNoticeSent(db, notice.id, now);
    services.log.info(log, "case notice sent");
    return "sent";
  } catch (error) {
    const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
    if (refusedForGood(error)) {
      await failCaseNotice(db, notice.id, `The patient's address was refused: ${reason}`);
      services.log.info({ ...log, err: reason }, "case notice refused by the mail server");
      return "failed";
    }
    const outcome = await retryCaseNotice(db, notice, reason, now);
    services.log.warn(
      { ...log, err: reason, attempts: notice.attempts },
      outcome === "failed" ? "case notice given up" : "case notice not sent; will retry",
    );
    return outcome === "failed" ? "failed" : "retried";
  }
}

/** One round: every notice due now, claimed in small batches. */
export async function sendDueCaseNotices(
  services: AppServices,
  mailer: Mailer | null,
  now: () => Date = () => new Date(),
): Promise<CaseNoticeRound> {
  const round: CaseNoticeRound = { sent: 0, failed: 0, retried: 0 };
  for (;;) {
    const claimed = await claimCaseNotices(services.database.db, now());
    if (claimed.length === 0) break;
    for (const notice of claimed) round[await sendOne(services, mailer, notice, now())]++;
  }
  return round;
}

export function startCaseNotices(services: AppServices, mailer: Mailer | null, pollMs = CASE_NOTICE_POLL_MS): { stop(): void } {
  const loop = pollLoop({
    round: () => sendDueCaseNotices(services, mailer),
    pollMs,
    log: services.log,
    failure: "case notices round failed",
    // The embedded database is this process's alone: a lease left by a killed run is nobody's.
    first: services.database.kind === "pglite" ? releaseCaseNoticeLeases(services.database.db) : null,
  });
  const stopListening = onCaseNoticesQueued(loop.wake);
  return {
    stop: () => {
      loop.stop();
      stopListening();
    },
  };
}

export { caseNoticesQueued };
