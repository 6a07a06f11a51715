import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppServices } from "../context.server";
import { auditLog, users } from "../db/schema.server";
import { DEMO_PASSWORD } from "../db/seed.server";
import { hashIp } from "../inquiries.server";
import { hitRateLimit, peekRateLimit, resetRateLimit } from "../rate-limit.server";
import { hashPassword, verifyPassword } from "./password.server";
import { createSession } from "./session.server";

export const LOGIN_WINDOW_SECONDS = 15 * 60;

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Please enter your username.").max(64, "That username is too long."),
  password: z.string().min(1, "Please enter your password.").max(256, "That password is too long."),
  redirectTo: z.string().max(500).optional(),
});

export type LoginOutcome =
  | { kind: "ok"; token: string; userId: number }
  | { kind: "invalid-input"; errors: Partial<Record<"username" | "password", string>> }
  | { kind: "bad-credentials" }
  | { kind: "throttled"; retryAfterSeconds: number };

// Unknown usernames are checked against this hash so they cost the same time as a wrong password.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword("not-a-real-password-only-for-timing"));

const userKey = (username: string) => `login-fail:user:${username.toLowerCase()}`;
const ipKey = (ipHash: string) => `login-fail:ip:${ipHash}`;

export async function attemptLogin(
  services: AppServices,
  input: { username: string; password: string },
  meta: { ip: string; userAgent: string | null },
  now = new Date(),
): Promise<LoginOutcome> {
  const { db } = services.database;
  const ipHash = hashIp(meta.ip, services.ipSalt);
  const [byUser, byIp] = await Promise.all([
    peekRateLimit(db, userKey(input.username), LOGIN_WINDOW_SECONDS, now),
    peekRateLimit(db, ipKey(ipHash), LOGIN_WINDOW_SECONDS, now),
  ]);
  if (byUser.count >= services.env.LOGIN_USER_LIMIT || byIp.count >= services.env.LOGIN_IP_LIMIT) {
    services.log.warn({ ipHash }, "login throttled");
    return { kind: "throttled", retryAfterSeconds: Math.max(byUser.retryAfterSeconds, byIp.retryAfterSeconds) };
  }

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
    .limit(1);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
  // Outside demo mode the published demo password never opens anything.
  const demoPasswordRefused = !services.env.DEMO_MODE && input.password === DEMO_PASSWORD;

  if (!user || user.disabledAt || !matches || demoPasswordRefused) {
    await Promise.all([
      hitRateLimit(db, userKey(input.username), Number.MAX_SAFE_INTEGER, LOGIN_WINDOW_SECONDS, now),
      hitRateLimit(db, ipKey(ipHash), Number.MAX_SAFE_INTEGER, LOGIN_WINDOW_SECONDS, now),
    ]);
    services.log.info({ ipHash }, "login failed");
    return { kind: "bad-credentials" };
  }

  await resetRateLimit(db, userKey(input.username));
  const session = await createSession(db, user.id, { ip: meta.ip, userAgent: meta.userAgent });
  await db.insert(auditLog).values({ userId: user.id, action: "login", entity: "session", summary: "Signed in" });
  return { kind: "ok", token: session.token, userId: user.id };
}
