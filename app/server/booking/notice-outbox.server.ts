// The appointment notices' rows as a queue (docs/decisions/092): claimed by one instance at a
// time (FOR UPDATE SKIP LOCKED and a lease, as the mail outbox), retried with growing delays,
// and given up when they can no longer be of use.
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { retryDelaySeconds } from "~/lib/inquiry-mail";
import type { Db } from "../db/client.server";
import { appointmentNotices, type NoticeChannel, type NoticeEvent, type NoticeStatus } from "../db/schema.server";

/** Longer than one send can take with its timeouts; short enough that a notice whose sender died
 * still goes out within about a minute. */
export const NOTICE_LEASE_SECONDS = 60;
/** A confirmation, change or cancellation unsent after this long is given up. */
export const NOTICE_GIVE_UP_HOURS = 48;

const wake = new EventTarget();
/** This instance queued notices: its sender looks at once instead of at the next poll. */
export function noticesQueued(): void {
  wake.dispatchEvent(new Event("queued"));
}
export function onNoticesQueued(listener: () => void): () => void {
  wake.addEventListener("queued", listener);
  return () => wake.removeEventListener("queued", listener);
}

const claimedColumns = {
  id: appointmentNotices.id,
  appointmentId: appointmentNotices.appointmentId,
  event: appointmentNotices.event,
  channel: appointmentNotices.channel,
  dedupeKey: appointmentNotices.dedupeKey,
  forStartsAt: appointmentNotices.forStartsAt,
  minutesBefore: appointmentNotices.minutesBefore,
  dueAt: appointmentNotices.dueAt,
  attempts: appointmentNotices.attempts,
  createdAt: appointmentNotices.createdAt,
};

export interface ClaimedNotice {
  id: number;
  appointmentId: number;
  event: NoticeEvent;
  channel: NoticeChannel;
  dedupeKey: string;
  forStartsAt: Date;
  minutesBefore: number | null;
  dueAt: Date;
  attempts: number;
  createdAt: Date;
}

/** Up to `limit` due notices for this instance; rows another instance holds are skipped. */
export async function claimDueNotices(db: Db, now: Date, limit = 5): Promise<ClaimedNotice[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: appointmentNotices.id })
      .from(appointmentNotices)
      .where(
        and(
          eq(appointmentNotices.status, "pending"),
          lte(appointmentNotices.dueAt, now),
          or(isNull(appointmentNotices.lockedUntil), lte(appointmentNotices.lockedUntil, now)),
        ),
      )
      .orderBy(asc(appointmentNotices.dueAt), asc(appointmentNotices.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(appointmentNotices)
      .set({ lockedUntil: new Date(now.getTime() + NOTICE_LEASE_SECONDS * 1000), attempts: sql`${appointmentNotices.attempts} + 1` })
      .where(
        inArray(
          appointmentNotices.id,
          due.map((d) => d.id),
        ),
      )
      .returning(claimedColumns);
  });
}

/** Frees every lease: only where no other instance can be sending (PGlite), at start. */
export async function releaseNoticeLeases(db: Db): Promise<void> {
  await db
    .update(appointmentNotices)
    .set({ lockedUntil: null })
    .where(and(eq(appointmentNotices.status, "pending"), sql`${appointmentNotices.lockedUntil} is not null`));
}

export async function markNoticeSent(db: Db, id: number, now: Date, providerId: string | null): Promise<void> {
  await db
    .update(appointmentNotices)
    .set({ status: "sent", sentAt: now, statusAt: now, providerId, lockedUntil: null, lastError: null })
    .where(eq(appointmentNotices.id, id));
}

/** Done without sending: no longer true (skipped) or impossible (failed), with the reason kept. */
export async function closeNotice(db: Db, id: number, status: Extract<NoticeStatus, "skipped" | "failed">, reason: string, now: Date) {
  await db
    .update(appointmentNotices)
    .set({ status, statusAt: now, lockedUntil: null, lastError: reason.slice(0, 500) })
    .where(eq(appointmentNotices.id, id));
}

