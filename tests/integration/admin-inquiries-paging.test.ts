// The inbox at scale (issue 20 item 2, docs/decisions/033): keyset paging, the indexed search
// and refusing a page address that was edited.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader } from "~/routes/admin/inquiries";
import { userContext } from "~/server/auth/guards.server";
import type { SessionUser } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { inquiries, users } from "~/server/db/schema.server";
import { encodeCursor } from "~/lib/inquiry-inbox";
import { countInbox } from "~/server/repos/admin-inquiries.server";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
let admin: SessionUser;
beforeAll(async () => {
  database = await createTestDatabase();
  const [u] = await database.db
    .select()
    .from(users)
    .where(sql`${users.username} = 'admin'`);
  if (!u) throw new Error("no admin");
  admin = { id: u.id, username: u.username, role: u.role, sessionId: "test-admin" };
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
});

const ORIGIN = "http://localhost";

// Both drivers (pg, PGlite) answer execute() with { rows }; the Db type is driver-generic.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function list(search = "") {
  const context = makeContext(makeServices(database));
  context.set(userContext, admin);
  const request = new Request(`${ORIGIN}/admin/inquiries${search}`);
  return loader(routeArgs(request, context, "/admin/inquiries") as Parameters<typeof loader>[0]);
}

async function statusOf(search: string): Promise<number> {
  try {
    await list(search);
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } } | undefined)?.init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

const STATUSES = ["new", "contacted", "booked", "closed"] as const;

/** 43 inquiries, many sharing a created_at to the microsecond: only the id tells them apart. */
async function addMany() {
  const base = Date.parse("2026-06-01T08:00:00.000Z");
  const values = Array.from({ length: 43 }, (_, i) => ({
    source: "home" as const,
    name: `Lead ${i}`,
    status: STATUSES[i % 4]!,
    // Groups of 5 with one instant; micro-second precision set in SQL below.
    createdAt: new Date(base + Math.floor(i / 5) * 60_000),
  }));
  await database.db.insert(inquiries).values(values);
  // Sub-millisecond parts, which a JavaScript Date cannot hold: the cursor must keep them.
  await database.db.execute(sql`update inquiries set created_at = created_at + interval '0.000321 second' where name like 'Lead 4%'`);
  return rowsOf<{ id: number; status: string; t: string }>(
    await database.db.execute(sql`select id, status, created_at::text as t from inquiries`),
  );
}

async function walk(first: string): Promise<{ forward: number[][]; backward: number[][] }> {
  const forward: number[][] = [];
  let page = await list(first);
  forward.push(page.items.map((i) => i.id));
  while (page.next) {
    page = await list(`${first}&after=${page.next}`);
    forward.push(page.items.map((i) => i.id));
  }
  const backward: number[][] = [page.items.map((i) => i.id)];
  while (page.prev) {
    page = await list(`${first}&before=${page.prev}`);
    backward.unshift(page.items.map((i) => i.id));
  }
  return { forward, backward };
}

describe("keyset paging", () => {
  it("newest first: every row once, none skipped, ties on created_at settled by id, back again the same", async () => {
    const rows = await addMany();
    const expected = [...rows].sort((a, b) => (a.t === b.t ? b.id - a.id : a.t < b.t ? 1 : -1)).map((r) => r.id);
    const { forward, backward } = await walk("?size=7");
    expect(forward.map((p) => p.length)).toEqual([7, 7, 7, 7, 7, 7, 1]);
    expect(forward.flat()).toEqual(expected);
    expect(backward).toEqual(forward);
  });

  it("longest wait: the new ones oldest first, then the rest newest first, across pages", async () => {
    const rows = await addMany();
    const fresh = rows.filter((r) => r.status === "new").sort((a, b) => (a.t === b.t ? a.id - b.id : a.t < b.t ? -1 : 1));
    const rest = rows.filter((r) => r.status !== "new").sort((a, b) => (a.t === b.t ? b.id - a.id : a.t < b.t ? 1 : -1));
    const { forward, backward } = await walk("?sort=waiting&size=4");
    expect(forward.flat()).toEqual([...fresh, ...rest].map((r) => r.id));
    expect(backward).toEqual(forward);
    // With a status filter only that run is walked.
    const booked = await walk("?sort=waiting&status=booked&size=4");
    expect(booked.forward.flat()).toEqual(rest.filter((r) => r.status === "booked").map((r) => r.id));
  });

  it("keeps the filter and search across pages", async () => {
    await addMany();
    const { forward } = await walk("?status=closed&q=lead&size=3");
    expect(forward.flat()).toHaveLength(10);
    const names = (await list("?status=closed&q=lead&size=50")).items.map((i) => i.id);
    expect(forward.flat()).toEqual(names);
  });

  it("a cursor whose rows are gone shows the first page", async () => {
    await addMany();
    const stale = encodeCursor({ s: 0, t: "2000-01-01T00:00:00.000000Z", i: 1 });
    const page = await list(`?after=${stale}`);
    expect(page.items).toHaveLength(25);
    expect(page.prev).toBeNull();
  });

  it("answers 400, never 500, to an edited page address", async () => {
    const good = encodeCursor({ s: 0, t: "2026-06-01T08:00:00.000000Z", i: 5 });
    expect(await statusOf(`?after=${good}`)).toBe(200);
    expect(await statusOf("?page=3")).toBe(200);
    const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, "");
    for (const search of [
      "?after=zzz",
      "?before=%25%25",
      `?after=${good}&before=${good}`,
      `?after=${b64({ s: 0, t: "2026-13-01T08:00:00.000000Z", i: 5 })}`,
      `?after=${b64({ s: 0, t: "2026-06-01T08:00:00.000000Z", i: 99_999_999_999 })}`,
      "?size=0",
      "?size=100000",
      "?size=abc",
    ]) {
      expect(await statusOf(search), search).toBe(400);
    }
  });
});

