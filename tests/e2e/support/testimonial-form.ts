import type pg from "pg";

export type TestimonialRow = Record<string, string | number | boolean | null>;

/** The first active home-page testimonial, as stored: what the carousel shows first. */
export async function firstHomeTestimonial(db: pg.Pool | pg.Client): Promise<TestimonialRow | undefined> {
  const { rows } = await db.query<TestimonialRow>(
    `select id, name, age, location, condition, rating, review, image, therapy_slug, youtube_url, placement, sort_order, is_active, featured
       from testimonials where placement = 'home' and is_active order by sort_order, id limit 1`,
  );
  return rows[0];
}

/** The admin form's fields that save `row` unchanged except for its review text. */
export function testimonialSaveForm(row: TestimonialRow, review: string): URLSearchParams {
  return new URLSearchParams({
    intent: "save",
    id: String(row.id),
    name: String(row.name),
    age: row.age === null ? "" : String(row.age),
    location: String(row.location ?? ""),
    condition: String(row.condition),
    rating: String(row.rating),
    review,
    image: String(row.image ?? ""),
    therapySlug: String(row.therapy_slug ?? ""),
    youtubeUrl: String(row.youtube_url ?? ""),
    placement: String(row.placement),
    sortOrder: String(row.sort_order),
    ...(row.is_active ? { isActive: "on" } : {}),
    // The home carousel shows the featured reviews: a save without the box would take it off.
    ...(row.featured ? { featured: "on" } : {}),
  });
}
