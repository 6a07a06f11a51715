import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  numeric,
  pgSequence,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Types only (erased): the schema stays loadable by drizzle-kit on its own.
import type { DayException, TimeSpan, WeeklyHours } from "../../lib/availability";
import type { BookingModeName, ResourceKind } from "../../lib/booking-fields";
import type { CaseState } from "../../lib/case-desk";
import type { CaseTaskKind } from "../../lib/case-tasks";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export type UserRole = "admin" | "editor" | "doctor";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<UserRole>().notNull(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Base32 TOTP secret; set while enrolling, in use once totp_enabled_at is set (issue 16). */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer("totp_last_step"),
    /** Where notices of changes to this account's sign-in go (issue 49); optional. */
    email: text("email"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    check("users_role_check", sql`${t.role} in ('admin', 'editor', 'doctor')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the random token: a leaked table cannot be replayed as cookies.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** A salted hash of the address the session signed in from, never the address (issue 16). */
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** How the session signed in: password, password+totp, password+recovery, passkey. */
    method: text("method"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

// Second factors and passkeys (issue 16). One-time recovery codes, stored as hashes only.
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId), uniqueIndex("recovery_codes_hash_idx").on(t.codeHash)],
);

/** WebAuthn credentials a staff member registered (a passkey each). */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential ID, base64url. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deviceType: text("device_type"),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * Short-lived sign-in state shared by every instance: a WebAuthn challenge, or a password
 * already checked that waits for its second factor. The id is the SHA-256 of a random token
 * kept in a cookie; a row is used once and lives minutes.
 */
export const authChallenges = pgTable(
  "auth_challenges",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<"passkey-register" | "passkey-login" | "second-factor">().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    challenge: text("challenge"),
    /** Where to go after signing in (second factor), already checked to be a staff page. */
    redirectTo: text("redirect_to"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("auth_challenges_expires_idx").on(t.expiresAt),
    check("auth_challenges_kind_check", sql`${t.kind} in ('passkey-register', 'passkey-login', 'second-factor')`),
  ],
);

export interface Faq {
  question: string;
  answer: string;
}

export interface SeoFields {
  title: string;
  description: string;
  keywords: string[];
}

export const therapies = pgTable(
  "therapies",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull().default(""),
    descriptionHtml: text("description_html").notNull().default(""),
    howItWorksHtml: text("how_it_works_html").notNull().default(""),
    benefits: text("benefits")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    whoItsFor: text("who_its_for").notNull().default(""),
    conditions: text("conditions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    duration: text("duration").notNull().default(""),
    sessions: text("sessions").notNull().default(""),
    frequency: text("frequency").notNull().default(""),
    heroImage: text("hero_image"),
    icon: text("icon").notNull().default("Activity"),
    accent: text("accent").notNull().default("teal"),
    youtubeUrl: text("youtube_url"),
    faqs: jsonb("faqs").$type<Faq[]>().notNull().default([]),
    relatedSlugs: text("related_slugs")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seo: jsonb("seo").$type<SeoFields | null>(),
    isActive: boolean("is_active").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("therapies_active_idx").on(t.isActive, t.sortOrder),
    // The staff list's keyset order (docs/decisions/035).
    index("therapies_order_idx").on(t.sortOrder, t.id),
  ],
);

export type TestimonialPlacement = "home" | "international" | "wellness" | "therapy";

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    age: integer("age"),
    location: text("location").notNull().default(""),
    condition: text("condition").notNull().default(""),
    rating: integer("rating").notNull().default(5),
    review: text("review").notNull(),
    image: text("image"),
    therapySlug: text("therapy_slug"),
    /** The doctor the story is about (a doctor document's key); shown on their profile. */
    doctorSlug: text("doctor_slug"),
    youtubeUrl: text("youtube_url"),
    placement: text("placement").$type<TestimonialPlacement>().notNull().default("home"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** Picked by the clinic for the home page's carousel (any placement; docs/decisions/035). */
    featured: boolean("featured").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check("testimonials_rating_check", sql`${t.rating} between 1 and 5`),
    check("testimonials_placement_check", sql`${t.placement} in ('home', 'international', 'wellness', 'therapy')`),
    index("testimonials_placement_idx").on(t.placement, t.isActive),
    index("testimonials_doctor_idx")
      .on(t.doctorSlug)
      .where(sql`${t.doctorSlug} is not null`),
    // Keyset orders (docs/decisions/035): the staff list and each placement's public reviews in
    // the clinic's order; the public reviews page newest first; the home carousel's picks.
    index("testimonials_placement_order_idx").on(t.placement, t.sortOrder, t.id),
    index("testimonials_active_created_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.isActive}`),
    index("testimonials_featured_idx")
      .on(t.sortOrder, t.id)
      .where(sql`${t.isActive} and ${t.featured}`),
  ],
);

export type GalleryCategory = "Equipment" | "Treatment" | "Facility" | "Staff" | "Patients";

