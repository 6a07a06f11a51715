// Issue 46 item 3: starting content is stored once per type+key+locale. A seed added by an
// upgrade reaches an existing installation; one staff deleted is not brought back; an
// installation seeded before content_seeds existed (a database made by the main of migration
// 0029) is marked at its next start without a row stored twice.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingResourceSeeds, bookingServiceSeeds } from "~/content/booking";
import { doctorSeeds } from "~/content/doctor-seeds";
import { galleryImages as gallerySeeds } from "~/content/gallery";
import { testimonials as testimonialSeeds, type TestimonialSeed } from "~/content/testimonials";
import { therapies as therapySeeds } from "~/content/therapies";
import { videos as videoSeeds } from "~/content/videos";
import { doctorSeedSet } from "~/server/content/doctors.server";
import { repeatedKeys, seedSet, storeSeedSets, type SeedSet } from "~/server/content/seed-sets.server";
import { TABLE_SEED_SETS } from "~/server/content/table-seeds.server";
import { type Database, openPglite } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { seedDatabase } from "~/server/db/seed.server";
import {
  bookingResources,
  bookingServices,
  contentSeeds,
  documents,
  galleryImages,
  testimonials,
  therapies,
  videoEmbeds,
} from "~/server/db/schema.server";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const countOf = async (db: Database["db"], table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;

describe("seed sets", () => {
  it("name each seed once", () => {
    for (const [seeds, keyOf] of [
      [therapySeeds, (s: { slug: string }) => s.slug],
      [testimonialSeeds, (s: { name: string }) => s.name],
      [videoSeeds, (s: { url: string }) => s.url],
      [gallerySeeds, (s: { url: string }) => s.url],
      [doctorSeeds(), (s: { slug: string }) => s.slug],
    ] as const) {
      expect(repeatedKeys({ seeds, keyOf: keyOf as (s: unknown) => string })).toEqual([]);
    }
    expect(repeatedKeys({ seeds: ["a", "b", "a"], keyOf: (s) => s })).toEqual(["a"]);
  });

  it("record every seed a first start stored, in every table", async () => {
    const recorded = await database.db
      .select({ type: contentSeeds.type, n: count() })
      .from(contentSeeds)
      .where(inArray(contentSeeds.type, ["therapy", "testimonial", "video", "gallery_image", "doctor"]))
      .groupBy(contentSeeds.type);
    expect(Object.fromEntries(recorded.map((r) => [r.type, r.n]))).toEqual({
      therapy: therapySeeds.length,
      testimonial: testimonialSeeds.length,
      video: videoSeeds.length,
      gallery_image: gallerySeeds.length,
      doctor: doctorSeeds().length,
    });
  });

  it("do not bring back a row or a doctor staff deleted", async () => {
    const db = database.db;
    await db.delete(testimonials).where(eq(testimonials.name, testimonialSeeds[0]!.name));
    await db.delete(documents).where(and(eq(documents.type, "doctor"), eq(documents.key, doctorSeeds()[0]!.slug)));
    const before = await countOf(db, testimonials);
    expect(await seedDatabase(db, { demoMode: false })).toMatchObject({ seededContent: false, seededDocuments: [] });
    expect(await countOf(db, testimonials)).toBe(before);
    expect(await storeSeedSets(db, [seedSet(doctorSeedSet)])).toEqual([]);
  });

  it("store a seed added by an upgrade, once, after what is there", async () => {
    const added: TestimonialSeed = { ...testimonialSeeds[1]!, name: "Farida A.", placement: "international", sortOrder: 99 };
    const upgraded: SeedSet<TestimonialSeed> = {
      type: "testimonial",
      seeds: [...testimonialSeeds, added],
      keyOf: (s) => s.name,
      store: async (tx, seeds) => void (await tx.insert(testimonials).values(seeds.map((s) => ({ ...s, featured: false })))),
    };
    expect(await storeSeedSets(database.db, [seedSet(upgraded)])).toEqual(["testimonial/Farida A."]);
    expect(await storeSeedSets(database.db, [seedSet(upgraded)])).toEqual([]);
    const stored = await database.db.select().from(testimonials).where(eq(testimonials.name, "Farida A."));
    expect(stored).toHaveLength(1);
  });
});

describe("an installation seeded before content_seeds", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "samudra-seeds-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The committed migrations up to and including `lastTag`, as a release of that time shipped them. */
  function migrationsUpTo(lastTag: string): string {
    const folder = path.join(dir, "drizzle");
    cpSync("drizzle", folder, { recursive: true });
    const journalPath = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
    const last = journal.entries.findIndex((e) => e.tag === lastTag);
    expect(last).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
    return folder;
  }

  it("keeps what it has, does not store again what it deleted, and stores only seeds it never had", { timeout: 120_000 }, async () => {
    const old = await openPglite(path.join(dir, "data"));
    try {
      await migrateDatabase(old, migrationsUpTo("0029_record_schedules"));
      // What the old first start stored, less what staff deleted since: one therapy of five,
      // one review, no video or picture; and one doctor's profile, the other removed.
      const [kept] = therapySeeds;
      await old.db.insert(therapies).values({
        slug: kept!.slug,
        title: kept!.title,
        shortDescription: kept!.shortDescription,
        descriptionHtml: kept!.descriptionHtml,
        howItWorksHtml: kept!.howItWorksHtml,
        icon: kept!.icon,
        accent: kept!.accent,
        sortOrder: 1,
      });
      await old.db.insert(testimonials).values({ ...testimonialSeeds[0]!, featured: true });
      const [doctor] = doctorSeeds();
      await old.db.execute(
        `insert into document_revisions (type, key, version, data, status, author_name, note) values ('doctor', '${doctor!.slug}', 1, '{}', 'published', 'Initial content', 'Starting content')`,
      );

      await migrateDatabase(old);
      const marks = await old.db.select({ type: contentSeeds.type, key: contentSeeds.key }).from(contentSeeds);
      expect(marks.map((m) => `${m.type}/${m.key}`).sort()).toEqual([
        "doctor/*",
        "gallery_image/*",
        "testimonial/*",
        "therapy/*",
        "video/*",
      ]);

      const result = await seedDatabase(old.db, { demoMode: false });
      // Only the types that came after (issue 47's services and resources) are stored: a new
      // type reaches an existing installation, nothing of the old ones is stored again.
      expect(result.seededContent).toBe(true);
      expect([await countOf(old.db, bookingResources), await countOf(old.db, bookingServices)]).toEqual([
        bookingResourceSeeds.length,
        bookingServiceSeeds.length,
      ]);
      expect(result.seededDocuments.filter((d) => d.startsWith("doctor/"))).toEqual([]);
      expect([await countOf(old.db, therapies), await countOf(old.db, testimonials)]).toEqual([1, 1]);
      expect([await countOf(old.db, videoEmbeds), await countOf(old.db, galleryImages)]).toEqual([0, 0]);
      // Marked now as every seed of the time, so a later seed is the only one a start stores.
      const after = await old.db.select({ key: contentSeeds.key }).from(contentSeeds).where(eq(contentSeeds.type, "therapy"));
      expect(after.map((r) => r.key).sort()).toEqual(therapySeeds.map((s) => s.slug).sort());
      expect(await storeSeedSets(old.db, TABLE_SEED_SETS)).toEqual([]);
    } finally {
      await old.close();
    }
  });
});
