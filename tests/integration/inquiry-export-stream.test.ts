import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inquiriesCsv } from "~/lib/inquiry-csv";
import { loader as exportLoader } from "~/routes/admin/inquiries-export";
import { userContext } from "~/server/auth/guards.server";
import type { SessionUser } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, inquiries, users } from "~/server/db/schema.server";
import { inquiryCsvStream } from "~/server/inquiry-export.server";
import { exportInbox, type InboxWhere } from "~/server/repos/admin-inquiries.server";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
let admin: SessionUser;
beforeAll(async () => {
  database = await createTestDatabase();
  const [u] = await database.db.select().from(users).where(eq(users.username, "admin"));
  if (!u) throw new Error("no admin");
  admin = { id: u.id, username: u.username, role: u.role, sessionId: "test-admin" };
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
  await database.db.delete(auditLog);
  // 300 inquiries: groups of up to 7 share one created_at exactly, with microseconds a JS Date
  // cannot hold, so a cursor kept as a Date or one ignoring id would skip or repeat rows.
  await database.db.execute(sql`
    insert into inquiries (source, name, phone, message, status, language, created_at)
    select (array['home','international','wellness','therapy'])[1 + g % 4],
           case when g % 10 = 0 then '=SUM(A1) ' || g else 'Visitor ' || g end,
           '+91 98480 ' || lpad(g::text, 5, '0'),
           case when g % 3 = 0 then E'Knee pain,\nsince "May"' end,
           (array['new','contacted','booked','closed'])[1 + g % 4],
           (array['en','hi','te','ar'])[1 + g % 4],
           timestamptz '2025-03-12 10:00:00.123456+00' - ((g / 7) * interval '1.000371 second')
    from generate_series(1, 300) g`);
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<{ text: string; chunks: number }> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return { text: Buffer.concat(parts).toString("utf8"), chunks: parts.length };
}

describe("streamed inquiry export", () => {
  it.each<[string, InboxWhere]>([
    ["every inquiry", { source: null, status: null, q: "" }],
    ["a filter", { source: "home", status: null, q: "" }],
    ["a search", { source: null, status: null, q: "98480 001" }],
  ])("sends the same bytes as the whole-string CSV: %s", async (_label, filter) => {
    const expected = inquiriesCsv(await exportInbox(database.db, filter));
    let ended: unknown;
    const { text, chunks } = await readAll(
      inquiryCsvStream(database.db, filter, {
        chunkRows: 13,
        onEnd: (o) => {
          ended = o;
        },
      }),
    );
    expect(text).toBe(expected);
    const ids = [...text.matchAll(/\r\n(\d+),/g)].map((m) => Number(m[1]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ended).toEqual({ rows: ids.length, complete: true });
    expect(chunks).toBe(1 + Math.ceil(ids.length / 13) + (ids.length % 13 === 0 ? 1 : 0) - (ids.length === 0 ? 1 : 0));
  });

  it("the route streams the filtered rows, writes its audit row and keeps no-store", async () => {
    const context = makeContext(makeServices(database));
    context.set(userContext, admin);
    const request = new Request("http://localhost/admin/inquiries/export.csv?source=wellness");
    const response = (await exportLoader(
      routeArgs(request, context, "/admin/inquiries/export.csv") as Parameters<typeof exportLoader>[0],
    )) as Response;
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.body).toBeInstanceOf(ReadableStream);
    // Bytes, not response.text(): that would drop the byte-order mark.
    const text = Buffer.from(await response.arrayBuffer()).toString("utf8");
    const [audit] = await database.db.select().from(auditLog);
    expect(audit).toMatchObject({ userId: admin.id, action: "export", entity: "inquiry", summary: "exported 75 inquiries" });
    expect(text).toBe(inquiriesCsv(await exportInbox(database.db, { source: "wellness", status: null, q: "" })));
    expect(
      text
        .split("\r\n")
        .filter((l) => /^\d+,/.test(l))
        .every((l) => l.includes(",Wellness,")),
    ).toBe(true);
  });

  it("compresses the stream itself for a browser that takes gzip, the same bytes once unpacked", async () => {
    const context = makeContext(makeServices(database));
    context.set(userContext, admin);
    const get = async (headers: Record<string, string>) =>
      (await exportLoader(
        routeArgs(
          new Request("http://localhost/admin/inquiries/export.csv", { headers }),
          context,
          "/admin/inquiries/export.csv",
        ) as Parameters<typeof exportLoader>[0],
      )) as Response;
    const zipped = await get({ "Accept-Encoding": "gzip, deflate, br" });
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toBe("Accept-Encoding");
    const unpacked = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8");
    const plain = await get({ "Accept-Encoding": "identity" });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(unpacked).toBe(Buffer.from(await plain.arrayBuffer()).toString("utf8"));
    expect(unpacked).toBe(inquiriesCsv(await exportInbox(database.db, { source: null, status: null, q: "" })));
  });

  it("stops reading when the request is aborted or the reader cancels", async () => {
    const filter: InboxWhere = { source: null, status: null, q: "" };
    const controller = new AbortController();
    let ended: { rows: number; complete: boolean } | undefined;
    const reader = inquiryCsvStream(database.db, filter, {
      chunkRows: 10,
      signal: controller.signal,
      onEnd: (o) => {
        ended = o;
      },
    }).getReader();
    await reader.read(); // header
    await reader.read(); // ten rows
    controller.abort();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      // at most the chunk already pulled ahead (highWaterMark 1)
    }
    expect(ended?.complete).toBe(false);
    expect(ended?.rows).toBeLessThanOrEqual(20);

    let cancelled: { rows: number; complete: boolean } | undefined;
    const second = inquiryCsvStream(database.db, filter, {
      chunkRows: 10,
      onEnd: (o) => {
        cancelled = o;
      },
    }).getReader();
    await second.read();
    await second.read();
    await second.cancel();
    expect(cancelled?.complete).toBe(false);
    expect(cancelled?.rows).toBeLessThanOrEqual(20);
  });

  it("the route records an export the client abandoned, with how far it got", async () => {
    const context = makeContext(makeServices(database));
    context.set(userContext, admin);
    const controller = new AbortController();
    const request = new Request("http://localhost/admin/inquiries/export.csv", { signal: controller.signal });
    const response = (await exportLoader(
      routeArgs(request, context, "/admin/inquiries/export.csv") as Parameters<typeof exportLoader>[0],
    )) as Response;
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    const [audit] = await database.db.select().from(auditLog);
    expect(audit?.summary).toMatch(/^exported \d+ inquiries \(stopped before the end\)$/);
  });
});
