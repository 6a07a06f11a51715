// The clinic's own facts (issue 13 item 1): one document, edited by admins, read by every
// page that shows a phone number, an address or the opening hours.
import { f, type GroupIssue, type ValueOf } from "./fields";
import type { ContentType } from "./types";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SOCIAL_NETWORKS = ["Instagram", "Facebook", "LinkedIn", "YouTube", "X"] as const;

/** A day of opening hours: closed, or opening before closing (the clinic's and a booking resource's). */
export const hoursRule = (day: Record<string, unknown>): GroupIssue[] => {
  if (day.closed) return [];
  const issues: GroupIssue[] = [];
  if (!day.open) issues.push({ path: ["open"], message: `${String(day.day)}: enter the opening time, or tick "Closed".` });
  if (!day.close) issues.push({ path: ["close"], message: `${String(day.day)}: enter the closing time, or tick "Closed".` });
  if (day.open && day.close && String(day.open) >= String(day.close)) {
    issues.push({ path: ["close"], message: `${String(day.day)}: closing time must be after opening time.` });
  }
  return issues;
};

/** Seven days, each closed or open from one time to another (the clinic's, a booking resource's). */
export const weekHoursField = (label: string) =>
  f.list(
    label,
    "Day",
    f.group(
      "Day",
      {
        day: f.select(
          "Day",
          WEEKDAYS.map((d) => ({ value: d, label: d })),
        ),
        closed: f.checkbox("Closed"),
        open: f.time("Opens", { optional: true }),
        close: f.time("Closes", { optional: true }),
      },
      { check: hoursRule },
    ),
    { min: 7, max: 7, fixed: true, titleField: "day" },
  );

const holidayRule = (h: Record<string, unknown>): GroupIssue[] =>
  h.from && h.to && String(h.from) > String(h.to)
    ? [{ path: ["to"], message: "Closure: the last day must be on or after the first day." }]
    : [];

const countryCodeRule = (a: Record<string, unknown>): GroupIssue[] =>
  /^[A-Z]{2}$/.test(String(a.countryCode)) ? [] : [{ path: ["countryCode"], message: "Country code: two capital letters, e.g. IN." }];

const emergencyRule = (v: Record<string, unknown>): GroupIssue[] =>
  /^\d{2,6}$/.test(String(v.emergencyNumber)) ? [] : [{ path: ["emergencyNumber"], message: "Emergency number: digits only, e.g. 108." }];

export const clinicSettingsFields = f.group(
  "Clinic settings",
  {
    name: f.text("Clinic name", { max: 100, translatable: false }),
    shortName: f.text("Short name", { max: 40, translatable: false, help: "Used where space is tight, e.g. the WhatsApp greeting." }),
    tagline: f.text("Tagline", { max: 160 }),
    address: f.group(
      "Address",
      {
        street: f.text("Street", { max: 120 }),
        locality: f.text("Locality", { max: 80 }),
        city: f.text("City", { max: 80 }),
        region: f.text("State or region", { max: 80 }),
        postalCode: f.text("PIN / postal code", { max: 12, translatable: false }),
        country: f.text("Country", { max: 60 }),
        countryCode: f.text("Country code", { max: 2, translatable: false, help: "Two letters (ISO 3166), e.g. IN." }),
      },
      { check: countryCodeRule },
    ),
    map: f.group("Map", {
      latitude: f.number("Latitude", { min: -90, max: 90, step: 0.000001 }),
      longitude: f.number("Longitude", { min: -180, max: 180, step: 0.000001 }),
      query: f.text("Map search words", {
        max: 160,
        translatable: false,
        help: "What the map link searches for, e.g. the locality and PIN.",
      }),
    }),
    phones: f.list(
      "Phone numbers",
      "Phone",
      f.group("Phone", {
        number: f.tel("Number", { help: "International form, e.g. +91 90000 11001. The first number is the main one." }),
        label: f.text("Label", { max: 40, optional: true, help: "Optional, e.g. Reception." }),
      }),
      { min: 1, max: 6 },
    ),
    contact: f.group(
      "Other contact",
      {
        whatsapp: f.tel("WhatsApp number", { help: "Inquiry forms open a chat with this number." }),
        email: f.email("Email"),
        emergencyNumber: f.text("Emergency number", {
          max: 6,
          translatable: false,
          help: "The public emergency number named on every page (108 in India).",
        }),
      },
      { check: emergencyRule },
    ),
    hours: weekHoursField("Opening hours"),
    closures: f.list(
      "Holiday closures",
      "Closure",
      f.group(
        "Closure",
        {
          from: f.date("First day closed"),
          to: f.date("Last day closed"),
          notice: f.text("Notice shown on every page", {
            max: 160,
            help: "E.g. Closed for Sankranti, 14–15 January. Shown only while the closure lasts.",
          }),
        },
        { check: holidayRule },
      ),
      { max: 20 },
    ),
    social: f.list(
      "Social links",
      "Link",
      f.group("Link", {
        network: f.select(
          "Network",
          SOCIAL_NETWORKS.map((n) => ({ value: n, label: n })),
        ),
        url: f.url("Address"),
      }),
      { max: 8 },
    ),
    shareImage: f.image("Default share image", {
      optional: false,
      help: "The picture shown when a page is shared (1200 × 630 works best): the clinic's card, or a photo from the media library.",
      builtIn: [{ src: "/og-default.png", label: "The clinic's card" }],
    }),
    // Staff-only: never shown on a public page (issue 15).
    notifications: f.group("Staff notifications", {
      inquiryEmails: f.list(
        "Inquiry notification addresses",
        "Address",
        f.group("Address", {
          email: f.email("Notification email", {
            help: "Each new inquiry is emailed here within a minute (when the server has SMTP_URL).",
          }),
        }),
        { max: 5 },
      ),
      overdueHours: f.number("We reply within (hours)", {
        min: 1,
        max: 720,
        help: "The reply time promised to patients: on the International Patients and Wellness pages ({responseTime} in their texts), in the confirmation after a form is sent and in the confirmation e-mail. An inquiry still marked new after this many hours stands out in the inbox. 24 means one day.",
      }),
      digestTime: f.time("Daily digest at", {
        optional: true,
        help: "Optional: a summary of the last day's inquiries, sent to the same addresses at this time (India time). Leave empty for none.",
      }),
    }),
    // Staff-only too: when patients who asked for reminders get them (issue 47 item 5).
    reminders: f.list(
      "Appointment reminders",
      "Reminder",
      f.group("Reminder", {
        hoursBefore: f.number("Hours before the appointment", {
          min: 1,
          max: 168,
          help: "Patients who asked for reminders (by WhatsApp or e-mail) get one this many hours before. 24 is the day before.",
        }),
      }),
      { max: 4 },
    ),
    figures: f.group("Figures", {
      patientsSupported: f.number("Patients supported", {
        min: 0,
        max: 10_000_000,
        help: "Shown as 1000+ on the home and wellness pages. Therapies and the average rating are counted from the site itself.",
      }),
    }),
  },
  {
    check: (value) => {
      const hours = value.hours as Array<{ day: string }> | undefined;
      if (!hours) return [];
      return hours.some((h, i) => h.day !== WEEKDAYS[i])
        ? [{ path: ["hours"], message: "Opening hours must list Monday to Sunday in order." }]
        : [];
    },
  },
);

