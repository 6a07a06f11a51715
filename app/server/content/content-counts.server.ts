// How much of the site's content is shown: the dashboard's tiles. One query for the four
// tables: each query costs the embedded database's thread about half a millisecond beyond its
// own work (docs/decisions/059).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { galleryImages, testimonials, therapies, videoEmbeds } from "../db/schema.server";

/** Rows shown on the public site, counted inside another table's select. */
const activeRows = (table: typeof testimonials | typeof galleryImages | typeof videoEmbeds) =>
  sql<number>`(select count(*) from ${table} where ${table.isActive})::int`;

export async function activeContentCounts(db: Db) {
  const [counts] = await db
    .select({
      activeTherapies: sql<number>`(count(*) filter (where ${therapies.isActive}))::int`,
      activeTestimonials: activeRows(testimonials),
      activeImages: activeRows(galleryImages),
      activeVideos: activeRows(videoEmbeds),
    })
    .from(therapies);
  // An aggregate answers one row even for an empty table.
  return counts!;
}