export interface MediaVariant {
  format: "avif" | "webp" | "jpeg" | "png";
  width: number;
  height: number;
  key: string;
  bytes: number;
}

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: serial("id").primaryKey(),
    // Uploaded images have a storage key (variants live beside it); images added
    // by address, and the bundled illustrations, have a url instead.
    storageKey: text("storage_key"),
    url: text("url"),
    title: text("title").notNull(),
    category: text("category").$type<GalleryCategory>().notNull(),
    alt: text("alt").notNull().default(""),
    width: integer("width"),
    height: integer("height"),
    /** Encoded renditions of an upload: one row per format and width, with their byte sizes. */
    variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
    /** Size of the file as uploaded (never served). */
    originalBytes: integer("original_bytes"),
    therapySlug: text("therapy_slug"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("gallery_source_check", sql`${t.storageKey} is not null or ${t.url} is not null`),
    // Keyset orders (docs/decisions/035): the staff list newest first, all or by category; a
    // therapy page's images in the clinic's order.
    index("gallery_created_idx").on(t.createdAt, t.id),
    index("gallery_category_created_idx").on(t.category, t.createdAt, t.id),
    index("gallery_therapy_order_idx")
      .on(t.therapySlug, t.sortOrder, t.id)
      .where(sql`${t.therapySlug} is not null`),
    // The media library's search by title and alt text (issue 44, docs/decisions/075): trigram
    // GIN as the inbox's (pg_trgm from migration 0012), written straight in (no pending list).
    index("gallery_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("gallery_alt_trgm_idx").using("gin", t.alt.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

export type VideoCategory = "therapy" | "testimonial" | "facility";

export const videoEmbeds = pgTable(
  "video_embeds",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    // Null when the address could not be parsed: such a video is never shown publicly.
    embedId: char("embed_id", { length: 11 }),
    category: text("category").$type<VideoCategory>().notNull(),
    therapyId: integer("therapy_id").references(() => therapies.id, { onDelete: "set null" }),
    /** The doctor who appears in or presents the video; shown on their profile. */
    doctorSlug: text("doctor_slug"),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("video_category_check", sql`${t.category} in ('therapy', 'testimonial', 'facility')`),
    index("video_embeds_doctor_idx")
      .on(t.doctorSlug)
      .where(sql`${t.doctorSlug} is not null`),
  ],
);

export const bookingResources = pgTable(
  "booking_resources",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind").$type<ResourceKind>().notNull(),
    /** The doctor a practitioner is, whose profile the consultation is booked from. */
    doctorSlug: text("doctor_slug"),
    /** How many bookings it holds at once (the hyperbaric chamber: 2 seats). */
    capacity: integer("capacity").notNull().default(1),
    // In the shapes the free times read (lib/availability.ts), as the declaration gives them.
    hours: jsonb("hours").$type<WeeklyHours[]>().notNull(),
    breaks: jsonb("breaks").$type<TimeSpan[]>().notNull().default([]),
    exceptions: jsonb("exceptions").$type<DayException[]>().notNull().default([]),
    notes: text("notes").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("booking_resource_kind_check", sql`${t.kind} in ('equipment', 'room', 'practitioner')`),
    check("booking_resource_capacity_check", sql`${t.capacity} between 1 and 50`),
  ],
);

/** What a patient books (issue 47): a therapy's session or a consultation, with its rules. */
export const bookingServices = pgTable(
  "booking_services",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    therapyId: integer("therapy_id").references(() => therapies.id, { onDelete: "set null" }),
    mode: text("mode").$type<BookingModeName>().notNull().default("in_person"),
    durationMinutes: integer("duration_minutes").notNull(),
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    stepMinutes: integer("step_minutes").notNull().default(30),
    /** Null once its resource is deleted: the service is then not bookable until one is chosen. */
    resourceId: integer("resource_id").references(() => bookingResources.id, { onDelete: "set null" }),
    practitionerId: integer("practitioner_id").references(() => bookingResources.id, { onDelete: "set null" }),
    bookNoticeHours: integer("book_notice_hours").notNull().default(12),
    cancelNoticeHours: integer("cancel_notice_hours").notNull().default(24),
    rescheduleNoticeHours: integer("reschedule_notice_hours").notNull().default(24),
    horizonDays: integer("horizon_days").notNull().default(60),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("booking_service_mode_check", sql`${t.mode} in ('in_person', 'video')`),
    check("booking_service_duration_check", sql`${t.durationMinutes} between 5 and 480`),
    index("booking_services_resource_idx").on(t.resourceId),
    index("booking_services_practitioner_idx").on(t.practitionerId),
  ],
);

/** An appointment's course (issue 47): a hold while the patient types, then booked, and how it ended. */
export type AppointmentStatus = "held" | "booked" | "checked_in" | "no_show" | "cancelled" | "completed";
export type AppointmentOrigin = "site" | "front_desk";
export type NoticeEvent = "confirmation" | "reminder" | "change" | "cancellation";
export type NoticeChannel = "email" | "whatsapp";
/** pending → sent (the provider took it) → delivered → read, from the provider's statuses;
 * failed (given up, or the provider said so); skipped (no longer true: cancelled, moved, consent
 * withdrawn, or its time passed unsent). */
export type NoticeStatus = "pending" | "sent" | "delivered" | "read" | "failed" | "skipped";

