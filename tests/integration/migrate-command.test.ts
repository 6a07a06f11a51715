import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { acquireDataDirLock } from "~/server/db/data-dir-lock.server";
import { migrateCommand } from "~/server/db/migrate-command.server";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-database";

// A fresh database made by the migrations themselves: slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

// `npm run db:migrate` against the database the environment names, like the server: an empty
// PGlite folder of this file's own, or a new database on TEST_DATABASE_URL's server.
// (The command line in a pruned release: tests/resilience/release.test.ts.)
const root = mkdtempSync(path.join(tmpdir(), "samudra-migrate-"));
const dataDir = path.join(root, "data");
const TOTAL = (JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] }).entries.length;
let scratch: ScratchDatabase | undefined;
afterAll(async () => {
  await scratch?.drop();
  rmSync(root, { recursive: true, force: true });
});

async function target(): Promise<{ env: Record<string, string>; where: string }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, where: `the embedded database in ${dataDir}` };
  scratch ??= await createScratchDatabase(server, "samudra_migrate");
  return { env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, where: "the PostgreSQL database" };
}

/** drizzle/ as an older release had it: its journal without the last `drop` entries. */
function olderRelease(drop: number): string {
  const folder = path.join(root, `drizzle-minus-${drop}`);
  cpSync("drizzle", folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, -drop);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe("migrateCommand", () => {
  it("applies what an older release lacks, then every migration, then nothing", async () => {
    const { env, where } = await target();
    const older = await migrateCommand({ env, migrationsFolder: olderRelease(2) });
    expect(older).toEqual({
      ok: true,
      applied: TOTAL - 2,
      total: TOTAL - 2,
      message: `Applied ${TOTAL - 2} migrations to ${where} (${TOTAL - 2} of ${TOTAL - 2} now).`,
    });

    const upgrade = await migrateCommand({ env });
    expect(upgrade).toEqual({
      ok: true,
      applied: 2,
      total: TOTAL,
      message: `Applied 2 migrations to ${where} (${TOTAL} of ${TOTAL} now).`,
    });

    const again = await migrateCommand({ env });
    expect(again).toMatchObject({ ok: true, applied: 0, total: TOTAL });
    expect(again.message).toBe(`${where.charAt(0).toUpperCase()}${where.slice(1)} is up to date (${TOTAL} migrations); nothing to apply.`);
  });

  it("refuses to run an older release's migrations on a database a newer one migrated (they only go forward)", async () => {
    const { env, where } = await target();
    const result = await migrateCommand({ env, migrationsFolder: olderRelease(1) });
    expect(result).toEqual({
      ok: false,
      message: `${where.charAt(0).toUpperCase()}${where.slice(1)} has ${TOTAL} migrations and this release knows only ${TOTAL - 1}: a newer release migrated it. Migrations only go forward: run that release, or restore the backup taken before its upgrade (docs/deploy.md, "Roll back").`,
    });
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))("refuses an embedded database the running site holds, saying so", async () => {
    const lock = acquireDataDirLock(dataDir, "the site");
    try {
      const result = await migrateCommand({ env: { DATA_DIR: dataDir, DATABASE_URL: "" } });
      expect(result.ok).toBe(false);
      expect(result.message).toMatch(
        new RegExp(
          `in use by another process \\(pid ${process.pid}\\).*Is the site running\\? It migrates at every start; stop it to migrate on its own\\.\\)$`,
        ),
      );
    } finally {
      lock.release();
    }
  });
});
