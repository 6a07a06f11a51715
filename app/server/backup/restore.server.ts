// Reading an encrypted backup back (docs/decisions/068): one pass over the file as a stream,
// each chunk checked before it is used, into new folders (the embedded database's, the media's)
// or one transaction on an empty PostgreSQL database. Any failure removes what was written and
// rolls the transaction back, so nothing that was there before is touched; the caller swaps the
// new folders in only after the restored database has opened and its rows were counted.
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { ReadEntry } from "tar";
import { extractTo, safeRelativePath, scanArchive } from "../db/backup-archive.server";
import { openPostgres } from "../db/client.server";
import { migrateDatabase } from "../db/migrate.server";
import { PGLITE_CONF, PGLITE_EXTENSIONS } from "../db/pglite-config.server";
import { type BackupKey, decryptStream } from "./crypto.server";
import { type BackupManifest, MANIFEST_NAME, MAX_MANIFEST_BYTES, MEDIA_COUNT, parseManifest } from "./manifest.server";
import { type PostgresLoad, startPostgresLoad } from "./postgres-dump.server";

export type RestoreTarget =
  | { kind: "pglite"; /** A folder that does not exist yet. */ pgliteDir: string; mediaDir: string | null }
  | { kind: "postgres"; /** An empty database (no tables). */ url: string; mediaDir: string | null };

export interface RestoredBackup {
  manifest: BackupManifest;
  /** Rows per table as restored (PostgreSQL: as loaded; the embedded database: counted by the caller), and media. */
  counts: Record<string, number>;
}

/** The site's migrations (drizzle's journal), in order. */
function journal(folder = "./drizzle"): { entries: { tag: string }[] } {
  return JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
}

/** Refuses a backup from a version with migrations this one does not have. */
export function checkMigrationLevel(manifest: BackupManifest, folder = "./drizzle"): void {
  const known = journal(folder).entries.length;
  if (manifest.migrations > known) {
    throw new Error(
      `it comes from a newer version of Samudra (${manifest.migrations} database migrations; this one has ${known}): restore it with that version or a later one`,
    );
  }
}

