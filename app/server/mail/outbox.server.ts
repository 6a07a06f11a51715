// The mail outbox's rows (docs/decisions/025): queued with the lead, claimed by one instance at
// a time, retried with growing delays, given up after two days (the dashboard shows it).
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, min, ne, or, type SQL, sql } from "drizzle-orm";
import { retryDelaySeconds } from "~/lib/inquiry-mail";
import type { Db } from "../db/client.server";
import { isNoticeAddress } from "~/lib/security-mail";
import { mailOutbox, type MailKind, users } from "../db/schema.server";

/** How long a claimed mail is left to the instance sending it before another may try: longer
 * than one SMTP conversation can last with the transport's timeouts, short enough that a mail
 * whose sender died still goes out within about a minute. */
export const LEASE_SECONDS = 60;
/** After this long unsent, a mail is marked failed and tried no more. */
export const GIVE_UP_HOURS = 48;
/** Sent mail is kept this long for the dashboard's figures, then deleted. */
export const KEEP_SENT_DAYS = 30;

/** This instance's queued mail wakes the sender at once instead of at the next poll. */
const wake = new EventTarget();
export function mailQueued(): void {
  wake.dispatchEvent(new Event("queued"));
}
export function onMailQueued(listener: () => void): () => void {
  wake.addEventListener("queued", listener);
  return () => wake.removeEventListener("queued", listener);
}

/**
 * Inside the transaction that writes the audit row of a change to `userId`'s sign-in: one notice
 * to their address (as it is now, after the change), and one to each of `alsoTo` (the address
 * a change of address replaced). Nothing for an account without an address. Returns how many.
 */
export async function queueSecurityNotices(tx: Db, auditId: number, userId: number, alsoTo: readonly string[] = []): Promise<number> {
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const addresses = [...new Set([owner?.email ?? "", ...alsoTo].map((a) => a.trim()).filter(isNoticeAddress))];
  if (addresses.length === 0) return 0;
  await tx
    .insert(mailOutbox)
    .values(
      addresses.map((toAddress, i) => ({ kind: "security" as const, dedupeKey: `security:${auditId}:${i}`, auditId, userId, toAddress })),
    )
    .onConflictDoNothing();
  return addresses.length;
}

/**
 * One alert to each active admin with an address, per incident (issue 43 item 5): the key names
 * the incident, so the next check's insert, or another instance's, is a no-op. Returns how many
 * were queued now.
 */
export async function queueAlerts(db: Db, incidentKey: string, summary: string, now: Date): Promise<number> {
  const admins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt), isNotNull(users.email)));
  const rows = admins
    .filter((a): a is { id: number; email: string } => a.email !== null && isNoticeAddress(a.email))
    .map((a) => ({
      kind: "alert" as const,
      dedupeKey: `alert:${incidentKey}:${a.id}`,
      userId: a.id,
      toAddress: a.email,
      note: summary.slice(0, 500),
      createdAt: now,
      nextAttemptAt: now,
    }));
  if (rows.length === 0) return 0;
  const queued = await db.insert(mailOutbox).values(rows).onConflictDoNothing().returning({ id: mailOutbox.id });
  return queued.length;
}

/** Inside the transaction that stores the lead: the mail exists exactly when the lead does. */
export async function queueInquiryMail(tx: Db, inquiryId: number): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ kind: "inquiry", dedupeKey: `inquiry:${inquiryId}`, inquiryId })
    .onConflictDoNothing();
}

/** Once a day whichever instance gets there first: the key makes a second insert a no-op. */
export async function queueDigest(db: Db, day: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(mailOutbox)
    .values({ kind: "digest", dedupeKey: `digest:${day}`, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export interface ClaimedMail {
  id: number;
  kind: MailKind;
  dedupeKey: string;
  inquiryId: number | null;
  auditId: number | null;
  userId: number | null;
  toAddress: string | null;
  note: string | null;
  attempts: number;
  createdAt: Date;
}

/**
 * Takes up to `limit` due mails for this instance. Rows another instance is claiming right now
 * are skipped (SKIP LOCKED), and a claimed row carries a lease, so no mail is sent twice unless
 * an instance dies after the SMTP server accepted it and before it marked it sent.
 */
export async function claimDueMail(db: Db, now: Date, limit = 1): Promise<ClaimedMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_SECONDS * 1000), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        dedupeKey: mailOutbox.dedupeKey,
        inquiryId: mailOutbox.inquiryId,
        auditId: mailOutbox.auditId,
        userId: mailOutbox.userId,
        toAddress: mailOutbox.toAddress,
        note: mailOutbox.note,
        attempts: mailOutbox.attempts,
        createdAt: mailOutbox.createdAt,
      });
  });
}

/**
 * Frees every lease. Only for a database no other instance can be sending from (PGlite: this
 * process holds its folder), at start, so that a mail claimed by a process killed mid-send goes
 * out at once instead of after its lease.
 */
export async function releaseLeases(db: Db): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null })
    .where(and(eq(mailOutbox.status, "pending"), sql`${mailOutbox.lockedUntil} is not null`));
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, id));
}

