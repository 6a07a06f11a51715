// What the public pages show of the clinic settings, derived once per render: the main
// phone, the address on one line, opening hours grouped into runs of days, the map links and
// the closure notice of the day. Pure, so the admin preview and the tests see the same.
import { WEEKDAYS, type ClinicSettings, type Weekday } from "~/content-types/clinic-settings";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "~/i18n/locales";
import { telDigits } from "~/lib/format";
import { dayInZone, type Parsed, parseZonedDateTime } from "./calendar-input";
import { dateTimeFormat, formatTimeRange } from "./intl-format";

/** The clinic's own time zone: closures start and end at its midnight (India has no DST). */
export const CLINIC_TIME_ZONE = "Asia/Kolkata";

export interface PhoneView {
  display: string;
  /** E.164 without spaces, for tel: links. */
  e164: string;
  label: string;
}

export interface HoursRun {
  /** "Monday to Saturday" or "Sunday". */
  days: string;
  /** "Mon–Sat" or "Sun". */
  short: string;
  dayList: Weekday[];
  closed: boolean;
  open: string;
  close: string;
  /** "9AM-7PM", or "Closed". */
  label: string;
}

export interface ClinicView {
  name: string;
  shortName: string;
  tagline: string;
  address: ClinicSettings["address"];
  fullAddress: string;
  geo: { latitude: number; longitude: number };
  phones: PhoneView[];
  primaryPhone: PhoneView;
  whatsapp: PhoneView;
  email: string;
  emergencyNumber: string;
  /** In English, for the legal pages' starting text; a page shows the catalogue's
   * chrome.emergencyNotice, in its language. */
  emergencyNotice: string;
  hours: HoursRun[];
  social: Array<{ network: string; url: string }>;
  mapEmbedUrl: string;
  mapLinkUrl: string;
  shareImage: string;
  /** The closure notice to show today, if a closure is on. */
  closure: { notice: string; from: string; to: string } | null;
  figures: ClinicSettings["figures"];
}

const phoneView = (number: string, label = ""): PhoneView => ({ display: number.trim(), e164: telDigits(number), label });

