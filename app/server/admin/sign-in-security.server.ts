// Admins' "Sign-in security" page (issue 16): whether the clinic requires a second factor of
// every staff account, who has which factor, and a reset for someone who lost their phone.
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { deleteRecoveryCodes } from "../auth/recovery-codes.server";
import { deleteUserSessions, type SessionUser } from "../auth/session.server";
import { readSecurityPolicy, writeSecurityPolicy } from "../auth/staff-security.server";
import type { AppServices } from "../context.server";
import { passkeys, users } from "../db/schema.server";
import { passkeyCount, unusedRecoveryCodes } from "../auth/factors.server";
import { auditedWrite } from "../content/write.server";

export async function signInSecurityOverview(services: AppServices) {
  const { db } = services.database;
  const staff = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      totp: sql<boolean>`${users.totpEnabledAt} is not null`,
      passkeys: passkeyCount,
      recoveryLeft: unusedRecoveryCodes,
    })
    .from(users)
    .orderBy(asc(sql`lower(${users.username})`));
  return { policy: await readSecurityPolicy(db), staff };
}

export const signInSecuritySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("policy"), requireSecondFactor: z.enum(["on", "off"]) }),
  z.object({ intent: z.literal("reset"), userId: z.coerce.number().int().positive() }),
]);

export type SignInSecurityOutcome = { ok: true; toast: string } | { ok: false; status: number; error: string };

export async function signInSecurityAction(services: AppServices, admin: SessionUser, form: FormData): Promise<SignInSecurityOutcome> {
  const parsed = signInSecuritySchema.safeParse({
    intent: form.get("intent"),
    requireSecondFactor: form.get("requireSecondFactor") === "on" ? "on" : "off",
    userId: form.get("userId") ?? undefined,
  });
  if (!parsed.success) return { ok: false, status: 400, error: "That request was not understood. Please try again." };
  const action = parsed.data;

  if (action.intent === "policy") {
    const requireSecondFactor = action.requireSecondFactor === "on";
    await auditedWrite(services, admin, async (tx) => {
      await writeSecurityPolicy(tx, { requireSecondFactor });
      return {
        result: null,
        audit: {
          action: "security",
          entity: "settings",
          entityId: "staff_security",
          summary: requireSecondFactor ? "required a second factor of every staff account" : "stopped requiring a second factor",
        },
      };
    });
    return {
      ok: true,
      toast: requireSecondFactor
        ? "A second factor is now required. Staff without one will set it up when they next open the admin area."
        : "A second factor is no longer required.",
    };
  }

  const [target] = await services.database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, action.userId))
    .limit(1);
  if (!target) return { ok: false, status: 404, error: "That staff account no longer exists." };
  await auditedWrite(services, admin, async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await deleteRecoveryCodes(tx, target.id);
    await tx.delete(passkeys).where(eq(passkeys.userId, target.id));
    // Sessions opened with the lost factor end too; an admin resetting themselves keeps this one.
    await deleteUserSessions(tx, target.id, target.id === admin.id ? admin.sessionId : undefined);
    return {
      result: null,
      audit: {
        action: "security",
        entity: "user",
        entityId: target.id,
        summary: `reset the second factors of "${target.username}" (app, recovery codes and passkeys removed; signed out everywhere)`,
        notify: { userId: target.id },
      },
    };
  });
  return {
    ok: true,
    toast: `${target.username}'s authenticator app, recovery codes and passkeys were removed, and they were signed out everywhere. Their password still works.`,
  };
}