/**
 * A time a service holds its resources (issue 47 items 2-3). The database keeps them within each
 * resource's places: a booking locks its resources' rows and counts what overlaps before it
 * inserts (server/booking/appointments.server.ts), on PGlite and PostgreSQL alike.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    serviceId: integer("service_id").references(() => bookingServices.id, { onDelete: "set null" }),
    /** The service's name when booked: the appointment reads the same if the service changes. */
    serviceName: text("service_name").notNull(),
    resourceId: integer("resource_id").references(() => bookingResources.id, { onDelete: "set null" }),
    practitionerId: integer("practitioner_id").references(() => bookingResources.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The end of the service's buffer: until then its resources are not free. */
    occupiedUntil: timestamp("occupied_until", { withTimezone: true }).notNull(),
    status: text("status").$type<AppointmentStatus>().notNull(),
    /** A hold counts until then; after, its places are free again. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** The patient's details (name, phone, e-mail, country, note, time zone), sealed with the
     * health-data key and bound to the reference (server/booking/patient.server.ts); null while held. */
    patient: text("patient"),
    /** The language the patient booked in: their mails and pages speak it. */
    locale: text("locale"),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Who cancelled ("patient" on the manage page) and why, when staff say. */
    cancelledBy: text("cancelled_by"),
    movedAt: timestamp("moved_at", { withTimezone: true }),
    /** Where it was booked: on the site by the patient, or by the front desk for a caller. */
    bookedVia: text("booked_via").$type<AppointmentOrigin>().notNull().default("site"),
    /** The staff member who booked it for a caller. */
    bookedBy: integer("booked_by").references(() => users.id, { onDelete: "set null" }),
    /** The lead it was booked from (issue 47 item 6): the lead links here, and the reports follow
     * leads to booked to attended. */
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    /** The front desk's own note and a cancellation's reason: sealed like the patient's details. */
    staffNote: text("staff_note"),
    cancelReason: text("cancel_reason"),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    /** The appointments booked together as one series ("10 sessions, weekdays at 10:00") share
     * the first one's reference here. */
    series: text("series"),
    // Where the booking came from, as for leads (docs/decisions/026): no cookies, null where unknown.
    pagePath: text("page_path"),
    landingPath: text("landing_path"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").$type<DeviceClass>(),
    ...timestamps,
  },
  (t) => [
    check("appointment_booked_via_check", sql`${t.bookedVia} in ('site', 'front_desk')`),
    index("appointments_inquiry_idx")
      .on(t.inquiryId)
      .where(sql`${t.inquiryId} is not null`),
    // The retention clean-up's batches, oldest first (issue 47 item 8), and the reports' no-shows
    // of a period (item 7).
    index("appointments_ends_at_idx").on(t.endsAt),
    index("appointments_starts_at_idx").on(t.startsAt),
    // The reports' bookings made without a lead in a period, on the words their query uses.
    index("appointments_direct_booked_idx")
      .on(sql`coalesce(${t.bookedAt}, ${t.createdAt})`)
      .where(sql`${t.inquiryId} is null`),
    index("appointments_series_idx")
      .on(t.series)
      .where(sql`${t.series} is not null`),
    check("appointment_status_check", sql`${t.status} in ('held', 'booked', 'checked_in', 'no_show', 'cancelled', 'completed')`),
    check("appointment_times_check", sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.occupiedUntil}`),
    // What a booking counts and the free times read: a resource's appointments by time.
    index("appointments_resource_time_idx").on(t.resourceId, t.startsAt),
    index("appointments_practitioner_time_idx")
      .on(t.practitionerId, t.startsAt)
      .where(sql`${t.practitionerId} is not null`),
  ],
);

// What the patient is told about an appointment (issue 47 item 5; docs/decisions/092): its
// confirmation, reminders, a change or a cancellation, by e-mail or WhatsApp. A row per message,
// queued with the change that calls for it, composed when sent from the appointment as it is
// then (its address never copied here), claimed FOR UPDATE SKIP LOCKED as the mail outbox is.
export const appointmentNotices = pgTable(
  "appointment_notices",
  {
    id: serial("id").primaryKey(),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    event: text("event").$type<NoticeEvent>().notNull(),
    channel: text("channel").$type<NoticeChannel>().notNull(),
    /** `<appointment id>:<start>:<the change's moment>:<event>[:<minutes before>]:<channel>`: queuing it
     * again (a retried request, another instance) is a no-op. */
    dedupeKey: text("dedupe_key").notNull(),
    /** The start the message speaks of: one for another start (moved since) is never sent. */
    forStartsAt: timestamp("for_starts_at", { withTimezone: true }).notNull(),
    /** A reminder's offset before the start, in minutes. */
    minutesBefore: integer("minutes_before"),
    status: text("status").$type<NoticeStatus>().notNull().default("pending"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The provider's id of the sent message (WhatsApp's wamid), which its statuses name. */
    providerId: text("provider_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    statusAt: timestamp("status_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("appointment_notices_dedupe_idx").on(t.dedupeKey),
    index("appointment_notices_due_idx").on(t.status, t.dueAt),
    index("appointment_notices_appointment_idx").on(t.appointmentId),
    index("appointment_notices_provider_idx")
      .on(t.providerId)
      .where(sql`${t.providerId} is not null`),
    check("appointment_notices_event_check", sql`${t.event} in ('confirmation', 'reminder', 'change', 'cancellation')`),
    check("appointment_notices_channel_check", sql`${t.channel} in ('email', 'whatsapp')`),
    check("appointment_notices_status_check", sql`${t.status} in ('pending', 'sent', 'delivered', 'read', 'failed', 'skipped')`),
  ],
);

// A patient's yes to reminders on one channel for one appointment (issue 47 item 5): when, the
// words they agreed to (their version), on which form; and when and how it was withdrawn.
export const reminderConsents = pgTable(
  "reminder_consents",
  {
    id: serial("id").primaryKey(),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    channel: text("channel").$type<NoticeChannel>().notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
    /** The consent text's version ("reminders-2026-12"), whose words are in the interface texts. */
    textVersion: text("text_version").notNull(),
    /** Where it was given: "book" (the site's form) or "front-desk" (told to staff on the phone). */
    form: text("form").notNull(),
    /** A keyed hash of the patient's number (E.164): a STOP from it on WhatsApp finds its
     * bookings' consents without the number being kept in clear. */
    phoneKey: text("phone_key"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** "manage-page", "whatsapp-stop" or "front-desk". */
    withdrawnVia: text("withdrawn_via"),
  },
  (t) => [
    uniqueIndex("reminder_consents_appointment_channel_idx").on(t.appointmentId, t.channel),
    index("reminder_consents_phone_idx")
      .on(t.phoneKey)
      .where(sql`${t.phoneKey} is not null and ${t.withdrawnAt} is null`),
    check("reminder_consents_channel_check", sql`${t.channel} in ('email', 'whatsapp')`),
  ],
);

export type InquirySource = "home" | "international" | "wellness" | "therapy" | "contact";
export type DeviceClass = "phone" | "tablet" | "desktop";
export type InquiryStatus = "new" | "contacted" | "booked" | "closed";

/** The phone's digits (d below) as E.164 digits: a leading "+" or "00" means a country code is
 * there; 11 digits with a trunk 0 or 10 digits alone are an Indian number; "+91 0…" drops the
 * 0. Fewer than 7 digits is no number to group by. No backslashes: [0-9] reads the same under
 * either string setting. */
const PHONE_DIGITS = sql.raw(`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`);
const PHONE_KEY_SQL = sql`case
    when length(${PHONE_DIGITS}) < 7 then null
    when btrim(phone) ~ '^[+]' and ${PHONE_DIGITS} ~ '^910[0-9]{10}$' then '91' || substr(${PHONE_DIGITS}, 4)
    when btrim(phone) ~ '^[+]' then ${PHONE_DIGITS}
    when btrim(phone) ~ '^00' then substr(${PHONE_DIGITS}, 3)
    when ${PHONE_DIGITS} ~ '^0[0-9]{10}$' then '91' || substr(${PHONE_DIGITS}, 2)
    when length(${PHONE_DIGITS}) = 10 then '91' || ${PHONE_DIGITS}
    else ${PHONE_DIGITS}
  end`;

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    source: text("source").$type<InquirySource>().notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    country: text("country"),
    interest: text("interest"),
    travelDates: text("travel_dates"),
    message: text("message"),
    status: text("status").$type<InquiryStatus>().notNull().default("new"),
    statusChangedBy: integer("status_changed_by").references(() => users.id, {
      onDelete: "set null",
    }),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Salted hash, not the address: enough to spot abuse, not to identify a visitor.
    ipHash: text("ip_hash"),
    /** The language of the page the form was on (app/i18n/locales.ts), which its answers and
     * WhatsApp text were written in. */
    language: text("language").notNull().default("en"),
    // Where the lead came from (issue 15; docs/decisions/026), without cookies: the page the
    // form was on, the visit's first page, the host that sent the visitor, the campaign's UTM
    // tags (each cut to ATTRIBUTION_MAX) and the device's class. Null where unknown.
    pagePath: text("page_path"),
    landingPath: text("landing_path"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").$type<DeviceClass>(),
    // Follow-up (issue 15 item 2): who answers it and when to call back.
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    followUpOn: date("follow_up_on", { mode: "string" }),
    /** When it first left "new": how long leads wait for an answer (the dashboard's median). */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    /** The phone's digits alone, so "98480 12345" finds "+91 98480-12345" through an index
     * (docs/decisions/033); generated, so no insert can forget it. */
    phoneDigits: text("phone_digits").generatedAlwaysAs(sql`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`),
    /** What the patient is told to quote ("SAM-7K3QX2", issue 44): random, so it says nothing of
     * how many leads the clinic has; null for leads stored before references existed. */
    reference: text("reference"),
    /** One person's submissions found together (issue 44: "five submissions by one person are
     * five unrelated cards"): the phone as the digits of its E.164 form, however it was typed.
     * Leads stored since numbers were checked hold E.164 ("+919848012345" → 919848012345);
     * older ones hold what patients typed, read here as the clinic's own (Indian) plan reads
     * it: "098480-12345" and "9848012345" → 919848012345. Generated, so every row has it, the
     * migration fills the old ones and no write path can forget it (docs/decisions/077). */
    phoneKey: text("phone_key").generatedAlwaysAs(PHONE_KEY_SQL),
    /** The e-mail address as one person's key: case and surrounding spaces never count. */
    emailKey: text("email_key").generatedAlwaysAs(sql`nullif(lower(btrim(coalesce(email, ''))), '')`),
  },
  (t) => [
    check("inquiries_source_check", sql`${t.source} in ('home', 'international', 'wellness', 'therapy', 'contact')`),
    check("inquiries_status_check", sql`${t.status} in ('new', 'contacted', 'booked', 'closed')`),
    check("inquiries_language_check", sql`${t.language} in ('en', 'hi', 'te', 'ar')`),
    check("inquiries_device_check", sql`${t.device} in ('phone', 'tablet', 'desktop')`),
    // The inbox at scale (issue 20, docs/decisions/033): one btree per order the inbox pages
    // (ascending, read backwards for "newest first": a DESC index would be NULLS LAST here)
    // by (newest first, and within a status or a source or a language), trigram GIN for its
    // substring search; pg_trgm is created by migration 0012. The trigram indexes take each
    // inquiry straight in, with no pending list for every search to read (docs/decisions/057).
    index("inquiries_created_id_idx").on(t.createdAt, t.id),
    index("inquiries_status_created_idx").on(t.status, t.createdAt, t.id),
    index("inquiries_source_created_idx").on(t.source, t.createdAt, t.id),
    index("inquiries_language_created_idx").on(t.language, t.createdAt, t.id),
    index("inquiries_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("inquiries_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("inquiries_phone_digits_trgm_idx").using("gin", t.phoneDigits.op("gin_trgm_ops")).with({ fastupdate: false }),
    uniqueIndex("inquiries_reference_idx").on(t.reference),
    // One person's history (issue 44): each key finds its few rows; the page's counts are one
    // query through these (docs/decisions/077).
    index("inquiries_phone_key_idx")
      .on(t.phoneKey)
      .where(sql`${t.phoneKey} is not null`),
    index("inquiries_email_key_idx")
      .on(t.emailKey)
      .where(sql`${t.emailKey} is not null`),
    // In the call list's order and INCLUDing what its filter and the dashboard's count read
    // (drizzle/0026, by hand): the ids of the follow-ups due come from the index alone.
    index("inquiries_follow_up_idx")
      .on(t.followUpOn, t.id)
      .where(sql`${t.followUpOn} is not null`),
  ],
);

// Staff notes on an inquiry: who wrote what, when (issue 15 item 2). They go with the inquiry.
export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiry_notes_inquiry_idx").on(t.inquiryId, t.createdAt)],
);

export type InquiryEventKind = "status" | "assigned" | "follow-up";

// Every change of an inquiry's status, assignee or follow-up date, with its old and new value.
export const inquiryEvents = pgTable(
  "inquiry_events",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<InquiryEventKind>().notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inquiry_events_inquiry_idx").on(t.inquiryId, t.at),
    check("inquiry_events_kind_check", sql`${t.kind} in ('status', 'assigned', 'follow-up')`),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

// Fixed-window counters; in the database so a limit holds across instances.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// Small key/value store for instance-wide settings (secrets made at first start,
// retention period, …).
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type RevisionStatus = "draft" | "published" | "scheduled";

// Editable documents (docs/decisions/021-content-documents.md): one row per document with
// its published snapshot, which public pages read; every save is a row in document_revisions.
export const documents = pgTable(
  "documents",
  {
    type: text("type").notNull(),
    key: text("key").notNull(),
    locale: text("locale").notNull().default("en"),
    /** Bumped by every save: a save naming an older version is a conflict, never an overwrite. */
    version: integer("version").notNull().default(0),
    publishedRevisionId: integer("published_revision_id"),
    publishedData: jsonb("published_data"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The revision waiting for its time, if any (one at a time per document). */
    scheduledRevisionId: integer("scheduled_revision_id"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** A collection's order on the site (doctors: the Doctors menu); singles leave it at 0. */
    position: integer("position").notNull().default(0),
    /** Off: a collection's document is kept, with its history, but not shown on the site. */
    active: boolean("active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.key, t.locale] }),
    index("documents_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.scheduledRevisionId} is not null`),
  ],
);

/**
 * What the starting content has stored, one row per type+key+locale (issue 46 item 3): a seed
 * added by an upgrade reaches an existing installation, and a seeded row staff deleted is not
 * brought back. Key "*" is migration 0030's mark of an installation seeded before this table:
 * the next start marks that type's seeds of the time as stored, without storing them again.
 */
export const contentSeeds = pgTable(
  "content_seeds",
  {
    type: text("type").notNull(),
    key: text("key").notNull(),
    locale: text("locale").notNull().default("en"),
    seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.key, t.locale] })],
);

export const documentRevisions = pgTable(
  "document_revisions",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    key: text("key").notNull(),
    locale: text("locale").notNull().default("en"),
    /** The document's version this save made. */
    version: integer("version").notNull(),
    schemaVersion: integer("schema_version").notNull().default(1),
    data: jsonb("data").notNull(),
    status: text("status").$type<RevisionStatus>().notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written: the revision still says who, after the account is gone. */
    authorName: text("author_name").notNull(),
    note: text("note").notNull().default(""),
    /** A translation's revision that a native speaker approved (docs/decisions/024); the
     * admin shows the newest revision's mark as the language's state (draft or reviewed). */
    reviewed: boolean("reviewed").notNull().default(false),
    /** A translation's revision: the English words it was made from (englishWords), so that the
     * admin can say which texts' English changed since (issue 46 item 4). Null for English
     * revisions and for translations saved before it was kept. */
    source: jsonb("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("document_revisions_version_unique").on(t.type, t.key, t.locale, t.version),
    check("document_revisions_status_check", sql`${t.status} in ('draft', 'published', 'scheduled')`),
    // The scheduled-publishing job asks every few seconds for the scheduled versions of the
    // four tables' rows that are due (docs/decisions/084): a handful among many thousands.
    index("document_revisions_scheduled_idx")
      .on(t.publishAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/** `confirmation`: the patient's own copy of their inquiry (issue 44, docs/decisions/071). */
export type MailKind = "inquiry" | "digest" | "security" | "alert" | "confirmation";
export type MailStatus = "pending" | "sent" | "failed";

// The durable outbox of staff mail (issue 15; docs/decisions/025): a lead's notification is a
// row written in the same transaction as the lead, so neither a slow or failed SMTP server nor a
// crash loses it; any instance sends it, claiming it with FOR UPDATE SKIP LOCKED and a lease.
// The mail is composed when sent, from the lead itself: no patient's details are copied here.
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<MailKind>().notNull(),
    /** One mail per lead, one digest per day: `inquiry:42`, `digest:2026-11-25`; one patient
     * confirmation per address and India day: `confirmation:2026-11-25:<keyed hash of it>`. */
    dedupeKey: text("dedupe_key").notNull(),
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "cascade" }),
    /**
     * A security notice (issue 49): the audit-log row it tells of, the staff member it is about,
     * and their address as it was when the change was made (a changed address is told at the old
     * one too).
     */
    auditId: integer("audit_id").references(() => auditLog.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    toAddress: text("to_address"),
    /** An alert's own sentence (issue 43): what was wrong with the site; never patient data. */
    note: text("note"),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While an instance is sending it, nobody else claims it (until the lease runs out). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mail_outbox_dedupe_idx").on(t.dedupeKey),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The dashboard's "sent in the last day" and "last sent" (decision 079).
    index("mail_outbox_sent_idx").on(t.status, t.sentAt),
    // The cascades' own lookups (issue 45): without them each inquiry the retention clean-up
    // deleted read the whole outbox (650 of a 500-lead batch's 820 ms at 200,000 leads).
    index("mail_outbox_inquiry_idx")
      .on(t.inquiryId)
      .where(sql`${t.inquiryId} is not null`),
    index("mail_outbox_audit_idx")
      .on(t.auditId)
      .where(sql`${t.auditId} is not null`),
    index("mail_outbox_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    check("mail_outbox_kind_check", sql`${t.kind} in ('inquiry', 'digest', 'security', 'alert', 'confirmation')`),
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

// Page views counted without cookies (issue 15 item 4; docs/decisions/028): one row per India
// day, page, referring host and device class, its count added to in batches. No visitor, IP
// address or User-Agent is kept: a row cannot be traced to anyone.
export const pageViews = pgTable(
  "page_views",
  {
    /** The day in India (Asia/Kolkata), when the clinic's day starts and ends. */
    day: date("day", { mode: "string" }).notNull(),
    /** The page's path with its language prefix ("/hi/about"), no query. */
    path: text("path").notNull(),
    language: text("language").notNull(),
    /** Another site's host, "" without a referrer, "(internal)" from a page of this site. */
    referrerHost: text("referrer_host").notNull(),
    device: text("device").$type<DeviceClass>().notNull(),
    views: integer("views").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.path, t.language, t.referrerHost, t.device] }),
    check("page_views_device_check", sql`${t.device} in ('phone', 'tablet', 'desktop')`),
  ],
);

// The dashboard's lead figures kept up to date by triggers on inquiries (issue 20,
// docs/decisions/043), so the dashboard reads a few hundred rows at any table size. Derived
// data: drizzle/0014_inquiry_rollups.sql's triggers append each statement's changes on every
// insert, update, delete and truncate of inquiries, and compactRollups folds them hourly.
// A key's figure is the sum of its rows.
export const inquiryDayCounts = pgTable(
  "inquiry_day_counts",
  {
    /** The breakdown: "form", "therapy", "country", "language", "page", "status", and for the
     * Reports page (issue 44) "campaign", "utm_source", "medium" and "referrer". */
    dimension: text("dimension").notNull(),
    /** The India day the leads arrived on. */
    day: date("day", { mode: "string" }).notNull(),
    /** The breakdown's value as the dashboard groups it; "" where the lead has none. */
    key: text("key").notNull(),
    n: integer("n").notNull(),
    /** Of those leads, how many have been answered (first_contacted_at set) and how many are
     * booked now (status "booked"): the Reports page's columns (docs/decisions/074). */
    answered: integer("answered").notNull().default(0),
    booked: integer("booked").notNull().default(0),
  },
  // Not unique: the triggers only append changes, so concurrent writers never wait on one
  // another's counter row; the hourly compaction folds them (docs/decisions/043).
  // Both INCLUDE the counts (drizzle/0024, by hand: drizzle-kit cannot say INCLUDE), so every
  // read is an index-only scan once the compaction's VACUUM has run; the second finds one key
  // across all days (the "New inquiries" tile) without walking every status row (decision 079).
  (t) => [
    index("inquiry_day_counts_dimension_day_idx").on(t.dimension, t.day, t.key),
    index("inquiry_day_counts_dimension_key_idx").on(t.dimension, t.key, t.day),
  ],
);

/** How long answered leads waited for a first contact, as a histogram per India week of arrival. */
export const inquiryWeekWaits = pgTable(
  "inquiry_week_waits",
  {
    /** Monday of the India week the leads arrived in. */
    week: date("week", { mode: "string" }).notNull(),
    /** The wait's bucket: its lower bound in minutes (app/lib/reports.ts waitBucketWidth). */
    minutes: integer("minutes").notNull(),
    n: integer("n").notNull(),
  },
  // INCLUDEs n (drizzle/0026, by hand as 0024): the first-contact report reads the index alone.
  (t) => [index("inquiry_week_waits_week_idx").on(t.week, t.minutes)],
);

export type BackupRunKind = "backup" | "drill";
export type BackupRunStatus = "queued" | "running" | "succeeded" | "failed";

// Backups and restore drills (issue 43 item 4; docs/decisions/068): one row per run, queued by
// the schedule (one per India day, its key making a second insert a no-op), by an admin or by
// the drill command, and claimed with FOR UPDATE SKIP LOCKED and a lease, as the mail outbox
// is: several instances never run one twice, and a run whose instance died is taken up again.
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<BackupRunKind>().notNull(),
    /** `scheduled:2026-12-05`, `manual:<time>`, `drill:<time>`: the same key is never queued twice. */
    dedupeKey: text("dedupe_key").notNull(),
    status: text("status").$type<BackupRunStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    /** While an instance runs it, renewed as it goes; a run past its lease is taken up again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The backup file's name (a drill: the file it restored). */
    fileName: text("file_name"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** Where the file is: this machine's folder, and the bucket when it was copied there. */
    localPath: text("local_path"),
    remoteUrl: text("remote_url"),
    /** Why the copy to the bucket failed, when the file is on this machine only. */
    remoteError: text("remote_error"),
    /** Rows per table and media objects, as in the backup (a drill: as restored). */
    counts: jsonb("counts").$type<Record<string, number>>(),
    /** What a drill found, in words; why a run failed. */
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("backup_runs_dedupe_idx").on(t.dedupeKey),
    index("backup_runs_due_idx").on(t.status, t.dueAt),
    index("backup_runs_finished_idx").on(t.kind, t.status, t.finishedAt),
    check("backup_runs_kind_check", sql`${t.kind} in ('backup', 'drill')`),
    check("backup_runs_status_check", sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
  ],
);

// The international case desk (issue 48; docs/decisions/094). A case is a patient's request
// for a treatment plan: their details sealed with the health-data key (bound to the reference),
// the state it is in, who works on it, and the moments its service clocks read.
export const cases = pgTable(
  "cases",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    state: text("state").$type<CaseState>().notNull().default("new"),
    /** The language the patient wrote in: their pages and mails speak it. */
    locale: text("locale").notNull(),
    /** The country they come from, in clear for the figures by country (not a health detail). */
    country: text("country"),
    /** The patient, their condition, medicines, travel window, attendants and contact, sealed. */
    details: text("details").notNull(),
    /** Their separate yes to the processing of their health documents, and its words' version. */
    consentGivenAt: timestamp("consent_given_at", { withTimezone: true }).notNull(),
    consentVersion: text("consent_version").notNull(),
    managerId: integer("manager_id").references(() => users.id, { onDelete: "set null" }),
    doctorId: integer("doctor_id").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    /** Staff's first message or first move: the first-answer clock's end. */
    firstAnsweredAt: timestamp("first_answered_at", { withTimezone: true }),
    planSentAt: timestamp("plan_sent_at", { withTimezone: true }),
    /** When the patient first accepted a plan (the figures' acceptance rate). */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** When it was closed or declined: retention counts from here. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** What staff asked the patient to send (the case page's "still missing"), sealed; null when nothing is. */
    missing: text("missing"),
    /** Passport details of the patient and up to two attendants, for the visa letter; sealed. */
    passports: text("passports"),
    /** The arrival the patient told (date in clear: the foreigner registration's clock). */
    arrivalAt: timestamp("arrival_at", { withTimezone: true }),
    /** Flight and pickup details, sealed. */
    arrival: text("arrival"),
    /** Raised to end every private link sent before (a patient who lost their mailbox). */
    linkVersion: integer("link_version").notNull().default(1),
    /** The patient's last file or message, for the queue's "patient wrote" mark. */
    patientActivityAt: timestamp("patient_activity_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("cases_state_idx").on(t.state, t.submittedAt),
    index("cases_submitted_idx").on(t.submittedAt),
    index("cases_finished_idx")
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
    check(
      "cases_state_check",
      sql`${t.state} in ('new', 'records_incomplete', 'under_review', 'plan_sent', 'accepted', 'letter_issued', 'travel_booked', 'arrived', 'closed', 'declined')`,
    ),
  ],
);

export type CaseFileKind = "report" | "passport";
export type CaseFileScan = "clean" | "unscanned";

// A document a patient sent (or staff added for them). Its bytes live encrypted in the health
// documents' storage under `storage_key`, each file with its own data key, wrapped here by the
// health-data key: deleting the row leaves nothing anyone can read, even where a copy remains.
export const caseFiles = pgTable(
  "case_files",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    kind: text("kind").$type<CaseFileKind>().notNull().default("report"),
    /** The sender's file name, sealed (a name can say the diagnosis). */
    name: text("name").notNull(),
    /** What the bytes were found to be, never what the name or the browser said. */
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    wrappedKey: text("wrapped_key").notNull(),
    scan: text("scan").$type<CaseFileScan>().notNull(),
    /** Staff who added it; null when the patient sent it. */
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("case_files_case_idx").on(t.caseId, t.createdAt),
    check("case_files_kind_check", sql`${t.kind} in ('report', 'passport')`),
    check("case_files_scan_check", sql`${t.scan} in ('clean', 'unscanned')`),
  ],
);

// Every opening of a case's document: who (a staff member, or the patient), when, which file.
export const caseFileViews = pgTable(
  "case_file_views",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    fileId: integer("file_id").references(() => caseFiles.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    byPatient: boolean("by_patient").notNull().default(false),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("case_file_views_case_idx").on(t.caseId, t.at),
    // The cascade's lookup when a file goes (set null).
    index("case_file_views_file_idx")
      .on(t.fileId)
      .where(sql`${t.fileId} is not null`),
  ],
);

export type CaseMessageKind = "to_patient" | "from_patient" | "note";

// What is said on a case: staff's messages to the patient (mailed, and shown on the case page),
// the patient's answers, and staff's internal notes (never shown to the patient). Sealed.
export const caseMessages = pgTable(
  "case_messages",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CaseMessageKind>().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("case_messages_case_idx").on(t.caseId, t.createdAt),
    check("case_messages_kind_check", sql`${t.kind} in ('to_patient', 'from_patient', 'note')`),
  ],
);

export type CaseEventKind = "state" | "manager" | "doctor" | "file" | "link";

// A case's history: each change of state (the clocks are read from these), of assignment, each
// file added or removed, each new link; values are states, user ids or counts, never details.
export const caseEvents = pgTable(
  "case_events",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CaseEventKind>().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("case_events_case_idx").on(t.caseId, t.at),
    check("case_events_kind_check", sql`${t.kind} in ('state', 'manager', 'doctor', 'file', 'link')`),
  ],
);

// One-time codes that let a new device open a case's page: a hash of the code, when it runs out
// and how many wrong tries it has had (five and it is spent).
export const caseCodes = pgTable(
  "case_codes",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("case_codes_case_idx").on(t.caseId, t.createdAt)],
);

