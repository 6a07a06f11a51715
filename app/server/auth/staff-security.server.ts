// The clinic's sign-in policy (issue 16): whether every staff account must have a second
// factor. Kept in the settings table beside the other installation secrets and switches, not
// in an editable content document: it is security, with its own audit line.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server";
import { settings } from "../db/schema.server";

const KEY = "staff_security";
const PolicySchema = z.object({ requireSecondFactor: z.boolean() });
export type StaffSecurityPolicy = z.infer<typeof PolicySchema>;

type Executor = Pick<Db, "select" | "insert">;

/** The stored policy, or the default (nothing required) when there is none or it is not one. */
export function securityPolicyFrom(stored: unknown): StaffSecurityPolicy {
  const parsed = PolicySchema.safeParse(stored);
  return parsed.success ? parsed.data : { requireSecondFactor: false };
}

/**
 * The stored value as a column of another select: the session lookup reads it with the session,
 * so a signed-in page without a second factor pays one query, not two.
 */
export const storedSecurityPolicy = sql<unknown>`(select "value" from "settings" where "key" = ${KEY})`;

export async function readSecurityPolicy(db: Executor): Promise<StaffSecurityPolicy> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).limit(1);
  return securityPolicyFrom(row?.value);
}

export async function writeSecurityPolicy(db: Executor, policy: StaffSecurityPolicy): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value: policy })
    .onConflictDoUpdate({ target: settings.key, set: { value: policy, updatedAt: sql`now()` } });
}

/** Where a staff member without a second factor may go while the clinic requires one. */
export const ENROLMENT_PATH = "/admin/account/two-step";
const ENROLMENT_PREFIXES = [ENROLMENT_PATH, "/admin/account/passkeys", "/admin/logout"];

export function isEnrolmentPath(pathname: string): boolean {
  return ENROLMENT_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
