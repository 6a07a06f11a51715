// Online, encrypted backups (issue 43 item 4; docs/decisions/068) on the database this run uses:
// PGlite on its own thread in a data folder, as the server runs it, or a scratch PostgreSQL
// database with TEST_DATABASE_URL. Inquiries posted while a backup runs are all kept and the
// next restore has them; bad keys, damaged and foreign files, an unreachable bucket and a full
// disk each get a clear message, and a failed backup never counts as the last good one.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { action as dashboardAction } from "~/routes/admin/dashboard";
import { userContext } from "~/server/auth/guards.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drillCommand } from "~/server/backup/commands.server";
import { restoreCommand } from "~/server/db/backup.server";
import { importHandedOverDrills } from "~/server/backup/drill.server";
import { acquireDataDirLock, type DataDirLock } from "~/server/db/data-dir-lock.server";
import { MEDIA_COUNT } from "~/server/backup/manifest.server";
import { countPglite, countPostgres, restoreInto } from "~/server/backup/restore.server";
import { backupHealth, claimDueBackup, queueBackupNow } from "~/server/backup/runs.server";
import { backupChecks } from "~/server/backup/status.server";
import { backupKeyOf, takeBackup } from "~/server/backup/take.server";
import type { AppServices } from "~/server/context.server";
import { type Database, openPgliteThread, openPostgres } from "~/server/db/client.server";
import { backupRuns, inquiries, users } from "~/server/db/schema.server";
import { runClaimedBackup } from "~/server/jobs/backups.server";
import { fillInquiries } from "../../scripts/bench/fill-inquiries";
import { postInquiryApi } from "../support/inquiry-api";
import { startTestS3, type TestS3 } from "../support/s3";
import { createScratchDatabase } from "../support/scratch-database";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { settle, statusOf, toastOf } from "../support/admin-content-calls";
import { createTestDatabase } from "../support/test-db";
import { TEMPLATE_DUMP } from "../support/paths";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const KEY = randomBytes(32).toString("base64");
const OTHER_KEY = randomBytes(32).toString("hex");
const root = mkdtempSync(path.join(tmpdir(), "samudra-backup-online-"));
const dataDir = path.join(root, "data");
const backupDir = path.join(root, "backups");
const mediaDir = path.join(root, "media");
/** Photos as the gallery stores them (random id, then the width). */
const PHOTOS: Record<string, Buffer> = {
  "0123456789abcdef01234567/480.webp": Buffer.alloc(40_000, 3),
  "0123456789abcdef01234567/960.avif": Buffer.from("a larger rendition"),
  "89abcdef0123456789abcdef/480.webp": Buffer.from("another photo"),
};

let database: Database & { url?: string };
/** The data folder's lock, as the server holds it. */
let lock: DataDirLock | null = null;
let env: Record<string, string>;
let services: AppServices;

