import { createHash } from "node:crypto";
import { and, asc, desc, eq, gt, ne } from "drizzle-orm";
import { z } from "zod";
import { sessionDevice, signInMethodWords } from "~/lib/session-device";
import { deleteUserSessions, SESSION_IDLE_MS, type SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { auditLog, sessions } from "../db/schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * What the page may name a session by. The stored id is the SHA-256 of the cookie's token,
 * so it would not give the token away, but it is the key every request looks up: the page
 * gets a hash of it instead, only ever matched among the signed-in user's own sessions.
 */
export const sessionHandle = (id: string) => createHash("sha256").update(`session-handle:${id}`).digest("hex").slice(0, 16);

export const sessionHandleSchema = z
  .string({ error: "Unknown session. Please reload the page." })
  .regex(/^[0-9a-f]{16}$/, "Unknown session. Please reload the page.");

export interface SessionView {
  handle: string;
  device: string;
  method: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
  /** Same hashed address as this device: the only "place" a salted hash can tell. */
  sameNetwork: boolean;
}

const active = (now: Date) => [gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))];

/** The user's sessions that still work (not expired, not idle too long), this one first, then the latest used. */
export async function listOwnSessions(db: Db, user: SessionUser, now = new Date()): Promise<SessionView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), ...active(now)))
    .orderBy(desc(sessions.lastSeenAt), asc(sessions.createdAt));
  const here = rows.find((r) => r.id === user.sessionId);
  const views = rows.map((r) => ({
    handle: sessionHandle(r.id),
    device: sessionDevice(r.userAgent),
    method: signInMethodWords(r.method),
    createdAt: r.createdAt,
    lastSeenAt: r.lastSeenAt,
    current: r.id === user.sessionId,
    sameNetwork: r.id !== user.sessionId && Boolean(here?.ip) && r.ip === here?.ip,
  }));
  return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
}

// Ending a session is not a content change, so it skips auditedWrite's page-cache
// notification; the audit row still commits (or not) together with the deletion.
async function withAudit(db: Db, actor: SessionUser, entityId: number, action: string, summary: string, write: (tx: Tx) => Promise<void>) {
  await db.transaction(async (tx) => {
    await write(tx);
    await tx.insert(auditLog).values({ userId: actor.id, action, entity: "user", entityId: String(entityId), summary });
  });
}

export type EndOwnOutcome = { ok: true; toast: string } | { ok: false; status: number; message: string };

/** Ends one of the user's own other sessions, named by its handle; anyone else's cannot match. */
export async function endOwnSession(db: Db, user: SessionUser, handle: unknown): Promise<EndOwnOutcome> {
  const parsed = sessionHandleSchema.safeParse(handle);
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? "Unknown session." };
  const own = await db.select({ id: sessions.id, userAgent: sessions.userAgent }).from(sessions).where(eq(sessions.userId, user.id));
  const target = own.find((s) => sessionHandle(s.id) === parsed.data);
  if (target?.id === user.sessionId) {
    return { ok: false, status: 400, message: "That is this device. To end it, use Logout in the menu." };
  }
  if (!target) return { ok: false, status: 404, message: "That session has already ended. The list below is up to date." };
  const device = sessionDevice(target.userAgent);
  await withAudit(db, user, user.id, "end-session", `ended a session (${device})`, async (tx) => {
    await tx.delete(sessions).where(and(eq(sessions.id, target.id), eq(sessions.userId, user.id)));
  });
  return { ok: true, toast: `Signed out: ${device}. It will have to sign in again.` };
}

/** How many of a user's sessions still work, leaving out `except`. */
async function countActive(db: Db, userId: number, except: string | undefined, now: Date): Promise<number> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ...(except ? [ne(sessions.id, except)] : []), ...active(now)));
  return rows.length;
}

/** Ends all the user's sessions except this one; how many were still active (none: nothing is logged). */
export async function endOtherOwnSessions(db: Db, user: SessionUser, now = new Date()): Promise<number> {
  const count = await countActive(db, user.id, user.sessionId, now);
  if (count === 0) return 0;
  await withAudit(db, user, user.id, "end-sessions", "signed out all other devices", (tx) =>
    deleteUserSessions(tx, user.id, user.sessionId),
  );
  return count;
}

/**
 * An admin ends every session of a staff member. Their own current session stays (the
 * page says so): ending it would sign them out in the middle of their own click.
 */
export async function endAllSessionsOf(
  db: Db,
  actor: SessionUser,
  target: { id: number; username: string },
  now = new Date(),
): Promise<number> {
  const keep = target.id === actor.id ? actor.sessionId : undefined;
  const count = await countActive(db, target.id, keep, now);
  if (count === 0) return 0;
  const summary = keep ? "signed out all other devices" : `signed "${target.username}" out everywhere`;
  await withAudit(db, actor, target.id, "end-sessions", summary, (tx) => deleteUserSessions(tx, target.id, keep));
  return count;
}
