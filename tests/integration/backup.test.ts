import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupCommand, restoreCommand } from "~/server/db/backup.server";
import { openDatabase } from "~/server/db/client.server";
import { acquireDataDirLock, LOCK_FILE } from "~/server/db/data-dir-lock.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { inquiries } from "~/server/db/schema.server";
import { seedDatabase } from "~/server/db/seed.server";
import { scanArchive } from "~/server/db/backup-archive.server";
import { tarBytes } from "../support/tar-bytes";

/** Every migration the repository holds (drizzle's journal lists them). */
const MIGRATIONS = (JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] }).entries.length;

// The embedded database only: these commands never touch a PostgreSQL server.
const root = mkdtempSync(path.join(tmpdir(), "samudra-backup-"));
const source = path.join(root, "source");
const envFor = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: "" });
const NAME = "Backup Round Trip";
/** Uploaded images on local disk (MEDIA_DIR defaults to DATA_DIR/media). */
const MEDIA: Record<string, Buffer> = {
  "photo1/480.avif": Buffer.from("avif bytes of photo 1"),
  "photo1/960.webp": Buffer.alloc(70_000, 7),
  "photo2/thumb.webp": Buffer.from("thumbnail of photo 2"),
};

function mediaIn(dataDir: string): Record<string, Buffer> {
  const dir = path.join(dataDir, "media");
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Object.fromEntries(
    files.map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name))]),
  );
}

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
  for (const [name, body] of Object.entries(MEDIA)) {
    mkdirSync(path.dirname(path.join(source, "media", name)), { recursive: true });
    writeFileSync(path.join(source, "media", name), body);
  }
  // An upload being written at backup time: not a finished file, left out.
  writeFileSync(path.join(source, "media", "photo1", "480.avif.3f2a.tmp"), "half");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("db:backup and db:restore (embedded database)", () => {
  let backup = "";

  it("backs up to a timestamped file in a folder, and restores into a new data folder with the row", async () => {
    const result = await backupCommand(
      { out: path.join(root, "backups/") },
      { env: envFor(source), now: new Date("2026-03-04T05:06:07Z") },
    );
    expect(result).toMatchObject({ ok: true, file: path.join(root, "backups", "samudra-20260304-050607.tar.gz") });
    backup = result.ok ? (result.file ?? "") : "";
    expect(result.message).toMatch(new RegExp(`\\(${MIGRATIONS} migrations, 1 inquiries\\) and 3 media files from `));
    expect(readdirSync(path.join(root, "backups"))).toEqual(["samudra-20260304-050607.tar.gz"]);
    expect(statSync(backup).mode & 0o777, "readable by the site's user only").toBe(0o600);
    expect(existsSync(path.join(source, LOCK_FILE)), "the lock is released").toBe(false);

    const target = path.join(root, "restored");
    const restored = await restoreCommand({ file: backup }, { env: envFor(target) });
    expect(restored).toMatchObject({ ok: true });
    expect(await namesIn(target)).toEqual([NAME]);
    expect(restored.message).toMatch(/and 3 media files into /);
    expect(mediaIn(target)).toEqual(MEDIA);
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
    expect(result).toMatchObject({
      ok: true,
      message: expect.stringMatching(/previous database was moved to .*pglite\.replaced-20260304-050607/),
    });
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
    expect(backupRefused).toEqual({
      ok: false,
      message: expect.stringMatching(new RegExp(`in use by another process \\(pid ${process.ppid}\\).*must be stopped`)),
    });
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

describe("media in backups", () => {
  const backupFile = path.join(root, "media-cases.tar.gz");

  /** A backup file built by hand, to check what restore accepts: a manifest claiming
   * `mediaFiles`, the real database dump, then `media`. */
  async function craft(file: string, mediaFiles: number, media: { name: string; body: Buffer }[]) {
    let database: Buffer = Buffer.alloc(0);
    await scanArchive(backupFile, {
      entry: async (entry, keep) => {
        if (entry.path === "database.tar.gz") database = await keep(1 << 30, "database");
      },
    });
    const manifest = Buffer.from(JSON.stringify({ format: "samudra-backup", version: 2, createdAt: "", database: "", mediaFiles }));
    const entries = [{ name: "samudra-backup.json", body: manifest }, { name: "database.tar.gz", body: database }, ...media];
    writeFileSync(file, gzipSync(tarBytes(entries)));
  }

  it("refuses a media folder that has files without --force; with it, keeps the old folder beside", async () => {
    expect(await backupCommand({ out: backupFile }, { env: envFor(source) })).toMatchObject({ ok: true });
    const target = path.join(root, "media-occupied");
    mkdirSync(path.join(target, "media", "old"), { recursive: true });
    writeFileSync(path.join(target, "media", "old", "480.avif"), "an image from before");

    const refused = await restoreCommand({ file: backupFile }, { env: envFor(target) });
    expect(refused).toEqual({
      ok: false,
      message: expect.stringMatching(/media already holds media files: nothing was changed\. Pass --force/),
    });
    expect(existsSync(path.join(target, "pglite"))).toBe(false);

    const forced = await restoreCommand({ file: backupFile, force: true }, { env: envFor(target), now: new Date("2026-05-06T07:08:09Z") });
    expect(forced).toMatchObject({
      ok: true,
      message: expect.stringMatching(/previous media folder was moved to .*media\.replaced-20260506-070809/),
    });
    expect(mediaIn(target)).toEqual(MEDIA);
    expect(readFileSync(path.join(target, "media.replaced-20260506-070809", "old", "480.avif"), "utf8")).toBe("an image from before");
  });

  it("still restores a backup from before media were included (the database dump alone)", async () => {
    const client = await PGlite.create({ dataDir: path.join(source, "pglite"), extensions: { pg_trgm } });
    const legacy = path.join(root, "legacy.tar.gz");
    writeFileSync(legacy, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
    await client.close();
    const target = path.join(root, "from-legacy");
    expect(await restoreCommand({ file: legacy }, { env: envFor(target) })).toMatchObject({ ok: true });
    expect(await namesIn(target)).toEqual([NAME]);
    expect(mediaIn(target)).toEqual({});
  });

  it("restores a backup laid out as the hand-written writer before the tar package laid it (ustar, epoch times, owner 0)", async () => {
    const old = path.join(root, "old-layout.tar.gz");
    const media = [
      { name: "media/a/480.avif", body: Buffer.alloc(3000, 9) },
      { name: `media/${"d".repeat(60)}/${"f".repeat(80)}.webp`, body: Buffer.from("long name") },
    ];
    await craft(old, 2, media);
    const target = path.join(root, "from-old-layout");
    expect(await restoreCommand({ file: old }, { env: envFor(target) })).toMatchObject({
      ok: true,
      message: expect.stringMatching(/and 2 media files into /),
    });
    expect(await namesIn(target)).toEqual([NAME]);
    expect(mediaIn(target)).toEqual(Object.fromEntries(media.map((m) => [m.name.slice("media/".length), m.body])));
  });

  it("refuses, changing nothing, a backup with a path that leaves the media folder or with files missing", async () => {
    const target = path.join(root, "crafted");
    const escaping = path.join(root, "escaping.tar.gz");
    await craft(escaping, 1, [{ name: "media/../../escaped.txt", body: Buffer.from("outside") }]);
    const unsafe = await restoreCommand({ file: escaping }, { env: envFor(target) });
    expect(unsafe).toEqual({
      ok: false,
      message: expect.stringMatching(/cannot be restored safely \(media\/\.\.\/\.\.\/escaped\.txt\)\. Nothing was changed\.$/),
    });

    const short = path.join(root, "short.tar.gz");
    await craft(short, 2, [{ name: "media/a/480.avif", body: Buffer.from("one") }]);
    const incomplete = await restoreCommand({ file: short }, { env: envFor(target) });
    expect(incomplete).toEqual({ ok: false, message: expect.stringMatching(/incomplete \(1 of 2 media files\)\. Nothing was changed\.$/) });

    expect(existsSync(target)).toBe(false);
    expect(existsSync(path.join(root, "escaped.txt"))).toBe(false);
  });
});
