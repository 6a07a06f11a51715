// What a patient books (issue 47 item 1): a therapy's session or a doctor's consultation, with
// how long it lasts, what it holds (a resource, and a practitioner when one is needed), how far
// ahead and how late it may be booked, cancelled or moved. The table `booking_services` keeps
// the rows.
import { BOOKING_MODE_LABELS, BOOKING_MODES } from "~/lib/booking-fields";
import { activeField, sortOrderField } from "./common-fields";
import { f, type GroupIssue } from "./fields";
import { defineRecordType, type RecordValue } from "./record-type";

const whole = (label: string, min: number, max: number, help?: string) =>
  f.number(label, { min, max, message: `Please enter ${label.toLowerCase()} as a whole number from ${min} to ${max}.`, help });

/** A practitioner is a resource of that kind, and not the same row as the resource. */
const resourcesRule = (service: Record<string, unknown>): GroupIssue[] =>
  service.practitionerId !== null && service.practitionerId === service.resourceId
    ? [{ path: ["practitionerId"], message: "Choose a practitioner other than the resource, or none." }]
    : [];

export const bookingServiceType = defineRecordType({
  entity: "booking_service",
  table: "booking_services",
  label: "Service",
  permission: "settings:manage",
  titleField: "name",
  listPath: "/admin/booking-services",
  blank: {
    isActive: true,
    mode: "in_person",
    durationMinutes: 60,
    bufferMinutes: 0,
    stepMinutes: 30,
    bookNoticeHours: 12,
    cancelNoticeHours: 24,
    rescheduleNoticeHours: 24,
    horizonDays: 60,
  },
  publicFields: ["name", "description", "mode", "durationMinutes"],
  sections: { durationMinutes: "Length", resourceId: "What it holds", bookNoticeHours: "When it may be booked and changed" },
  fields: f.group(
    "Service",
    {
      name: f.text("Name", {
        max: 120,
        help: "As patients see it when they book, e.g. Hyperbaric oxygen session.",
        messages: { missing: "Please enter the service's name.", tooLong: "Please keep the name under 120 characters." },
      }),
      description: f.textarea("Description", {
        max: 500,
        optional: true,
        help: "One or two sentences shown when booking: what to bring, how to prepare.",
        messages: { tooLong: "Please keep the description under 500 characters." },
      }),
      therapyId: f.reference("Therapy", "therapyIds", {
        help: "Its therapy page offers this service under Book This Therapy.",
        notAChoice: "Please choose a therapy from the list.",
        noneLabel: "No therapy (a consultation)",
      }),
      mode: f.select(
        "Where",
        BOOKING_MODES.map((value) => ({ value, label: BOOKING_MODE_LABELS[value] })),
        { widget: "radio", message: "Please choose where the session takes place." },
      ),
      durationMinutes: whole("Duration in minutes", 5, 480, "The patient's time in the session."),
      bufferMinutes: whole("Buffer after, in minutes", 0, 240, "Kept free after each session for cleaning or preparing."),
      stepMinutes: whole("Start times every, in minutes", 5, 240, "15 offers 09:00, 09:15, 09:30 …"),
      resourceId: f.reference("Resource", "resourceIds", {
        help: "The chamber, cabin or room each session holds. Without one the service cannot be booked.",
        notAChoice: "Please choose a resource from the list.",
        noneLabel: "None yet",
      }),
      practitionerId: f.reference("Practitioner", "resourceIds", {
        help: "Only when a particular practitioner must be there, e.g. a doctor's consultation.",
        notAChoice: "Please choose a practitioner from the list.",
        noneLabel: "Any (not needed)",
      }),
      bookNoticeHours: whole("Book at least, hours before", 0, 720),
      cancelNoticeHours: whole("Cancel at least, hours before", 0, 720),
      rescheduleNoticeHours: whole("Move at least, hours before", 0, 720),
      horizonDays: whole("Book up to, days ahead", 1, 365),
      sortOrder: sortOrderField(),
      isActive: activeField(),
    },
    { check: resourcesRule },
  ),
});

export type BookingService = RecordValue<typeof bookingServiceType>;