/** The private link, a one-time code, staff's message, a plan (and estimate) sent, a visa letter issued. */
export type CaseNoticeKind = "link" | "code" | "message" | "plan" | "letter";

// What the patient is sent about their case (its private link, a one-time code, staff's
// message), queued with the change that calls for it and composed when sent, in the case's
// language, as appointment notices are. A code travels sealed and is wiped once sent.
export const caseNotices = pgTable(
  "case_notices",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CaseNoticeKind>().notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    /** A message's id, or the sealed code. */
    messageId: integer("message_id").references(() => caseMessages.id, { onDelete: "cascade" }),
    sealedCode: text("sealed_code"),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("case_notices_dedupe_idx").on(t.dedupeKey),
    index("case_notices_due_idx").on(t.status, t.dueAt),
    index("case_notices_case_idx").on(t.caseId),
    index("case_notices_message_idx")
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    check("case_notices_kind_check", sql`${t.kind} in ('link', 'code', 'message', 'plan', 'letter')`),
    check("case_notices_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

// Health documents whose row is gone but whose encrypted bytes may still be in storage (a
// deleted case, a storage that failed mid-delete): the clean-up removes them, retrying, so a
// closed case's files leave the disk and the bucket, not only the database.
export const healthDocumentDeletions = pgTable(
  "health_document_deletions",
  {
    id: serial("id").primaryKey(),
    storageKey: text("storage_key").notNull().unique(),
    /** Not before then: a file sent with a form that came back with a mistake waits a day for
     * the corrected form to adopt it (its row here is then deleted instead). */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("health_document_deletions_due_idx").on(t.dueAt)],
);

export type PriceKind = "session" | "consultation" | "package";

// The clinic's price list for estimates (issue 48 item 4): a session of a therapy, a
// consultation, or a package of sessions, in whole rupees. An estimate copies what it used, so a
// price changed later leaves estimates already sent as they were.
export const priceItems = pgTable(
  "price_items",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<PriceKind>().notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    priceInr: integer("price_inr").notNull(),
    /** A package: how many sessions it holds. */
    sessions: integer("sessions"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check("price_items_kind_check", sql`${t.kind} in ('session', 'consultation', 'package')`),
    check("price_items_price_check", sql`${t.priceInr} >= 0`),
  ],
);

// The rates an estimate shows its indicative amount at: rupees per unit of a currency, on a date
// the admin states (a rate is a fact of its day, not a promise).
export const currencyRates = pgTable("currency_rates", {
  currency: char("currency", { length: 3 }).primaryKey(),
  inrPerUnit: numeric("inr_per_unit", { precision: 14, scale: 4 }).notNull(),
  rateDate: date("rate_date", { mode: "string" }).notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// A case's provisional plans and their estimates (issue 48 item 4), each a version kept as it was
// sent: the doctor's plan (therapies, sessions, length of stay) and the estimate built from the
// price list (a range, inclusions, exclusions, validity, the indicative currency), sealed.
export const casePlans = pgTable(
  "case_plans",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    /** The estimate holds until then (India date). */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("case_plans_version_idx").on(t.caseId, t.version)],
);

/** Visa letters' numbers: one sequence, so two staff issuing at once never share one. */
export const visaLetterNumbers = pgSequence("visa_letter_number_seq", { startWith: 1 });

// The register of visa invitation letters (issue 48 item 5). A row is never edited (a trigger
// refuses it, drizzle/0035): it is only revoked, with a reason, and its letter's contents (sealed)
// are wiped when its case is deleted under retention; the serial, dates and revocation stay, so
// /verify/{serial} answers for years.
export const visaLetters = pgTable(
  "visa_letters",
  {
    id: serial("id").primaryKey(),
    serial: text("serial").notNull().unique(),
    caseId: integer("case_id").references(() => cases.id, { onDelete: "set null" }),
    /** What the letter says (names, passports, plan, estimate, doctor), sealed to the serial. */
    body: text("body"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issuedBy: integer("issued_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
    revokeReason: text("revoke_reason"),
  },
  (t) => [
    index("visa_letters_case_idx")
      .on(t.caseId)
      .where(sql`${t.caseId} is not null`),
    check("visa_letters_revoked_check", sql`(${t.revokedAt} is null) = (${t.revokeReason} is null)`),
  ],
);

// What the desk must do when a patient arrives (issue 48 item 6): the airport pickup, and the
// foreigner registration (Form C) within 24 hours of arrival, each with its own due moment.
export const caseTasks = pgTable(
  "case_tasks",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CaseTaskKind>().notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: integer("done_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("case_tasks_kind_idx").on(t.caseId, t.kind),
    index("case_tasks_due_idx")
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null`),
    check("case_tasks_kind_check", sql`${t.kind} in ('pickup', 'form_c')`),
  ],
);
