// The table-backed types listed on the one collection screen (routes/admin/collection.tsx), by
// entity: what the screen's form is built from in the browser. Therapies and the gallery keep
// screens of their own (a therapy's page preview and order, the gallery's uploads).
import { bookingResourceType } from "./booking-resource";
import { bookingServiceType } from "./booking-service";
import type { RecordType } from "./record-type";
import { testimonialType } from "./testimonial";
import { videoType } from "./video";

export const collectionTypes = {
  testimonial: testimonialType,
  video: videoType,
  booking_service: bookingServiceType,
  booking_resource: bookingResourceType,
} as const satisfies Record<string, RecordType>;

export type CollectionEntity = keyof typeof collectionTypes;

export const isCollectionEntity = (entity: string): entity is CollectionEntity => Object.hasOwn(collectionTypes, entity);

/** The type whose list is at an admin address ("/admin/youtube" → video), if any. */
export function collectionAt(pathname: string): CollectionEntity | null {
  const path = pathname.replace(/\/+$/, "");
  for (const [entity, type] of Object.entries(collectionTypes)) {
    if (type.listPath === path && isCollectionEntity(entity)) return entity;
  }
  return null;
}