export type ClinicSettings = ValueOf<typeof clinicSettingsFields>;

/** A lead still new after this many hours is highlighted, unless the clinic sets otherwise. */
export const DEFAULT_OVERDUE_HOURS = 24;

/**
 * Schema version 2 (issue 15, then 078): the staff notifications group and its reply time.
 * Settings stored before it had neither: their lead mail went to the clinic's own address, which
 * stays so, with no digest and a day's reply time.
 */
function addNotifications(value: Record<string, unknown>): Record<string, unknown> {
  const contact = (value.contact ?? {}) as { email?: string };
  const notifications = (value.notifications ?? {}) as Record<string, unknown>;
  return {
    ...value,
    notifications: {
      inquiryEmails: notifications.inquiryEmails ?? (contact.email ? [{ email: contact.email }] : []),
      digestTime: notifications.digestTime ?? "",
      overdueHours: notifications.overdueHours ?? DEFAULT_OVERDUE_HOURS,
    },
  };
}

/** Reminders a day and two hours before, unless the clinic sets otherwise (issue 47). */
export const DEFAULT_REMINDER_HOURS = [24, 2];

/** Schema version 3 (issue 47): appointment reminders, at the default offsets. */
function addReminders(value: Record<string, unknown>): Record<string, unknown> {
  return { ...value, reminders: value.reminders ?? DEFAULT_REMINDER_HOURS.map((hoursBefore) => ({ hoursBefore })) };
}

export const clinicSettingsType: ContentType<typeof clinicSettingsFields> = {
  schemaVersion: 3,
  upgrades: [addNotifications, addReminders],
  type: "clinic-settings",
  title: "Clinic settings",
  description: "Name, address, phone numbers, WhatsApp, opening hours, closures, social links and figures shown across the site.",
  permission: "settings:manage",
  fields: clinicSettingsFields,
  publicPath: "/",
};

/** Where lead mail goes, and when the digest is sent (none when no time is set). */
export function notificationSettings(settings: Pick<ClinicSettings, "notifications">): { to: string[]; digestTime: string | null } {
  const to = [...new Set(settings.notifications.inquiryEmails.map((a) => a.email.trim()).filter(Boolean))];
  return { to, digestTime: settings.notifications.digestTime || null };
}

/** The reminders' offsets in minutes before the start, each once, largest first. */
export function reminderMinutes(settings: Pick<ClinicSettings, "reminders">): number[] {
  return [...new Set(settings.reminders.map((r) => Math.round(r.hoursBefore * 60)))].filter((m) => m > 0).sort((a, b) => b - a);
}
