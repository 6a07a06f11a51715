// The doctors list in the admin (issue 13 item 3): add a doctor, change the menu order, take
// a doctor off the site and back. The profile itself is edited in the document editor, with
// drafts, schedules and revisions like every other document.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { newDoctorData } from "~/content/doctor-seeds";
import { editorPath } from "~/content-types/registry";
import { formatClinicTime } from "~/lib/clinic-view";
import type { SessionUser } from "../auth/session.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { documentRevisions, documents, testimonials, videoEmbeds } from "../db/schema.server";
import { storedVersion } from "./documents.server";
import { keepRecordRevisions } from "./record-revisions.server";
import { DOCTOR } from "./doctors.server";
import { auditedWrite } from "./write.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface AdminDoctorRow {
  slug: string;
  name: string;
  title: string;
  active: boolean;
  /** Published at least once: the public page exists. */
  live: boolean;
  /** The newest revision is not the published one. */
  hasDraft: boolean;
  scheduledFor: string | null;
  editorPath: string;
  publicPath: string;
}

export async function listAdminDoctors(db: Db): Promise<AdminDoctorRow[]> {
  const head = sql<{ id: number; data: { name?: string; title?: string } }>`(
    select json_build_object('id', r.id, 'data', r.data) from ${documentRevisions} r
    where r.type = "documents"."type" and r.key = "documents"."key" and r.locale = "documents"."locale"
    order by r.version desc limit 1)`;
  const rows = await db
    .select({
      key: documents.key,
      active: documents.active,
      publishedRevisionId: documents.publishedRevisionId,
      publishAt: documents.publishAt,
      head,
    })
    .from(documents)
    .where(and(eq(documents.type, DOCTOR), eq(documents.locale, "en")))
    .orderBy(asc(documents.position), asc(documents.key));
  return rows.map((r) => ({
    slug: r.key,
    name: r.head?.data?.name || r.key,
    title: r.head?.data?.title ?? "",
    active: r.active,
    live: r.publishedRevisionId !== null,
    hasDraft: r.head?.id !== r.publishedRevisionId,
    scheduledFor: r.publishAt ? formatClinicTime(r.publishAt) : null,
    editorPath: editorPath(DOCTOR, r.key),
    publicPath: `/doctors/${r.key}`,
  }));
}

export type DoctorWrite = { ok: true } | { ok: false; status: 404 | 409; message: string };

const missing = { ok: false, status: 404, message: "That doctor no longer exists. The list has been reloaded." } as const;

/** A refused write: thrown inside the transaction so nothing, not even an audit row, is kept. */
class Refused extends Error {
  constructor(readonly answer: Exclude<DoctorWrite, { ok: true }>) {
    super(answer.message);
  }
}

