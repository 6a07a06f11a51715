// Starting content stored once per type+key+locale (issue 46 item 3). content_seeds remembers
// each seed stored, so a seed added by an upgrade (a new therapy, a new content type's rows)
// reaches an existing installation at its next start, and one staff deleted stays deleted.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { contentSeeds } from "../db/schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Migration 0030's mark of an installation seeded before content_seeds. */
const SEEDED_BEFORE_MARKS = "*";

export interface SeedSet<S> {
  /** The type's name where content_seeds records it: a record entity ("therapy") or a document type ("doctor"). */
  type: string;
  seeds: readonly S[];
  /** Stable across releases: a seed whose key changes is stored again. */
  keyOf: (seed: S) => string;
  /** Stores the given seeds, in the seed list's order; the set's earlier seeds are already stored. */
  store: (tx: Tx, seeds: readonly S[]) => Promise<void>;
}

/** Keys of a set that appear twice: a set must name each seed once (held by a unit test). */
export function repeatedKeys<S>(set: Pick<SeedSet<S>, "seeds" | "keyOf">): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const key of set.seeds.map(set.keyOf)) (seen.has(key) ? repeated : seen).add(key);
  return [...repeated];
}

/** Stores the set's seeds not yet recorded (rows and collections are seeded in English); returns them as "type/key". */
async function storeNewSeeds<S>(tx: Tx, set: SeedSet<S>): Promise<string[]> {
  const ofType = and(eq(contentSeeds.type, set.type), eq(contentSeeds.locale, "en"));
  const rows = set.seeds.map((seed) => ({ type: set.type, key: set.keyOf(seed) }));
  if (rows.length === 0) return [];
  const before = await tx
    .delete(contentSeeds)
    .where(and(ofType, eq(contentSeeds.key, SEEDED_BEFORE_MARKS)))
    .returning({ key: contentSeeds.key });
  const recorded = await tx.insert(contentSeeds).values(rows).onConflictDoNothing().returning({ key: contentSeeds.key });
  // Seeded before the marks: what the set holds today was stored then (or deleted since).
  if (before.length > 0) return [];
  const fresh = new Set(recorded.map((r) => r.key));
  const due = set.seeds.filter((seed) => fresh.has(set.keyOf(seed)));
  if (due.length > 0) await set.store(tx, due);
  return due.map((seed) => `${set.type}/${set.keyOf(seed)}`);
}

/** A set with its seeds' type forgotten, so sets of different types can be listed together. */
export interface AnySeedSet {
  storeNew: (tx: Tx) => Promise<string[]>;
}

export const seedSet = <S>(set: SeedSet<S>): AnySeedSet => ({ storeNew: (tx) => storeNewSeeds(tx, set) });

/**
 * Runs every set in one transaction, in order (a video's therapy is stored before the video),
 * serialised against another instance's first start on the same database.
 */
export async function storeSeedSets(db: Db, sets: readonly AnySeedSet[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72106001)`);
    const stored: string[] = [];
    for (const set of sets) stored.push(...(await set.storeNew(tx)));
    return stored;
  });
}