/** Nothing to send any more (the lead was deleted, say): done, with the reason kept. */
export async function markDropped(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "failed", lockedUntil: null, lastError: reason.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

export async function markRetry(db: Db, mail: ClaimedMail, error: string, now: Date): Promise<"retry" | "failed"> {
  const givenUp = now.getTime() - mail.createdAt.getTime() >= GIVE_UP_HOURS * 3_600_000;
  await db
    .update(mailOutbox)
    .set({
      status: givenUp ? "failed" : "pending",
      lockedUntil: null,
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(mail.attempts) * 1000),
    })
    .where(eq(mailOutbox.id, mail.id));
  return givenUp ? "failed" : "retry";
}

export async function pruneSentMail(db: Db, now: Date): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, new Date(now.getTime() - KEEP_SENT_DAYS * 86_400_000))));
}

/** Staff mail: what the dashboard's and health check's figures count. A patient's confirmation
 * that cannot be delivered (a mistyped address, a full mailbox) says nothing about whether the
 * clinic hears of its leads; confirmations have their own figures (confirmationFigures). */
const staffMail = ne(mailOutbox.kind, "confirmation");

/**
 * For the health check: since when mail has been failing (the oldest mail still waiting after a
 * failed try), and the latest error. A mail given up after 48 hours was failing long before.
 */
export async function mailFailures(db: Db): Promise<{ failingSince: Date | null; lastError: string | null }> {
  const failing = and(staffMail, eq(mailOutbox.status, "pending"), isNotNull(mailOutbox.lastError));
  const [[oldest], [latest]] = await Promise.all([
    db
      .select({ since: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(failing),
    db
      .select({ error: mailOutbox.lastError })
      .from(mailOutbox)
      .where(failing)
      .orderBy(sql`${mailOutbox.nextAttemptAt} desc`)
      .limit(1),
  ]);
  return { failingSince: oldest?.since ? new Date(oldest.since) : null, lastError: latest?.error ?? null };
}

export interface OutboxFigures {
  waiting: number;
  oldestWaiting: Date | null;
  /** The latest error of a mail still waiting, if any. */
  lastError: string | null;
  sentLastDay: number;
  failedLastWeek: number;
  lastSent: Date | null;
}

/**
 * One statement of six scalar reads, each on an index: as four queries the embedded database paid
 * its per-statement cost four times, and "sent" walked every sent mail of the last 30 days (7,000
 * at 200,000 leads; decision 079).
 */
export async function outboxFigures(db: Db, now: Date): Promise<OutboxFigures> {
  const day = new Date(now.getTime() - 86_400_000);
  const week = new Date(now.getTime() - 7 * 86_400_000);
  const staff = (status: "pending" | "sent" | "failed", ...more: SQL[]) =>
    sql`from ${mailOutbox} where ${and(staffMail, eq(mailOutbox.status, status), ...more)}`;
  const [row] = await db
    .select({
      waiting: sql<number>`(select count(*) ${staff("pending")})`.mapWith(Number),
      oldest: sql<Date | null>`(select min(${mailOutbox.createdAt}) ${staff("pending")})`.mapWith(mailOutbox.createdAt),
      error: sql<string | null>`(select ${mailOutbox.lastError} ${staff("pending", isNotNull(mailOutbox.lastError))}
        order by ${mailOutbox.nextAttemptAt} desc limit 1)`,
      sentLastDay: sql<number>`(select count(*) ${staff("sent", gte(mailOutbox.sentAt, day))})`.mapWith(Number),
      lastSent: sql<Date | null>`(select max(${mailOutbox.sentAt}) ${staff("sent")})`.mapWith(mailOutbox.sentAt),
      failedLastWeek: sql<number>`(select count(*) ${staff("failed", gte(mailOutbox.createdAt, week))})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return {
    waiting: row?.waiting ?? 0,
    oldestWaiting: row?.oldest ?? null,
    lastError: row?.error ?? null,
    sentLastDay: row?.sentLastDay ?? 0,
    failedLastWeek: row?.failedLastWeek ?? 0,
    lastSent: row?.lastSent ?? null,
  };
}

/** Patients' confirmations (docs/decisions/071): sent in the last day, and not delivered in the
 * last week (refused addresses, or given up after 48 hours). */
export async function confirmationFigures(db: Db, now: Date): Promise<{ sentLastDay: number; undeliveredLastWeek: number }> {
  const day = new Date(now.getTime() - 86_400_000);
  const week = new Date(now.getTime() - 7 * 86_400_000);
  const confirmations = (status: "sent" | "failed", since: SQL) =>
    sql`(select count(*) from ${mailOutbox} where ${and(eq(mailOutbox.kind, "confirmation"), eq(mailOutbox.status, status), since)})`;
  const [row] = await db
    .select({
      sent: confirmations("sent", gte(mailOutbox.sentAt, day)).mapWith(Number),
      undelivered: confirmations("failed", gte(mailOutbox.createdAt, week)).mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return { sentLastDay: row?.sent ?? 0, undeliveredLastWeek: row?.undelivered ?? 0 };
}
