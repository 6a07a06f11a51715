import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { Role } from "~/lib/permissions";
import type { Db } from "../db/client.server";
import { sessions, users } from "../db/schema.server";
import { hasSecondFactor } from "./factors.server";
import { securityPolicyFrom, storedSecurityPolicy } from "./staff-security.server";

export const SESSION_COOKIE = "admin_user";
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60; // CONTENT.md: 7 days
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000; // idle sessions end after 24 h
const TOUCH_INTERVAL_MS = 5 * 60 * 1000; // last_seen_at is refreshed at most this often

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  sessionId: string;
  /** An authenticator app or a passkey is set up (issue 16: the clinic may require one). */
  hasSecondFactor?: boolean;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** How a session signed in (shown in the sessions list and the audit log). */
export type SignInMethod = "password" | "password+totp" | "password+recovery" | "password+passkey" | "passkey";

export interface SessionMeta {
  /** A salted hash of the address (hashIp), never the address itself. */
  ipHash?: string;
  userAgent?: string | null;
  method?: SignInMethod;
}

/** A new session: the cookie carries 32 random bytes; only their SHA-256 is stored. */
export async function createSession(db: Db, userId: number, meta: SessionMeta) {
  const token = randomBytes(32).toString("base64url");
  const id = hashToken(token);
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    ip: meta.ipHash ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    method: meta.method ?? null,
  });
  return { token, id };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A session's user, with whether the clinic requires a second factor (read in the same query). */
export type SignedInUser = SessionUser & { secondFactorRequired: boolean };

/**
 * The user a session token belongs to, or null when the token is garbled, unknown,
 * expired, idle too long, or its user is disabled.
 */
export async function findSessionUser(db: Db, token: string | null, now = new Date()): Promise<SignedInUser | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
      hasSecondFactor,
      policy: storedSecurityPolicy,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    sessionId: id,
    hasSecondFactor: row.hasSecondFactor,
    secondFactorRequired: securityPolicyFrom(row.policy).requireSecondFactor,
  };
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except optionally the one in use. */
export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
}

export async function pruneSessions(db: Db, now = new Date()) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}

export function readCookie(request: Request, name: string): string | null {
  return cookieFromHeader(request.headers.get("Cookie"), name);
}

/** One cookie's value from a Cookie header (node:http's or fetch's), or null. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return null;
}

export function isHttps(request: Request) {
  return new URL(request.url).protocol === "https:";
}

export function sessionCookie(request: Request, token: string): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    `Max-Age=${SESSION_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(isHttps(request) ? ["Secure"] : []),
  ].join("; ");
}

export function clearSessionCookie(request: Request): string {
  return [`${SESSION_COOKIE}=`, "Path=/", "Max-Age=0", "HttpOnly", "SameSite=Lax", ...(isHttps(request) ? ["Secure"] : [])].join("; ");
}
