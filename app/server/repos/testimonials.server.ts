import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { testimonials, type TestimonialPlacement } from "../db/schema.server";

export type PublicTestimonial = Awaited<ReturnType<typeof listPublicTestimonials>>[number];

export function listPublicTestimonials(db: Db, placement: TestimonialPlacement, therapySlug?: string) {
  return db
    .select({
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
    })
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
