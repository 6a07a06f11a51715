// Follow-up writes and reads of the inquiry inbox (issue 15 item 2): assignment, the follow-up
// date, notes, and the history every change leaves. Writes run inside the caller's audited
// transaction, so a change and its history row are stored together or not at all.
import { asc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { InquiryStatusKey } from "~/lib/inquiry-inbox";
import type { Db } from "../db/client.server";
import { inquiries, inquiryEvents, inquiryNotes, users } from "../db/schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

/** Active staff, for the "Assigned to" choice. */
export function staffChoices(db: Executor) {
  return db.select({ id: users.id, username: users.username }).from(users).where(isNull(users.disabledAt)).orderBy(asc(users.username));
}

async function usernameOf(tx: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? null;
}

export async function setInquiryStatus(tx: Executor, id: number, status: InquiryStatusKey, userId: number, at: Date) {
  const [before] = await tx
    .select({ status: inquiries.status, firstContactedAt: inquiries.firstContactedAt })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .for("update");
  if (!before) return null;
  const [row] = await tx
    .update(inquiries)
    .set({
      status,
      statusChangedBy: userId,
      statusChangedAt: at,
      // The first answer is when it first left "new", whatever happens to it later.
      ...(status !== "new" && !before.firstContactedAt ? { firstContactedAt: at } : {}),
    })
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id, name: inquiries.name, status: inquiries.status });
  await tx.insert(inquiryEvents).values({ inquiryId: id, userId, kind: "status", fromValue: before.status, toValue: status, at });
  return row ?? null;
}

export type FollowUpChange = { assignedTo: number | null; followUpOn: string | null };

/**
 * Sets who follows the lead up and when; each field that changed leaves a history row.
 * Null when the inquiry or the assignee no longer exists; "unchanged" when nothing differs.
 */
export async function setFollowUp(tx: Executor, id: number, change: FollowUpChange, userId: number, at: Date) {
  const [before] = await tx
    .select({ name: inquiries.name, assignedTo: inquiries.assignedTo, followUpOn: inquiries.followUpOn })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .for("update");
  if (!before) return { outcome: "gone" as const };
  const assignee = await usernameOf(tx, change.assignedTo);
  if (change.assignedTo !== null && assignee === null) return { outcome: "no-such-staff" as const };
  const events: (typeof inquiryEvents.$inferInsert)[] = [];
  if (before.assignedTo !== change.assignedTo) {
    events.push({ inquiryId: id, userId, kind: "assigned", fromValue: await usernameOf(tx, before.assignedTo), toValue: assignee, at });
  }
  if (before.followUpOn !== change.followUpOn) {
    events.push({ inquiryId: id, userId, kind: "follow-up", fromValue: before.followUpOn, toValue: change.followUpOn, at });
  }
  if (events.length === 0) return { outcome: "unchanged" as const, name: before.name };
  await tx.update(inquiries).set({ assignedTo: change.assignedTo, followUpOn: change.followUpOn }).where(eq(inquiries.id, id));
  await tx.insert(inquiryEvents).values(events);
  return { outcome: "saved" as const, name: before.name, assignee };
}

export async function addInquiryNote(tx: Executor, id: number, body: string, userId: number, at: Date) {
  const [lead] = await tx.select({ name: inquiries.name }).from(inquiries).where(eq(inquiries.id, id));
  if (!lead) return null;
  await tx.insert(inquiryNotes).values({ inquiryId: id, userId, body, createdAt: at });
  return lead;
}

const author = alias(users, "author");

/** Notes and history of the inquiries on one inbox page, oldest first within each. */
export async function followUpDetails(db: Executor, ids: number[]) {
  if (ids.length === 0) return { notes: [], events: [] };
  const [notes, events] = await Promise.all([
    db
      .select({
        id: inquiryNotes.id,
        inquiryId: inquiryNotes.inquiryId,
        body: inquiryNotes.body,
        at: inquiryNotes.createdAt,
        author: author.username,
      })
      .from(inquiryNotes)
      .leftJoin(author, eq(author.id, inquiryNotes.userId))
      .where(inArray(inquiryNotes.inquiryId, ids))
      .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id)),
    db
      .select({
        id: inquiryEvents.id,
        inquiryId: inquiryEvents.inquiryId,
        kind: inquiryEvents.kind,
        fromValue: inquiryEvents.fromValue,
        toValue: inquiryEvents.toValue,
        at: inquiryEvents.at,
        author: author.username,
      })
      .from(inquiryEvents)
      .leftJoin(author, eq(author.id, inquiryEvents.userId))
      .where(inArray(inquiryEvents.inquiryId, ids))
      .orderBy(asc(inquiryEvents.at), asc(inquiryEvents.id)),
  ]);
  return { notes, events };
}