describe("counting", () => {
  it("counts up to the cap and then says more", async () => {
    await database.db.execute(sql`insert into inquiries (source, name) select 'home', 'Bulk ' || i from generate_series(1, 1003) as i`);
    expect(await countInbox(database.db, { source: null, status: null, q: "" })).toEqual({ total: 1000, more: true, cap: 1000 });
    expect(await countInbox(database.db, { source: null, status: null, q: "Bulk 100" })).toEqual({ total: 5, more: false, cap: 100 });
    // A search counts to 100: its matches are scattered, each one counted a page read.
    expect(await countInbox(database.db, { source: null, status: null, q: "Bulk" })).toEqual({ total: 100, more: true, cap: 100 });
    expect(await list()).toMatchObject({ total: 1000, more: true, cap: 1000 });
  });
});

describe("indexed search", () => {
  it("finds by name, e-mail and phone digits through the trigram indexes, never a table scan", async () => {
    await database.db.insert(inquiries).values([
      { source: "home", name: "Asha Rao", phone: "+91 98480-12345", email: "asha@example.com" },
      { source: "home", name: "Ravi Kumar", phone: "090000 11001", email: "ravi.k@clinic.example" },
    ]);
    const [stored] = rowsOf<{ d: string }>(
      await database.db.execute(sql`select phone_digits as d from inquiries where name = 'Ravi Kumar'`),
    );
    expect(stored?.d).toBe("09000011001");
    const names = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((i) => i.name);
    expect(await names("RAO")).toEqual(["Asha Rao"]);
    expect(await names("clinic.exa")).toEqual(["Ravi Kumar"]);
    expect(await names("9000011001")).toEqual(["Ravi Kumar"]);
    expect(await names("98480 123")).toEqual(["Asha Rao"]);

    // A table this small is read whole by choice; forbid that to see that an index can answer.
    const plan = async (where: string) => {
      await database.db.execute(sql`set enable_seqscan = off`);
      try {
        const result = await database.db.execute(sql.raw(`explain select id from inquiries where ${where}`));
        return rowsOf<{ "QUERY PLAN": string }>(result)
          .map((r) => r["QUERY PLAN"])
          .join("\n");
      } finally {
        await database.db.execute(sql`reset enable_seqscan`);
      }
    };
    expect(await plan("name ilike '%rao%' or email ilike '%rao%' or phone_digits like '%984%'")).toMatch(
      /inquiries_name_trgm_idx[\s\S]*inquiries_email_trgm_idx[\s\S]*inquiries_phone_digits_trgm_idx/,
    );
    expect(await plan("status = 'new' order by created_at desc, id desc limit 26")).toMatch(
      /Index (Only )?Scan Backward using inquiries_status_created_idx/,
    );
    expect(await plan("source = 'home' order by created_at desc, id desc limit 26")).toMatch(/inquiries_source_created_idx/);
    expect(await plan("(created_at, id) < (now(), 5) order by created_at desc, id desc limit 26")).toMatch(
      // The range itself is the index's condition (at scale, a backward index scan stopping at 26).
      /inquiries_created_id_idx[\s\S]*Index Cond: \(ROW\(created_at, id\) < ROW\(now\(\), 5\)\)/,
    );
  });
});
