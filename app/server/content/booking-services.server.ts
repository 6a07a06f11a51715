// Bookable services' rows (issue 47 item 1), with the names of the therapy and the resources
// each one holds for the staff list.
import { and, asc, eq, isNotNull, max } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type BookingService, bookingServiceType } from "~/content-types/booking-service";
import type { Db } from "../db/client.server";
import { bookingResources, bookingServices, therapies } from "../db/schema.server";
import { declaredColumns } from "./record-tables.server";

const columns = {
  id: bookingServices.id,
  ...declaredColumns(bookingServiceType, bookingServices),
  updatedAt: bookingServices.updatedAt,
};

export type AdminBookingService = NonNullable<Awaited<ReturnType<typeof getBookingService>>>;

const resource = alias(bookingResources, "resource");
const practitioner = alias(bookingResources, "practitioner");

export function listBookingServices(db: Db) {
  return db
    .select({
      ...columns,
      therapyTitle: therapies.title,
      resourceName: resource.name,
      resourceCapacity: resource.capacity,
      practitionerName: practitioner.name,
    })
    .from(bookingServices)
    .leftJoin(therapies, eq(bookingServices.therapyId, therapies.id))
    .leftJoin(resource, eq(bookingServices.resourceId, resource.id))
    .leftJoin(practitioner, eq(bookingServices.practitionerId, practitioner.id))
    .orderBy(asc(bookingServices.sortOrder), asc(bookingServices.id));
}

export async function getBookingService(db: Db, id: number) {
  const [row] = await db.select(columns).from(bookingServices).where(eq(bookingServices.id, id)).limit(1);
  return row ?? null;
}

export async function nextBookingServiceSortOrder(db: Db): Promise<number> {
  const [row] = await db.select({ top: max(bookingServices.sortOrder) }).from(bookingServices);
  return (row?.top ?? 0) + 1;
}

export async function insertBookingService(db: Db, input: BookingService) {
  const [row] = await db.insert(bookingServices).values(input).returning(columns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateBookingService(db: Db, id: number, input: BookingService) {
  const [row] = await db
    .update(bookingServices)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(bookingServices.id, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteBookingService(db: Db, id: number) {
  const [row] = await db.delete(bookingServices).where(eq(bookingServices.id, id)).returning(columns);
  return row ?? null;
}

/** A service as booking reads it, with its rules; null when it does not exist or is not active. */
export async function getBookableService(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(bookingServices)
    .where(and(eq(bookingServices.id, id), eq(bookingServices.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** The services a visitor may book (active, holding a resource), in the admin's order, with the
 * address of each one's therapy. */
export function listPublicBookingServices(db: Db) {
  return db
    .select({
      id: bookingServices.id,
      name: bookingServices.name,
      description: bookingServices.description,
      mode: bookingServices.mode,
      durationMinutes: bookingServices.durationMinutes,
      therapySlug: therapies.slug,
    })
    .from(bookingServices)
    .leftJoin(therapies, eq(bookingServices.therapyId, therapies.id))
    .where(and(eq(bookingServices.isActive, true), isNotNull(bookingServices.resourceId)))
    .orderBy(asc(bookingServices.sortOrder), asc(bookingServices.id));
}

/** What a booking's changes follow of its service now: where it is held and the notice to
 * cancel or move; null when the service is gone. */
export async function bookingServiceRules(db: Db, id: number) {
  const [row] = await db
    .select({
      mode: bookingServices.mode,
      cancelNoticeHours: bookingServices.cancelNoticeHours,
      rescheduleNoticeHours: bookingServices.rescheduleNoticeHours,
      isActive: bookingServices.isActive,
    })
    .from(bookingServices)
    .where(eq(bookingServices.id, id))
    .limit(1);
  return row ?? null;
}
