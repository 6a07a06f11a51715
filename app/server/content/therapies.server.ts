import { and, asc, eq, inArray } from "drizzle-orm";
import { PUBLIC_THERAPIES_MAX } from "~/lib/public-caps";
import type { Db } from "../db/client.server";
import { therapies } from "../db/schema.server";
import { rowWithDraft } from "./record-drafts.server";

// The one place that decides what the public may see: active therapies only.
const isPublic = eq(therapies.isActive, true);

export type TherapyCard = Awaited<ReturnType<typeof listPublicTherapyCards>>[number];

/** The first PUBLIC_THERAPIES_MAX active therapies in the clinic's order (a bound, docs/decisions/035). */
export function listPublicTherapyCards(db: Db) {
  return db
    .select({
      slug: therapies.slug,
      title: therapies.title,
      shortDescription: therapies.shortDescription,
      benefits: therapies.benefits,
      duration: therapies.duration,
      sessions: therapies.sessions,
      frequency: therapies.frequency,
      icon: therapies.icon,
      accent: therapies.accent,
      heroImage: therapies.heroImage,
    })
    .from(therapies)
    .where(isPublic)
    .orderBy(asc(therapies.sortOrder), asc(therapies.id))
    .limit(PUBLIC_THERAPIES_MAX);
}

export async function getPublicTherapy(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(therapies)
    .where(and(isPublic, eq(therapies.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** A therapy as its waiting draft would make it (a staff preview). */
export const therapyWithDraft = <R extends { id: number }>(db: Db, row: R) => rowWithDraft(db, "therapy", therapies, row);

/** Titles of the given slugs that are public, in the given order (missing ones dropped). */
export async function listPublicTherapiesBySlug(db: Db, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: therapies.slug, title: therapies.title, shortDescription: therapies.shortDescription, icon: therapies.icon })
    .from(therapies)
    .where(and(isPublic, inArray(therapies.slug, [...slugs])));
  return slugs.flatMap((slug) => rows.filter((r) => r.slug === slug));
}

/** For the sitemap: every public therapy with the time it last changed. */
export function listPublicTherapyDates(db: Db) {
  return db
    .select({ slug: therapies.slug, updatedAt: therapies.updatedAt })
    .from(therapies)
    .where(isPublic)
    .orderBy(asc(therapies.sortOrder), asc(therapies.id));
}
