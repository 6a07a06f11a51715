// My Account's two-step sign-in (issue 16): setting up an authenticator app (a secret shown as
// a QR code, confirmed with a first code), ten recovery codes shown once, new codes, and
// turning it off. Every code typed here counts in its own throttle, as a stolen session must
// not be able to guess codes at leisure; turning it off ends the user's other sessions.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { acceptTotpCode } from "../auth/two-step.server";
import { deleteRecoveryCodes, issueRecoveryCodes, remainingRecoveryCodes } from "../auth/recovery-codes.server";
import { deleteUserSessions, type SessionUser } from "../auth/session.server";
import { readSecurityPolicy } from "../auth/staff-security.server";
import { acceptTotpStep, groupedSecret, newTotpSecret, totpQrSvg, totpUri } from "../auth/totp.server";
import type { AppServices } from "../context.server";
import { users } from "../db/schema.server";
import { passkeyCount } from "../auth/factors.server";
import { confirmIdentity, PROOF_FIELD } from "../auth/reauthentication.server";
import { hitRateLimit, resetRateLimit } from "../rate-limit.server";
import { auditedWrite } from "../content/write.server";

export const CODE_LIMIT = { attempts: 5, windowSeconds: 15 * 60 } as const;
const failKey = (userId: number) => `account-totp-fail:user:${userId}`;

export async function twoStepOverview(services: AppServices, user: SessionUser, issuer: string) {
  const { db } = services.database;
  const [row] = await db
    .select({
      secret: users.totpSecret,
      enabledAt: users.totpEnabledAt,
      passkeys: passkeyCount,
    })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  const enabledAt = row?.enabledAt ?? null;
  const enrolling = !enabledAt && row?.secret ? row.secret : null;
  const setup = enrolling ? { secret: groupedSecret(enrolling), qrSvg: await totpQrSvg(totpUri(enrolling, user.username, issuer)) } : null;
  return {
    enabledAt: enabledAt?.toISOString() ?? null,
    setup,
    recoveryLeft: enabledAt ? await remainingRecoveryCodes(db, user.id) : 0,
    passkeys: row?.passkeys ?? 0,
    required: (await readSecurityPolicy(db)).requireSecondFactor,
  };
}

const code = z.string().trim().min(1, "Please enter the 6-digit code from your app.").max(20, "That code is too long.");
export const twoStepActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("confirm"), code }),
  z.object({ intent: z.literal("new-codes"), code }),
  z.object({ intent: z.literal("disable"), code }),
]);
export type TwoStepIntent = z.infer<typeof twoStepActionSchema>["intent"];

export interface TwoStepActionData {
  intent: TwoStepIntent | null;
  error: string | null;
  /** The field the error is about, when not the code. */
  field?: "proof";
  /** Recovery codes, in the one answer that shows them. */
  codes?: string[];
}

export type TwoStepOutcome =
  | { ok: true; toast: string }
  | { ok: true; codes: string[] }
  | { ok: false; status: number; data: TwoStepActionData; headers?: HeadersInit };

export async function twoStepAction(services: AppServices, user: SessionUser, form: FormData, now = new Date()): Promise<TwoStepOutcome> {
  const { db } = services.database;
  const rawIntent = form.get("intent");
  const parsed = twoStepActionSchema.safeParse({ intent: rawIntent, code: form.get("code") ?? "" });
  const fail = (status: number, error: string, headers?: HeadersInit, field?: "proof"): TwoStepOutcome => ({
    ok: false,
    status,
    data: { intent: parsed.success ? parsed.data.intent : null, error, ...(field ? { field } : {}) },
    headers,
  });
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? "That request was not understood.");
  const action = parsed.data;

  if (action.intent === "start" || action.intent === "cancel") {
    const [row] = await db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, user.id)).limit(1);
    if (row?.enabledAt) return fail(409, "Two-step sign-in is already on.");
    // A new secret each time setting up begins: a QR code photographed earlier is worth nothing.
    await db
      .update(users)
      .set({ totpSecret: action.intent === "start" ? newTotpSecret() : null, totpLastStep: null })
      .where(eq(users.id, user.id));
    return action.intent === "start" ? { ok: true, codes: [] } : { ok: true, toast: "Setting up two-step sign-in was cancelled." };
  }

  const counted = await hitRateLimit(
    db,
    { key: failKey(user.id), limit: CODE_LIMIT.attempts, windowSeconds: CODE_LIMIT.windowSeconds },
    now,
  );
  if (!counted.allowed) {
    const minutes = Math.ceil(counted.retryAfterSeconds / 60);
    return fail(429, `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
      "Retry-After": String(counted.retryAfterSeconds),
    });
  }

  if (action.intent === "confirm") {
    // Adding a sign-in method needs proof that it is the account's owner, not only a session
    // (issue 49): checked first, so the app's code is not spent on a refused request.
    const proven = await confirmIdentity(db, user, form.get(PROOF_FIELD), now);
    if (!proven.ok) return fail(proven.status, proven.error, proven.headers, "proof");
    const [row] = await db
      .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    if (row?.enabledAt) return fail(409, "Two-step sign-in is already on.");
    if (!row?.secret) return fail(409, "Start setting up again: no authenticator app is being added.");
    const step = acceptTotpStep(row.secret, action.code, null, now.getTime());
    if (step === null)
      return fail(400, 'That code is not right. Check that the app shows "Samudra" with your username, and type the code it shows now.');
    await resetRateLimit(db, failKey(user.id));
    const codes = await auditedWrite(services, user, async (tx) => {
      await tx.update(users).set({ totpEnabledAt: now, totpLastStep: step, updatedAt: now }).where(eq(users.id, user.id));
      const issued = await issueRecoveryCodes(tx, services.ipSalt, user.id);
      return {
        result: issued,
        audit: {
          action: "security",
          entity: "user",
          entityId: user.id,
          summary: "turned on two-step sign-in (authenticator app)",
          notify: { userId: user.id },
        },
      };
    });
    return { ok: true, codes };
  }

  // New codes and turning off both need a current code: a session left open is not enough.
  if (!(await acceptTotpCode(db, user.id, action.code, now))) {
    return fail(400, "That code is not right, or it was used already. Type the code your app shows now.");
  }
  await resetRateLimit(db, failKey(user.id));

  if (action.intent === "new-codes") {
    const codes = await auditedWrite(services, user, async (tx) => ({
      result: await issueRecoveryCodes(tx, services.ipSalt, user.id),
      audit: {
        action: "security",
        entity: "user",
        entityId: user.id,
        summary: "made new recovery codes (the old ones no longer work)",
        notify: { userId: user.id },
      },
    }));
    return { ok: true, codes };
  }

  const overview = await twoStepOverview(services, user, "");
  if (overview.required && overview.passkeys === 0) {
    return fail(
      409,
      "The clinic requires a second factor for every staff account. Add a passkey first, then you can turn the authenticator app off.",
    );
  }
  await auditedWrite(services, user, async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now }).where(eq(users.id, user.id));
    await deleteRecoveryCodes(tx, user.id);
    await deleteUserSessions(tx, user.id, user.sessionId);
    return {
      result: null,
      audit: { action: "security", entity: "user", entityId: user.id, summary: "turned off two-step sign-in", notify: { userId: user.id } },
    };
  });
  return { ok: true, toast: "Two-step sign-in is off. Any other devices signed in as you were signed out." };
}
