import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { DEMO_PASSWORD, seedDatabase } from "~/server/db/seed.server";
import { verifyPassword } from "~/server/auth/password.server";
import {
  bookingServices,
  contentSeeds,
  documentRevisions,
  documents,
  galleryImages,
  inquiries,
  testimonials,
  therapies,
  users,
  videoEmbeds,
} from "~/server/db/schema.server";
import { clinicSettingsSeed } from "~/content/clinic";
import { createTestDatabase } from "../support/test-db";
import { contentTranslations } from "~/content/translations";
import { seededTranslationDocuments } from "~/content/translations/documents";
import { clinicView } from "~/lib/clinic-view";

// Each area of interface texts, in English and in each seeded translation (decisions 022, 023).
const INTERFACE_DOCUMENTS = [
  "chrome",
  "forms",
  "therapy",
  "doctors",
  "pages",
  "widgets",
  "patientMail",
  "booking",
  "appointmentMail",
  "caseDesk",
].flatMap((area) => [`interface-${area}`, ...["hi", "te", "ar"].map((locale) => `interface-${area}@${locale}`)]);

// Every document of the seeded content translations (docs/decisions/024), language by language;
// a video's, a picture's or a bookable service's is keyed by the id of the row it was seeded with.
async function seededTranslationNames(db: Database["db"]): Promise<string[]> {
  const rowIds = new Map<string, number>();
  for (const r of await db.select({ id: videoEmbeds.id, url: videoEmbeds.url }).from(videoEmbeds)) rowIds.set(`video-texts/${r.url}`, r.id);
  for (const r of await db.select({ id: galleryImages.id, url: galleryImages.url }).from(galleryImages))
    rowIds.set(`gallery-texts/${r.url}`, r.id);
  for (const r of await db.select({ id: bookingServices.id, name: bookingServices.name }).from(bookingServices))
    rowIds.set(`booking-service-texts/${r.name}`, r.id);
  return (["hi", "te", "ar"] as const).flatMap((locale) =>
    seededTranslationDocuments(contentTranslations[locale], clinicView(clinicSettingsSeed, new Date())).map(
      (d) => `${d.type.type}/${d.matchRowByEnglish ? rowIds.get(`${d.type.type}/${d.key}`) : d.key}@${locale}`,
    ),
  );
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const countOf = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]?.n;

describe("seed", () => {
  it("fills every therapy field of SPEC §3 with the §9 figures", async () => {
    const rows = await database.db.select().from(therapies);
    expect(rows).toHaveLength(5);
    for (const t of rows) {
      expect(t.benefits).toHaveLength(8);
      expect(t.conditions).toHaveLength(8);
      expect(t.faqs).toHaveLength(4);
      expect(t.relatedSlugs).toHaveLength(2);
      expect(t.descriptionHtml).toContain("<p>");
      expect(t.howItWorksHtml.length).toBeGreaterThan(50);
      expect(t.seo?.title).toBeTruthy();
      expect(t.isActive).toBe(true);
    }
    const hbot = rows.find((t) => t.slug === "hyperbaric-oxygen-therapy");
    expect(hbot).toMatchObject({ duration: "60-90 minutes", sessions: "10-40", frequency: "5 per week initially" });
  });

  it("adds the demo users with scrypt hashes, never plain passwords", async () => {
    const rows = await database.db.select().from(users);
    expect(rows.map((u) => [u.username, u.role]).sort()).toEqual([
      ["admin", "admin"],
      ["editor", "editor"],
    ]);
    // The suite's template is seeded at the test-only cost (docs/decisions/039); the real
    // cost of hashPassword is checked in tests/unit/password.test.ts.
    for (const u of rows) {
      expect(u.passwordHash).toMatch(/^scrypt\$\d+\$8\$\d+\$/);
      expect(u.passwordHash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(DEMO_PASSWORD, u.passwordHash)).toBe(true);
    }
  });

  it("is idempotent: a second run adds nothing and keeps staff edits", async () => {
    await database.db.delete(testimonials);
    const before = [await countOf(therapies), await countOf(videoEmbeds), await countOf(galleryImages), await countOf(users)];
    const result = await seedDatabase(database.db, { demoMode: true });
    expect(result).toEqual({ seededContent: false, seededDocuments: [], demoUsersCreated: 0 });
    expect([await countOf(therapies), await countOf(videoEmbeds), await countOf(galleryImages), await countOf(users)]).toEqual(before);
    expect(await countOf(testimonials)).toBe(0);
  });
});

describe("documents", () => {
  it("reach an install that already has content (a type added by an upgrade), and only once", async () => {
    await database.db.delete(documentRevisions);
    await database.db.delete(documents);
    // The doctors' seeds and the rows' seeded translations as types an upgrade added: none recorded yet.
    await database.db
      .delete(contentSeeds)
      .where(inArray(contentSeeds.type, ["doctor", "video-texts", "gallery-texts", "booking-service-texts"]));
    const contentTranslationDocuments = await seededTranslationNames(database.db);
    expect((await seedDatabase(database.db, { demoMode: true })).seededDocuments).toEqual([
      "clinic-settings",
      "legal/privacy-policy",
      "legal/terms-of-service",
      "home-page",
      "page-intro/about",
      "page-intro/services",
      "page-intro/conditions",
      "page-intro/contact",
      "page-intro/reviews",
      "page-not-found",
      "about-page",
      "services-page",
      "contact-page",
      "conditions-page",
      "international-page",
      "wellness-page",
      "doctor/aditya-varma",
      "doctor/gurpreet-singh-bedi",
      ...INTERFACE_DOCUMENTS,
      ...contentTranslationDocuments,
    ]);
    expect((await seedDatabase(database.db, { demoMode: true })).seededDocuments).toEqual([]);
    const [doc] = await database.db
      .select()
      .from(documents)
      .where(and(eq(documents.type, "clinic-settings"), eq(documents.locale, "en")));
    expect(doc).toMatchObject({ type: "clinic-settings", key: "main", version: 1 });
    expect(doc?.publishedData).toEqual(clinicSettingsSeed);
  });
});

describe("embedded database on disk", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "samudra-pglite-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps data across a close and reopen, and skips demo users when demo mode is off", { timeout: 120_000 }, async () => {
    const first = await openPglite(dir);
    await migrateDatabase(first);
    const seeded = await seedDatabase(first.db, { demoMode: false });
    expect(seeded).toEqual({
      seededContent: true,
      seededDocuments: [
        "clinic-settings",
        "legal/privacy-policy",
        "legal/terms-of-service",
        "home-page",
        "page-intro/about",
        "page-intro/services",
        "page-intro/conditions",
        "page-intro/contact",
        "page-intro/reviews",
        "page-not-found",
        "about-page",
        "services-page",
        "contact-page",
        "conditions-page",
        "international-page",
        "wellness-page",
        "doctor/aditya-varma",
        "doctor/gurpreet-singh-bedi",
        ...INTERFACE_DOCUMENTS,
        ...(await seededTranslationNames(first.db)),
      ],
      demoUsersCreated: 0,
    });
    await first.db.insert(inquiries).values({ source: "home", name: "Before restart", phone: "+91 90000 00000" });
    await first.close();

    const second = await openPglite(dir);
    await migrateDatabase(second);
    const rows = await second.db.select({ name: inquiries.name }).from(inquiries);
    expect(rows).toEqual([{ name: "Before restart" }]);
    expect((await second.db.select({ n: count() }).from(users))[0]?.n).toBe(0);
    await second.close();
  });
});
