// Booking resources on the collection screen (issue 47 item 1): grouped by kind, each card its
// places, its week in a line, its breaks and the days that differ.
import { type BookingResource, bookingResourceType } from "~/content-types/booking-resource";
import { RESOURCE_DELETE_QUESTION, RESOURCE_KIND_SHORT, RESOURCE_KINDS, isResourceKind, weekSummary } from "~/lib/booking-fields";
import {
  type AdminBookingResource,
  deleteBookingResource,
  getBookingResource,
  insertBookingResource,
  listBookingResources,
  nextBookingResourceSortOrder,
  updateBookingResource,
} from "../../content/booking-resources.server";
import { type CardContent, defineCollection } from "../collection.server";
import type { RecordEditor } from "../record-editor.server";

const editor: RecordEditor<typeof bookingResourceType, AdminBookingResource, BookingResource> = {
  type: bookingResourceType,
  get: getBookingResource,
  insert: insertBookingResource,
  update: updateBookingResource,
  remove: deleteBookingResource,
  write: (value) => value,
  hidden: { isActive: false },
  named: (row) => `"${row.name}"`,
  summary: (verb, row) => `${verb} booking resource "${row.name}" (${RESOURCE_KIND_SHORT[row.kind]})`,
};

const SECTION_HEADINGS = { equipment: "Equipment", room: "Rooms", practitioner: "Practitioners" } as const;

function card(row: AdminBookingResource): CardContent {
  const upcoming = row.exceptions.length;
  return {
    title: row.name,
    subtitle: row.capacity === 1 ? "1 patient at a time" : `${row.capacity} patients at a time`,
    media: null,
    lead: weekSummary(row.hours),
    rating: null,
    text: row.notes || null,
    badges: [],
    facts: [
      { term: "Breaks", detail: row.breaks.length ? row.breaks.map((b) => `${b.from}–${b.to}`).join(", ") : "none" },
      { term: "Days that differ", detail: upcoming ? String(upcoming) : "none" },
    ],
    external: null,
    isActive: row.isActive,
  };
}

export const bookingResourceCollection = defineCollection({
  editor,
  screen: {
    title: "Booking resources",
    description:
      "What appointments hold: equipment with its places (the hyperbaric chamber seats two), rooms and practitioners, each with its week, breaks and days that differ. The clinic's holiday closures apply to all.",
    addLabel: "Add Resource",
    listLabel: "Resources",
    deleteQuestion: RESOURCE_DELETE_QUESTION,
  },
  noun: (row) => `resource ${row.name}`,
  async page(db) {
    const rows = await listBookingResources(db);
    return {
      sections: RESOURCE_KINDS.map((kind) => ({
        key: kind,
        heading: SECTION_HEADINGS[kind],
        note: null,
        empty: `No ${SECTION_HEADINGS[kind].toLowerCase()} yet.`,
        rows: rows.filter((r) => r.kind === kind),
      })),
    };
  },
  card,
  async startsWith(db, params) {
    const raw = params.get("kind");
    return { kind: isResourceKind(raw) ? raw : "equipment", sortOrder: await nextBookingResourceSortOrder(db) };
  },
});
