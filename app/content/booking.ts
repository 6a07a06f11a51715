// The clinic's starting services and resources (issue 47 item 1): one service per therapy and a
// consultation with each doctor, each holding what it really uses. Stored once per name
// (decision 086); from then on the clinic edits them under Booking services and resources.
// Durations follow the therapies' own pages; the buffers are the clinic's turnaround times.
import { type BookingResource, weekOf as week } from "~/content-types/booking-resource";
import type { BookingService } from "~/content-types/booking-service";
import { consultantSlug, surgeonSlug } from "./doctor-names";

const lunch = [{ from: "13:00", to: "14:00" }];

type ResourceSeed = Omit<BookingResource, "sortOrder" | "isActive" | "doctorSlug" | "notes" | "exceptions"> &
  Partial<Pick<BookingResource, "doctorSlug" | "notes">>;

export const bookingResourceSeeds: ResourceSeed[] = [
  {
    name: "Hyperbaric chamber",
    kind: "equipment",
    capacity: 2,
    hours: week("08:00", "18:00"),
    breaks: lunch,
    notes: "Two seats. Every session is supervised from start to finish.",
  },
  { name: "Cryotherapy cabin", kind: "equipment", capacity: 1, hours: week("09:00", "18:00"), breaks: lunch },
  { name: "Zero-gravity gait trainer", kind: "equipment", capacity: 1, hours: week("09:00", "17:00"), breaks: lunch },
  { name: "Hydrogen inhalation station", kind: "equipment", capacity: 2, hours: week("09:00", "18:00"), breaks: lunch },
  { name: "Physiotherapy room", kind: "room", capacity: 1, hours: week("09:00", "17:00"), breaks: lunch },
  { name: "Consultation room", kind: "room", capacity: 1, hours: week("10:00", "19:00"), breaks: lunch },
  {
    name: "Dr. Aditya Varma",
    kind: "practitioner",
    capacity: 1,
    doctorSlug: surgeonSlug,
    hours: week("16:00", "19:00").map((d) => (d.day === "Saturday" ? { ...d, open: "10:00", close: "13:00" } : d)),
    breaks: [],
    notes: "Consultations on weekday evenings and Saturday mornings, outside theatre hours.",
  },
  {
    name: "Dr. Gurpreet Singh Bedi",
    kind: "practitioner",
    capacity: 1,
    doctorSlug: consultantSlug,
    hours: week("10:00", "16:00"),
    breaks: lunch,
  },
];

type ServiceSeed = Omit<BookingService, "sortOrder" | "isActive" | "therapyId" | "resourceId" | "practitionerId" | "description"> & {
  description?: string;
  therapySlug: string | null;
  resource: string;
  practitioner?: string;
};

const rules = { bookNoticeHours: 12, cancelNoticeHours: 24, rescheduleNoticeHours: 24, horizonDays: 60 };

/** Half an hour with a doctor in the shared consultation room. */
const consultation = (doctor: string): ServiceSeed => ({
  name: `Consultation with ${doctor}`,
  description: "Bring earlier reports, scans and a list of your medicines.",
  therapySlug: null,
  mode: "in_person",
  durationMinutes: 30,
  bufferMinutes: 0,
  stepMinutes: 30,
  resource: "Consultation room",
  practitioner: doctor,
  ...rules,
});

export const bookingServiceSeeds: ServiceSeed[] = [
  {
    name: "Hyperbaric oxygen session",
    description:
      "Wear cotton clothing and leave metal, electronics and cosmetics outside the chamber. Your first session follows a doctor's assessment.",
    therapySlug: "hyperbaric-oxygen-therapy",
    mode: "in_person",
    durationMinutes: 90,
    bufferMinutes: 15,
    stepMinutes: 30,
    resource: "Hyperbaric chamber",
    ...rules,
  },
  {
    name: "Cryotherapy session",
    description: "About 15 minutes at the clinic for a 2-3 minute exposure, with staff beside you throughout.",
    therapySlug: "cryotherapy",
    mode: "in_person",
    durationMinutes: 15,
    bufferMinutes: 5,
    stepMinutes: 15,
    resource: "Cryotherapy cabin",
    ...rules,
  },
  {
    name: "Gait training session",
    therapySlug: "zero-gravity-gait-trainer",
    mode: "in_person",
    durationMinutes: 45,
    bufferMinutes: 15,
    stepMinutes: 30,
    resource: "Zero-gravity gait trainer",
    ...rules,
  },
  {
    name: "Hydrogen inhalation session",
    therapySlug: "hydrogen-inhalation",
    mode: "in_person",
    durationMinutes: 60,
    bufferMinutes: 10,
    stepMinutes: 30,
    resource: "Hydrogen inhalation station",
    ...rules,
  },
  {
    name: "Post-pregnancy rehabilitation session",
    therapySlug: "post-pregnancy-rehabilitation",
    mode: "in_person",
    durationMinutes: 60,
    bufferMinutes: 0,
    stepMinutes: 60,
    resource: "Physiotherapy room",
    ...rules,
  },
  consultation("Dr. Aditya Varma"),
  consultation("Dr. Gurpreet Singh Bedi"),
  {
    name: "Video consultation with Dr. Gurpreet Singh Bedi",
    description: "For patients abroad: a first conversation about your reports before you plan a visit. The link comes by e-mail.",
    therapySlug: null,
    mode: "video",
    durationMinutes: 30,
    bufferMinutes: 0,
    stepMinutes: 30,
    resource: "Dr. Gurpreet Singh Bedi",
    ...rules,
    bookNoticeHours: 24,
  },
];
