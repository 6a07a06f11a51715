// `npm run db:migrate`: applies the committed migrations (drizzle/) to the configured database
// without starting the site, so an upgrade can migrate before the new release serves (the
// server still migrates at every start, which then has nothing to do). Migrations only go
// forward: there are no down migrations, so a rollback is a restore (docs/deploy.md).
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "./client.server";
import { DataDirLockedError } from "./data-dir-lock.server";
import { prepareDataDir } from "./data-dir.server";
import { migrateDatabase } from "./migrate.server";
import { parseEnv } from "../env.server";

export type MigrateResult = { ok: true; applied: number; total: number; message: string } | { ok: false; message: string };

/** Migrations recorded as applied; 0 on a database never migrated. */
async function appliedCount(database: Database): Promise<number> {
  // Two statements: a query naming the table fails to plan when it does not exist yet.
  const present = await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!(present as unknown as { rows: Array<{ present: boolean }> }).rows[0]?.present) return 0;
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

export async function migrateCommand(
  opts: { env?: Record<string, string | undefined>; migrationsFolder?: string } = {},
): Promise<MigrateResult> {
  const env = parseEnv(opts.env ?? process.env);
  const folder = opts.migrationsFolder ?? "./drizzle";
  const total = (JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;
  if (!env.DATABASE_URL) prepareDataDir(env.DATA_DIR);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, purpose: "db:migrate" });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      return { ok: false, message: `${error.message} (Is the site running? It migrates at every start; stop it to migrate on its own.)` };
    }
    throw error;
  }
  const where = database.kind === "pglite" ? `the embedded database in ${env.DATA_DIR}` : "the PostgreSQL database";
  try {
    const before = await appliedCount(database);
    if (before > total) {
      // A newer release migrated this database; this one's code may not match its tables.
      return {
        ok: false,
        message: `${capitalise(where)} has ${before} migrations and this release knows only ${total}: a newer release migrated it. Migrations only go forward: run that release, or restore the backup taken before its upgrade (docs/deploy.md, "Roll back").`,
      };
    }
    await migrateDatabase(database, folder);
    const after = await appliedCount(database);
    const applied = after - before;
    const message =
      applied === 0
        ? `${capitalise(where)} is up to date (${after} migrations); nothing to apply.`
        : `Applied ${applied} migration${applied === 1 ? "" : "s"} to ${where} (${after} of ${total} now).`;
    return { ok: true, applied, total, message };
  } finally {
    await database.close();
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
