import { bookingServiceTextsType } from "~/content-types/row-texts";
// Bookable services on the collection screen (issue 47 item 1): each card its length, what it
// holds and its booking rules; a service that holds nothing is marked as not bookable.
import { type BookingService, bookingServiceType } from "~/content-types/booking-service";
import { BOOKING_MODE_LABELS, minutesLabel, noticeLabel, SERVICE_DELETE_QUESTION } from "~/lib/booking-fields";
import {
  type AdminBookingService,
  deleteBookingService,
  getBookingService,
  insertBookingService,
  listBookingServices,
  nextBookingServiceSortOrder,
  updateBookingService,
} from "../../content/booking-services.server";
import { type CardContent, type CollectionPage, defineCollection } from "../collection.server";
import type { RecordEditor } from "../record-editor.server";

type ListedService = Awaited<ReturnType<typeof listBookingServices>>[number];

const editor: RecordEditor<typeof bookingServiceType, AdminBookingService, BookingService> = {
  type: bookingServiceType,
  get: getBookingService,
  insert: insertBookingService,
  update: updateBookingService,
  remove: deleteBookingService,
  write: (value) => value,
  hidden: { isActive: false },
  named: (row) => `"${row.name}"`,
  summary: (verb, row) => `${verb} service "${row.name}"`,
  afterSave: (row) => (row.resourceId === null ? "It holds no resource yet, so patients cannot book it." : null),
};

export const NOT_BOOKABLE = "Not bookable: choose the resource it holds";

function card(row: ListedService): CardContent {
  const holds =
    row.resourceName === null
      ? "none"
      : `${row.resourceName} (${row.resourceCapacity === 1 ? "1 place" : `${row.resourceCapacity} places`})`;
  return {
    title: row.name,
    subtitle: `${minutesLabel(row.durationMinutes)} · ${BOOKING_MODE_LABELS[row.mode]}`,
    media: null,
    lead: null,
    rating: null,
    text: row.description || null,
    badges: row.resourceId === null ? [{ label: NOT_BOOKABLE, icon: "alert", tone: "warning" }] : [],
    facts: [
      { term: "Therapy", detail: row.therapyTitle ?? "none" },
      { term: "Holds", detail: holds },
      { term: "Practitioner", detail: row.practitionerName ?? "any" },
      { term: "Buffer after", detail: minutesLabel(row.bufferMinutes) },
      { term: "Starts every", detail: minutesLabel(row.stepMinutes) },
      { term: "Book", detail: `${noticeLabel(row.bookNoticeHours)} ahead, up to ${row.horizonDays} days` },
      { term: "Cancel / move", detail: `${noticeLabel(row.cancelNoticeHours)} / ${noticeLabel(row.rescheduleNoticeHours)} before` },
    ],
    external: null,
    isActive: row.isActive,
  };
}

export const bookingServiceCollection = defineCollection({
  editor,
  screen: {
    title: "Bookable services",
    description:
      "What patients can book on the website: each therapy's session and the doctors' consultations, with how long each lasts, what it holds and how far ahead it may be booked, cancelled or moved.",
    addLabel: "Add Service",
    listLabel: "Services",
    deleteQuestion: SERVICE_DELETE_QUESTION,
  },
  noun: (row) => `service ${row.name}`,
  translations: bookingServiceTextsType,
  async page(db): Promise<CollectionPage<ListedService>> {
    const rows = await listBookingServices(db);
    return {
      sections: [{ key: "all", heading: null, note: null, empty: "No services yet. Use Add Service to offer the first one.", rows }],
    };
  },
  card,
  async startsWith(db) {
    return { sortOrder: await nextBookingServiceSortOrder(db) };
  },
});
