// Which statements the embedded database's thread names, and how many it keeps (decision 060).
import { describe, expect, it } from "vitest";
import { isReadOrWrite, StatementCache, worthNaming } from "~/server/db/pglite-statements.server";

describe("worthNaming", () => {
  it("names reads and writes", () => {
    expect(worthNaming('select "id" from "users" where "users"."id" = $1')).toBe(true);
    expect(worthNaming("  WITH x as (select 1) select * from x")).toBe(true);
    expect(worthNaming('insert into "sessions" ("id") values ($1)')).toBe(true);
    expect(worthNaming('update "inquiries" set "status" = $1')).toBe(true);
    expect(worthNaming('delete from "sessions" where "expires_at" < now()')).toBe(true);
  });

  it("plans a pattern match afresh each time: its pattern decides how many rows match", () => {
    expect(worthNaming('select "id" from "inquiries" where "name" ilike $1')).toBe(false);
    expect(worthNaming('select "id" from "inquiries" where "phone_digits" LIKE $1')).toBe(false);
    expect(
      worthNaming('select count(*) from (select 1 from "inquiries" where ("name" ilike $1 or "email" ilike $2) limit $3) "capped"'),
    ).toBe(false);
  });

  it("leaves utility statements to PGlite's own query()", () => {
    for (const sql of ["vacuum (analyze) inquiries", "analyze", "set statement_timeout = 0", "create table t (id int)", "begin"]) {
      expect(isReadOrWrite(sql), sql).toBe(false);
      expect(worthNaming(sql), sql).toBe(false);
    }
    expect(isReadOrWrite('select "id" from "inquiries" where "name" ilike $1')).toBe(true);
  });

  it("does not mistake a word for a keyword", () => {
    expect(worthNaming('select "likes", "selected" from "t"')).toBe(true);
    expect(worthNaming("selection")).toBe(false);
  });
});

describe("StatementCache", () => {
  const statement = (name: string) => ({ name, paramTypes: [] });

  it("keeps at most its capacity, pushing out the least recently used", () => {
    const cache = new StatementCache(2);
    expect(cache.add("a", statement("s1"))).toEqual([]);
    expect(cache.add("b", statement("s2"))).toEqual([]);
    expect(cache.get("a")?.name).toBe("s1"); // a is now the most recent
    expect(cache.add("c", statement("s3"))).toEqual(["s2"]);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.name).toBe("s1");
    expect(cache.get("c")?.name).toBe("s3");
  });

  it("forgets a statement on request, and says which name to close", () => {
    const cache = new StatementCache(2);
    cache.add("a", statement("s1"));
    expect(cache.forget("a")).toBe("s1");
    expect(cache.forget("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
