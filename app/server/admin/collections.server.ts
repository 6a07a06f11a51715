// Every type the collection screen lists, by the entity its address names.
import type { CollectionEntity } from "~/content-types/collections";
import type { Collection } from "./collection.server";
import { bookingResourceCollection } from "./collections/booking-resources.server";
import { bookingServiceCollection } from "./collections/booking-services.server";
import { testimonialCollection } from "./collections/testimonials.server";
import { videoCollection } from "./collections/videos.server";

export const collections: Record<CollectionEntity, Collection> = {
  testimonial: testimonialCollection,
  video: videoCollection,
  booking_service: bookingServiceCollection,
  booking_resource: bookingResourceCollection,
};
