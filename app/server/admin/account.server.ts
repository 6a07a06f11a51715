import { eq } from "drizzle-orm";
import { z } from "zod";
import { staffPasswordProblem } from "../auth/common-passwords.server";
import { hashPassword, verifyPassword } from "../auth/password.server";
import { confirmIdentity, PROOF_FIELD, PROOF_LIMIT, proofFailKey } from "../auth/reauthentication.server";
import { deleteUserSessions, type SessionUser } from "../auth/session.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { users } from "../db/schema.server";
import { passkeyCount } from "../auth/factors.server";
import { hitRateLimit, resetRateLimit } from "../rate-limit.server";
import { auditedWrite } from "../content/write.server";
import { accountPasswordSchema, fieldErrors, noticeEmail } from "./staff-schemas.server";
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from "./sessions.server";
import { removeAllPasskeys, setStaffPassword } from "./staff.server";

export type AccountField = "currentPassword" | "newPassword" | "confirmPassword" | "proof" | "email";

export interface AccountActionData {
  /** Which part of the page the answer belongs to. */
  intent: "password" | "sessions" | "email";
  message: string | null;
  errors: Partial<Record<AccountField, string>>;
  /** What was typed, given back (never a password). */
  values?: { email?: string; removePasskeys?: boolean };
}

export type AccountOutcome = { ok: true; toast: string } | { ok: false; status: number; data: AccountActionData; headers?: HeadersInit };

// The current password counts in the same throttle as every other proof that it is you.
export const CURRENT_PASSWORD_LIMIT = PROOF_LIMIT;
const failKey = proofFailKey;

/** For the page: where the user is signed in, and a version that changes with each edit. */
export async function accountOverview(db: Db, user: SessionUser, now = new Date()) {
  const [account] = await db
    .select({ updatedAt: users.updatedAt, totpEnabledAt: users.totpEnabledAt, email: users.email, passkeys: passkeyCount })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  const sessions = await listOwnSessions(db, user, now);
  return {
    sessions,
    version: String(account?.updatedAt.getTime() ?? 0),
    totpOn: Boolean(account?.totpEnabledAt),
    email: account?.email ?? "",
    passkeys: account?.passkeys ?? 0,
  };
}

const accountIntentSchema = z.enum(["password", "end-session", "end-other-sessions", "email"]);

/** Runs one of My Account's forms, chosen by its `intent` field. */
export async function runAccountAction(services: AppServices, user: SessionUser, form: FormData): Promise<AccountOutcome> {
  const intent = accountIntentSchema.safeParse(form.get("intent"));
  const sessionsFail = (status: number, message: string): AccountOutcome => ({
    ok: false,
    status,
    data: { intent: "sessions", message, errors: {} },
  });
  if (!intent.success) return sessionsFail(400, "Unknown action. Please reload the page and try again.");
  const { db } = services.database;
  switch (intent.data) {
    case "password":
      return changeOwnPassword(services, user, form);
    case "end-session": {
      const ended = await endOwnSession(db, user, form.get("session"));
      return ended.ok ? ended : sessionsFail(ended.status, ended.message);
    }
    case "end-other-sessions": {
      if (form.get("removePasskeys") === "on") return signOutEverywhereWithoutPasskeys(services, user, form);
      const count = await endOtherOwnSessions(db, user);
      return {
        ok: true,
        toast: count === 0 ? "You were not signed in anywhere else." : "Signed out on all other devices. You stay signed in here.",
      };
    }
    case "email":
      return changeNoticeAddress(services, user, form);
  }
}

/**
 * "Sign out all other devices" with "also remove my passkeys": what someone does who fears their
 * session was taken, so that a passkey added with it stops working too. Asks for proof, like
 * every removal of a sign-in method.
 */
async function signOutEverywhereWithoutPasskeys(services: AppServices, user: SessionUser, form: FormData): Promise<AccountOutcome> {
  const { db } = services.database;
  const proven = await confirmIdentity(db, user, form.get(PROOF_FIELD));
  if (!proven.ok) {
    return {
      ok: false,
      status: proven.status,
      headers: proven.headers,
      data: { intent: "sessions", message: null, errors: { proof: proven.error }, values: { removePasskeys: true } },
    };
  }
  const removed = await auditedWrite(services, user, async (tx) => {
    const gone = await removeAllPasskeys(tx, user.id);
    await deleteUserSessions(tx, user.id, user.sessionId);
    const what = gone === 1 ? "their passkey" : `their ${gone} passkeys`;
    return {
      result: gone,
      audit: {
        action: "security",
        entity: "user",
        entityId: user.id,
        summary: gone ? `signed out all other devices and removed ${what}` : "signed out all other devices",
        notify: { userId: user.id },
      },
    };
  });
  const passkeyNote = removed === 0 ? "" : removed === 1 ? " Your passkey was removed too." : ` Your ${removed} passkeys were removed too.`;
  return { ok: true, toast: `Signed out on all other devices; you stay signed in here.${passkeyNote}` };
}