/** Applies the first `level` migrations only: the schema the backup's rows were copied from. */
async function migrateTo(url: string, level: number): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), "samudra-migrations-"));
  try {
    const all = journal();
    await cp("./drizzle", work, { recursive: true });
    await writeFile(path.join(work, "meta", "_journal.json"), JSON.stringify({ ...all, entries: all.entries.slice(0, level) }));
    const database = await openPostgres(url);
    try {
      await migrateDatabase(database, work);
    } finally {
      await database.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Whether a PostgreSQL database holds no table of its own yet (a new, empty database). */
async function isEmptyPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    const r = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_class where relkind = 'r' and relnamespace in ('public'::regnamespace, coalesce(to_regnamespace('drizzle'), 'public'::regnamespace))",
    );
    return (r.rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The decrypted tar of a backup file, as a stream; a read error ends it with that error. */
function decrypted(file: string, key: BackupKey): Readable {
  const source = createReadStream(file);
  const plain = decryptStream(key);
  source.on("error", (error) => plain.destroy(error));
  return source.pipe(plain);
}

/** A path inside the archive's folder `prefix`, or a reason it cannot be written safely. */
function inside(entry: ReadEntry, prefix: string): string | null {
  const rest = entry.path.slice(prefix.length).replace(/\/$/, "");
  if (rest === "") return null;
  const name = safeRelativePath(rest);
  if (!name) throw new Error(`it holds an entry that cannot be restored safely (${entry.path})`);
  return name;
}

/** Restores the file into `target`; on any failure, removes what it wrote and throws the reason. */
export async function restoreInto(file: string, key: BackupKey, target: RestoreTarget): Promise<RestoredBackup> {
  let manifest: BackupManifest | null = null;
  let load: PostgresLoad | null = null;
  const counts: Record<string, number> = {};
  let media = 0;
  const created: string[] = [];
  const mkdirOnce = async (dir: string) => {
    if (existsSync(dir)) throw new Error(`${dir} already exists`);
    await mkdir(dir, { recursive: true });
    created.push(dir);
  };
  try {
    if (target.kind === "pglite") await mkdirOnce(target.pgliteDir);
    if (target.mediaDir) await mkdirOnce(target.mediaDir);
    await scanArchive(decrypted(file, key), {
      entry: async (entry, keep) => {
        if (!manifest) {
          if (entry.path !== MANIFEST_NAME) throw new Error("it is not a Samudra backup (it has no manifest)");
          manifest = parseManifest(await keep(MAX_MANIFEST_BYTES, "manifest"));
          checkMigrationLevel(manifest);
          if (manifest.database !== target.kind) {
            throw new Error(
              manifest.database === "postgres"
                ? "it is a backup of a PostgreSQL database: restore it with DATABASE_URL set"
                : "it is a backup of the embedded database: restore it without DATABASE_URL",
            );
          }
          if (target.kind === "postgres") {
            if (!(await isEmptyPostgres(target.url))) throw new Error("the database in DATABASE_URL is not empty");
            await migrateTo(target.url, manifest.migrations);
            load = await startPostgresLoad(target.url, manifest.postgres!);
          }
          return;
        }
        const isFile = entry.type === "File" || entry.type === "OldFile";
        if (entry.path.startsWith("pglite/") && target.kind === "pglite") {
          const name = inside(entry, "pglite/");
          if (name && isFile) await extractTo(entry, path.join(target.pgliteDir, name));
          else if (name && entry.type === "Directory") await mkdir(path.join(target.pgliteDir, name), { recursive: true });
          else if (name) throw new Error(`it holds an entry that cannot be restored safely (${entry.path})`);
        } else if (entry.path.startsWith("postgres/") && load && isFile) {
          const table = /^postgres\/([a-z_][a-z0-9_]*)\.copy$/.exec(entry.path)?.[1];
          if (!table) throw new Error(`it holds an unexpected entry (${entry.path})`);
          counts[table] = await load.table(table, entry);
        } else if (entry.path.startsWith("media/") || entry.path === "media") {
          const name = entry.path === "media" ? null : inside(entry, "media/");
          if (!name || entry.type === "Directory") return;
          if (!isFile) throw new Error(`it holds an entry that cannot be restored safely (${entry.path})`);
          media++;
          if (target.mediaDir) await extractTo(entry, path.join(target.mediaDir, name));
        } else if (!(entry.type === "Directory" && (entry.path === "postgres/" || entry.path === "pglite/"))) {
          throw new Error(`it holds an unexpected entry (${entry.path})`);
        }
      },
    });
    const found = manifest as BackupManifest | null;
    if (!found) throw new Error("it is not a Samudra backup (it has no manifest)");
    if (media !== found.counts[MEDIA_COUNT]) throw new Error(`it is incomplete (${media} of ${found.counts[MEDIA_COUNT]} media files)`);
    if (load) {
      for (const t of found.postgres?.tables ?? []) {
        if (counts[t.name] === undefined) throw new Error(`it is incomplete (no rows of ${t.name})`);
      }
      await (load as PostgresLoad).finish();
      load = null;
    }
    counts[MEDIA_COUNT] = media;
    return { manifest: found, counts };
  } catch (error) {
    await (load as PostgresLoad | null)?.abort();
    for (const dir of created) await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Opens a restored embedded database and counts its rows per public table. */
export async function countPglite(pgliteDir: string): Promise<Record<string, number>> {
  const client = await PGlite.create({ dataDir: pgliteDir, postgresqlconf: PGLITE_CONF, extensions: PGLITE_EXTENSIONS });
  try {
    return await countTables((sql) => client.query<{ name: string; n: number }>(sql).then((r) => r.rows));
  } finally {
    await client.close();
  }
}

/** Rows per public table of a PostgreSQL database. */
export async function countPostgres(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    return await countTables((sql) => client.query<{ name: string; n: number }>(sql).then((r) => r.rows));
  } finally {
    await client.end().catch(() => {});
  }
}

async function countTables(run: (sql: string) => Promise<{ name: string; n: number }[]>): Promise<Record<string, number>> {
  const tables = await run("select relname as name, 0 as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace");
  if (tables.length === 0) return {};
  const rows = await run(
    tables
      .map((t) => `select '${t.name.replace(/'/g, "''")}' as name, count(*)::int as n from "${t.name.replace(/"/g, '""')}"`)
      .join(" union all "),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

/** The tables whose rows differ between what a backup says and what was restored. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter((n) => expected[n] !== actual[n])
    .sort()
    .map((n) => `${n}: ${expected[n] ?? "none"} in the backup, ${actual[n] ?? "none"} restored`);
}
