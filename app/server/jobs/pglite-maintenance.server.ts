// VACUUM and ANALYZE for the embedded database (issue 20 item 3, docs/decisions/045). PGlite
// runs PostgreSQL in single-user mode, without autovacuum: without this, dead rows from status
// changes and deletions are never reclaimed and the planner never learns the tables' sizes.
// PostgreSQL servers have autovacuum and do not run it.
//
// PGlite runs one statement at a time (on its own thread since docs/decisions/048), so every
// query waits while one runs (about 1-2 s for the inquiries table at 200,000 rows); cached
// pages and /healthz do not. It runs at night in India, one table at a time with other
// queries let through in between, and only on tables that changed.
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { nextIndiaHour } from "~/lib/page-views";
import type { AppServices } from "../context.server";

/** 03:00 in India, when the clinic's visitors are fewest. */
export const MAINTENANCE_HOUR_IST = 3;

interface TableStats {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** The public tables with dead rows or new rows since their last VACUUM, or changes since their last ANALYZE. */
async function tablesToMaintain(services: AppServices): Promise<TableStats[]> {
  // Counters reach the statistics at most once a second; the latest writes' count now.
  await services.database.db.execute(sql`select pg_stat_force_next_flush()`);
  // The counters start from zero when PGlite opens: a table never processed since counts as due.
  const result = await services.database.db.execute(sql`
    select relname as "table",
      (last_vacuum is null or n_dead_tup > 0 or n_ins_since_vacuum > 0) as vacuum,
      (last_analyze is null or n_mod_since_analyze > 0) as analyze
    from pg_stat_user_tables where schemaname = 'public' order by relname`);
  return (result as unknown as { rows: TableStats[] }).rows.filter((t) => t.vacuum || t.analyze);
}

/** VACUUM and/or ANALYZE each table that needs it, yielding to requests between tables; returns what ran. */
export async function runPgliteMaintenance(services: AppServices): Promise<Array<TableStats & { ms: number }>> {
  const done: Array<TableStats & { ms: number }> = [];
  for (const t of await tablesToMaintain(services)) {
    await nextTurn();
    const started = performance.now();
    const what = t.vacuum ? sql.raw(t.analyze ? "vacuum (analyze)" : "vacuum") : sql.raw("analyze");
    await services.database.db.execute(sql`${what} ${sql.identifier(t.table)}`);
    done.push({ ...t, ms: Math.round(performance.now() - started) });
  }
  if (done.length > 0) services.log.info({ tables: done }, "embedded database maintenance done");
  return done;
}

/** Runs at MAINTENANCE_HOUR_IST each night; the timer never keeps the process alive. */
export function startPgliteMaintenance(services: AppServices, now: () => number = Date.now): { stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        runPgliteMaintenance(services)
          .catch((err: unknown) => services.log.warn({ err }, "embedded database maintenance failed"))
          .finally(schedule);
      },
      nextIndiaHour(now(), MAINTENANCE_HOUR_IST) - now(),
    );
    timer.unref();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
