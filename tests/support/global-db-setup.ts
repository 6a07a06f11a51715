import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { fromPglite, openPostgres, PGLITE_CONF, PGLITE_EXTENSIONS } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { seedDatabase } from "~/server/db/seed.server";
import { PG_TEMPLATE_DB, TEMPLATE_DUMP } from "./paths";

/**
 * Migrate and seed one database for the whole run; every test file then gets its own
 * copy (a PGlite loaded from this dump, or a PostgreSQL database cloned from the template).
 */
export default async function setup() {
  // The seeded demo accounts' hashes at the test-only cost, like every hash the integration
  // workers make (vitest.config.ts, docs/decisions/039): each sign-in test verifies one. Set
  // for the seed only: the unit workers, started later from this process, must not inherit it.
  const before = process.env.INSECURE_FAST_PASSWORD_HASHING;
  process.env.INSECURE_FAST_PASSWORD_HASHING = "true";
  try {
    await seedTemplate();
  } finally {
    if (before === undefined) delete process.env.INSECURE_FAST_PASSWORD_HASHING;
    else process.env.INSECURE_FAST_PASSWORD_HASHING = before;
  }
}

async function seedTemplate() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${PG_TEMPLATE_DB}`;
    const database = await openPostgres(url.toString());
    await migrateDatabase(database);
    await seedDatabase(database.db, { demoMode: true });
    await database.close();
    return;
  }
  const client = await PGlite.create({ postgresqlconf: PGLITE_CONF, extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await migrateDatabase(database);
  await seedDatabase(database.db, { demoMode: true });
  const dump = await client.dumpDataDir("none");
  mkdirSync(path.dirname(TEMPLATE_DUMP), { recursive: true });
  writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}
