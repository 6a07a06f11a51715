import { inArray } from "drizzle-orm";
import { hashPassword } from "../auth/password.server";
import { seedDocuments } from "../content/document-seeds.server";
import { baselineRecordRevisions } from "../content/record-revisions.server";
import { storeSeedSets } from "../content/seed-sets.server";
import { TABLE_SEED_SETS } from "../content/table-seeds.server";
import type { Db } from "./client.server";
import * as t from "./schema.server";

export const DEMO_PASSWORD = "demo@2025";
export const DEMO_USERS = [
  { username: "admin", role: "admin" as const },
  { username: "editor", role: "editor" as const },
];

/**
 * Stores the clinic's starting content that is not stored yet: each seeded row and document
 * once (content_seeds), so staff edits and deletions are never undone by a restart and a seed
 * added by an upgrade reaches an existing installation. Demo users are added (never
 * overwritten) only in demo mode.
 */
export async function seedDatabase(db: Db, opts: { demoMode: boolean }) {
  const seededRows = await storeSeedSets(db, TABLE_SEED_SETS);
  const seededContent = seededRows.length > 0;

  // Documents are seeded one by one, whatever else the database holds: a type added by an
  // upgrade reaches an existing install, and an edited document is never touched.
  const seededDocuments = await seedDocuments(db);
  await baselineRecordRevisions(db);

  let demoUsersCreated = 0;
  if (opts.demoMode) {
    const existing = await db
      .select({ username: t.users.username })
      .from(t.users)
      .where(
        inArray(
          t.users.username,
          DEMO_USERS.map((u) => u.username),
        ),
      );
    // Hashing is deliberately slow (~1 s): only for accounts that are really missing.
    for (const user of DEMO_USERS.filter((u) => !existing.some((e) => e.username === u.username))) {
      const created = await db
        .insert(t.users)
        .values({ ...user, passwordHash: await hashPassword(DEMO_PASSWORD) })
        .onConflictDoNothing()
        .returning({ id: t.users.id });
      demoUsersCreated += created.length;
    }
  }
  return { seededContent, seededDocuments, demoUsersCreated };
}
