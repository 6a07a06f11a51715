import { and, eq, isNotNull, type SQL } from "drizzle-orm";
import { videoTextsType } from "~/content-types/row-texts";
import { videoType } from "~/content-types/video";
import { localizeRows, type ShownIn } from "./translations.server";
import { publicColumns } from "./record-tables.server";
import { listedRows } from "./listed-rows.server";
import type { Db } from "../db/client.server";
import { videoEmbeds, type VideoCategory } from "../db/schema.server";

/** What a public page shows of a video: its declared public fields and the id to play. */
const shown = { id: videoEmbeds.id, ...publicColumns(videoType, videoEmbeds), embedId: videoEmbeds.embedId };

/** In a language other than English, a video's translated title and description. */
const inLanguage = <T extends { id: number }>(db: Db, rows: T[], shownIn: ShownIn) => localizeRows(db, videoTextsType, rows, shownIn);

/** Videos in the clinic's order; in a staff preview, as their drafts would make them. */
const listed = (db: Db, shownIn: ShownIn, where: SQL | undefined, keep: (row: typeof videoEmbeds.$inferSelect) => boolean, limit: number) =>
  listedRows(db, { entity: "video", table: videoEmbeds, select: shown, where, keep, limit, drafts: shownIn.draft });

/** Active videos with a usable id; an unparseable address is never shown publicly. */
export async function firstPublicVideo(db: Db, category: VideoCategory, shownIn: ShownIn = {}) {
  const [row] = await listed(
    db,
    shownIn,
    and(eq(videoEmbeds.isActive, true), eq(videoEmbeds.category, category), isNotNull(videoEmbeds.embedId)),
    (r) => r.isActive && r.category === category && r.embedId !== null,
    1,
  );
  if (!row?.embedId) return null;
  const [video] = await inLanguage(db, [{ ...row, embedId: row.embedId }], shownIn);
  return video ?? null;
}

/** A doctor's public videos (those linked to them in the admin), for their profile page. */
export async function listDoctorVideos(db: Db, doctorSlug: string, shownIn: ShownIn = {}) {
  const rows = await listed(
    db,
    shownIn,
    and(eq(videoEmbeds.isActive, true), eq(videoEmbeds.doctorSlug, doctorSlug), isNotNull(videoEmbeds.embedId)),
    (r) => r.isActive && r.doctorSlug === doctorSlug && r.embedId !== null,
    12,
  );
  return inLanguage(
    db,
    rows.flatMap((r) => (r.embedId ? [{ ...r, embedId: r.embedId }] : [])),
    shownIn,
  );
}
