import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppServices } from "../context.server";
import { auditLog, users } from "../db/schema.server";
import { hasSecondFactor } from "./factors.server";
import { DEMO_PASSWORD } from "../db/seed.server";
import { hashIp } from "../inquiries.server";
import { forgiveHit, hitRateLimits, type RateLimitRule, resetRateLimit } from "../rate-limit.server";
import { type KnownDevice, readDeviceToken, issueDeviceToken } from "./login-device.server";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";
import { createSession, type SignInMethod } from "./session.server";
import { startTwoStep } from "./two-step.server";

export const LOGIN_WINDOW_SECONDS = 15 * 60;

export const USERNAME_MAX = 64;

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Please enter your username.").max(USERNAME_MAX, "That username is too long."),
  password: z.string().min(1, "Please enter your password.").max(256, "That password is too long."),
  redirectTo: z.string().max(500).optional(),
});

export type LoginOutcome =
  | { kind: "ok"; token: string; userId: number; deviceToken: string }
  /** The password was right; the account has a second factor, asked for next (two-step.server.ts). */
  | { kind: "second-factor"; pendingToken: string; userId: number }
  | { kind: "invalid-input"; errors: Partial<Record<"username" | "password", string>> }
  | { kind: "bad-credentials" }
  | { kind: "throttled"; retryAfterSeconds: number };

// Unknown usernames are checked against this hash so they cost the same time as a wrong password.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword("not-a-real-password-only-for-timing"));

export const userKey = (username: string) => `login:user:${username.toLowerCase()}`;
export const ipKey = (ipHash: string) => `login:ip:${ipHash}`;
export const deviceKey = (deviceId: string) => `login:device:${deviceId}`;

/**
 * Which buckets an attempt counts in. From a browser that signed in as this person before
 * (device cookie): that device's own bucket only. From anywhere else: the username's and the
 * address's, so guessing one account, or many accounts from one address, stays slow.
 */
export function loginBuckets(services: AppServices, username: string, ipHash: string, device: KnownDevice | null): RateLimitRule[] {
  const windowSeconds = LOGIN_WINDOW_SECONDS;
  const { LOGIN_USER_LIMIT, LOGIN_IP_LIMIT } = services.env;
  if (device) return [{ key: deviceKey(device.id), limit: LOGIN_USER_LIMIT, windowSeconds }];
  return [
    { key: userKey(username), limit: LOGIN_USER_LIMIT, windowSeconds },
    { key: ipKey(ipHash), limit: LOGIN_IP_LIMIT, windowSeconds },
  ];
}

/**
 * Each attempt is counted before the password is checked, in one atomic statement per
 * bucket: concurrent guesses past the limit are refused without a check. A successful
 * sign-in takes its own count back and clears the account's and the device's failures.
 */
export async function attemptLogin(
  services: AppServices,
  input: { username: string; password: string; redirectTo?: string },
  meta: SignInMeta,
  now = new Date(),
): Promise<LoginOutcome> {
  const { db } = services.database;
  const ipHash = hashIp(meta.ip, services.ipSalt);
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
      secondFactor: hasSecondFactor,
    })
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
    .limit(1);
  const device = user ? knownDevice(services, user.id, meta.deviceToken) : null;

  const counted = await hitRateLimits(db, loginBuckets(services, input.username, ipHash, device), now);
  if (!counted.allowed) {
    services.log.warn({ ipHash, knownDevice: device !== null }, "login throttled");
    return { kind: "throttled", retryAfterSeconds: counted.retryAfterSeconds };
  }

  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
  // Outside demo mode the published demo password never opens anything.
  const demoPasswordRefused = !services.env.DEMO_MODE && input.password === DEMO_PASSWORD;

  if (!user || user.disabledAt || !matches || demoPasswordRefused) {
    services.log.info({ ipHash }, "login failed");
    return { kind: "bad-credentials" };
  }
  // A hash made at a lower cost (older parameters, or a test database) is replaced now, the
  // only moment the password is known; only if it is still the one just checked.
  if (needsRehash(user.passwordHash)) {
    const fresh = await hashPassword(input.password);
    await db
      .update(users)
      .set({ passwordHash: fresh })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
    services.log.info({ userId: user.id }, "password hash upgraded to the current cost");
  }

  if (user.secondFactor) {
    // This attempt's own count is taken back, but earlier failures stay until the second
    // factor is right: knowing the password must not reset the count of wrong codes.
    await Promise.all(counted.hits.map((hit) => forgiveHit(db, hit)));
    const pendingToken = await startTwoStep(db, user.id, input.redirectTo, now);
    services.log.info({ ipHash }, "password accepted; second factor asked for");
    return { kind: "second-factor", pendingToken, userId: user.id };
  }
  await Promise.all(counted.hits.map((hit) => forgiveHit(db, hit)));
  return completeSignIn(services, { userId: user.id, username: input.username, device }, meta, "password");
}

export interface SignInMeta {
  ip: string;
  userAgent: string | null;
  deviceToken?: string | null;
}

/**
 * The last step of every sign-in: the account's and the device's failures are cleared, a
 * session begins, the audit log says how, and the browser is remembered as this person's.
 */
export async function completeSignIn(
  services: AppServices,
  who: { userId: number; username: string; device: KnownDevice | null },
  meta: SignInMeta,
  method: SignInMethod,
): Promise<{ kind: "ok"; token: string; userId: number; deviceToken: string }> {
  const { db } = services.database;
  await Promise.all([resetRateLimit(db, userKey(who.username)), ...(who.device ? [resetRateLimit(db, deviceKey(who.device.id))] : [])]);
  const ipHash = hashIp(meta.ip, services.ipSalt);
  const session = await createSession(db, who.userId, { ipHash, userAgent: meta.userAgent, method });
  await db.insert(auditLog).values({ userId: who.userId, action: "login", entity: "session", summary: SIGN_IN_SUMMARY[method] });
  const deviceToken = who.device && meta.deviceToken ? meta.deviceToken : issueDeviceToken(services.ipSalt, who.userId);
  return { kind: "ok", token: session.token, userId: who.userId, deviceToken };
}

const SIGN_IN_SUMMARY: Record<SignInMethod, string> = {
  password: "Signed in",
  "password+totp": "Signed in with password and authenticator code",
  "password+recovery": "Signed in with password and a recovery code",
  "password+passkey": "Signed in with password and passkey",
  passkey: "Signed in with a passkey",
};

/** The device cookie's browser when it signed in as this user before, else null. */
export function knownDevice(services: AppServices, userId: number, deviceToken: string | null | undefined): KnownDevice | null {
  const device = readDeviceToken(services.ipSalt, deviceToken ?? null);
  return device?.userId === userId ? device : null;
}
