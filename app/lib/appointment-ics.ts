// An appointment as a calendar file (RFC 5545), for the booking page's "Add to calendar" and the
// confirmation mail. Times are written as UTC instants (…Z), so every calendar shows the same
// moment in its own zone: no zone rules of ours to go stale in a patient's phone.
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

export interface AppointmentEvent {
  reference: string;
  /** The site's host, for the event's unique id (`SAM-7K3Q@clinic.example`). */
  host: string;
  summary: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  /** Raised each time the appointment moves, so calendars replace their copy. */
  sequence: number;
  /** When this version was made. */
  stamp: Date;
  /** The private page of the booking. */
  url: string;
}

export function appointmentIcs(event: AppointmentEvent): string {
  const calendar = ical({ prodId: { company: "Samudra", product: "Appointments", language: "EN" }, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `${event.reference}@${event.host}`,
    start: event.startsAt,
    end: event.endsAt,
    stamp: event.stamp,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    sequence: event.sequence,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
