// `npm run seed:bulk`: many realistic inquiries (and optionally testimonials) for measuring the
// inbox and the CSV export at volume (issue 20). Never for a real installation's data: it
// refuses a database holding inquiries it did not make, unless forced.
import { mkdirSync } from "node:fs";
import { asc, count, isNull, ne, or } from "drizzle-orm";
import { addBulkInquiries, BULK_RETENTION_DAYS, makeRandom, SEED_BULK_MARK, THREE_YEARS_MS } from "./bulk-inquiries.server";
import { openDatabase } from "./client.server";
import { migrateDatabase } from "./migrate.server";
import { galleryImages, inquiries, testimonials, therapies } from "./schema.server";
import { parseEnv } from "../env.server";
import { getInquiryRetentionDays, saveInquiryRetentionDays } from "../repos/inquiry-retention.server";

export { SEED_BULK_MARK } from "./bulk-inquiries.server";

const BATCH = 1_000;
const THERAPY_SLUGS = [
  "hyperbaric-oxygen-therapy",
  "cryotherapy",
  "zero-gravity-gait-trainer",
  "hydrogen-inhalation",
  "post-pregnancy-rehabilitation",
];
const REVIEW_NAMES = ["Asha Rao", "Ravi Kumar", "Lakshmi Reddy", "Srinivas Naidu", "సుధ రెడ్డి", "आशा राव", "John Smith", "Fatima Al-Sayed"];
const REVIEWS = [
  "Friendly front desk; they called back the same day and explained the sessions.",
  "My father had a stroke in March and walks with support now, after six weeks of gait training.",
  "Knee pain much better after the physiotherapy sessions; results vary, but the staff were patient.",
  "Clear explanation of the cost per session and how many sessions were needed.",
  "We travelled from Muscat; the clinic helped with the visa letter and a stay nearby.",
];
const random = makeRandom(7_2026);

export interface SeedBulkOptions {
  inquiries: number;
  testimonials: number;
  /** Copies of the seeded gallery images (the same files), active, spread over the therapies. */
  images?: number;
  /** Copies of the seeded therapies under new slugs, active: pages to crawl (the page cache's bound). */
  therapies?: number;
  force: boolean;
  log?: (line: string) => void;
}

export type SeedBulkResult = { ok: true; message: string } | { ok: false; message: string };

