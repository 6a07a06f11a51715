// PGlite on its own thread (docs/decisions/048): the same answers as PGlite on the server's
// thread, through drizzle, with transactions, errors and health checks, and a server thread
// that keeps running while a query does.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "~/server/db/pg-errors.server";
import { type Database, openPgliteThread } from "~/server/db/client.server";
import { startPgliteThread } from "~/server/db/pglite-thread.server";
import { inquiries, therapies, users } from "~/server/db/schema.server";
import { createTestDatabase } from "../support/test-db";
import { TEMPLATE_DUMP } from "../support/paths";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgres)("PGlite on its own thread", () => {
  let threaded: Database;
  let inProcess: Database;
  beforeAll(async () => {
    threaded = await openPgliteThread(undefined, { loadDataDir: new Uint8Array(readFileSync(TEMPLATE_DUMP)) });
    inProcess = await createTestDatabase();
  });
  afterAll(async () => {
    await threaded?.close();
    await inProcess?.close();
  });

  const countLeads = async (db: Database["db"]) => (await db.select({ n: sql<number>`count(*)::int` }).from(inquiries))[0]!.n;

  it("answers drizzle's queries as PGlite on the server's thread does (dates, JSON, arrays, raw rows)", async () => {
    const read = (db: Database["db"]) => db.select().from(therapies).orderBy(asc(therapies.id));
    const [mine, theirs] = await Promise.all([read(threaded.db), read(inProcess.db)]);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine).toEqual(theirs);
    expect(mine[0]!.createdAt).toBeInstanceOf(Date);

    const raw = sql`select now()::timestamptz as at, '1 day'::interval as span, array[1,2] as list, '{"a":1}'::jsonb as doc`;
    const [a, b] = await Promise.all([threaded.db.execute(raw), inProcess.db.execute(raw)]);
    const shape = (r: unknown) =>
      Object.fromEntries(Object.entries((r as { rows: Array<Record<string, unknown>> }).rows[0]!).map(([k, v]) => [k, typeof v]));
    expect(shape(a)).toEqual(shape(b));
  });

  it("writes, and returns what it wrote", async () => {
    const before = await countLeads(threaded.db);
    const [row] = await threaded.db
      .insert(inquiries)
      .values({ source: "contact", name: "Thread Test", phone: "+91 98765 43210" })
      .returning();
    expect(row).toMatchObject({ name: "Thread Test", source: "contact" });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(await countLeads(threaded.db)).toBe(before + 1);
  });

  it("carries PostgreSQL's error code and message across", async () => {
    const [admin] = await threaded.db.select().from(users).limit(1);
    const duplicate = threaded.db.insert(users).values({ ...admin!, id: undefined });
    const error = await duplicate.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    await expect(threaded.db.execute(sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
  });

  it("commits a transaction, rolls one back on a throw, and a savepoint inside one", async () => {
    const before = await countLeads(threaded.db);
    await threaded.db.transaction(async (tx) => {
      await tx.insert(inquiries).values({ source: "home", name: "Committed" });
      await tx
        .transaction(async (inner) => {
          await inner.insert(inquiries).values({ source: "home", name: "Savepoint" });
          throw new Error("undo the savepoint");
        })
        .catch(() => {});
    });
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.insert(inquiries).values({ source: "home", name: "Rolled back" });
        throw new Error("undo all");
      }),
    ).rejects.toThrow("undo all");
    const names = (
      await threaded.db
        .select({ name: inquiries.name })
        .from(inquiries)
        .where(sql`${inquiries.name} in ('Committed', 'Savepoint', 'Rolled back')`)
    ).map((r) => r.name);
    expect(names).toEqual(["Committed"]);
    expect(await countLeads(threaded.db)).toBe(before + 1);
  });

  it("holds other queries back while a transaction is open, as PGlite does", async () => {
    const before = await countLeads(threaded.db);
    let outside: Promise<number> | undefined;
    await threaded.db.transaction(async (tx) => {
      await tx.insert(inquiries).values({ source: "home", name: "Inside" });
      outside = countLeads(threaded.db);
      await tx.execute(sql`select 1`);
      await tx.update(inquiries).set({ name: "Inside, renamed" }).where(eq(inquiries.name, "Inside"));
    });
    // The outside count ran after the commit: it sees the row.
    expect(await outside).toBe(before + 1);
  });

  it("leaves the server's thread free while a query runs, and a health check does not wait for it", async () => {
    const slow = threaded.db.execute(sql`select pg_sleep(0.4)`).then(() => "query");
    const timer = new Promise((resolve) => setTimeout(resolve, 0)).then(() => "timer");
    const ping = threaded.ping().then(() => "ping");
    expect(await Promise.race([slow, timer])).toBe("timer");
    expect(await Promise.race([slow, ping])).toBe("ping");
    await slow;
    await threaded.ping();
  });

  it("says what it holds: its heap, PGlite's WebAssembly memory, its named statements (bench:memory)", async () => {
    await threaded.db.select().from(therapies).limit(1);
    const memory = await threaded.threadMemory!();
    // PGlite starts with 128 MiB of WebAssembly memory, PostgreSQL's contexts inside it.
    expect(memory.wasmBytes).toBeGreaterThanOrEqual(128 * 1024 * 1024);
    expect(memory.contexts.total).toBeGreaterThan(0);
    expect(memory.contexts.total).toBeLessThan(memory.wasmBytes);
    expect(memory.contexts.largest[0]).toMatchObject({ name: expect.any(String), bytes: expect.any(Number) });
    expect(memory.heapUsed).toBeGreaterThan(0);
    expect(memory.heapTotal).toBeGreaterThanOrEqual(memory.heapUsed);
    expect(memory.statements).toBeGreaterThan(0);
    expect(memory.statementCapacity).toBe(100);
  });

  it("fails to open with PGlite's reason, and refuses queries once closed", async () => {
    await expect(openPgliteThread(undefined, { loadDataDir: new Uint8Array([1, 2, 3]) })).rejects.toThrow();
    const closing = await openPgliteThread(undefined, { loadDataDir: new Uint8Array(readFileSync(TEMPLATE_DUMP)) });
    await closing.close();
    // drizzle wraps the driver's error: the thread's own reason is its cause.
    await expect(closing.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/stopped/) } });
    await expect(closing.ping()).rejects.toThrow(/stopped/);
  });

  /** A stand-in for the database's thread that says it is ready, then answers messages with `onMessage`'s body. */
  const fakeThread = (onMessage: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-thread-"));
    const file = path.join(dir, "thread.mjs");
    writeFileSync(
      file,
      `import { parentPort } from "node:worker_threads";
parentPort.postMessage({ type: "ready" });
parentPort.on("message", () => { ${onMessage} });`,
    );
    return { file, [Symbol.dispose]: () => rmSync(dir, { recursive: true, force: true }) };
  };

  it("fails every query and tells the server when the thread dies", async () => {
    // Dies on the first query, as a crashed database would.
    using dies = fakeThread("process.exit(3)");
    const exits: Error[] = [];
    const thread = await startPgliteThread({ workerFile: dies.file, onExit: (error) => exits.push(error) });
    await expect(thread.client.query("select 1")).rejects.toThrow(/stopped \(exit code 3\)/);
    expect(exits.map((e) => e.message)).toEqual(["the embedded database's thread stopped (exit code 3)"]);
    await expect(thread.client.query("select 1")).rejects.toThrow(/exit code 3/);
    await expect(thread.ping()).rejects.toThrow(/exit code 3/);
    await thread.close();
  });

  it("is healthy while a recent query runs, and not once the thread has hung", async () => {
    // Never answers: a thread stuck in one query.
    using hangs = fakeThread("");
    const thread = await startPgliteThread({
      workerFile: hangs.file,
      busyIsAliveMs: 300,
      pingTimeoutMs: 200,
      closeTimeoutMs: 100,
    });
    try {
      // Nothing in flight: the check's own query gets no answer.
      await expect(thread.ping()).rejects.toThrow("the embedded database has not answered for 0.2 s");
      // A query in flight for less than busyIsAliveMs: the thread counts as working.
      void thread.client.query("select pg_sleep(60)").catch(() => {});
      await thread.ping();
      // The same query, in flight for longer: the check asks again and gets no answer.
      await new Promise((resolve) => setTimeout(resolve, 350));
      await expect(thread.ping()).rejects.toThrow(/has not answered/);
    } finally {
      // Closing does not wait for an answer that never comes.
      await thread.close();
    }
  });
});
