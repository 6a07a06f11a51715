// A session alone does not change how an account signs in (issue 49 item 1): adding or removing a
// passkey or an authenticator app, removing passkeys when signing out everywhere, and changing
// the address security notices go to first ask for the current password or a current code from
// the authenticator app. A stolen or left-open session could otherwise add its own passkey and
// keep the account for good.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { users } from "../db/schema.server";
import { hitRateLimit, resetRateLimit } from "../rate-limit.server";
import { verifyPassword } from "./password.server";
import type { SessionUser } from "./session.server";
import { acceptTotpCode } from "./two-step.server";

/** The form field every such change sends its proof in. */
export const PROOF_FIELD = "proof";

// Someone holding a stolen session must not be able to guess at leisure: every wrong password
// or code typed to prove it is you counts here, the password change's current password too.
export const PROOF_LIMIT = { attempts: 5, windowSeconds: 15 * 60 } as const;
export const proofFailKey = (userId: number) => `account-password-fail:user:${userId}`;

export type ProofOutcome =
  { ok: true; via: "password" | "code" } | { ok: false; status: 400 | 429; error: string; headers?: Record<string, string> };

const SIX_DIGITS = /^\d{6}$/;

/**
 * Checks that the person at this session knows the account's password, or holds its
 * authenticator app. A 6-digit answer is tried as an app code first (no staff password is that
 * short today), then as the password. Counted before it is checked, so concurrent guesses past
 * the limit are refused unchecked; a right answer takes its count back.
 */
export async function confirmIdentity(
  db: Db,
  user: SessionUser,
  proof: FormDataEntryValue | null,
  now = new Date(),
): Promise<ProofOutcome> {
  const answer = typeof proof === "string" ? proof : "";
  if (answer.trim() === "") {
    return { ok: false, status: 400, error: "Type your current password (or a code from your authenticator app) to confirm it is you." };
  }
  const counted = await hitRateLimit(
    db,
    { key: proofFailKey(user.id), limit: PROOF_LIMIT.attempts, windowSeconds: PROOF_LIMIT.windowSeconds },
    now,
  );
  if (!counted.allowed) {
    const minutes = Math.ceil(counted.retryAfterSeconds / 60);
    return {
      ok: false,
      status: 429,
      error: `Too many wrong passwords or codes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      headers: { "Retry-After": String(counted.retryAfterSeconds) },
    };
  }
  const code = answer.replace(/\s+/g, "");
  let via: "password" | "code" | null = null;
  if (SIX_DIGITS.test(code) && (await acceptTotpCode(db, user.id, code, now))) via = "code";
  if (!via) {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
    if (row && (await verifyPassword(answer, row.passwordHash))) via = "password";
  }
  if (!via) return { ok: false, status: 400, error: "That is not your current password, or a current code from your app." };
  await resetRateLimit(db, proofFailKey(user.id));
  return { ok: true, via };
}

/** Whether an authenticator app is on: its code is then accepted as proof, and the form says so. */
export async function totpIsOn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.on);
}
