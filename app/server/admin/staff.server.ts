import { and, asc, eq, isNull, max, sql } from "drizzle-orm";
import { isUniqueViolation } from "../db/pg-errors.server";
import type { Role } from "~/lib/permissions";
import { deleteUserSessions, SESSION_IDLE_MS } from "../auth/session.server";
import { passkeyCount } from "../auth/factors.server";
import type { Db } from "../db/client.server";
import { auditLog, passkeys, sessions, users } from "../db/schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface StaffRow {
  id: number;
  username: string;
  role: Role;
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** From the audit log's sign-in entries (sessions themselves are deleted at logout). */
  lastSignInAt: Date | null;
  openSessions: number;
  passkeys: number;
  email: string | null;
}

export async function listStaff(db: Db, now = new Date()): Promise<StaffRow[]> {
  const lastLogin = db
    .select({ userId: auditLog.userId, at: max(auditLog.at).as("last_sign_in_at") })
    .from(auditLog)
    .where(eq(auditLog.action, "login"))
    .groupBy(auditLog.userId)
    .as("last_login");
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      lastSignInAt: lastLogin.at,
      passkeys: passkeyCount,
      email: users.email,
      openSessions: sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${users.id}
        and ${sessions.expiresAt} > ${now.toISOString()} and ${sessions.lastSeenAt} > ${idleCutoff.toISOString()})`,
    })
    .from(users)
    .leftJoin(lastLogin, eq(lastLogin.userId, users.id))
    .orderBy(asc(sql`lower(${users.username})`));
  // max() over a timestamp comes back as text from some drivers.
  return rows.map((r) => ({
    ...r,
    lastSignInAt: r.lastSignInAt ? new Date(r.lastSignInAt) : null,
    openSessions: Number(r.openSessions),
  }));
}

export async function findStaff(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.role, disabledAt: users.disabledAt, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function usernameTaken(db: Db | Tx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

export class UsernameTakenError extends Error {
  constructor(username: string) {
    super(`The username "${username}" is already taken.`);
  }
}

/**
 * Inserts a staff account inside the caller's transaction (which writes the audit row).
 * The case-insensitive unique index is the real guard; the check first gives a clear message.
 */
export async function insertStaff(tx: Tx, input: { username: string; role: Role; passwordHash: string; email?: string | null }) {
  if (await usernameTaken(tx, input.username)) throw new UsernameTakenError(input.username);
  try {
    const [row] = await tx.insert(users).values(input).returning({ id: users.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new UsernameTakenError(input.username);
    throw error;
  }
}

/** All of an account's passkeys: a passkey added with a taken session would outlive a new password (issue 49). */
export async function removeAllPasskeys(tx: Tx, userId: number): Promise<number> {
  const gone = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return gone.length;
}

export async function setStaffDisabled(tx: Tx, id: number, disabled: boolean, now = new Date()) {
  await tx
    .update(users)
    .set({ disabledAt: disabled ? now : null, updatedAt: now })
    .where(disabled ? and(eq(users.id, id), isNull(users.disabledAt)) : eq(users.id, id));
  // A disabled account is locked out at once, not when its sessions happen to expire.
  if (disabled) await deleteUserSessions(tx, id);
}

/**
 * Stores a new password hash (made before the transaction: scrypt takes a while and the
 * embedded database serialises transactions) and ends the account's sessions, except
 * `keepSessionId` (the one in use).
 */
export async function setStaffPassword(tx: Tx, id: number, passwordHash: string, keepSessionId?: string) {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
  await deleteUserSessions(tx, id, keepSessionId);
}

export async function setStaffRole(tx: Tx, id: number, role: Role) {
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}
