// Named prepared statements on the embedded database's thread (decision 060): the same answers
// as PGlite's own query(), run after run, with a bounded number kept, errors as query() gives
// them, and the locks query() takes.
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { threadQueries } from "~/server/db/pglite-statements.server";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgres)("prepared statements on PGlite", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table items (id serial primary key, name text not null unique, at timestamptz, doc jsonb, tags int[], done boolean);
      insert into items (name, at, doc, tags, done) values
        ('alpha', '2026-01-02T03:04:05Z', '{"a":1}', '{1,2}', true),
        ('beta', null, null, null, false);
    `);
  });
  afterAll(async () => {
    await client?.close();
  });

  const plain = { rowMode: "object", rawTypes: [] } as const;

  /** The statements this session has named, as PostgreSQL lists them. */
  const named = async () =>
    (await client.query<{ statement: string }>("select statement from pg_prepared_statements order by statement")).rows.map(
      (r) => r.statement,
    );

  it("answers as query() does, every run, past the point where PostgreSQL keeps a generic plan", async () => {
    const prepared = threadQueries(client, 10);
    const sql = "select id, name, at, doc, tags, done from items where id = $1 or name = $2 or at = $3 or done = $4 order by id";
    for (let run = 0; run < 8; run += 1) {
      const params = [run % 2 === 0 ? 1 : 2, "beta", new Date("2026-01-02T03:04:05Z"), run % 3 === 0];
      const mine = await prepared.query(sql, params, plain);
      const theirs = await client.query(sql, params, plain);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    const [alpha] = (await prepared.query<{ at: Date; doc: unknown; tags: number[] }>(sql, [1, null, null, null], plain)).rows;
    expect(alpha!.at).toBeInstanceOf(Date);
    expect(alpha!.doc).toEqual({ a: 1 });
    expect(alpha!.tags).toEqual([1, 2]);
    expect(await named()).toEqual([sql]);
  });

  it("serializes JSON and array parameters by their type, and returns rows as arrays when asked", async () => {
    const prepared = threadQueries(client, 10);
    const inserted = await prepared.query<[number]>(
      "insert into items (name, doc, tags) values ($1, $2, $3) returning id",
      ["gamma", { b: [1, "x"] }, [3, 4]],
      { rowMode: "array", rawTypes: [] },
    );
    expect(inserted.affectedRows).toBe(1);
    const id = inserted.rows[0]![0];
    const read = await prepared.query<{ doc: unknown; tags: number[] }>("select doc, tags from items where id = any($1)", [[id]], plain);
    expect(read.rows).toEqual([{ doc: { b: [1, "x"] }, tags: [3, 4] }]);
  });

  it("applies the caller's parsers, as drizzle asks for raw text", async () => {
    const prepared = threadQueries(client, 10);
    const raw = await prepared.query<{ at: string }>("select at from items where name = $1", ["alpha"], {
      rowMode: "object",
      rawTypes: [1184],
    });
    expect(raw.rows[0]!.at).toBe("2026-01-02 03:04:05+00");
  });

  it("keeps no more statements than its capacity, closing the least recently used", async () => {
    const prepared = threadQueries(client, 2);
    const before = (await named()).length;
    const texts = [1, 2, 3, 4].map((n) => `select ${n} as n, name from items where id = $1`);
    for (const sql of texts) expect((await prepared.query<{ n: number }>(sql, [1], plain)).rows[0]!.n).toBeGreaterThan(0);
    expect(prepared.cache.size).toBe(2);
    const now = await named();
    expect(now.length - before).toBe(2);
    expect(now).toEqual(expect.arrayContaining([texts[2], texts[3]]));
    expect(now).not.toContain(texts[0]);
  });

  it("leaves pattern matches and utility statements unnamed, and still answers them", async () => {
    const prepared = threadQueries(client, 10);
    const before = await named();
    expect((await prepared.query<{ name: string }>("select name from items where name ilike $1", ["%LPH%"], plain)).rows).toEqual([
      { name: "alpha" },
    ]);
    await prepared.query("analyze items", [], plain);
    expect(await named()).toEqual(before);
    // Unnamed, it is still the statement query() runs, every run, with its own values.
    const sql = "select name, at from items where name like $1 and id > $2 order by id";
    for (const params of [
      ["%a", 0],
      ["b%", 1],
      ["%", 10],
    ]) {
      const [mine, theirs] = [await prepared.query(sql, params, plain), await client.query(sql, params)];
      expect(mine.rows).toEqual(theirs.rows);
    }
    const bad = await prepared.query("select name from items where nme like $1", ["%"], plain).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: "42703", query: "select name from items where nme like $1" });
  });

  it("fails as query() does, with PostgreSQL's code and the statement's text, and the next statement runs", async () => {
    const prepared = threadQueries(client, 10);
    const sql = "insert into items (name) values ($1)";
    const error = await prepared.query(sql, ["alpha"], plain).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", constraint: "items_name_key", query: sql });
    const bad = await prepared.query("select no_such_column from items", [], plain).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: "42703" });
    expect((await prepared.query(sql, ["delta"], plain)).affectedRows).toBe(1);
  });

  it("prepares a statement again when its table's columns change", async () => {
    const prepared = threadQueries(client, 10);
    await client.exec("create table shapes (id int primary key); insert into shapes values (1)");
    const sql = "select * from shapes where id = $1";
    expect((await prepared.query(sql, [1], plain)).rows).toEqual([{ id: 1 }]);
    await client.exec("alter table shapes add column label text default 'x'");
    expect((await prepared.query(sql, [1], plain)).rows).toEqual([{ id: 1, label: "x" }]);
  });

  it("runs a transaction's statements inside it: they see its writes, and roll back with it", async () => {
    const prepared = threadQueries(client, 10);
    const inside = (transaction: Transaction) => ({ ...plain, transaction });
    const sql = "select count(*)::int as n from items where name = $1";
    const count = async () => (await prepared.query<{ n: number }>(sql, ["epsilon"], plain)).rows[0]!.n;
    await client
      .transaction(async (tx) => {
        await prepared.query("insert into items (name) values ($1)", ["epsilon"], inside(tx));
        expect((await prepared.query<{ n: number }>(sql, ["epsilon"], inside(tx))).rows[0]!.n).toBe(1);
        throw new Error("roll back");
      })
      .catch((e: unknown) => expect(e).toMatchObject({ message: "roll back" }));
    expect(await count()).toBe(0);
    // The statements named inside it outlive it.
    expect(await named()).toEqual(expect.arrayContaining([sql, "insert into items (name) values ($1)"]));

    await client
      .transaction(async (tx) => {
        await prepared.query("insert into items (name) values ($1)", ["epsilon"], inside(tx));
        const failed = await prepared.query("insert into items (name) values ($1)", ["epsilon"], inside(tx)).catch((e: unknown) => e);
        expect(failed).toMatchObject({ code: "23505" });
        // The failure ended it: PostgreSQL refuses the rest until the rollback.
        const refused = await prepared.query(sql, ["epsilon"], inside(tx)).catch((e: unknown) => e);
        expect(refused).toMatchObject({ code: "25P02" });
      })
      .catch(() => undefined);
    expect(await count()).toBe(0);
    expect((await prepared.query("insert into items (name) values ($1)", ["epsilon"], plain)).affectedRows).toBe(1);
    expect(await count()).toBe(1);
  });

  it("refuses a query once the database is closed, as query() does", async () => {
    const other = await PGlite.create();
    const prepared = threadQueries(other, 10);
    expect((await prepared.query<{ n: number }>("select 1 as n", [], plain)).rows).toEqual([{ n: 1 }]);
    await other.close();
    await expect(prepared.query("select 1 as n", [], plain)).rejects.toThrow("PGlite is closed");
  });

  it("waits for an open transaction, as query() does", async () => {
    const prepared = threadQueries(client, 10);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const order: string[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query("update items set done = true where name = 'beta'");
      opened();
      await held;
      order.push("committed");
    });
    await open;
    const read = prepared.query<{ done: boolean }>("select done from items where name = $1", ["beta"], plain).then((r) => {
      order.push("read");
      return r.rows[0]!.done;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    release();
    await transaction;
    expect(await read).toBe(true);
    expect(order).toEqual(["committed", "read"]);
  });
});
