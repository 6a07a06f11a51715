import { count, inArray, sql } from "drizzle-orm";
import { therapies as therapySeeds } from "~/content/therapies";
import { testimonials as testimonialSeeds } from "~/content/testimonials";
import { videos as videoSeeds } from "~/content/videos";
import { galleryImages as gallerySeeds } from "~/content/gallery";
import { parseYouTubeId } from "~/lib/youtube";
import { hashPassword } from "../auth/password.server";
import { seedDocuments } from "../content/document-seeds.server";
import { baselineRecordRevisions } from "../content/record-revisions.server";
import type { Db } from "./client.server";
import * as t from "./schema.server";

export const DEMO_PASSWORD = "demo@2025";
export const DEMO_USERS = [
  { username: "admin", role: "admin" as const },
  { username: "editor", role: "editor" as const },
];

/**
 * Fills an empty database with the clinic's starting content. Content is seeded only
 * when there are no therapies yet, so staff edits and deletions are never undone by a
 * restart; demo users are added (never overwritten) only in demo mode.
 */
export async function seedDatabase(db: Db, opts: { demoMode: boolean }) {
  const seededContent = await db.transaction(async (tx) => {
    // Serialise concurrent first starts of several instances on one database.
    await tx.execute(sql`select pg_advisory_xact_lock(72106001)`);
    const [row] = await tx.select({ n: count() }).from(t.therapies);
    if ((row?.n ?? 0) > 0) return false;

    const inserted = await tx
      .insert(t.therapies)
      .values(
        therapySeeds.map((s) => ({
          slug: s.slug,
          title: s.title,
          shortDescription: s.shortDescription,
          descriptionHtml: s.descriptionHtml,
          howItWorksHtml: s.howItWorksHtml,
          benefits: s.benefits,
          whoItsFor: s.whoItsFor,
          conditions: s.conditions,
          duration: s.duration,
          sessions: s.sessions,
          frequency: s.frequency,
          heroImage: `/illustrations/therapy-${s.slug}.svg`,
          icon: s.icon,
          accent: s.accent,
          youtubeUrl: s.youtubeUrl,
          faqs: s.faqs,
          relatedSlugs: [...s.relatedSlugs],
          seo: s.seo,
          isActive: true,
          sortOrder: s.sortOrder,
        })),
      )
      .returning({ id: t.therapies.id, slug: t.therapies.slug });
    const therapyIdBySlug = new Map(inserted.map((r) => [r.slug, r.id]));

    await tx.insert(t.testimonials).values(
      // The clinic's home carousel starts as its home-page reviews (docs/decisions/035).
      testimonialSeeds.map((s) => ({ ...s, featured: s.placement === "home" })),
    );

    await tx.insert(t.videoEmbeds).values(
      videoSeeds.map((s) => ({
        title: s.title,
        url: s.url,
        embedId: parseYouTubeId(s.url),
        category: s.category,
        therapyId: s.therapySlug ? (therapyIdBySlug.get(s.therapySlug) ?? null) : null,
        description: s.description,
        sortOrder: s.sortOrder,
      })),
    );

    await tx.insert(t.galleryImages).values(gallerySeeds.map((s, i) => ({ ...s, sortOrder: i + 1, width: 1200, height: 800 })));
    return true;
  });

  // Documents are seeded one by one, whatever else the database holds: a type added by an
  // upgrade reaches an existing install, and an edited document is never touched.
  const seededDocuments = await seedDocuments(db);
  await baselineRecordRevisions(db);

  let demoUsersCreated = 0;
  if (opts.demoMode) {
    const existing = await db
      .select({ username: t.users.username })
      .from(t.users)
      .where(
        inArray(
          t.users.username,
          DEMO_USERS.map((u) => u.username),
        ),
      );
    // Hashing is deliberately slow (~1 s): only for accounts that are really missing.
    for (const user of DEMO_USERS.filter((u) => !existing.some((e) => e.username === u.username))) {
      const created = await db
        .insert(t.users)
        .values({ ...user, passwordHash: await hashPassword(DEMO_PASSWORD) })
        .onConflictDoNothing()
        .returning({ id: t.users.id });
      demoUsersCreated += created.length;
    }
  }
  return { seededContent, seededDocuments, demoUsersCreated };
}
