// `npm run seed:bulk`: many realistic inquiries (and optionally testimonials) for measuring the
// inbox and the CSV export at volume (issue 20). Never for a real installation's data: it
// refuses a database holding inquiries it did not make, unless forced.
import { mkdirSync } from "node:fs";
import { asc, count, isNull, ne, or } from "drizzle-orm";
import { openDatabase } from "./client.server";
import { migrateDatabase } from "./migrate.server";
import { loadingInquiries } from "./bulk-load.server";
import { galleryImages, inquiries, testimonials, therapies } from "./schema.server";
import { parseEnv } from "../env.server";
import { getInquiryRetentionDays, saveInquiryRetentionDays } from "../repos/inquiry-retention.server";

/** Written in ip_hash: marks a row as made by seed:bulk (a real hash is 64 hex digits). */
export const SEED_BULK_MARK = "seed:bulk";
const BATCH = 1_000;
const THERAPIES = [
  "Hyperbaric Oxygen Therapy",
  "Cryotherapy",
  "Zero Gravity Gait Trainer",
  "Hydrogen Inhalation",
  "Post-Pregnancy Rehabilitation",
  "General",
] as const;
const THERAPY_SLUGS = [
  "hyperbaric-oxygen-therapy",
  "cryotherapy",
  "zero-gravity-gait-trainer",
  "hydrogen-inhalation",
  "post-pregnancy-rehabilitation",
];
const INDIAN_NAMES = [
  "Asha Rao",
  "Ravi Kumar",
  "Lakshmi Narayana",
  "Priya Sharma",
  "Venkatesh Reddy",
  "Sneha Iyer",
  "Arjun Menon",
  "Meera Pillai",
  "Suresh Babu",
  "Kavya Nair",
  "Mohammed Irfan",
  "Anjali Gupta",
  "Srinivas Rao",
  "Deepa Krishnan",
  "Harish Chandra",
];
const SCRIPT_NAMES = [
  "आशा राव",
  "रवि कुमार",
  "प्रिया शर्मा",
  "సుధ రెడ్డి",
  "లక్ష్మి నారాయణ",
  "వెంకటేశ్ రావు",
  "فاطمة الزهراء",
  "محمد الأحمد",
  "عائشة خان",
];
const FOREIGN_NAMES = [
  "John Smith",
  "Fatima Al-Sayed",
  "Olena Kovalenko",
  "Chinedu Okafor",
  "Maria García",
  "Ahmed Hassan",
  "Sarah O'Connor",
  "Kenji Watanabe",
  "Aisha Bello",
  "Lukas Müller",
];
const FOREIGN = [
  { country: "United Arab Emirates", phone: () => `+971 5${d(1)} ${d(3)} ${d(4)}` },
  { country: "Oman", phone: () => `+968 9${d(3)} ${d(4)}` },
  { country: "Kenya", phone: () => `+254 7${d(2)} ${d(6)}` },
  { country: "Nigeria", phone: () => `+234 80${d(1)} ${d(3)} ${d(4)}` },
  { country: "United Kingdom", phone: () => `+44 7${d(3)} ${d(6)}` },
  { country: "United States", phone: () => `+1 (${d(3)}) ${d(3)}-${d(4)}` },
  { country: "Bangladesh", phone: () => `+880 1${d(3)}-${d(6)}` },
];
const MESSAGES = [
  "Please call me back.",
  "My father had a stroke in March and walks with support. Is the gait trainer suitable for him?",
  'Knee pain since "May", worse on stairs, doctor suggested physiotherapy',
  "What is the cost per session and how many sessions are usually needed?",
  "We are travelling from Muscat for treatment. Do you help with visas and a place to stay near the clinic? My mother is 68 and diabetic.",
  "मेरी माँ को घुटनों में दर्द है, कृपया संपर्क करें।",
  "నాకు వెన్నునొప్పి ఉంది, అపాయింట్‌మెంట్ కావాలి.",
  "أرغب في معرفة تفاصيل العلاج بالأكسجين",
  "=cmd|' /C calc'!A0", // a visitor's attempt at CSV injection: the export must neutralise it
  "Post-delivery back pain, 4 months after C-section.\nAvailable weekdays after 5 pm.",
];
const STATUSES = ["new", "new", "contacted", "contacted", "booked", "closed"] as const;
const SOURCES = ["home", "home", "international", "wellness", "therapy"] as const;
const LANGUAGES = ["en", "en", "en", "hi", "te", "ar"] as const;
const DEVICES = ["phone", "phone", "desktop", "tablet"] as const;
const THREE_YEARS_MS = 3 * 365 * 86_400_000;

