import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";

/**
 * A statistics counter as of now: this backend's pending counts flushed and its snapshot
 * cleared first. `query` selects one integer as `n`. Meaningful on PGlite's one backend; on
 * PostgreSQL the pool's other connections report theirs up to 10 s later.
 */
export async function statsCounter(database: Database, query: SQL): Promise<number> {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  await database.db.execute(sql`select pg_stat_clear_snapshot()`);
  // Both drivers answer execute() with { rows }; the Db type is driver-generic.
  const { rows } = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}