/** Where notices of sign-in changes go: the old address is told of a change too. Needs proof. */
async function changeNoticeAddress(services: AppServices, user: SessionUser, form: FormData): Promise<AccountOutcome> {
  const typed = text(form, "email");
  const fail = (status: number, errors: AccountActionData["errors"], headers?: HeadersInit): AccountOutcome => ({
    ok: false,
    status,
    headers,
    data: { intent: "email", message: null, errors, values: { email: typed } },
  });
  const parsed = noticeEmail.safeParse(typed);
  if (!parsed.success) return fail(400, { email: parsed.error.issues[0]?.message });
  const { db } = services.database;
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id)).limit(1);
  const before = current?.email ?? "";
  if (parsed.data === before) return { ok: true, toast: parsed.data ? "That address was already set." : "No address was set." };
  const proven = await confirmIdentity(db, user, form.get(PROOF_FIELD));
  if (!proven.ok) return fail(proven.status, { proof: proven.error }, proven.headers);
  await auditedWrite(services, user, async (tx) => {
    await tx
      .update(users)
      .set({ email: parsed.data || null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return {
      result: null,
      audit: {
        action: "security",
        entity: "user",
        entityId: user.id,
        summary: parsed.data ? `set the address for security notices to ${parsed.data}` : "removed the address for security notices",
        notify: { userId: user.id, alsoTo: before ? [before] : [] },
      },
    };
  });
  return {
    ok: true,
    toast: parsed.data ? `Security notices will go to ${parsed.data}.` : "Security notices are off: no address is set for them.",
  };
}

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
};

/** Changes the signed-in user's own password; their other sessions end, this one stays. */
export async function changeOwnPassword(
  services: AppServices,
  user: SessionUser,
  form: FormData,
  now = new Date(),
): Promise<AccountOutcome> {
  const fail = (status: number, data: Partial<AccountActionData>, headers?: HeadersInit): AccountOutcome => ({
    ok: false,
    status,
    data: { intent: "password", message: data.message ?? null, errors: data.errors ?? {} },
    headers,
  });
  const parsed = accountPasswordSchema.safeParse({
    currentPassword: text(form, "currentPassword"),
    newPassword: text(form, "newPassword"),
    confirmPassword: text(form, "confirmPassword"),
  });
  if (!parsed.success) return fail(400, { errors: fieldErrors<AccountField>(parsed.error) });
  const { currentPassword, newPassword, confirmPassword } = parsed.data;
  const { db } = services.database;

  // Counted before the check (one atomic statement), so concurrent guesses past the limit
  // are refused unchecked; a right password takes its count back and clears the others.
  const { windowSeconds, attempts } = CURRENT_PASSWORD_LIMIT;
  const counted = await hitRateLimit(db, { key: failKey(user.id), limit: attempts, windowSeconds }, now);
  if (!counted.allowed) {
    const minutes = Math.ceil(counted.retryAfterSeconds / 60);
    return fail(
      429,
      { message: `Too many wrong current passwords. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` },
      { "Retry-After": String(counted.retryAfterSeconds) },
    );
  }

  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
    return fail(400, { errors: { currentPassword: "That is not your current password." } });
  }
  await resetRateLimit(db, failKey(user.id));

  const problem = staffPasswordProblem(newPassword, { username: user.username });
  if (problem) return fail(400, { errors: { newPassword: problem } });
  if (newPassword === currentPassword) {
    return fail(400, { errors: { newPassword: "Choose a new password that differs from the current one." } });
  }
  if (confirmPassword !== newPassword) {
    return fail(400, { errors: { confirmPassword: "The two new passwords don't match. Please type it again." } });
  }

  const passwordHash = await hashPassword(newPassword);
  await auditedWrite(services, user, async (tx) => {
    await setStaffPassword(tx, user.id, passwordHash, user.sessionId);
    return {
      result: null,
      audit: { action: "password", entity: "user", entityId: user.id, summary: "changed their own password", notify: { userId: user.id } },
    };
  });
  return { ok: true, toast: "Your password has been changed. Any other devices signed in as you were signed out." };
}
