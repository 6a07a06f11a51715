import { and, asc, eq, isNotNull } from "drizzle-orm";
import { videoType } from "~/content-types/video";
import { publicColumns } from "../content/record-tables.server";
import type { Db } from "../db/client.server";
import { videoEmbeds, type VideoCategory } from "../db/schema.server";

/** What a public page shows of a video: its declared public fields and the id to play. */
const shown = { id: videoEmbeds.id, ...publicColumns(videoType, videoEmbeds), embedId: videoEmbeds.embedId };

/** Active videos with a usable id; an unparseable address is never shown publicly. */
export async function firstPublicVideo(db: Db, category: VideoCategory) {
  const [row] = await db
    .select(shown)
    .from(videoEmbeds)
    .where(and(eq(videoEmbeds.isActive, true), eq(videoEmbeds.category, category), isNotNull(videoEmbeds.embedId)))
    .orderBy(asc(videoEmbeds.sortOrder), asc(videoEmbeds.id))
    .limit(1);
  return row && row.embedId ? { ...row, embedId: row.embedId } : null;
}

/** A doctor's public videos (those linked to them in the admin), for their profile page. */
export async function listDoctorVideos(db: Db, doctorSlug: string) {
  const rows = await db
    .select(shown)
    .from(videoEmbeds)
    .where(and(eq(videoEmbeds.isActive, true), eq(videoEmbeds.doctorSlug, doctorSlug), isNotNull(videoEmbeds.embedId)))
    .orderBy(asc(videoEmbeds.sortOrder), asc(videoEmbeds.id))
    .limit(12);
  return rows.flatMap((r) => (r.embedId ? [{ ...r, embedId: r.embedId }] : []));
}