const inquiryCount = async () => (await database.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;

async function post(name: string): Promise<void> {
  const answer = await postInquiryApi(
    "contact",
    { name, phone: "+91 98480 55555", service: "Zero Gravity Gait Trainer", message: "Posted during a backup" },
    makeContext(services),
  );
  expect(answer.data.status, name).toBe("sent");
}

/** Restores `file` into a scratch place of this run's kind; returns the rows per table and media restored. */
async function restoreScratch(file: string, key = KEY): Promise<{ counts: Record<string, number>; expected: Record<string, number> }> {
  const scratch = path.join(root, `restore-${randomBytes(4).toString("hex")}`);
  const keyOf = backupKeyOf({ BACKUP_KEY: key });
  if (onPostgres) {
    const db = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "samudra_restore");
    try {
      const result = await restoreInto(file, keyOf, { kind: "postgres", url: db.url, mediaDir: path.join(scratch, "media") });
      return { counts: { ...(await countPostgres(db.url)), [MEDIA_COUNT]: result.counts[MEDIA_COUNT]! }, expected: result.manifest.counts };
    } finally {
      await db.drop();
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  try {
    const result = await restoreInto(file, keyOf, {
      kind: "pglite",
      pgliteDir: path.join(scratch, "pglite"),
      mediaDir: path.join(scratch, "media"),
    });
    return {
      counts: { ...(await countPglite(path.join(scratch, "pglite"))), [MEDIA_COUNT]: result.counts[MEDIA_COUNT]! },
      expected: result.manifest.counts,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  if (onPostgres) {
    database = await createTestDatabase();
  } else {
    // The server's way: PGlite on its own thread, in a data folder (from the migrated, seeded template).
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir, "test server");
    database = await openPgliteThread(path.join(dataDir, "pglite"), { loadDataDir: new Uint8Array(readFileSync(TEMPLATE_DUMP)) });
  }
  for (const [key, body] of Object.entries(PHOTOS)) {
    mkdirSync(path.dirname(path.join(mediaDir, key)), { recursive: true });
    writeFileSync(path.join(mediaDir, key), body);
  }
  env = {
    DATA_DIR: dataDir,
    MEDIA_DIR: mediaDir,
    BACKUP_DIR: backupDir,
    BACKUP_KEY: KEY,
    INQUIRY_RATE_LIMIT: "1000",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  services = makeServices(database, env);
  await fillInquiries(database.db, 1000);
});

afterAll(async () => {
  await database?.close();
  lock?.release();
  rmSync(root, { recursive: true, force: true });
});

describe(`online backups (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let first = "";

  it("keeps every inquiry posted while a backup runs, and the next backup's restore has them all", async () => {
    const before = await inquiryCount();
    let done = false;
    const backup = takeBackup({ database, env: services.env, media: services.media }).finally(() => (done = true));
    const posted: string[] = [];
    // Inquiries arrive through the form's endpoint for as long as the backup runs, and a few after.
    while (!done || posted.length < 5) {
      const name = `During Backup ${posted.length}`;
      await post(name);
      posted.push(name);
    }
    const result = await backup;
    first = result.file;
    expect(await inquiryCount()).toBe(before + posted.length);
    expect(result.counts[MEDIA_COUNT]).toBe(3);
    expect(readdirSync(backupDir)).toEqual([result.name]);
    expect(statSync(result.file).mode & 0o777, "readable by the site's user only").toBe(0o600);
    // Encrypted: neither the tar's nor gzip's header, and no patient's name in the clear.
    const bytes = readFileSync(result.file);
    expect(bytes.subarray(0, 14).toString("latin1")).toBe("SAMUDRA-BACKUP");
    expect(bytes.includes(Buffer.from("During Backup"))).toBe(false);

    // The backup holds exactly what it says: the rows up to the instant it was taken.
    const restored = await restoreScratch(result.file);
    expect(restored.counts).toEqual(restored.expected);
    expect(restored.counts.inquiries).toBeGreaterThanOrEqual(before);
    expect(restored.counts.inquiries).toBeLessThanOrEqual(before + posted.length);

    // Nothing was lost: the next backup has every inquiry posted during the first.
    const next = await takeBackup({ database, env: services.env, media: services.media, now: () => new Date(Date.now() + 1000) });
    // The same India day: the keep policy keeps the newest of the day only.
    expect(readdirSync(backupDir)).toEqual([next.name]);
    first = next.file;
    const again = await restoreScratch(next.file);
    expect(again.counts.inquiries).toBe(before + posted.length);
    expect(again.counts[MEDIA_COUNT]).toBe(3);
  }, 120_000);

  it("refuses a missing or wrong key, a damaged, cut-short or foreign file, each in words", async () => {
    await expect(takeBackup({ database, env: { ...services.env, BACKUP_KEY: undefined }, media: services.media })).rejects.toThrow(
      /BACKUP_KEY is not set: backups are encrypted with it\. Make one with `openssl rand -base64 32`/,
    );
    await expect(restoreScratch(first, OTHER_KEY)).rejects.toThrow(
      /encrypted with another BACKUP_KEY \(key [0-9a-f]{16}; this server's key is [0-9a-f]{16}\)/,
    );

    const bytes = readFileSync(first);
    const damaged = path.join(root, "damaged.backup");
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0x40;
    writeFileSync(damaged, flipped);
    await expect(restoreScratch(damaged)).rejects.toThrow(/it is damaged \(part \d+ fails its check\)/);
    const short = path.join(root, "short.backup");
    writeFileSync(short, bytes.subarray(0, 56 + 2 * (65536 + 16)));
    await expect(restoreScratch(short)).rejects.toThrow(/it is cut short/);
    const foreign = path.join(root, "foreign.backup");
    writeFileSync(foreign, "PK\x03\x04 a zip file, say".padEnd(200, "."));
    await expect(restoreScratch(foreign)).rejects.toThrow(/it is not a Samudra backup/);
    // Nothing of a refused restore is left behind.
    expect(readdirSync(root).filter((n) => n.startsWith("restore-"))).toEqual([]);
  }, 60_000);

  it("db:restore of an encrypted backup fills an empty place, refuses one that is not, and with a wrong key changes nothing", async () => {
    const cli = path.join(root, "cli-restore");
    const cliEnv = { DATA_DIR: cli, BACKUP_KEY: KEY, DATABASE_URL: "" };
    if (onPostgres) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "samudra_cli_restore");
      try {
        const pgEnv = { ...cliEnv, DATABASE_URL: scratch.url };
        const restored = await restoreCommand({ file: first }, { env: pgEnv });
        expect(restored).toMatchObject({
          ok: true,
          message: expect.stringMatching(/^Restored .* \(\d+ inquiries, 3 media objects\) into the PostgreSQL database/),
        });
        expect((await countPostgres(scratch.url)).inquiries).toBe(await inquiryCount());
        const again = await restoreCommand({ file: first }, { env: pgEnv });
        expect(again).toEqual({
          ok: false,
          message: expect.stringMatching(
            /the database in DATABASE_URL is not empty: restore into a new database \(createdb samudra_restored\) .*Nothing was changed\.$/,
          ),
        });
      } finally {
        await scratch.drop();
      }
      return;
    }
    const restored = await restoreCommand({ file: first }, { env: cliEnv });
    expect(restored).toMatchObject({ ok: true, message: expect.stringMatching(/ and 3 media files into /) });
    const rows = (await countPglite(path.join(cli, "pglite"))).inquiries;
    expect(rows).toBe(await inquiryCount());
    expect(readdirSync(path.join(cli, "media"), { recursive: true }).filter((f) => String(f).includes("."))).toHaveLength(3);
    expect(await restoreCommand({ file: first }, { env: cliEnv })).toEqual({
      ok: false,
      message: expect.stringMatching(/already holds a database: nothing was changed\. Pass --force/),
    });
    const wrongKey = await restoreCommand({ file: first, force: true }, { env: { ...cliEnv, BACKUP_KEY: OTHER_KEY } });
    expect(wrongKey).toEqual({
      ok: false,
      message: expect.stringMatching(/^Could not restore .*: it was encrypted with another BACKUP_KEY .*\. Nothing was changed\.$/),
    });
    expect((await countPglite(path.join(cli, "pglite"))).inquiries).toBe(rows);
    expect(readdirSync(cli).sort()).toEqual(["media", "pglite"]);
  }, 120_000);

  it("records a claimed run; a backup whose disk fills up fails, counts as no good backup, and leaves the others whole", async () => {
    const db = database.db;
    expect(await queueBackupNow(db, new Date())).toBe(true);
    expect(await queueBackupNow(db, new Date()), "one at a time").toBe(false);
    // Two instances claim at the same moment (PostgreSQL: two connection pools, as two servers have).
    const other = database.url ? await openPostgres(database.url) : null;
    const claims = await Promise.all([claimDueBackup(db, new Date()), claimDueBackup(other?.db ?? db, new Date())]);
    await other?.close();
    expect(claims.filter(Boolean), "claimed once").toHaveLength(1);
    const run = claims.find(Boolean) ?? null;
    expect(await claimDueBackup(db, new Date()), "and not again while it runs").toBeNull();
    expect(await runClaimedBackup(services, run!, () => new Date(Date.now() + 5000))).toBe(true);
    const good = await backupHealth(db);
    expect(good.lastGood).toMatchObject({ localPath: expect.stringContaining(backupDir), remoteUrl: null });
    expect(good.lastGood!.sizeBytes).toBeGreaterThan(1000);
    expect(good.lastFailure).toBeNull();

    // A backup folder on a 1 MB file system: the disk is full long before the backup is whole.
    const tiny = path.join(root, "tiny");
    mkdirSync(tiny);
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", tiny], { stdio: "ignore" });
    } catch {
      console.warn("skipped the full-disk case: mounting a tmpfs needs root");
      return;
    }
    try {
      writeFileSync(path.join(tiny, "samudra-20260101-000000.backup"), "an older backup");
      const full = { ...services, env: { ...services.env, BACKUP_DIR: tiny } };
      expect(await queueBackupNow(db, new Date())).toBe(true);
      const failing = await claimDueBackup(db, new Date());
      expect(await runClaimedBackup(full, failing!, () => new Date(Date.now() + 10_000))).toBe(false);
      const health = await backupHealth(db);
      expect(health.lastFailure?.reason).toMatch(
        /^could not write the backup: the disk holding .*tiny is full or failing \((ENOSPC|EIO)\); free some space or set BACKUP_DIR to a larger disk/,
      );
      expect(health.lastGood).toEqual(good.lastGood);
      expect(readdirSync(tiny), "no staging folder or half-written file is left").toEqual(["samudra-20260101-000000.backup"]);
      expect(readFileSync(path.join(tiny, "samudra-20260101-000000.backup"), "utf8")).toBe("an older backup");
      const [line] = await backupChecks(services);
      expect(line).toMatchObject({
        label: "Backups",
        ok: false,
        detail: expect.stringMatching(/Problem: the latest attempt failed: could not write the backup: the disk .* is full/),
      });
    } finally {
      execFileSync("umount", [tiny]);
    }
  }, 120_000);

  it("takes up a run whose instance stopped renewing its lease, and gives one up after three attempts", async () => {
    const db = database.db;
    const past = new Date(Date.now() - 1000);
    await db
      .insert(backupRuns)
      .values({ kind: "backup", dedupeKey: "stranded", status: "running", attempts: 1, lockedUntil: new Date(Date.now() + 60_000) });
    expect(await claimDueBackup(db, new Date()), "its lease still runs").toBeNull();
    await db.update(backupRuns).set({ lockedUntil: past }).where(eq(backupRuns.dedupeKey, "stranded"));
    expect(await claimDueBackup(db, new Date())).toMatchObject({ dedupeKey: "stranded", attempts: 2 });
    await db.update(backupRuns).set({ lockedUntil: past, attempts: 3 }).where(eq(backupRuns.dedupeKey, "stranded"));
    expect(await claimDueBackup(db, new Date())).toBeNull();
    const [given] = await db.select().from(backupRuns).where(eq(backupRuns.dedupeKey, "stranded"));
    expect(given).toMatchObject({ status: "failed", detail: "Given up after 3 attempts: the server stopped during each (see its log)." });
  });

  it("lets an admin press Back up now (an editor may not), once while one is on its way", async () => {
    const contextAs = async (username: "admin" | "editor") => {
      const context = makeContext(services);
      const [user] = await database.db.select().from(users).where(eq(users.username, username));
      context.set(userContext, { id: user!.id, username, role: user!.role, sessionId: "test-session" });
      return context;
    };
    const press = async (username: "admin" | "editor") =>
      settle(async () =>
        dashboardAction(
          routeArgs(new Request("http://localhost/admin?index", { method: "POST" }), await contextAs(username), "/admin") as Parameters<
            typeof dashboardAction
          >[0],
        ),
      );
    expect(statusOf(await press("editor"))).toBe(403);
    const first = await press("admin");
    expect(toastOf(first as Response)).toEqual({ kind: "success", message: "Backup started: System status shows it when it is done." });
    expect(toastOf((await press("admin")) as Response)).toEqual({ kind: "success", message: "A backup is already on its way." });
    const run = await claimDueBackup(database.db, new Date());
    expect(run?.dedupeKey).toMatch(/^manual:/);
    expect(await runClaimedBackup(services, run!, () => new Date(Date.now() + 15_000))).toBe(true);
  }, 60_000);

  describe("with a backup bucket", () => {
    let s3: TestS3;
    beforeAll(async () => {
      s3 = await startTestS3("samudra-backups");
    });
    afterAll(async () => {
      await s3?.stop().catch(() => {});
    });

    it("copies each backup to the bucket, the drill restores the bucket's newest, and an unreachable bucket keeps the file here and says so", async () => {
      const bucketEnv = {
        ...env,
        BACKUP_S3_BUCKET: "samudra-backups",
        BACKUP_S3_REGION: "us-east-1",
        BACKUP_S3_ENDPOINT: s3.endpoint,
        BACKUP_S3_FORCE_PATH_STYLE: "true",
        BACKUP_S3_ACCESS_KEY_ID: "S3RVER",
        BACKUP_S3_SECRET_ACCESS_KEY: "S3RVER",
      };
      const withBucket = makeServices(database, bucketEnv);
      const copied = await takeBackup({ database, env: withBucket.env, media: withBucket.media, now: () => new Date(Date.now() + 20_000) });
      expect(copied.remote).toEqual({ url: `s3://samudra-backups/samudra-backups/${copied.name}` });
      expect(await s3.keys("samudra-backups/")).toEqual([`samudra-backups/${copied.name}`]);

      const drill = await drillCommand(withBucket.env, { from: "s3" });
      expect(drill).toMatchObject({
        ok: true,
        message: expect.stringMatching(new RegExp(`^Restored ${copied.name}.*every table's rows and the media match the backup\\.`)),
      });
      // Beside a running embedded-database server the result is handed over, and recorded at its next round.
      if (!onPostgres) expect(await importHandedOverDrills(withBucket)).toBe(1);
      expect((await backupHealth(database.db)).lastDrill).toMatchObject({ ok: true, fileName: copied.name });
      const [, drillLine] = await backupChecks(withBucket);
      expect(drillLine).toMatchObject({ label: "Restore drill", ok: true });

      await s3.stop();
      const stranded = await takeBackup({
        database,
        env: withBucket.env,
        media: withBucket.media,
        now: () => new Date(Date.now() + 30_000),
      });
      expect(stranded.remote).toEqual({
        error: expect.stringMatching(
          /S3 bucket "samudra-backups" at .*: could not copy the backup .* the service could not be reached: check BACKUP_S3_ENDPOINT/,
        ),
      });
      expect(existsSync(stranded.file)).toBe(true);
    }, 120_000);
  });
});
