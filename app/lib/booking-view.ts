// How the booking pages write days and times (issue 47 item 2). A free time's button is named by
// its clinic time as HH:MM; a booking's time is written in the clinic's zone and, when the
// patient's differs, in theirs, from the same instant, so the page, the mails and the .ics agree.
import type { CalendarDay } from "./availability";
import { dayInZone } from "./calendar-input";
import { CLINIC_TIME_ZONE } from "./clinic-view";
import { dateTimeFormat } from "./intl-format";
import { addDays } from "./reports";

/** Days shown at once in the day picker. */
export const DAYS_SHOWN = 7;

/** "09:30", 24-hour, in the zone: how a free time is named (the same in every language). */
export function clockOf(at: Date, zone: string = CLINIC_TIME_ZONE): string {
  const parts = dateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("hour")}:${part("minute")}`;
}

const noon = (day: CalendarDay) => new Date(`${day}T12:00:00Z`);

/** "Sat 12 Dec" in the page's language: a day picker's button. */
export function shortDay(day: CalendarDay, formatTag: string): string {
  return dateTimeFormat(formatTag, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(noon(day));
}

/** "Saturday, 12 December 2026" in the page's language. */
export function longDay(day: CalendarDay, formatTag: string): string {
  return dateTimeFormat(formatTag, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(noon(day));
}

/** "Saturday, 12 December 2026, 10:30" in the zone and the page's language. */
export function zonedWhen(at: Date, zone: string, formatTag: string): string {
  return `${longDay(dayInZone(at, zone), formatTag)}, ${clockOf(at, zone)}`;
}

/** Whether two zones show this instant at the same wall-clock time and day. */
export function sameWallClock(at: Date, a: string, b: string): boolean {
  return dayInZone(at, a) === dayInZone(at, b) && clockOf(at, a) === clockOf(at, b);
}

/** The days from `from` the picker shows, and where its earlier and later links lead (null: none). */
export function dayWindow(from: CalendarDay, today: CalendarDay, lastDay: CalendarDay) {
  const start = from < today ? today : from > lastDay ? lastDay : from;
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(start, i)).filter((d) => d <= lastDay);
  const earlier = start > today ? [addDays(start, -DAYS_SHOWN), today].sort().at(-1)! : null;
  const later = addDays(start, DAYS_SHOWN) <= lastDay ? addDays(start, DAYS_SHOWN) : null;
  return { start, days, earlier, later };
}

export interface BookingStep {
  service?: number | null;
  from?: CalendarDay | null;
  day?: CalendarDay | null;
}

/** The query of a booking step's address ("?service=3&day=2026-12-12"), or "" for the first. */
export function bookingQuery(step: BookingStep): string {
  const q = new URLSearchParams();
  if (step.service) q.set("service", String(step.service));
  if (step.from) q.set("from", step.from);
  if (step.day) q.set("day", step.day);
  const text = q.toString();
  return text ? `?${text}` : "";
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A step's address read back; anything malformed is left out (the page then starts there). */
export function readBookingQuery(params: URLSearchParams): BookingStep {
  const service = Number(params.get("service"));
  const day = params.get("day") ?? "";
  const from = params.get("from") ?? "";
  const valid = (d: string) => DAY.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
  return {
    service: Number.isSafeInteger(service) && service > 0 && service < 2 ** 31 ? service : null,
    day: valid(day) ? day : null,
    from: valid(from) ? from : null,
  };
}

/** An instant as a time button writes it (`2026-12-09T04:30:00.000Z`), or null: only that form is one. */
export function parseInstant(text: string): Date | null {
  const at = new Date(text);
  return Number.isNaN(at.getTime()) || at.toISOString() !== text ? null : at;
}

/** Free times as their buttons need them: the instant posted, and its clinic clock shown. */
export const timeButtons = (times: ReadonlyArray<{ start: Date }>) =>
  times.map((t) => ({ iso: t.start.toISOString(), clock: clockOf(t.start) }));
