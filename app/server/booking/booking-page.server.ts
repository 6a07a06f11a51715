// What the booking page shows at each step (issue 47 item 2): the services in the page's
// language, a week of days with their free times counted, and the chosen day's free times.
// Read fresh on every request: free times change with each booking (never in the page cache).
import { bookingServiceTextsType } from "~/content-types/row-texts";
import type { HeldTime } from "~/components/booking/booking-details";
import { LOCALE_INFO, type Locale, localizePath } from "~/i18n/locales";
import type { CalendarDay } from "~/lib/availability";
import { type BookingStep, clockOf, dayWindow, longDay, timeButtons } from "~/lib/booking-view";
import { clinicDate } from "~/lib/clinic-view";
import { addDays } from "~/lib/reports";
import { resourceCalendars } from "../content/booking-resources.server";
import { getBookableService, listPublicBookingServices } from "../content/booking-services.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import type { ReminderOffer } from "./notices.server";
import { getPublicTherapy } from "../content/therapies.server";
import { localizeRows, localizeTherapies } from "../content/translations.server";
import type { Db } from "../db/client.server";
import { appointmentByToken, linkFor } from "./bookings.server";
import { freeTimesOf } from "./free-times.server";

/** The services a visitor may book, in the admin's order and the page's language. */
export async function publicServices(db: Db, locale: Locale) {
  return localizeRows(db, bookingServiceTextsType, await listPublicBookingServices(db), { locale });
}

export type PublicService = Awaited<ReturnType<typeof publicServices>>[number];

type BookableRow = NonNullable<Awaited<ReturnType<typeof getBookableService>>>;

/** A bookable service's free times over some days (none for a service that cannot be booked). */
async function serviceFreeTimes(db: Db, service: BookableRow, days: { from: CalendarDay; to: CalendarDay }, now: Date) {
  if (service.resourceId === null) return null;
  const ids = [service.resourceId, ...(service.practitionerId === null ? [] : [service.practitionerId])];
  const [calendars, { closures }] = await Promise.all([resourceCalendars(db, ids), readClinicSettings(db)]);
  if (calendars.length !== ids.length) return null;
  return freeTimesOf(db, service, calendars, closures, days, now);
}

export interface DayChoice {
  day: CalendarDay;
  free: number;
}

export interface TimeChoices {
  /** The week shown, each day with its number of free times. */
  days: DayChoice[];
  earlier: CalendarDay | null;
  later: CalendarDay | null;
  /** The day whose times are shown: the one asked for, else the week's first with any. */
  day: CalendarDay | null;
  times: Array<{ iso: string; clock: string }>;
}

/** A week of a service's days from the step's, and the chosen day's free times; null: not bookable. */
export async function timeChoices(db: Db, serviceId: number, step: BookingStep, now: Date): Promise<TimeChoices | null> {
  const service = await getBookableService(db, serviceId);
  if (!service) return null;
  const today = clinicDate(now);
  const lastDay = addDays(today, service.horizonDays - 1);
  const window = dayWindow(step.from ?? step.day ?? today, today, lastDay);
  const times = await serviceFreeTimes(db, service, { from: window.start, to: window.days.at(-1) ?? window.start }, now);
  if (!times) return null;
  const days = window.days.map((day) => ({ day, free: times.get(day)?.length ?? 0 }));
  const asked = step.day && window.days.includes(step.day) ? step.day : null;
  const day = asked ?? days.find((d) => d.free > 0)?.day ?? null;
  return { days, earlier: window.earlier, later: window.later, day, times: timeButtons(day ? (times.get(day) ?? []) : []) };
}

/** Zones ICU still lists under their old names, as people know them now. */
const RENAMED: Readonly<Record<string, string>> = {
  "America/Godthab": "America/Nuuk",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** Every zone the patient may say they are in, as the runtime knows them, by today's names. */
let zones: string[] | undefined;
export function timeZones(): string[] {
  // The runtime's list never changes while it runs: sorted once.
  zones ??= [...Intl.supportedValuesOf("timeZone").map((zone) => RENAMED[zone] ?? zone), "UTC"].sort((a, b) => a.localeCompare(b));
  return zones;
}

export type BookingPageData =
  | { kind: "not-found" }
  | { kind: "redirect"; to: string }
  | {
      kind: "page";
      /** The page's own path (no language prefix): /book, or /book/{therapy}. */
      base: string;
      therapy: { slug: string; title: string } | null;
      allServicesHref: string;
      services: PublicService[];
      chosen: PublicService | null;
      choices: TimeChoices | null;
      hold: HeldTime | null;
      holdGone: boolean;
      zones: string[];
    };

/** Everything a step of the booking page shows, from its address. */
export async function bookingPageData(
  db: Db,
  req: { locale: Locale; therapySlug: string | null; step: BookingStep; holdToken: string | null; now: Date; reminders: ReminderOffer },
): Promise<BookingPageData> {
  const tag = LOCALE_INFO[req.locale].formatTag;
  const all = await publicServices(db, req.locale);
  let therapy: { slug: string; title: string } | null = null;
  let services = all;
  if (req.therapySlug !== null) {
    const row = await getPublicTherapy(db, req.therapySlug);
    if (!row) return { kind: "not-found" };
    const [shown] = await localizeTherapies(db, [row], req.locale);
    therapy = { slug: row.slug, title: shown?.title ?? row.title };
    const own = all.filter((s) => s.therapySlug === row.slug);
    // A therapy without a service of its own offers every service rather than nothing.
    if (own.length > 0) services = own;
    else therapy = null;
  }
  const base = req.therapySlug === null ? "/book" : `/book/${req.therapySlug}`;
  const page = {
    kind: "page" as const,
    base,
    therapy,
    allServicesHref: localizePath(req.locale, "/book"),
    services,
    chosen: null,
    choices: null,
    hold: null,
    holdGone: false,
    zones: [],
  };

  if (req.holdToken !== null) {
    const hold = await appointmentByToken(db, "hold", req.holdToken);
    // Back to a hold already booked (the browser's Back button): its booking's page.
    if (hold && hold.status !== "held" && hold.status !== "cancelled") {
      return { kind: "redirect", to: localizePath(req.locale, `/book/manage?link=${await linkFor(db, "manage", hold)}`) };
    }
    if (hold?.status === "held" && hold.holdExpiresAt) {
      const name =
        services.find((s) => s.id === hold.serviceId)?.name ?? all.find((s) => s.id === hold.serviceId)?.name ?? hold.serviceName;
      return {
        ...page,
        hold: {
          token: req.holdToken,
          serviceName: name,
          dayLabel: longDay(clinicDate(hold.startsAt), tag),
          clock: clockOf(hold.startsAt),
          until: clockOf(hold.holdExpiresAt),
          ranOut: hold.holdExpiresAt <= req.now,
          reminders: req.reminders,
        },
        zones: timeZones(),
      };
    }
    return { ...page, holdGone: true };
  }

  const chosen = services.find((s) => s.id === req.step.service) ?? (services.length === 1 ? services[0]! : null);
  if (!chosen) return page;
  const choices = await timeChoices(db, chosen.id, req.step, req.now);
  if (!choices) return { ...page, chosen };
  return { ...page, chosen, choices };
}
