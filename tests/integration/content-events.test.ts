// Every content write reaches the page cache: in this process through onContentChange, in
// other processes through NOTIFY content_changed (PostgreSQL only: TEST_DATABASE_URL).
import { type SQL, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { action as galleryAction } from "~/routes/admin/gallery";
import { action as uploadAction } from "~/routes/admin/gallery-upload";
import { action as inquiriesAction } from "~/routes/admin/inquiries";
import { action as testimonialsAction } from "~/routes/admin/collection";
import { action as therapiesAction } from "~/routes/admin/therapies";
import { auditedWrite, onContentChange } from "~/server/content/write.server";
import type { Database } from "~/server/db/client.server";
import { auditLog } from "~/server/db/schema.server";
import { settle, staffContext } from "../support/admin-content-calls";
import { makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
let changes = 0;
let stopListening: () => void;

beforeAll(async () => {
  database = await createTestDatabase();
  stopListening = onContentChange(() => changes++);
});
afterAll(async () => {
  stopListening();
  await database.close();
});
afterEach(() => {
  changes = 0;
});

type AnyAction = (args: never) => unknown;

async function post(action: AnyAction, path: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, { method: "POST", body, headers: { Origin: "http://localhost", ...headers } });
  const context = await staffContext(database, "admin");
  return settle(async () => (action as (a: unknown) => Promise<unknown>)(routeArgs(request, context, path)));
}

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return body;
};

describe("content writes reach the page cache", () => {
  it("a therapy draft, a testimonial, a gallery upload and delete, and a settings change each drop it", async () => {
    await post(therapiesAction as AnyAction, "/admin/therapies", form({ intent: "create" }));
    expect(changes, "therapy draft").toBe(1);

    await post(
      testimonialsAction as AnyAction,
      "/admin/testimonials",
      form({
        intent: "save",
        id: "new",
        name: "Asha K.",
        age: "",
        location: "",
        condition: "Back pain",
        rating: "5",
        review: "Kind staff.",
        image: "",
        therapySlug: "",
        youtubeUrl: "",
        placement: "home",
        sortOrder: "9",
        isActive: "on",
      }),
    );
    expect(changes, "testimonial").toBe(2);

    const upload = new FormData();
    for (const [k, v] of Object.entries({ category: "Facility", alt: "A treatment room", isActive: "on", title: "Room" })) upload.set(k, v);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#1a8a8f" } })
      .png()
      .toBuffer();
    upload.append("files", new Blob([new Uint8Array(png)], { type: "image/png" }), "room.png");
    const uploaded = await post(uploadAction as AnyAction, "/admin/gallery/upload", upload, { Accept: "application/json" });
    const json = (await (uploaded as Response).json()) as { results: { id: number }[] };
    expect(changes, "gallery upload").toBe(3);

    await post(galleryAction as AnyAction, "/admin/gallery", form({ intent: "delete", confirmed: "1", ids: String(json.results[0]?.id) }));
    expect(changes, "gallery delete").toBe(4);

    await post(inquiriesAction as AnyAction, "/admin/inquiries", form({ intent: "retention", days: "200" }));
    expect(changes, "settings").toBe(5);
  });

  it("a write that fails changes nothing and drops nothing", async () => {
    const services = makeServices(database);
    const user = { id: 1, username: "admin", role: "admin" as const, sessionId: "s" };
    await expect(
      auditedWrite(services, user, async (tx) => {
        await tx.insert(auditLog).values({ userId: user.id, action: "update", entity: "x", entityId: null, summary: "never kept" });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(changes).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("NOTIFY content_changed between processes (PostgreSQL)", () => {
  async function query<T>(statement: SQL): Promise<T[]> {
    // This block runs on PostgreSQL only: drizzle's node-postgres driver answers with { rows }.
    return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  }

  async function write() {
    const [admin] = await query<{ id: number }>(sql`select id from users where username = 'admin'`);
    if (!admin) throw new Error("no admin");
    const user = { id: admin.id, username: "admin", role: "admin" as const, sessionId: "s" };
    await auditedWrite(makeServices(database), user, async () => ({
      result: null,
      audit: { action: "update", entity: "test", summary: "notify test" },
    }));
  }

  const until = async (check: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it("another connection hears the commit, and hears again after its connection was killed", async () => {
    let heard = 0;
    const errors: Error[] = [];
    const stop = await database.watchContentChanges(
      () => heard++,
      (e) => errors.push(e),
    );
    try {
      await write();
      await until(() => heard === 1, "the first notification");

      // The database drops the listening connection (restart, failover, idle timeout…).
      const [{ name } = { name: "" }] = await query<{ name: string }>(sql`select current_database() as name`);
      const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await killer.connect();
      const killed = await killer.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'samudra-listen' and datname = $1",
        [name],
      );
      await killer.end();
      expect(killed.rowCount).toBe(1);
      // Back again: it counts the reconnection as a change (notifications may have been missed)…
      await until(() => heard === 2, "the reconnection");
      expect(errors.length).toBeGreaterThanOrEqual(1);
      // …and hears later writes.
      await write();
      await until(() => heard === 3, "a notification after the reconnection");
    } finally {
      await stop();
    }
  });
});