async function write(services: AppServices, user: SessionUser, body: Parameters<typeof auditedWrite<true>>[2]): Promise<DoctorWrite> {
  try {
    await auditedWrite(services, user, body);
    return { ok: true };
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
}

/** Adds a doctor as an unpublished draft, last in the menu. */
export async function createDoctor(services: AppServices, user: SessionUser, input: { name: string; slug: string }): Promise<DoctorWrite> {
  return write(services, user, async (tx) => {
    const [taken] = await tx
      .select({ key: documents.key })
      .from(documents)
      .where(and(eq(documents.type, DOCTOR), eq(documents.key, input.slug)));
    const [history] = taken
      ? []
      : await tx
          .select({ id: documentRevisions.id })
          .from(documentRevisions)
          .where(and(eq(documentRevisions.type, DOCTOR), eq(documentRevisions.key, input.slug)))
          .limit(1);
    if (taken || history) {
      throw new Refused({
        ok: false,
        status: 409,
        message: `The address /doctors/${input.slug} is taken${taken ? "" : " by a doctor who was removed"}: choose another.`,
      });
    }
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${documents.position}), -1)` })
      .from(documents)
      .where(eq(documents.type, DOCTOR));
    await tx.insert(documentRevisions).values({
      type: DOCTOR,
      key: input.slug,
      version: 1,
      schemaVersion: storedVersion({ type: DOCTOR, key: input.slug }),
      data: newDoctorData(input.name),
      status: "draft",
      authorId: user.id,
      authorName: user.username,
      note: "added",
    });
    await tx.insert(documents).values({ type: DOCTOR, key: input.slug, version: 1, position: Number(last?.position ?? -1) + 1 });
    return {
      result: true as const,
      audit: { action: "create", entity: DOCTOR, entityId: input.slug, summary: `added doctor ${input.name} (draft)` },
    };
  });
}

/** Swaps a doctor with the one above or below in the menu. */
export async function moveDoctor(services: AppServices, user: SessionUser, slug: string, direction: "up" | "down"): Promise<DoctorWrite> {
  return write(services, user, async (tx) => {
    const all = await tx
      .select({ key: documents.key, position: documents.position })
      .from(documents)
      .where(eq(documents.type, DOCTOR))
      .orderBy(asc(documents.position), asc(documents.key))
      .for("update");
    const at = all.findIndex((d) => d.key === slug);
    if (at === -1) throw new Refused(missing);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to >= 0 && to < all.length) [all[at], all[to]] = [all[to]!, all[at]!];
    // Positions are renumbered 0…n-1 so gaps or ties from older data cannot stall a move.
    for (const [position, d] of all.entries()) {
      await tx
        .update(documents)
        .set({ position })
        .where(and(eq(documents.type, DOCTOR), eq(documents.key, d.key)));
    }
    return {
      result: true as const,
      audit: { action: "update", entity: DOCTOR, entityId: slug, summary: `moved doctor ${slug} ${direction} in the menu` },
    };
  });
}

/** Takes a doctor off the site (page, menu, lists, sitemap) or puts them back; the profile stays. */
export async function setDoctorActive(services: AppServices, user: SessionUser, slug: string, active: boolean): Promise<DoctorWrite> {
  return write(services, user, async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({ active })
      .where(and(eq(documents.type, DOCTOR), eq(documents.key, slug)))
      .returning({ key: documents.key });
    if (!row) throw new Refused(missing);
    return {
      result: true as const,
      audit: {
        action: active ? "enable" : "disable",
        entity: DOCTOR,
        entityId: slug,
        summary: `${active ? "showed" : "hid"} doctor ${slug} on the site`,
      },
    };
  });
}

export interface DoctorReferences {
  testimonials: Array<{ id: number; name: string }>;
  videos: Array<{ id: number; title: string }>;
}

/** What links to a doctor: the testimonials and videos shown on their profile. */
export async function doctorReferences(db: Db | Tx, slug: string): Promise<DoctorReferences> {
  const [stories, clips] = await Promise.all([
    db
      .select({ id: testimonials.id, name: testimonials.name })
      .from(testimonials)
      .where(eq(testimonials.doctorSlug, slug))
      .orderBy(asc(testimonials.id)),
    db
      .select({ id: videoEmbeds.id, title: videoEmbeds.title })
      .from(videoEmbeds)
      .where(eq(videoEmbeds.doctorSlug, slug))
      .orderBy(asc(videoEmbeds.id)),
  ]);
  return { testimonials: stories, videos: clips };
}

const referenceCount = (r: DoctorReferences) => r.testimonials.length + r.videos.length;

/**
 * Removes a doctor from the site and the admin list (the profile's revisions stay, so the
 * address is never given to someone else). Refused while testimonials or videos link to the
 * doctor, unless `unlink` was confirmed: then they are unlinked in the same transaction, each
 * keeping a revision, so nothing points at a doctor who is gone.
 */
export async function deleteDoctor(services: AppServices, user: SessionUser, slug: string, unlink: boolean): Promise<DoctorWrite> {
  return write(services, user, async (tx) => {
    const [row] = await tx
      .select({ key: documents.key })
      .from(documents)
      .where(and(eq(documents.type, DOCTOR), eq(documents.key, slug)))
      .for("update");
    if (!row) throw new Refused(missing);
    const refs = await doctorReferences(tx, slug);
    const count = referenceCount(refs);
    if (count > 0 && !unlink) {
      throw new Refused({
        ok: false,
        status: 409,
        message: `Not deleted: ${count === 1 ? "one testimonial or video links" : `${count} testimonials and videos link`} to this doctor. Unlink them to delete the doctor, or hide the doctor instead.`,
      });
    }
    if (refs.testimonials.length > 0) {
      await tx.update(testimonials).set({ doctorSlug: null, updatedAt: new Date() }).where(eq(testimonials.doctorSlug, slug));
      await keepRecordRevisions(tx, user, {
        action: "update",
        entity: "testimonial",
        entityId: refs.testimonials.map((t) => t.id).join(","),
        summary: `unlinked from doctor ${slug}, who was deleted`,
      });
    }
    if (refs.videos.length > 0) {
      await tx.update(videoEmbeds).set({ doctorSlug: null, updatedAt: new Date() }).where(eq(videoEmbeds.doctorSlug, slug));
      await keepRecordRevisions(tx, user, {
        action: "update",
        entity: "video",
        entityId: refs.videos.map((v) => v.id).join(","),
        summary: `unlinked from doctor ${slug}, who was deleted`,
      });
    }
    await tx.delete(documents).where(and(eq(documents.type, DOCTOR), eq(documents.key, slug)));
    const name = (await doctorName(tx, slug)) ?? slug;
    return {
      result: true as const,
      audit: {
        action: "delete",
        entity: DOCTOR,
        entityId: slug,
        summary: `deleted doctor ${name}${count > 0 ? ` (unlinked ${count} testimonials and videos)` : ""}`,
      },
    };
  });
}

/** Every doctor, in menu order, for the "Doctor (optional)" choice of testimonials and videos. */
export async function listDoctorChoices(db: Db): Promise<Array<{ slug: string; name: string; onSite: boolean }>> {
  return (await listAdminDoctors(db)).map((d) => ({ slug: d.slug, name: d.name, onSite: d.active && d.live }));
}

/** The newest revision's name, for messages. */
export async function doctorName(db: Db | Tx, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ data: documentRevisions.data })
    .from(documentRevisions)
    .where(and(eq(documentRevisions.type, DOCTOR), eq(documentRevisions.key, slug), eq(documentRevisions.locale, "en")))
    .orderBy(desc(documentRevisions.version))
    .limit(1);
  return (row?.data as { name?: string } | undefined)?.name ?? null;
}
