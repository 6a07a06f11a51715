import { asc, eq, max } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { therapies, videoEmbeds } from "../db/schema.server";
import { type Video, videoType } from "~/content-types/video";
import { declaredColumns } from "./record-tables.server";

// Staff see every video, active or not, valid address or not; what the public sees is
// decided in repos/videos.server.ts alone.

const columns = {
  id: videoEmbeds.id,
  ...declaredColumns(videoType, videoEmbeds),
  embedId: videoEmbeds.embedId,
  updatedAt: videoEmbeds.updatedAt,
};

/** What a save writes: the declared fields and the video id read from the address. */
export type VideoInput = Video & { embedId: string | null };

export function listAdminVideos(db: Db) {
  return db
    .select({ ...columns, therapyTitle: therapies.title })
    .from(videoEmbeds)
    .leftJoin(therapies, eq(videoEmbeds.therapyId, therapies.id))
    .orderBy(asc(videoEmbeds.sortOrder), asc(videoEmbeds.id));
}

export async function nextVideoSortOrder(db: Db): Promise<number> {
  const [row] = await db.select({ top: max(videoEmbeds.sortOrder) }).from(videoEmbeds);
  return (row?.top ?? 0) + 1;
}

export async function insertVideo(db: Db, input: VideoInput) {
  const [row] = await db.insert(videoEmbeds).values(input).returning(columns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateVideo(db: Db, id: number, input: VideoInput) {
  const [row] = await db
    .update(videoEmbeds)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(videoEmbeds.id, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteVideo(db: Db, id: number) {
  const [row] = await db.delete(videoEmbeds).where(eq(videoEmbeds.id, id)).returning(columns);
  return row ?? null;
}

export async function getAdminVideo(db: Db, id: number) {
  const [row] = await db.select(columns).from(videoEmbeds).where(eq(videoEmbeds.id, id)).limit(1);
  return row ?? null;
}
