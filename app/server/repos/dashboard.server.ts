import { count, desc, eq } from "drizzle-orm";
import type { AppServices } from "../context.server";
import { auditLog, galleryImages, inquiries, testimonials, therapies, users, videoEmbeds } from "../db/schema.server";

export async function dashboardCounts(services: AppServices) {
  const { db } = services.database;
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [activeTherapies, activeTestimonials, activeImages, activeVideos, newInquiries] = await Promise.all([
    n(db.select({ n: count() }).from(therapies).where(eq(therapies.isActive, true))),
    n(db.select({ n: count() }).from(testimonials).where(eq(testimonials.isActive, true))),
    n(db.select({ n: count() }).from(galleryImages).where(eq(galleryImages.isActive, true))),
    n(db.select({ n: count() }).from(videoEmbeds).where(eq(videoEmbeds.isActive, true))),
    n(db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, "new"))),
  ]);
  return { activeTherapies, activeTestimonials, activeImages, activeVideos, newInquiries };
}

export function recentActivity(services: AppServices, limit = 10) {
  return services.database.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      summary: auditLog.summary,
      at: auditLog.at,
      username: users.username,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

export interface SystemCheck {
  label: string;
  ok: boolean;
  detail: string;
}

/** Live checks, run on each dashboard view. */
export async function systemStatus(services: AppServices, version: string, now = Date.now()): Promise<SystemCheck[]> {
  const started = performance.now();
  const database = await services.database
    .ping()
    .then(() => ({ ok: true, detail: `${services.database.kind === "pglite" ? "Embedded PostgreSQL (PGlite)" : "PostgreSQL server"}, ${Math.round(performance.now() - started)} ms` }))
    .catch(() => ({ ok: false, detail: "Not reachable" }));
  const where = services.media.kind === "s3" ? "S3 bucket" : "Media folder";
  const storage = (await services.media.writable())
    ? { ok: true, detail: `${where} writable` }
    : { ok: false, detail: `${where} not writable` };
  const uptimeSeconds = Math.floor((now - services.startedAt.getTime()) / 1000);
  return [
    { label: "Database", ...database },
    { label: "Media storage", ...storage },
    { label: "Version", ok: true, detail: version },
    { label: "Uptime", ok: true, detail: formatUptime(uptimeSeconds) },
  ];
}

export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  return `${m} min`;
}