export async function seedBulkCommand(
  opts: SeedBulkOptions,
  env: Record<string, string | undefined> = process.env,
): Promise<SeedBulkResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const config = parseEnv(env);
  if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, purpose: "npm run seed:bulk" });
  try {
    await migrateDatabase(database);
    const { db } = database;
    // The safe rule: any inquiry not made by seed:bulk may be a real patient's, so refuse.
    const [foreign] = await db
      .select({ n: count() })
      .from(inquiries)
      .where(or(isNull(inquiries.ipHash), ne(inquiries.ipHash, SEED_BULK_MARK)));
    if ((foreign?.n ?? 0) > 0 && !opts.force) {
      return {
        ok: false,
        message: `Refused: this database already holds ${foreign?.n} ${foreign?.n === 1 ? "inquiry" : "inquiries"} not made by seed:bulk (add --force to add bulk rows anyway).`,
      };
    }
    // The retention job (default 365 days) would delete most of three years' rows at the next
    // start. A database of bulk rows only gets a retention long enough to keep them; one that
    // also holds other inquiries (--force) keeps its setting and gets rows within it instead.
    const retentionDays = await getInquiryRetentionDays(db);
    const keepDays = BULK_RETENTION_DAYS;
    let spreadMs = THREE_YEARS_MS;
    if (retentionDays < keepDays) {
      if ((foreign?.n ?? 0) === 0) {
        await saveInquiryRetentionDays(db, keepDays);
        log(`Inquiry retention raised from ${retentionDays} to ${keepDays} days so the bulk rows survive the next start.`);
      } else {
        spreadMs = (retentionDays - 7) * 86_400_000;
        log(`Rows spread over ${retentionDays - 7} days (the retention period), not three years.`);
      }
    }
    const where = database.kind === "pglite" ? `the embedded database in ${config.DATA_DIR}` : "the PostgreSQL database";
    const began = performance.now();
    await addBulkInquiries(db, { count: opts.inquiries, spreadMs, log });
    const inquirySeconds = (performance.now() - began) / 1000;
    if (opts.testimonials > 0) {
      const rows: (typeof testimonials.$inferInsert)[] = [];
      for (let i = 0; i < opts.testimonials; i += 1) {
        rows.push({
          name: random.pick(REVIEW_NAMES),
          age: 25 + Math.floor(random.random() * 55),
          location: random.pick(["Hyderabad", "Vijayawada", "Muscat", "Nairobi", "Dubai", "Visakhapatnam"]),
          condition: random.pick(["Knee osteoarthritis", "Stroke recovery", "Back pain", "Post-pregnancy recovery", "Sports injury"]),
          rating: random.pick([5, 5, 5, 4, 4, 3]),
          review: random.pick(REVIEWS),
          therapySlug: random.chance(0.7) ? random.pick(THERAPY_SLUGS) : null,
          placement: random.pick(["home", "international", "wellness", "therapy"] as const),
          sortOrder: 1_000 + i,
          // Mostly inactive, so the public pages keep showing the curated seed.
          isActive: random.chance(0.1),
        });
        if (rows.length === BATCH || i === opts.testimonials - 1) {
          await db.insert(testimonials).values(rows.splice(0));
        }
      }
    }
    const made = await copyContent(db, opts.therapies ?? 0, opts.images ?? 0);
    return {
      ok: true,
      message: `Added ${opts.inquiries} inquiries (${Math.round(opts.inquiries / Math.max(inquirySeconds, 0.001))} rows/s)${opts.testimonials ? `, ${opts.testimonials} testimonials` : ""}${made} to ${where}.`,
    };
  } finally {
    await database.close();
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>["db"];

/**
 * Therapies and gallery images made by copying the seeded ones (their texts, their files), so
 * every copy renders like a real page: new slugs and titles, active, after the clinic's own.
 * Returns the summary's words for them.
 */
async function copyContent(db: Db, therapyCount: number, imageCount: number): Promise<string> {
  const words: string[] = [];
  // A run's own suffix keeps slugs unique when seed:bulk runs again on the same database.
  const run = Date.now().toString(36).slice(-4);
  if (therapyCount > 0) {
    const originals = await db.select().from(therapies).orderBy(asc(therapies.id));
    if (originals.length === 0) throw new Error("No therapies to copy: start the server once so the database is seeded.");
    const rows: (typeof therapies.$inferInsert)[] = [];
    for (let i = 0; i < therapyCount; i += 1) {
      const { id: _id, createdAt: _created, updatedAt: _updated, updatedBy: _by, ...original } = originals[i % originals.length]!;
      rows.push({
        ...original,
        slug: `${original.slug}-${run}-${i + 1}`,
        title: `${original.title} ${i + 1}`,
        isActive: true,
        sortOrder: 10_000 + i,
      });
      if (rows.length === BATCH || i === therapyCount - 1) await db.insert(therapies).values(rows.splice(0));
    }
    words.push(`${therapyCount} therapies`);
  }
  if (imageCount > 0) {
    const originals = await db.select().from(galleryImages).orderBy(asc(galleryImages.id));
    if (originals.length === 0) throw new Error("No gallery images to copy: start the server once so the database is seeded.");
    const slugs = (await db.select({ slug: therapies.slug }).from(therapies)).map((t) => t.slug);
    const rows: (typeof galleryImages.$inferInsert)[] = [];
    for (let i = 0; i < imageCount; i += 1) {
      const { id: _id, createdAt: _created, updatedAt: _updated, ...original } = originals[i % originals.length]!;
      rows.push({
        ...original,
        title: `${original.title} ${i + 1}`,
        therapySlug: random.chance(0.7) ? random.pick(slugs) : null,
        isActive: true,
        sortOrder: 10_000 + i,
      });
      if (rows.length === BATCH || i === imageCount - 1) await db.insert(galleryImages).values(rows.splice(0));
    }
    words.push(`${imageCount} gallery images`);
  }
  return words.map((w) => `, ${w}`).join("");
}