/** "09:00" → "9AM", "10:30" → "10:30AM", "12:00" → "12PM", "00:00" → "12AM". */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${suffix}`;
}

/** The words around the hours, per language: a run of days and a closed day. Day names and
 * times come from Intl in the page's language. */
const HOURS_WORDS: Record<Locale, { run: (first: string, last: string) => string; closed: string }> = {
  en: { run: (a, b) => `${a} to ${b}`, closed: "Closed" },
  hi: { run: (a, b) => `${a} से ${b}`, closed: "बंद" },
  te: { run: (a, b) => `${a} నుండి ${b} వరకు`, closed: "సెలవు" },
  ar: { run: (a, b) => `من ${a} إلى ${b}`, closed: "مغلق" },
};

// 1 January 2024 was a Monday: WEEKDAYS[i] falls on the (i + 1)th.
const dayName = (day: Weekday, locale: Locale, width: "long" | "short") =>
  dateTimeFormat(LOCALE_INFO[locale].formatTag, { weekday: width, timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))),
  );

/** A day's opening hours: the prototype's "9AM-7PM" in English, the language's own range
 * pattern elsewhere ("9 ص – 7 م"), to be shown in the page's direction. */
function hoursIn(open: string, close: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return `${formatTime(open)}-${formatTime(close)}`;
  return formatTimeRange(open, close, LOCALE_INFO[locale].formatTag);
}

/** Consecutive weekdays with the same hours, as one run each, worded in `locale`. */
export function groupHours(hours: ClinicSettings["hours"], locale: Locale = DEFAULT_LOCALE): HoursRun[] {
  const words = HOURS_WORDS[locale];
  const runs: HoursRun[] = [];
  for (const day of hours) {
    const last = runs.at(-1);
    const same = last && last.closed === day.closed && (day.closed || (last.open === day.open && last.close === day.close));
    if (last && same) last.dayList.push(day.day);
    else {
      runs.push({
        days: "",
        short: "",
        dayList: [day.day],
        closed: day.closed,
        open: day.closed ? "" : day.open,
        close: day.closed ? "" : day.close,
        label: day.closed ? words.closed : hoursIn(day.open, day.close, locale),
      });
    }
  }
  const english = locale === DEFAULT_LOCALE;
  for (const run of runs) {
    const first = run.dayList[0] as Weekday;
    const lastDay = run.dayList.at(-1) as Weekday;
    const one = run.dayList.length === 1;
    const short = (d: Weekday) => (english ? d.slice(0, 3) : dayName(d, locale, "short"));
    run.days = one ? dayName(first, locale, "long") : words.run(dayName(first, locale, "long"), dayName(lastDay, locale, "long"));
    run.short = one ? short(first) : `${short(first)}–${short(lastDay)}`;
  }
  return runs;
}

/** Today's date in the clinic's time zone, as YYYY-MM-DD. */
export function clinicDate(now: Date): string {
  return dayInZone(now, CLINIC_TIME_ZONE);
}

/** The closure on at `now` (the first one, if two overlap). */
export function activeClosure(closures: ClinicSettings["closures"], now: Date) {
  const today = clinicDate(now);
  return closures.find((c) => c.from <= today && today <= c.to) ?? null;
}

export function clinicView(s: ClinicSettings, now: Date, locale: Locale = DEFAULT_LOCALE): ClinicView {
  const phones = s.phones.map((p) => phoneView(p.number, p.label));
  const a = s.address;
  const closure = activeClosure(s.closures, now);
  return {
    name: s.name,
    shortName: s.shortName,
    tagline: s.tagline,
    address: a,
    fullAddress: `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`,
    geo: { latitude: s.map.latitude, longitude: s.map.longitude },
    phones,
    primaryPhone: phones[0] ?? phoneView(s.contact.whatsapp),
    whatsapp: phoneView(s.contact.whatsapp, "WhatsApp"),
    email: s.contact.email,
    emergencyNumber: s.contact.emergencyNumber,
    emergencyNotice: `${s.shortName} is not an emergency facility. In a medical emergency in India, call ${s.contact.emergencyNumber}.`,
    hours: groupHours(s.hours, locale),
    social: s.social.map((l) => ({ network: l.network, url: l.url })),
    // Google Maps is loaded only after the visitor asks for it (map facade).
    mapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(s.map.query)}&output=embed`,
    mapLinkUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(s.map.query)}`,
    shareImage: s.shareImage,
    closure: closure ? { notice: closure.notice, from: closure.from, to: closure.to } : null,
    figures: s.figures,
  };
}

/** schema.org opening hours: one entry per run of open days. */
export function openingHoursSpecification(view: ClinicView) {
  return view.hours
    .filter((run) => !run.closed)
    .map((run) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: run.dayList.length === 1 ? run.dayList[0] : run.dayList,
      opens: run.open,
      closes: run.close,
    }));
}

/** A `datetime-local` value read as the clinic's local time: the instant, or why it names none. */
export function parseClinicDateTime(value: string): Parsed<Date> {
  return parseZonedDateTime(value.trim(), CLINIC_TIME_ZONE);
}

/** A `datetime-local` value, read as the clinic's local time; null when it names no real moment. */
export function clinicLocalToDate(value: string): Date | null {
  const parsed = parseClinicDateTime(value);
  return parsed.ok ? parsed.value : null;
}

/** The clinic's local time of a moment, as a `datetime-local` value. */
export function dateToClinicLocal(date: Date): string {
  const parts = dateTimeFormat("en-CA", {
    timeZone: CLINIC_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** "25 Nov 2026, 10:30 IST": how the admin shows a moment. */
export function formatClinicTime(date: Date): string {
  return `${dateTimeFormat("en-IN", {
    timeZone: CLINIC_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date)} IST`;
}
