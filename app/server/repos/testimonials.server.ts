import { and, asc, avg, eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { testimonials, type TestimonialPlacement } from "../db/schema.server";

export type PublicTestimonial = Awaited<ReturnType<typeof listPublicTestimonials>>[number];

/** What a public page shows of a testimonial. */
const publicColumns = {
  id: testimonials.id,
  name: testimonials.name,
  age: testimonials.age,
  location: testimonials.location,
  condition: testimonials.condition,
  rating: testimonials.rating,
  review: testimonials.review,
  image: testimonials.image,
  therapySlug: testimonials.therapySlug,
  youtubeUrl: testimonials.youtubeUrl,
};

export function listPublicTestimonials(db: Db, placement: TestimonialPlacement, therapySlug?: string) {
  return db
    .select(publicColumns)
    .from(testimonials)
    .where(
      and(
        eq(testimonials.isActive, true),
        eq(testimonials.placement, placement),
        therapySlug === undefined ? undefined : eq(testimonials.therapySlug, therapySlug),
      ),
    )
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}

/**
 * The average rating of the active testimonials, to one decimal (4.7), or null when none is
 * active: the "Average patient rating" figure is derived from the reviews the site shows.
 */
export async function averageActiveRating(db: Db): Promise<number | null> {
  const [row] = await db.select({ average: avg(testimonials.rating) }).from(testimonials).where(eq(testimonials.isActive, true));
  if (row?.average == null) return null;
  const average = Number(row.average);
  return Number.isFinite(average) ? Math.round(average * 10) / 10 : null;
}

/** Active stories linked to a doctor in the admin (any placement), for their profile page. */
export function listDoctorTestimonials(db: Db, doctorSlug: string) {
  return db
    .select(publicColumns)
    .from(testimonials)
    .where(and(eq(testimonials.isActive, true), eq(testimonials.doctorSlug, doctorSlug)))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id))
    .limit(12);
}
