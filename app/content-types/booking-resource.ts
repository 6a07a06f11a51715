// What a booking holds (issue 47 item 1): a chamber with its seats, a cabin, a room or a
// practitioner, with the week it is open, its daily breaks and the days that differ. The
// table `booking_resources` keeps the rows; the free times are computed from them
// (app/lib/availability.ts) and the database holds bookings to the capacity.
import { RESOURCE_KIND_LABELS, RESOURCE_KINDS } from "~/lib/booking-fields";
import { hoursRule, WEEKDAYS, weekHoursField } from "./clinic-settings";
import { activeField, sortOrderField } from "./common-fields";
import { f, type GroupIssue } from "./fields";
import { defineRecordType, type RecordValue } from "./record-type";

const spanRule = (span: Record<string, unknown>): GroupIssue[] =>
  span.from && span.to && String(span.from) >= String(span.to)
    ? [{ path: ["to"], message: "Break: the end must be after the start." }]
    : [];

/** Monday to Saturday open from one time to another, Sunday closed. */
export const weekOf = (open: string, close: string) =>
  WEEKDAYS.map((day) => (day === "Sunday" ? { day, closed: true, open: "", close: "" } : { day, closed: false, open, close }));

/** What a new resource starts with. */
export const CLINIC_WEEK = weekOf("09:00", "18:00");

export const bookingResourceType = defineRecordType({
  entity: "booking_resource",
  table: "booking_resources",
  label: "Resource",
  permission: "settings:manage",
  titleField: "name",
  listPath: "/admin/booking-resources",
  blank: { isActive: true, kind: "equipment", capacity: 1, hours: CLINIC_WEEK, breaks: [{ from: "13:00", to: "14:00" }] },
  publicFields: [],
  fields: f.group("Resource", {
    name: f.text("Name", {
      max: 100,
      translatable: false,
      help: "As staff know it, e.g. Hyperbaric chamber or Consultation room 2.",
      messages: { missing: "Please enter a name for the resource.", tooLong: "Please keep the name under 100 characters." },
    }),
    kind: f.select(
      "Kind",
      RESOURCE_KINDS.map((value) => ({ value, label: RESOURCE_KIND_LABELS[value] })),
      { widget: "radio", message: "Please choose what kind of resource this is." },
    ),
    doctorSlug: f.reference("Doctor", "doctors", {
      help: "For a practitioner: the doctor whose consultations it is.",
      notAChoice: "Please choose a doctor from the list.",
      noneLabel: "No doctor",
    }),
    capacity: f.number("Places at once", {
      min: 1,
      max: 50,
      message: "Please enter how many patients it takes at once, from 1 to 50.",
      help: "The hyperbaric chamber takes 2; a cabin, a room or a practitioner usually 1.",
    }),
    hours: weekHoursField("Weekly hours"),
    breaks: f.list("Daily breaks", "Break", f.group("Break", { from: f.time("From"), to: f.time("To") }, { check: spanRule }), {
      max: 4,
      help: "No session is booked across a break, e.g. lunch from 13:00 to 14:00.",
    }),
    exceptions: f.list(
      "Days that differ",
      "Day",
      f.group(
        "Day",
        {
          date: f.date("Date"),
          closed: f.checkbox("Closed all day"),
          open: f.time("Opens", { optional: true }),
          close: f.time("Closes", { optional: true }),
        },
        { check: hoursRule },
      ),
      {
        max: 60,
        help: "A service day, a doctor's leave or longer hours. The clinic's holiday closures (Clinic settings) apply to every resource.",
      },
    ),
    notes: f.textarea("Notes for staff", { max: 500, optional: true, translatable: false }),
    sortOrder: sortOrderField(),
    isActive: activeField(),
  }),
});

export type BookingResource = RecordValue<typeof bookingResourceType>;
