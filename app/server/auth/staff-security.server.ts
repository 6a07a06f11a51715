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

export async function readSecurityPolicy(db: Executor): Promise<StaffSecurityPolicy> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).limit(1);
  const parsed = PolicySchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { requireSecondFactor: false };
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
