import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { type Database, fromPglite, openPostgres, PGLITE_CONF, PGLITE_EXTENSIONS } from "~/server/db/client.server";
import { PG_TEMPLATE_DB, TEMPLATE_DUMP } from "./paths";
import { createScratchDatabase } from "./scratch-database";

/** A migrated, seeded database of this test file's own (see global-db-setup.ts). */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "samudra_test", PG_TEMPLATE_DB);
    const database = await openPostgres(scratch.url);
    return {
      ...database,
      /** For a test that opens a second connection pool, as another instance would. */
      url: scratch.url,
      async close() {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const dump = readFileSync(TEMPLATE_DUMP);
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    postgresqlconf: PGLITE_CONF,
    extensions: PGLITE_EXTENSIONS,
  });
  return fromPglite(client);
}
