// Dates and times typed into the staff area (issue 49 item 5): only days and times that exist.
// JavaScript's Date rolls "2027-02-30" over to 2 March and "24:00" to the next midnight, so a
// shape check followed by `new Date()` accepts both. Here the calendar is checked by arithmetic
// (the Gregorian leap-year rule), and a wall time becomes an instant through the time zone's
// own rules (Intl), so a zone with daylight saving would work as well as India's.
import { dateTimeFormat } from "./intl-format";

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export interface TimeOfDay {
  hour: number;
  minute: number;
}

export type LocalDateTime = CalendarDay & TimeOfDay;

/**
 * A parsed value, or why not: `format` when the text is not in the expected shape (the caller
 * says which shape), `impossible` with an English clause ("there is no 30 February 2027") when
 * it is in shape but names no real day or time.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: "format" } | { ok: false; problem: "impossible"; detail: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAY_MS = 86_400_000;

const FORMAT = { ok: false, problem: "format" } as const;
const impossible = (detail: string) => ({ ok: false, problem: "impossible", detail }) as const;

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** "2026-01-26": a day of the Gregorian calendar, years 0001 to 9999. */
export function parseCalendarDay(text: string): Parsed<CalendarDay> {
  const match = DAY.exec(text);
  if (!match) return FORMAT;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year === 0) return impossible("there is no year 0000");
  if (month < 1 || month > 12) return impossible(`there is no month ${match[2]}`);
  if (day < 1 || day > daysInMonth(year, month)) {
    const leap = month === 2 && day === 29 ? ` (${year} is not a leap year)` : "";
    return impossible(`there is no ${day} ${MONTHS[month - 1]} ${year}${leap}`);
  }
  return { ok: true, value: { year, month, day } };
}

/** "09:30": a time of day on the 24-hour clock, 00:00 to 23:59. */
export function parseTimeOfDay(text: string): Parsed<TimeOfDay> {
  const match = TIME.exec(text);
  if (!match) return FORMAT;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return impossible(`there is no ${text} (a day runs from 00:00 to 23:59)`);
  return { ok: true, value: { hour, minute } };
}

/** "2027-02-28T10:00", as a `datetime-local` field sends it: a real day and a real time. */
export function parseLocalDateTime(text: string): Parsed<LocalDateTime> {
  const match = DATE_TIME.exec(text);
  if (!match) return FORMAT;
  const day = parseCalendarDay(match[1]!);
  if (!day.ok) return day;
  const time = parseTimeOfDay(match[2]!);
  if (!time.ok) return time;
  return { ok: true, value: { ...day.value, ...time.value } };
}

/** The wall time as if it were UTC, in ms (setUTCFullYear: Date.UTC reads years 0-99 as 19xx). */
function wallMs(t: LocalDateTime & { second?: number }): number {
  const d = new Date(0);
  d.setUTCFullYear(t.year, t.month - 1, t.day);
  d.setUTCHours(t.hour, t.minute, t.second ?? 0, 0);
  return d.getTime();
}

/** The zone's wall clock at an instant, minus UTC, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = wallMs({
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  });
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the clocks of `timeZone` (IANA, e.g. "Asia/Kolkata") show `local`.
 * Null for a time the zone skips (clocks going forward); for a time it shows twice (clocks
 * going back), the first. Offsets change at most once in two days in every zone, so the offset
 * a day before and a day after the wall time are the only candidates.
 */
export function localToInstant(local: LocalDateTime, timeZone: string): Date | null {
  const asUtc = wallMs(local);
  const candidates = [asUtc - offsetAt(asUtc - DAY_MS, timeZone), asUtc - offsetAt(asUtc + DAY_MS, timeZone)];
  const shown = candidates.filter((t) => t + offsetAt(t, timeZone) === asUtc).sort((a, b) => a - b);
  return shown.length > 0 ? new Date(shown[0]!) : null;
}

/** The instant the clocks of `timeZone` show `local`; a time they skip (clocks going forward)
 * is moved on by the gap, as a clock set by hand would be ("01:30" on a one-hour jump: 02:30). */
export function wallClockToInstant(local: LocalDateTime, timeZone: string): Date {
  const asUtc = wallMs(local);
  return localToInstant(local, timeZone) ?? new Date(asUtc - offsetAt(asUtc - DAY_MS, timeZone));
}

/** The day the clocks of `timeZone` show at an instant, as YYYY-MM-DD. */
export function dayInZone(at: Date, timeZone: string): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** A `datetime-local` value read in `timeZone`: the instant, or why it names none. */
export function parseZonedDateTime(text: string, timeZone: string): Parsed<Date> {
  const local = parseLocalDateTime(text);
  if (!local.ok) return local;
  const instant = localToInstant(local.value, timeZone);
  if (!instant) return impossible(`the clocks skip ${text.slice(11)} on ${text.slice(0, 10)} in ${timeZone}`);
  return { ok: true, value: instant };
}
