import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { therapies } from "../db/schema.server";

// The one place that decides what the public may see: active therapies only.
const isPublic = eq(therapies.isActive, true);

export type TherapyCard = Awaited<ReturnType<typeof listPublicTherapyCards>>[number];

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
    .orderBy(asc(therapies.sortOrder), asc(therapies.id));
}

export async function getPublicTherapy(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(therapies)
    .where(and(isPublic, eq(therapies.slug, slug)))
    .limit(1);
  return row ?? null;
}
