// The restore drill (docs/decisions/068): the newest backup restored into a scratch place (a
// folder beside the backups, or a new database on the PostgreSQL server), its rows and media
// counted and compared with what the backup says it holds, the scratch place removed, the
// result recorded. A running embedded-database server holds its folder, so the command hands
// its result over as a file the server records at its next round.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { z } from "zod";
import { indiaDay } from "~/lib/backup-policy";
import type { AppServices } from "../context.server";
import type { Env } from "../env.server";
import { backupKeyOf, removeLeftovers } from "./take.server";
import { MEDIA_COUNT } from "./manifest.server";
import { countDifferences, countPglite, restoreInto } from "./restore.server";
import { recordDrill, type DrillRecord } from "./runs.server";
import { createOffsiteStore, LocalBackupFolder, type StoredBackup } from "./store.server";

/** Where a drill run beside a running embedded-database server leaves its result for it. */
export const drillInbox = (env: Pick<Env, "BACKUP_DIR">) => path.join(env.BACKUP_DIR, "drills");

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

function describeCounts(counts: Record<string, number>): string {
  return [
    plural(counts.inquiries ?? 0, "inquiry", "inquiries"),
    plural(counts.therapies ?? 0, "therapy", "therapies"),
    plural(counts.users ?? 0, "user"),
    plural(counts[MEDIA_COUNT] ?? 0, "media object"),
  ].join(", ");
}

async function scratchPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `samudra_drill_${randomBytes(5).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on("error", () => {});
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end().catch(() => {});
    }
  };
  try {
    await run(`create database ${name}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `could not create a scratch database to restore into (${reason}): the drill needs the CREATEDB privilege for the user in DATABASE_URL`,
    );
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Restores the newest backup (on this machine, else in the bucket; `from: "s3"` the bucket's) and compares counts. */
export async function runRestoreDrill(env: Env, opts: { from?: "local" | "s3"; now?: () => Date } = {}): Promise<DrillRecord> {
  const now = opts.now ?? (() => new Date());
  const at = now();
  let fileName: string | null = null;
  const work = path.join(env.BACKUP_DIR, `.drill-${process.pid}-${at.getTime()}-${randomBytes(3).toString("hex")}`);
  const offsite = await createOffsiteStore(env);
  try {
    const key = backupKeyOf(env);
    const local = new LocalBackupFolder(env.BACKUP_DIR);
    let newest: StoredBackup | undefined = opts.from === "s3" ? undefined : (await local.list())[0];
    let file: string;
    mkdirSync(env.BACKUP_DIR, { recursive: true });
    await removeLeftovers(env.BACKUP_DIR);
    mkdirSync(work, { recursive: true });
    if (newest) {
      file = path.join(env.BACKUP_DIR, newest.name);
    } else {
      if (!offsite) throw new Error(opts.from === "s3" ? "BACKUP_S3_BUCKET is not set" : `there is no backup in ${local.where}`);
      newest = (await offsite.list())[0];
      if (!newest) throw new Error(`there is no backup in ${offsite.where}`);
      file = path.join(work, newest.name);
      await offsite.download(newest.name, file);
    }
    fileName = newest.name;
    let restored: Record<string, number>;
    let expected: Record<string, number>;
    if (env.DATABASE_URL) {
      const scratch = await scratchPostgres(env.DATABASE_URL);
      try {
        const result = await restoreInto(file, key, { kind: "postgres", url: scratch.url, mediaDir: path.join(work, "media") });
        restored = result.counts;
        expected = result.manifest.counts;
      } finally {
        await scratch.drop();
      }
    } else {
      const result = await restoreInto(file, key, {
        kind: "pglite",
        pgliteDir: path.join(work, "pglite"),
        mediaDir: path.join(work, "media"),
      });
      restored = { ...(await countPglite(path.join(work, "pglite"))), [MEDIA_COUNT]: result.counts[MEDIA_COUNT] ?? 0 };
      expected = result.manifest.counts;
    }
    const differences = countDifferences(expected, restored);
    const where = env.DATABASE_URL ? "a scratch database" : "a scratch folder";
    const made = newest
      ? ` (made ${new Date(newest.at).toISOString().replace("T", " ").slice(0, 16)} UTC, ${indiaDay(newest.at)} in India)`
      : "";
    return {
      at,
      ok: differences.length === 0,
      fileName,
      counts: restored,
      detail:
        differences.length === 0
          ? `Restored ${fileName}${made} into ${where}: ${describeCounts(restored)}; every table's rows and the media match the backup.`
          : `Restored ${fileName}${made} into ${where}, but it differs from what the backup says it holds: ${differences.join("; ")}.`,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { at, ok: false, fileName, counts: null, detail: `Could not restore ${fileName ?? "the newest backup"}: ${reason}.` };
  } finally {
    offsite?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Leaves a drill's result for the running server to record. */
export function handOverDrill(env: Pick<Env, "BACKUP_DIR">, drill: DrillRecord): string {
  const dir = drillInbox(env);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${drill.at.getTime()}.json`);
  writeFileSync(file, JSON.stringify({ ...drill, at: drill.at.toISOString() }));
  return file;
}

const HandedOver = z.object({
  at: z.iso.datetime(),
  ok: z.boolean(),
  fileName: z.string().max(200).nullable(),
  counts: z.record(z.string().max(100), z.number().int()).nullable(),
  detail: z.string().max(4000),
});

/** Records the drill results the command left (see handOverDrill), then removes their files. */
export async function importHandedOverDrills(services: Pick<AppServices, "database" | "env" | "log">): Promise<number> {
  const dir = drillInbox(services.env);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => /^\d+\.json$/.test(n));
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    const parsed = HandedOver.safeParse(
      (() => {
        try {
          return JSON.parse(readFileSync(file, "utf8")) as unknown;
        } catch {
          return null;
        }
      })(),
    );
    if (parsed.success) await recordDrill(services.database.db, { ...parsed.data, at: new Date(parsed.data.at) });
    else services.log.warn({ file }, "a restore drill's result could not be read; removed");
    rmSync(file, { force: true });
  }
  return names.length;
}
