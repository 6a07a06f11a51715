import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupCommand, restoreCommand } from "~/server/db/backup.server";
import { openDatabase } from "~/server/db/client.server";
import { acquireDataDirLock, LOCK_FILE } from "~/server/db/data-dir-lock.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { inquiries } from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";

// The embedded database only: these commands never touch a PostgreSQL server.
const root = mkdtempSync(path.join(tmpdir(), "samudra-backup-"));
const source = path.join(root, "source");
const envFor = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: "" });
const NAME = "Backup Round Trip";

/** A pid that certainly runs no longer: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

async function namesIn(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.select({ name: inquiries.name }).from(inquiries).where(eq(inquiries.name, NAME));
    return rows.map((r) => r.name);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir: source });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demoMode: false });
  await database.db.insert(inquiries).values({ source: "home", name: NAME, phone: "+91 90000 33333", interest: "Cryotherapy" });
  await database.close();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("db:backup and db:restore (embedded database)", () => {
  let backup = "";

  it("backs up to a timestamped file in a folder, and restores into a new data folder with the row", async () => {
    const result = await backupCommand({ out: path.join(root, "backups/") }, { env: envFor(source), now: new Date("2026-03-04T05:06:07Z") });
    expect(result).toMatchObject({ ok: true, file: path.join(root, "backups", "samudra-20260304-050607.tar.gz") });
    backup = result.ok ? (result.file ?? "") : "";
    expect(result.message).toMatch(/2 migrations, 1 inquiries/);
    expect(readdirSync(path.join(root, "backups"))).toEqual(["samudra-20260304-050607.tar.gz"]);
    expect(existsSync(path.join(source, LOCK_FILE)), "the lock is released").toBe(false);

    const target = path.join(root, "restored");
    const restored = await restoreCommand({ file: backup }, { env: envFor(target) });
    expect(restored).toMatchObject({ ok: true });
    expect(await namesIn(target)).toEqual([NAME]);
    // The restored folder is a working site database: migrating again changes nothing.
    const database = await openDatabase({ dataDir: target });
    await migrateDatabase(database);
    await database.close();
  });

  it("refuses to overwrite a backup file, or a non-empty data folder without --force", async () => {
    const again = await backupCommand({ out: backup }, { env: envFor(source) });
    expect(again).toEqual({ ok: false, message: expect.stringMatching(/already exists/) });

    const refused = await restoreCommand({ file: backup }, { env: envFor(source) });
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/already holds a database: nothing was changed. Pass --force/) });
    expect(readdirSync(source).filter((f) => f.startsWith("pglite.replaced"))).toEqual([]);
  });

  it("with --force replaces the folder and keeps the previous one beside it", async () => {
    const target = path.join(root, "forced");
    const database = await openDatabase({ dataDir: target });
    await migrateDatabase(database);
    await database.close();
    expect(await namesIn(target)).toEqual([]);

    const result = await restoreCommand({ file: backup, force: true }, { env: envFor(target), now: new Date("2026-03-04T05:06:07Z") });
    expect(result).toMatchObject({ ok: true, message: expect.stringMatching(/previous database was moved to .*pglite\.replaced-20260304-050607/) });
    expect(await namesIn(target)).toEqual([NAME]);
    expect(existsSync(path.join(target, "pglite.replaced-20260304-050607", "PG_VERSION"))).toBe(true);
  });

  it("a broken backup file changes nothing", async () => {
    const target = path.join(root, "forced");
    const junk = path.join(root, "junk.tar.gz");
    writeFileSync(junk, "not a backup");
    const result = await restoreCommand({ file: junk, force: true }, { env: envFor(target) });
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^Could not restore .*Nothing was changed\.$/) });
    expect(await namesIn(target)).toEqual([NAME]);
    const missing = await restoreCommand({ file: path.join(root, "nope.tar.gz") }, { env: envFor(path.join(root, "empty")) });
    expect(missing).toEqual({ ok: false, message: expect.stringMatching(/No backup file/) });
  });

  it("both refuse while another process holds the folder; a stale lock from a dead pid is ignored", async () => {
    // The parent process (the test runner) is alive and is not this worker: it stands in for a running server.
    writeFileSync(path.join(source, LOCK_FILE), `${process.ppid}\n2026-01-01T00:00:00.000Z\nserver.ts\n`);
    const backupRefused = await backupCommand({ out: path.join(root, "while-running.tar.gz") }, { env: envFor(source) });
    expect(backupRefused).toEqual({ ok: false, message: expect.stringMatching(new RegExp(`in use by another process \\(pid ${process.ppid}\\).*must be stopped`)) });
    expect(existsSync(path.join(root, "while-running.tar.gz"))).toBe(false);
    const target = path.join(root, "locked-empty");
    mkdirSync(target);
    writeFileSync(path.join(target, LOCK_FILE), `${process.ppid}\n`);
    const restoreRefused = await restoreCommand({ file: backup }, { env: envFor(target) });
    expect(restoreRefused).toEqual({ ok: false, message: expect.stringMatching(/in use by another process/) });
    expect(existsSync(path.join(target, "pglite"))).toBe(false);
    await expect(openDatabase({ dataDir: source })).rejects.toThrow(/in use by another process/);

    writeFileSync(path.join(source, LOCK_FILE), `${deadPid()}\n`);
    const stale: number[] = [];
    const database = await openDatabase({ dataDir: source, onStaleLock: (pid) => stale.push(pid) });
    expect(stale).toHaveLength(1);
    await database.close();
    const result = await backupCommand({ out: path.join(root, "after-stale.tar.gz") }, { env: envFor(source) });
    expect(result).toMatchObject({ ok: true });
  });

  it("one process cannot open a folder twice either", async () => {
    const lock = acquireDataDirLock(source, "test");
    try {
      await expect(openDatabase({ dataDir: source })).rejects.toThrow(/in use by another process \(pid \d+\)/);
    } finally {
      lock.release();
    }
    expect(existsSync(path.join(source, LOCK_FILE))).toBe(false);
  });

  it("with DATABASE_URL set, prints the pg_dump / pg_restore way instead", async () => {
    const env = { DATA_DIR: source, DATABASE_URL: "postgres://u@127.0.0.1:1/db" };
    for (const result of [await backupCommand({}, { env }), await restoreCommand({ file: backup }, { env })]) {
      expect(result.ok).toBe(false);
      expect(result.message).toMatch(/pg_dump --format=custom/);
      expect(result.message).toMatch(/pg_restore --clean/);
    }
  });
});
