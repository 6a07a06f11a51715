// `npm run seed:bulk` (issue 20 item 1): copies of the seeded therapies and gallery images, on
// the configured database, beside the refusal that protects a real installation's inquiries.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { and, count, eq, gt, gte, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, PGLITE_CONF, PGLITE_EXTENSIONS } from "~/server/db/client.server";
import { auditLog, galleryImages, inquiries, inquiryEvents, inquiryNotes, mailOutbox, therapies } from "~/server/db/schema.server";
import { seedBulkCommand } from "~/server/db/seed-bulk.server";
import { PG_TEMPLATE_DB, TEMPLATE_DUMP } from "../support/paths";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-database";

let env: Record<string, string>;
let dataDir: string | undefined;
let scratch: ScratchDatabase | undefined;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    scratch = await createScratchDatabase(serverUrl, "samudra_seed_bulk", PG_TEMPLATE_DB);
    env = { DATABASE_URL: scratch.url };
    return;
  }
  // The run's migrated and seeded template, as a data folder of its own.
  dataDir = mkdtempSync(path.join(tmpdir(), "samudra-seed-bulk-"));
  const client = await PGlite.create({
    dataDir: path.join(dataDir, "pglite"),
    loadDataDir: new Blob([readFileSync(TEMPLATE_DUMP)]),
    postgresqlconf: PGLITE_CONF,
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
  env = { DATA_DIR: dataDir, DATABASE_URL: "" };
});

afterAll(async () => {
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function read<T>(query: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? "", purpose: "test" });
  try {
    return await query(database.db);
  } finally {
    await database.close();
  }
}

describe("seed:bulk", () => {
  it("refuses a database holding inquiries it did not make, and adds nothing", async () => {
    // A patient's inquiry, as the site stores one (no seed:bulk mark).
    await read((db) => db.insert(inquiries).values({ source: "contact", name: "A Patient", phone: "+91 98480 00000" }));
    const result = await seedBulkCommand({ inquiries: 10, testimonials: 0, therapies: 2, force: false, log: () => {} }, env);
    expect(result).toEqual({
      ok: false,
      message: "Refused: this database already holds 1 inquiry not made by seed:bulk (add --force to add bulk rows anyway).",
    });
    const added = await read((db) => db.select({ n: count() }).from(therapies).where(gte(therapies.sortOrder, 10_000)));
    expect(added[0]!.n).toBe(0);
  });

  it("copies the seeded therapies and images under new titles and slugs, active, again on a second run", async () => {
    const seeded = await read(async (db) => ({
      therapies: (await db.select({ n: count() }).from(therapies))[0]!.n,
      images: (await db.select({ n: count() }).from(galleryImages))[0]!.n,
    }));
    for (const run of [1, 2]) {
      const result = await seedBulkCommand({ inquiries: 5, testimonials: 0, therapies: 7, images: 9, force: true, log: () => {} }, env);
      expect(result, `run ${run}`).toMatchObject({ ok: true, message: expect.stringContaining("7 therapies, 9 gallery images") });
    }
    const now = await read(async (db) => ({
      therapies: await db.select().from(therapies),
      images: await db.select().from(galleryImages),
    }));
    expect(now.therapies).toHaveLength(seeded.therapies + 14);
    expect(now.images).toHaveLength(seeded.images + 18);
    const copies = now.therapies.filter((t) => t.sortOrder >= 10_000);
    expect(copies.every((t) => t.isActive && /\d+$/.test(t.title) && t.descriptionHtml !== "")).toBe(true);
    expect(new Set(now.therapies.map((t) => t.slug)).size).toBe(now.therapies.length);
    const slugs = new Set(now.therapies.map((t) => t.slug));
    const imageCopies = now.images.filter((i) => i.sortOrder >= 10_000);
    expect(imageCopies.every((i) => i.isActive && (i.storageKey ?? i.url) && (i.therapySlug === null || slugs.has(i.therapySlug)))).toBe(
      true,
    );
    const marked = await read((db) => db.select({ n: count() }).from(inquiries).where(eq(inquiries.ipHash, "seed:bulk")));
    expect(marked[0]!.n).toBe(10);
  });

  it("leaves what answering the leads leaves: an audit line per status change and note, the last 30 days' mail", async () => {
    const [before] = await read((db) => db.select({ id: max(inquiries.id) }).from(inquiries));
    const made = gt(inquiries.id, before?.id ?? 0);
    const result = await seedBulkCommand({ inquiries: 2_000, testimonials: 0, therapies: 0, force: true, log: () => {} }, env);
    expect(result).toMatchObject({ ok: true });
    const trail = await read(async (db) => ({
      events: (await db.select({ n: count() }).from(inquiryEvents).where(eq(inquiryEvents.kind, "status")))[0]!.n,
      notes: (await db.select({ n: count() }).from(inquiryNotes))[0]!.n,
      audit: (await db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, "inquiry")))[0]!.n,
      // The fill's "now" was a few seconds ago: its 30 days began between these two bounds.
      recent: (
        await db
          .select({ n: count() })
          .from(inquiries)
          .where(and(made, gte(inquiries.createdAt, new Date(Date.now() - 30 * 86_400_000))))
      )[0]!.n,
      recentAtMost: (
        await db
          .select({ n: count() })
          .from(inquiries)
          .where(and(made, gte(inquiries.createdAt, new Date(Date.now() - 30 * 86_400_000 - 300_000))))
      )[0]!.n,
      staffMail: (await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, "inquiry")))[0]!.n,
      confirmations: (await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, "confirmation")))[0]!.n,
    }));
    expect(trail.events).toBeGreaterThan(1_000);
    expect(trail.audit).toBe(trail.events + trail.notes);
    expect(trail.recent).toBeGreaterThan(0);
    expect(trail.staffMail).toBeGreaterThanOrEqual(trail.recent);
    expect(trail.staffMail).toBeLessThanOrEqual(trail.recentAtMost);
    expect(trail.confirmations).toBeGreaterThan(0);
    expect(trail.confirmations).toBeLessThan(trail.recent);
  });
});
