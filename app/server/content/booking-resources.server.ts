// Booking resources' rows (issue 47 item 1): what staff list, edit and choose from. The free
// times read them whole with their bookings (app/lib/availability.ts).
import { asc, eq, inArray, max } from "drizzle-orm";
import { type BookingResource, bookingResourceType } from "~/content-types/booking-resource";
import type { Db } from "../db/client.server";
import { bookingResources } from "../db/schema.server";
import { declaredColumns } from "./record-tables.server";

const columns = {
  id: bookingResources.id,
  ...declaredColumns(bookingResourceType, bookingResources),
  updatedAt: bookingResources.updatedAt,
};

export type AdminBookingResource = NonNullable<Awaited<ReturnType<typeof getBookingResource>>>;

export function listBookingResources(db: Db) {
  return db.select(columns).from(bookingResources).orderBy(asc(bookingResources.sortOrder), asc(bookingResources.id));
}

export async function getBookingResource(db: Db, id: number) {
  const [row] = await db.select(columns).from(bookingResources).where(eq(bookingResources.id, id)).limit(1);
  return row ?? null;
}

export async function nextBookingResourceSortOrder(db: Db): Promise<number> {
  const [row] = await db.select({ top: max(bookingResources.sortOrder) }).from(bookingResources);
  return (row?.top ?? 0) + 1;
}

export async function insertBookingResource(db: Db, input: BookingResource) {
  const [row] = await db.insert(bookingResources).values(input).returning(columns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateBookingResource(db: Db, id: number, input: BookingResource) {
  const [row] = await db
    .update(bookingResources)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(bookingResources.id, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteBookingResource(db: Db, id: number) {
  const [row] = await db.delete(bookingResources).where(eq(bookingResources.id, id)).returning(columns);
  return row ?? null;
}

/** What a service's Resource and Practitioner offer: every resource, its state in its label. */
export async function listResourceChoices(db: Db) {
  return db
    .select({ id: bookingResources.id, name: bookingResources.name, isActive: bookingResources.isActive })
    .from(bookingResources)
    .orderBy(asc(bookingResources.sortOrder), asc(bookingResources.id));
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What the free times need of a resource: its places and its calendar. */
const calendarColumns = {
  id: bookingResources.id,
  name: bookingResources.name,
  isActive: bookingResources.isActive,
  capacity: bookingResources.capacity,
  hours: bookingResources.hours,
  breaks: bookingResources.breaks,
  exceptions: bookingResources.exceptions,
};

export type ResourceCalendarRow = Awaited<ReturnType<typeof resourceCalendars>>[number];

/**
 * These resources' calendars, in id order. With `lock`, the rows stay locked until the
 * transaction ends: two bookings of one resource take their turn, so each counts the other's
 * appointment (issue 47 item 3); in id order, two bookings needing the same two resources
 * cannot wait on each other.
 */
export async function resourceCalendars(db: Db | Tx, ids: readonly number[], opts: { lock?: boolean } = {}) {
  if (ids.length === 0) return [];
  const query = db
    .select(calendarColumns)
    .from(bookingResources)
    .where(inArray(bookingResources.id, [...ids]))
    .orderBy(asc(bookingResources.id));
  return opts.lock ? query.for("update") : query;
}
