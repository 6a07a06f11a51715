// The second step of a password sign-in (issue 16; docs/decisions/031): after a right password,
// an account with a second factor gets no session yet, only a pending sign-in (a row in
// auth_challenges, named by a cookie that lives ten minutes on the sign-in pages only). The
// authenticator code or a recovery code finishes it. Every code tried counts in the same
// throttle buckets as passwords, and a pending sign-in allows five tries.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { safeRedirect } from "~/lib/permissions";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { authChallenges, users } from "../db/schema.server";
import { passkeyCount } from "./factors.server";
import { hashIp } from "../inquiries.server";
import { forgiveHit, hitRateLimits } from "../rate-limit.server";
import { completeSignIn, knownDevice, loginBuckets, type SignInMeta } from "./login.server";
import { consumeRecoveryCode, remainingRecoveryCodes } from "./recovery-codes.server";
import { isHttps } from "./session.server";
import { acceptTotpStep } from "./totp.server";

export const TWO_STEP_COOKIE = "admin_2fa";
const TWO_STEP_MINUTES = 10;
/** Codes one pending sign-in may try; then the password is asked for again. */
export const TWO_STEP_ATTEMPTS = 5;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Records a password sign-in waiting for its second factor; returns the cookie's token. */
export async function startTwoStep(db: Db, userId: number, redirectTo: string | undefined, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, now));
  await db.insert(authChallenges).values({
    id: hashToken(token),
    kind: "second-factor",
    userId,
    redirectTo: safeRedirect(redirectTo),
    expiresAt: new Date(now.getTime() + TWO_STEP_MINUTES * 60_000),
  });
  return token;
}

export interface PendingSignIn {
  id: string;
  userId: number;
  username: string;
  redirectTo: string;
  totp: boolean;
  passkeys: number;
  recoveryCodes: number;
}

/** The pending sign-in a cookie names, while it is current and its user may sign in. */
export async function readTwoStep(db: Db, token: string | null, now = new Date()): Promise<PendingSignIn | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      id: authChallenges.id,
      userId: users.id,
      username: users.username,
      redirectTo: authChallenges.redirectTo,
      totpEnabledAt: users.totpEnabledAt,
      passkeys: passkeyCount,
    })
    .from(authChallenges)
    .innerJoin(users, eq(users.id, authChallenges.userId))
    .where(
      and(
        eq(authChallenges.id, hashToken(token)),
        eq(authChallenges.kind, "second-factor"),
        gt(authChallenges.expiresAt, now),
        sql`${users.disabledAt} is null`,
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    redirectTo: safeRedirect(row.redirectTo),
    totp: row.totpEnabledAt !== null,
    passkeys: row.passkeys,
    recoveryCodes: await remainingRecoveryCodes(db, row.userId),
  };
}

export async function endTwoStep(db: Db, pending: Pick<PendingSignIn, "id">): Promise<void> {
  await db.delete(authChallenges).where(eq(authChallenges.id, pending.id));
}

export type TwoStepOutcome =
  | { kind: "ok"; token: string; deviceToken: string; redirectTo: string }
  | { kind: "wrong"; attemptsLeft: number }
  | { kind: "restart" }
  | { kind: "throttled"; retryAfterSeconds: number };

/**
 * Checks an authenticator code (`code`) or a recovery code (`recovery`) for a pending sign-in.
 * A right authenticator code is refused when it was used before (same 30-second step).
 */
export async function verifyTwoStep(
  services: AppServices,
  pending: PendingSignIn,
  input: { code?: string; recovery?: string },
  meta: SignInMeta,
  now = new Date(),
): Promise<TwoStepOutcome> {
  const { db } = services.database;
  const ipHash = hashIp(meta.ip, services.ipSalt);
  const device = knownDevice(services, pending.userId, meta.deviceToken);
  const counted = await hitRateLimits(db, loginBuckets(services, pending.username, ipHash, device), now);
  if (!counted.allowed) {
    services.log.warn({ ipHash }, "second factor throttled");
    return { kind: "throttled", retryAfterSeconds: counted.retryAfterSeconds };
  }
  const [tried] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.id, pending.id))
    .returning({ attempts: authChallenges.attempts });
  if (!tried || tried.attempts > TWO_STEP_ATTEMPTS) {
    await endTwoStep(db, pending);
    return { kind: "restart" };
  }

  let method: "password+totp" | "password+recovery" | null = null;
  if (input.code !== undefined && pending.totp) {
    if (await acceptTotpCode(db, pending.userId, input.code, now)) method = "password+totp";
  } else if (input.recovery !== undefined) {
    if (await consumeRecoveryCode(db, services.ipSalt, pending.userId, input.recovery)) method = "password+recovery";
  }
  if (!method) {
    services.log.info({ ipHash }, "second factor refused");
    const left = TWO_STEP_ATTEMPTS - tried.attempts;
    if (left <= 0) await endTwoStep(db, pending);
    return left <= 0 ? { kind: "restart" } : { kind: "wrong", attemptsLeft: left };
  }
  await endTwoStep(db, pending);
  await Promise.all(counted.hits.map((hit) => forgiveHit(db, hit)));
  const done = await completeSignIn(services, { userId: pending.userId, username: pending.username, device }, meta, method);
  return { kind: "ok", token: done.token, deviceToken: done.deviceToken, redirectTo: pending.redirectTo };
}

/**
 * Accepts an authenticator code for a user whose TOTP is on, once: the step is stored in the
 * same statement that checks it is newer, so two requests with one code cannot both pass.
 */
export async function acceptTotpCode(db: Db, userId: number, code: string, now = new Date()): Promise<boolean> {
  const [user] = await db
    .select({ secret: users.totpSecret, lastStep: users.totpLastStep, enabled: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.secret || !user.enabled) return false;
  const step = acceptTotpStep(user.secret, code, user.lastStep, now.getTime());
  if (step === null) return false;
  const stored = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
    .returning({ id: users.id });
  return stored.length === 1;
}

export function twoStepCookie(request: Request, token: string): string {
  return [
    `${TWO_STEP_COOKIE}=${token}`,
    "Path=/admin-login",
    `Max-Age=${TWO_STEP_MINUTES * 60}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(isHttps(request) ? ["Secure"] : []),
  ].join("; ");
}

export function clearTwoStepCookie(request: Request): string {
  return [
    `${TWO_STEP_COOKIE}=`,
    "Path=/admin-login",
    "Max-Age=0",
    "HttpOnly",
    "SameSite=Strict",
    ...(isHttps(request) ? ["Secure"] : []),
  ].join("; ");
}
