import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, fromPglite, openPostgres, PGLITE_CONF } from "~/server/db/client.server";
import { PG_TEMPLATE_DB, TEMPLATE_DUMP } from "./paths";

/** A migrated, seeded database of this test file's own (see global-db-setup.ts). */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `samudra_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = readFileSync(TEMPLATE_DUMP);
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    postgresqlconf: PGLITE_CONF,
  });
  return fromPglite(client);
}