/** Tried again later; given up (failed) when `lastChance` has passed. */
export async function retryNotice(db: Db, notice: ClaimedNotice, error: string, now: Date, lastChance: Date): Promise<"retry" | "failed"> {
  const next = new Date(now.getTime() + retryDelaySeconds(notice.attempts) * 1000);
  const givenUp = next > lastChance;
  await db
    .update(appointmentNotices)
    .set({
      status: givenUp ? "failed" : "pending",
      statusAt: givenUp ? now : null,
      lockedUntil: null,
      lastError: error.slice(0, 500),
      dueAt: givenUp ? undefined : next,
    })
    .where(eq(appointmentNotices.id, notice.id));
  return givenUp ? "failed" : "retry";
}

/**
 * A WhatsApp message that could not be delivered goes by e-mail instead: a reminder as an e-mail
 * reminder (a no-op when the patient also asked for those: the same key), due now.
 */
export async function queueFallback(
  db: Db,
  notice: Pick<ClaimedNotice, "appointmentId" | "event" | "dedupeKey" | "forStartsAt" | "minutesBefore">,
  now: Date,
) {
  if (notice.event !== "reminder") return false;
  const rows = await db
    .insert(appointmentNotices)
    .values({
      appointmentId: notice.appointmentId,
      event: notice.event,
      channel: "email",
      dedupeKey: notice.dedupeKey.replace(/:whatsapp$/, ":email"),
      forStartsAt: notice.forStartsAt,
      minutesBefore: notice.minutesBefore,
      dueAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: appointmentNotices.id });
  return rows.length > 0;
}

/** A provider's word on a message it took (WhatsApp's webhook): delivered, read or failed. Only
 * forward (a late "delivered" does not undo "read"). Returns the notice when one was changed. */
export async function recordDelivery(db: Db, providerId: string, status: "delivered" | "read" | "failed", at: Date, error: string | null) {
  const before: NoticeStatus[] = status === "delivered" ? ["sent"] : ["sent", "delivered"];
  const [changed] = await db
    .update(appointmentNotices)
    .set({ status, statusAt: at, ...(error ? { lastError: error.slice(0, 500) } : {}) })
    .where(and(eq(appointmentNotices.providerId, providerId), inArray(appointmentNotices.status, before)))
    .returning(claimedColumns);
  return changed ?? null;
}

export interface NoticeFigures {
  sentLastDay: number;
  byWhatsappLastDay: number;
  failedLastWeek: number;
  /** Waiting after a failed try (the provider down or refusing): the latest reason. */
  failingNow: number;
  lastError: string | null;
}

/** For the dashboard: what went out in the last day, what failed in the last week, and what is
 * failing now. Reasons hold no patient data (addresses and numbers are masked when stored). */
export async function noticeFigures(db: Db, now: Date): Promise<NoticeFigures> {
  const day = new Date(now.getTime() - 86_400_000);
  const week = new Date(now.getTime() - 7 * 86_400_000);
  const n = appointmentNotices;
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${n.sentAt} >= ${day})`.mapWith(Number),
      whatsapp: sql<number>`count(*) filter (where ${n.sentAt} >= ${day} and ${n.channel} = 'whatsapp')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${n.status} = 'failed' and ${n.statusAt} >= ${week})`.mapWith(Number),
      failing: sql<number>`count(*) filter (where ${n.status} = 'pending' and ${n.lastError} is not null)`.mapWith(Number),
    })
    .from(n)
    .where(sql`coalesce(${n.statusAt}, ${n.createdAt}) >= ${week} or ${n.status} = 'pending'`);
  const [latest] = await db
    .select({ error: n.lastError })
    .from(n)
    .where(
      and(
        inArray(n.status, ["pending", "failed"]),
        sql`${n.lastError} is not null`,
        sql`coalesce(${n.statusAt}, ${n.createdAt}) >= ${week}`,
      ),
    )
    .orderBy(sql`coalesce(${n.statusAt}, ${n.dueAt}) desc`)
    .limit(1);
  return {
    sentLastDay: row?.sent ?? 0,
    byWhatsappLastDay: row?.whatsapp ?? 0,
    failedLastWeek: row?.failed ?? 0,
    failingNow: row?.failing ?? 0,
    lastError: latest?.error ?? null,
  };
}
