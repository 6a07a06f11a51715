// PostgreSQL's side of a backup (docs/decisions/068): every table's rows as COPY text, read in
// one REPEATABLE READ transaction, so all tables are from one instant while the site goes on
// writing; and loaded back with COPY into a database migrated to the backup's level. No
// pg_dump: the release must not depend on a client binary of the server's major version.
import { createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";

export interface PostgresTable {
  name: string;
  /** Columns as copied (generated ones are left out: the database computes them again). */
  columns: string[];
}

export interface PostgresLayout {
  /** Parents before the tables whose foreign keys point at them: the order to load them in. */
  tables: PostgresTable[];
  sequences: { name: string; value: number; called: boolean }[];
  migrations: number;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Public tables ordered parents first (the schema has no cycle), with their copied columns. */
async function tablesInLoadOrder(client: pg.Client): Promise<PostgresTable[]> {
  const columns = await client.query<{ table: string; columns: string[] }>(`
    select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c join pg_attribute a on a.attrelid = c.oid
    where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace and a.attnum > 0
      and not a.attisdropped and a.attgenerated = ''
    group by c.relname order by c.relname`);
  const refs = await client.query<{ child: string; parent: string }>(`
    select distinct c.relname as child, p.relname as parent
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.oid <> p.oid`);
  const parents = new Map<string, Set<string>>();
  for (const r of refs.rows) parents.set(r.child, (parents.get(r.child) ?? new Set()).add(r.parent));
  const ordered: PostgresTable[] = [];
  const placed = new Set<string>();
  let rest = columns.rows.map((r) => ({ name: r.table, columns: r.columns }));
  while (rest.length > 0) {
    const ready = rest.filter((t) => [...(parents.get(t.name) ?? [])].every((p) => placed.has(p) || p === t.name));
    if (ready.length === 0) throw new Error(`the tables' foreign keys form a cycle (${rest.map((t) => t.name).join(", ")})`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
    rest = rest.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** Writes `<table>.copy` for every table into `dir`; returns the layout and rows per table. */
export async function dumpPostgres(url: string, dir: string): Promise<{ layout: PostgresLayout; counts: Record<string, number> }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    // One snapshot for every table; READ ONLY DEFERRABLE would wait for a safe snapshot, which
    // REPEATABLE READ does not need for a consistent read.
    await client.query("begin isolation level repeatable read read only");
    const tables = await tablesInLoadOrder(client);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const stream = client.query(copyTo(`copy ${ident(table.name)} (${table.columns.map(ident).join(", ")}) to stdout`));
      await pipeline(stream, createWriteStream(path.join(dir, `${table.name}.copy`)));
      counts[table.name] = stream.rowCount;
    }
    // Sequences are not part of a snapshot: their value now is at least every id copied.
    const sequences = await client.query<{ name: string; value: string | null; called: boolean }>(
      "select sequencename as name, last_value::text as value, last_value is not null as called from pg_sequences where schemaname = 'public' order by sequencename",
    );
    const migrations = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    await client.query("commit");
    return {
      layout: {
        tables,
        sequences: sequences.rows.map((s) => ({ name: s.name, value: Number(s.value ?? 1), called: s.called })),
        migrations: migrations.rows[0]?.n ?? 0,
      },
      counts,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

export interface PostgresLoad {
  /** Copies one table's COPY text in; tables must come in the layout's order. */
  table(name: string, rows: AsyncIterable<Buffer>): Promise<number>;
  /** Sets the sequences and commits. */
  finish(): Promise<void>;
  /** Rolls everything back (the database is as it was). */
  abort(): Promise<void>;
}

/**
 * Loads tables into `url` (already migrated to the backup's level, and empty), one COPY per
 * table as the backup file is read, all in one transaction: a failure leaves the database as it
 * was. Triggers the site defines (the dashboard's rollups) are off while loading, as their
 * tables are restored as they were; foreign keys stay checked.
 */
export async function startPostgresLoad(url: string, layout: PostgresLayout): Promise<PostgresLoad> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  const columns = new Map(layout.tables.map((t) => [t.name, t.columns]));
  const end = () => client.end().catch(() => {});
  try {
    await client.query("begin");
    const filled = await client.query<{ n: number }>(
      `select ${layout.tables.map((t) => `(select count(*) from (select 1 from ${ident(t.name)} limit 1) x)`).join(" + ") || "0"} as n`,
    );
    if (Number(filled.rows[0]?.n ?? 0) > 0) throw new Error("the target database already holds rows");
  } catch (error) {
    await end();
    throw error;
  }
  return {
    async table(name, rows) {
      const cols = columns.get(name);
      if (!cols) throw new Error(`it holds a table its manifest does not list (${name})`);
      await client.query(`alter table ${ident(name)} disable trigger user`);
      const sink = client.query(copyFrom(`copy ${ident(name)} (${cols.map(ident).join(", ")}) from stdin`));
      await pipeline(rows, sink);
      await client.query(`alter table ${ident(name)} enable trigger user`);
      return sink.rowCount;
    },
    async finish() {
      try {
        for (const s of layout.sequences) {
          await client.query("select setval($1::regclass, $2, $3)", [ident(s.name), s.value, s.called]);
        }
        await client.query("commit");
      } finally {
        await end();
      }
    },
    async abort() {
      // Closing the connection rolls the transaction back. A ROLLBACK sent instead would queue
      // behind a COPY still waiting for rows, and wait with it.
      await end();
    },
  };
}