let seed = 20_2026;
/** Deterministic (mulberry32): the same command makes the same rows. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
const chance = (p: number) => random() < p;
function d(n: number): string {
  let s = "";
  for (let i = 0; i < n; i += 1) s += Math.floor(random() * 10);
  return s;
}

export function bulkInquiry(i: number, now: number, previous: Date | null, spreadMs = THREE_YEARS_MS): typeof inquiries.$inferInsert {
  const international = chance(0.3);
  const foreign = international ? pick(FOREIGN) : null;
  const name = chance(0.12) ? pick(SCRIPT_NAMES) : international ? pick(FOREIGN_NAMES) : pick(INDIAN_NAMES);
  const source = international ? "international" : pick(SOURCES);
  const status = pick(STATUSES);
  // About 2 % share the previous row's timestamp: the export's keyset must break such ties.
  const createdAt = previous && chance(0.02) ? previous : new Date(now - Math.floor(random() * spreadMs));
  const attributed = chance(0.4);
  // Most leads are answered within hours, a few after days; later status changes come after.
  const answeredAt = status === "new" ? null : new Date(createdAt.getTime() + Math.floor(random() ** 3 * 3 * 86_400_000));
  return {
    source,
    name: `${name}${chance(0.5) ? ` ${i}` : ""}`,
    phone: chance(0.9) ? (foreign ? foreign.phone() : `+91 9${d(4)} ${d(5)}`) : null,
    email: chance(0.6)
      ? `${
          name
            .toLowerCase()
            .replace(/[^a-z]+/g, ".")
            .replace(/^\.|\.$/g, "") || "patient"
        }${i}@example.com`
      : null,
    country: foreign ? foreign.country : chance(0.7) ? "India" : null,
    interest: pick(THERAPIES),
    travelDates:
      international && chance(0.6) ? `${pick(["March", "April", "June", "October", "December"])} ${2025 + Math.floor(random() * 3)}` : null,
    message: chance(0.85) ? pick(MESSAGES).repeat(chance(0.05) ? 8 : 1) : null,
    status,
    statusChangedAt: answeredAt && new Date(answeredAt.getTime() + Math.floor(random() * 2 * 86_400_000)),
    firstContactedAt: answeredAt,
    createdAt,
    ipHash: SEED_BULK_MARK,
    language: international && chance(0.4) ? "ar" : pick(LANGUAGES),
    pagePath: attributed ? pick(["/", "/international", "/wellness", `/therapies/${pick(THERAPY_SLUGS)}`]) : null,
    landingPath: attributed && chance(0.7) ? pick(["/", "/international", "/doctors", "/hi", "/te"]) : null,
    referrerHost: attributed && chance(0.6) ? pick(["www.google.com", "www.facebook.com", "l.instagram.com", "www.practo.com"]) : null,
    utmSource: attributed && chance(0.3) ? pick(["google", "facebook", "newsletter"]) : null,
    utmMedium: attributed && chance(0.3) ? pick(["cpc", "social", "email"]) : null,
    utmCampaign: attributed && chance(0.2) ? pick(["knee-pain-2025", "gcc-travel", "post-pregnancy"]) : null,
    device: chance(0.8) ? pick(DEVICES) : null,
  };
}

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
    const keepDays = 3 * 365 + 30;
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
    const now = Date.now();
    let previous: Date | null = null;
    await loadingInquiries(db, async (tx) => {
      for (let done = 0; done < opts.inquiries;) {
        const rows: (typeof inquiries.$inferInsert)[] = [];
        for (let n = Math.min(BATCH, opts.inquiries - done); n > 0; n -= 1) {
          const row = bulkInquiry(done + rows.length, now, previous, spreadMs);
          previous = row.createdAt ?? null;
          rows.push(row);
        }
        await tx.insert(inquiries).values(rows);
        done += rows.length;
        if (done % 50_000 === 0 || done === opts.inquiries) {
          const s = (performance.now() - began) / 1000;
          log(`  ${done} inquiries, ${Math.round(done / s)} rows/s`);
        }
      }
    });
    const inquirySeconds = (performance.now() - began) / 1000;
    if (opts.testimonials > 0) {
      const rows: (typeof testimonials.$inferInsert)[] = [];
      for (let i = 0; i < opts.testimonials; i += 1) {
        rows.push({
          name: chance(0.15) ? pick(SCRIPT_NAMES) : pick([...INDIAN_NAMES, ...FOREIGN_NAMES]),
          age: 25 + Math.floor(random() * 55),
          location: pick(["Hyderabad", "Vijayawada", "Muscat", "Nairobi", "Dubai", "Visakhapatnam"]),
          condition: pick(["Knee osteoarthritis", "Stroke recovery", "Back pain", "Post-pregnancy recovery", "Sports injury"]),
          rating: pick([5, 5, 5, 4, 4, 3]),
          review: pick(MESSAGES.slice(0, 5)),
          therapySlug: chance(0.7) ? pick(THERAPY_SLUGS) : null,
          placement: pick(["home", "international", "wellness", "therapy"] as const),
          sortOrder: 1_000 + i,
          // Mostly inactive, so the public pages keep showing the curated seed.
          isActive: chance(0.1),
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
        therapySlug: chance(0.7) ? pick(slugs) : null,
        isActive: true,
        sortOrder: 10_000 + i,
      });
      if (rows.length === BATCH || i === imageCount - 1) await db.insert(galleryImages).values(rows.splice(0));
    }
    words.push(`${imageCount} gallery images`);
  }
  return words.map((w) => `, ${w}`).join("");
}
