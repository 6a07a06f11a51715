// Stored health documents whose rows are gone (a case deleted under retention, a file removed):
// the row's deletion queues the storage key in health_document_deletions in the same
// transaction, and this job removes the object. Deleting the row already made the object
// unreadable (its data key lived in the row: docs/decisions/095); this removes the bytes too.
// Removing what is already gone succeeds, so instances running it side by side are harmless.
import { asc, inArray, lte, sql } from "drizzle-orm";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { healthDocumentDeletions } from "../db/schema.server";
import type { HealthDocuments } from "../health-data/documents.server";
import { pollLoop } from "./poll-loop.server";

export const DOCUMENT_DELETIONS_POLL_MS = 60_000;
const BATCH = 100;

export interface DeletionRound {
  deleted: number;
  failed: number;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** How long a key that failed waits before it is tried again: doubling from a minute, at most a day. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 86_400_000);
}

/**
 * Removes up to `limit` queued objects that are due. Each key is claimed by deleting its row
 * first (one statement): a corrected form can no longer adopt a file that is being removed, and
 * two instances never remove the same one. A removal that fails puts the key back, tried again
 * later; a process killed in between leaves an object whose data key is already gone with its
 * row, unreadable, and nothing else.
 */
export async function deletePendingDocuments(
  db: Db,
  store: Pick<HealthDocuments, "remove">,
  opts: { limit?: number; now?: Date } = {},
): Promise<DeletionRound> {
  const now = opts.now ?? new Date();
  const t = healthDocumentDeletions;
  // Due by the database's clock unless a test sets one: a row queued a moment ago is due at once,
  // whatever the instance's clock says (and PostgreSQL's microseconds sort after the same millisecond).
  const dueBy = opts.now ?? sql`now()`;
  // The least tried first: a key that keeps failing does not hold up the others.
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(lte(t.dueAt, dueBy))
    .orderBy(asc(t.attempts), asc(t.id))
    .limit(opts.limit ?? BATCH);
  const rows = await db.delete(t).where(inArray(t.id, due)).returning({ storageKey: t.storageKey, attempts: t.attempts });
  let deleted = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await store.remove(row.storageKey);
      deleted += 1;
    } catch (error) {
      failed += 1;
      const attempts = row.attempts + 1;
      await db
        .insert(t)
        .values({
          storageKey: row.storageKey,
          attempts,
          lastError: describe(error),
          dueAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .onConflictDoNothing();
    }
  }
  return { deleted, failed };
}

/** Every minute, on the worker that runs the database's chores (app.server.ts). */
export function startHealthDocumentDeletions(services: Pick<AppServices, "database" | "healthDocuments" | "log">): { stop(): void } {
  const { log } = services;
  return pollLoop({
    pollMs: DOCUMENT_DELETIONS_POLL_MS,
    log,
    failure: "health document deletions failed",
    round: async () => {
      // Rounds until the queue is empty or only failing keys are left (a case's 40 files and more).
      for (;;) {
        const round = await deletePendingDocuments(services.database.db, services.healthDocuments);
        if (round.deleted > 0) log.info(round, "stored health documents removed");
        if (round.failed > 0) log.warn({ failed: round.failed }, "some stored health documents could not be removed; trying again later");
        if (round.deleted < BATCH || round.failed > 0) return;
      }
    },
  });
}
