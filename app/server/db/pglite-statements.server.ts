// How the embedded database's thread runs a read or write (docs/decisions/060).
//
// PGlite's query() sends every statement unnamed, in six protocol calls, so each run is parsed,
// analysed and planned again; and it copies PGlite's 318 type parsers into a new object to
// read each result. A staff page repeats the same few statements (the session, a setting, the
// staff list, notes and history), and planning was most of their cost: the session lookup took
// 1.8 ms a run, 0.9 ms prepared. So the thread names each statement the first time it sees it,
// and after that only binds and executes it, in one protocol call; PostgreSQL plans it afresh
// for its first five runs, then keeps a generic plan when that costs no more than theirs did.
// A pattern match stays unnamed and is planned every run, in two calls. Results are read with
// one parser table per set of raw types, built once.
//
// Run by Node directly on the thread (pglite-worker.server.ts): it imports packages only.
import { parse, type PGlite, protocol, type Results, type Transaction } from "@electric-sql/pglite";

export interface Statement {
  /** "" for PostgreSQL's unnamed statement, which the next unnamed one replaces. */
  name: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them: they choose each value's serializer. */
  paramTypes: number[];
}

/** Reads and writes: the statements this module runs. Others (VACUUM, SET…) go to query(). */
export function isReadOrWrite(sql: string): boolean {
  return /^\s*(select|insert|update|delete|with)\b/i.test(sql);
}

/**
 * A pattern match (LIKE, ILIKE) is not named: how many rows '%kumar%' matches is in the
 * pattern, and a generic plan cannot see it (the inbox's search plans, docs/decisions/055).
 */
export function worthNaming(sql: string): boolean {
  return isReadOrWrite(sql) && !/\bi?like\b/i.test(sql);
}

/**
 * Which statements are named, least recently used first. Statements whose text differs each
 * time (an IN list of another length) would otherwise grow PostgreSQL's plan cache without
 * bound; past `capacity`, the oldest is closed.
 */
export class StatementCache {
  readonly #byText = new Map<string, Statement>();
  readonly capacity: number;
  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get size() {
    return this.#byText.size;
  }

  /** The statement named for this text, now the most recently used. */
  get(sql: string): Statement | undefined {
    const found = this.#byText.get(sql);
    if (found) {
      this.#byText.delete(sql);
      this.#byText.set(sql, found);
    }
    return found;
  }

  /** Drops a text's statement; returns its name, to be closed. */
  forget(sql: string): string | undefined {
    const found = this.#byText.get(sql);
    this.#byText.delete(sql);
    return found?.name;
  }

  /** Keeps a prepared statement; returns the names it pushed out, to be closed. */
  add(sql: string, statement: Statement): string[] {
    this.#byText.set(sql, statement);
    const evicted: string[] = [];
    for (const [text, old] of this.#byText) {
      if (this.#byText.size <= this.capacity) break;
      this.#byText.delete(text);
      evicted.push(old.name);
    }
    return evicted;
  }
}

const { serialize } = protocol;

// Names are unique across every cache of this thread: two caches on one database (as the
// tests make) must not name two statements alike.
let named = 0;
const nextName = () => `s${(named += 1)}`;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export interface RunOptions {
  rowMode: "object" | "array";
  /** Types whose values come back as PostgreSQL's text, as drizzle asks. */
  rawTypes: readonly number[];
  /** The open transaction the statement belongs to, which holds the database. */
  transaction?: Transaction;
}

const asText = (value: string) => value;

/** query() as PGlite answers it, or as an open transaction's query() does. */
export function threadQueries(client: PGlite, capacity = 100) {
  const cache = new StatementCache(capacity);
  // PGlite's parsers are fixed once it has started (it reads the array types then).
  const parserTables = new Map<string, typeof client.parsers>();
  const parsersFor = (rawTypes: readonly number[]) => {
    const key = rawTypes.join(",");
    let table = parserTables.get(key);
    if (!table) {
      table = { ...client.parsers, ...Object.fromEntries(rawTypes.map((oid) => [oid, asText])) };
      parserTables.set(key, table);
    }
    return table;
  };

  // Each call ends with Sync: after an error, PostgreSQL skips to it and is ready again. In a
  // transaction, PGlite writes its files at the commit.
  const send = (parts: Uint8Array[], options: RunOptions) =>
    client.execProtocol(concat([...parts, serialize.sync()]), { syncToFs: !options.transaction });

  const close = async (names: Array<string | undefined>, options: RunOptions) => {
    const closing = names.filter((name) => name !== undefined).map((name) => serialize.close({ type: "S", name }));
    if (closing.length > 0) await send(closing, options);
  };

  /** Parses and describes a statement (named, or the unnamed one). */
  const describe = async (sql: string, name: string, options: RunOptions): Promise<Statement> => {
    const described = await send([serialize.parse({ name, text: sql }), serialize.describe({ type: "S", name })], options);
    return { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
  };

  const prepare = async (sql: string, options: RunOptions): Promise<Statement> => {
    const statement = await describe(sql, nextName(), options);
    await close(cache.add(sql, statement), options);
    return statement;
  };

  const execute = async <T>(statement: Statement, params: unknown[], options: RunOptions): Promise<Results<T>> => {
    // As PGlite's query() serializes a value: by the parameter's type, else as text.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const result = await send(
      [serialize.bind({ statement: statement.name, values }), serialize.describe({ type: "P" }), serialize.execute({})],
      options,
    );
    return parse.parseResults(result.messages, parsersFor(options.rawTypes), { rowMode: options.rowMode })[0] as Results<T>;
  };

  const runNamed = async <T>(sql: string, params: unknown[], options: RunOptions): Promise<Results<T>> => {
    const known = cache.get(sql);
    try {
      return await execute<T>(known ?? (await prepare(sql, options)), params, options);
    } catch (error) {
      // A table the statement reads changed its columns (a migration): prepared again, it
      // reads them as they are now. Not inside a transaction, which the error has ended.
      const stale = /cached plan must not change result type/.test(error instanceof Error ? error.message : "");
      if (!known || !stale || options.transaction) throw error;
      await close([cache.forget(sql)], options);
      return await execute<T>(await prepare(sql, options), params, options);
    }
  };

  return {
    cache,
    async query<T>(sql: string, params: unknown[], options: RunOptions): Promise<Results<T>> {
      const on = options.transaction ?? client;
      // VACUUM, SET, BEGIN…: PGlite's own query(), which takes its own locks.
      if (!isReadOrWrite(sql)) return on.query<T>(sql, params, { rowMode: options.rowMode, parsers: parsersFor(options.rawTypes) });
      const run = async () => {
        try {
          if (worthNaming(sql)) return await runNamed<T>(sql, params, options);
          return await execute<T>(await describe(sql, "", options), params, options);
        } catch (error) {
          // As query() reports a failed statement: with its text.
          if (error instanceof Error) Object.assign(error, { query: sql });
          throw error;
        }
      };
      // A transaction already holds the database: its statements wait only for one another.
      if (options.transaction) return client.runExclusive(run);
      // What query() does first: refuse once closing, then take its two locks (after any open
      // transaction, one statement at a time).
      await client._checkReady();
      return client._runExclusiveTransaction(() => client.runExclusive(run));
    },
  };
}
