// The free times of a bookable service (issue 47 items 1 and 3): a pure function over the
// resources' weekly hours, breaks and exceptions, the clinic's closures and the bookings already
// made. Hours are the clinic's wall-clock times in its zone, turned into instants day by day
// (the zone's own rules, through Intl: ./calendar-input.ts), so a 09:00 opening stays 09:00
// across a daylight-saving change; durations are real minutes. The database enforces capacity
// on insert; this only offers what should fit.
import { type Weekday, WEEKDAYS } from "~/content-types/clinic-settings";
import { dayInZone, parseTimeOfDay, wallClockToInstant } from "./calendar-input";
import { addDays } from "./reports";

/** "09:30": a wall-clock time in the clinic's zone. */
export type ClockTime = string;
/** "2026-12-07": a day of the clinic's calendar. */
export type CalendarDay = string;

export interface WeeklyHours {
  day: Weekday;
  closed: boolean;
  open: ClockTime;
  close: ClockTime;
}

export interface TimeSpan {
  from: ClockTime;
  to: ClockTime;
}

/** A day that does not follow the week: closed, or open at other hours. */
export interface DayException {
  date: CalendarDay;
  closed: boolean;
  open: ClockTime;
  close: ClockTime;
}

/** What a resource (a chamber, a cabin, a practitioner) offers and how many it serves at once. */
export interface ResourceCalendar {
  id: number;
  capacity: number;
  hours: readonly WeeklyHours[];
  /** Every day's breaks (lunch): no session may overlap one. */
  breaks: readonly TimeSpan[];
  exceptions: readonly DayException[];
}

export interface ServiceRule {
  durationMinutes: number;
  /** Kept free after each session (cleaning, a chamber's pressure cycle). */
  bufferMinutes: number;
  /** Between offered start times. */
  stepMinutes: number;
  /** How long before its start a session may still be booked. */
  noticeMinutes: number;
  /** How many days ahead (counting today) it may be booked. */
  horizonDays: number;
}

/** A booking holding its resource from `start` to `end` (its buffer included). */
export interface Occupation {
  resourceId: number;
  start: Date;
  end: Date;
}

export interface FreeTime {
  start: Date;
  /** Places left at that time: the fewest among the resources it needs. */
  seatsLeft: number;
}

export interface AvailabilityInput {
  service: ServiceRule;
  /** Every resource the service needs (its equipment, its practitioner): a time is free when all are. */
  resources: readonly ResourceCalendar[];
  /** The clinic's closures, first and last day included. */
  closures: ReadonlyArray<{ from: CalendarDay; to: CalendarDay }>;
  occupied: readonly Occupation[];
  now: Date;
  zone: string;
  /** The days asked for; those before today or past the horizon give nothing. */
  from: CalendarDay;
  to: CalendarDay;
}

const MINUTE = 60_000;

const isClockTime = (value: string): boolean => parseTimeOfDay(value).ok;

export function weekdayOf(day: CalendarDay): Weekday {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

/** The instant a wall-clock time of a clinic day is. A time a spring-forward skips moves on by the gap. */
export function instantOf(zone: string, day: CalendarDay, time: ClockTime): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return wallClockToInstant({ year, month, day: date, hour, minute }, zone);
}

type Span = readonly [number, number];

/**
 * A day's wall-clock times as instants. A day of 24 hours has no clock change, so its times are
 * its midnight plus their minutes (two conversions a day instead of several per resource); a
 * day the clocks change converts each time by the zone's rules.
 */
function clockOf(zone: string, day: CalendarDay): (time: ClockTime) => number {
  const midnight = instantOf(zone, day, "00:00").getTime();
  if (instantOf(zone, addDays(day, 1), "00:00").getTime() - midnight !== 24 * 60 * MINUTE) {
    return (time) => instantOf(zone, day, time).getTime();
  }
  return (time) => {
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    return midnight + (hour * 60 + minute) * MINUTE;
  };
}

/** A resource's open spans of one day, in epoch milliseconds, breaks taken out. */
function openSpans(resource: ResourceCalendar, day: CalendarDay, at: (time: ClockTime) => number): Span[] {
  const exception = resource.exceptions.find((e) => e.date === day);
  const hours = exception ?? resource.hours.find((h) => h.day === weekdayOf(day));
  if (!hours || hours.closed || !isClockTime(hours.open) || !isClockTime(hours.close) || hours.open >= hours.close) return [];
  let spans: Span[] = [[at(hours.open), at(hours.close)]];
  for (const pause of resource.breaks) {
    if (!isClockTime(pause.from) || !isClockTime(pause.to) || pause.from >= pause.to) continue;
    const [a, b] = [at(pause.from), at(pause.to)];
    spans = spans.flatMap(([s, e]): Span[] =>
      b <= s || a >= e
        ? [[s, e]]
        : (
            [
              [s, a],
              [b, e],
            ] as Span[]
          ).filter(([x, y]) => x < y),
    );
  }
  return spans;
}

/** Where every list of spans is open at once. */
function intersect(lists: Span[][]): Span[] {
  return lists.reduce((acc, spans) =>
    acc.flatMap(([s, e]) => spans.flatMap(([x, y]): Span[] => (Math.max(s, x) < Math.min(e, y) ? [[Math.max(s, x), Math.min(e, y)]] : []))),
  );
}

/** A resource's bookings by start, with the longest, so a time's neighbours are found by search. */
interface Bookings {
  starts: number[];
  ends: number[];
  longest: number;
}

function bookingsOf(occupied: readonly Occupation[]): Bookings {
  const sorted = [...occupied].sort((a, b) => a.start.getTime() - b.start.getTime());
  const starts = sorted.map((o) => o.start.getTime());
  const ends = sorted.map((o) => o.end.getTime());
  return { starts, ends, longest: Math.max(0, ...ends.map((e, i) => e - starts[i]!)) };
}

/** The first index whose start is at or after `t`. */
function firstFrom(starts: readonly number[], t: number): number {
  let [lo, hi] = [0, starts.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The most bookings holding a resource at once during [start, end). */
function mostAtOnce(bookings: Bookings, start: number, end: number): number {
  const edges: Array<[number, number]> = [];
  // Only a booking that starts less than the longest one's length before `start` can reach it.
  for (let i = firstFrom(bookings.starts, start - bookings.longest); i < bookings.starts.length && bookings.starts[i]! < end; i++) {
    const [s, e] = [Math.max(bookings.starts[i]!, start), Math.min(bookings.ends[i]!, end)];
    if (s < e) edges.push([s, 1], [e, -1]);
  }
  // An end and a start at the same instant do not overlap: ends first.
  edges.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  let now = 0;
  let most = 0;
  for (const [, step] of edges) {
    now += step;
    most = Math.max(most, now);
  }
  return most;
}

/** The free start times of each day asked for, by day, in order. */
export function freeTimes(input: AvailabilityInput): Map<CalendarDay, FreeTime[]> {
  const { service, resources, zone, now } = input;
  const result = new Map<CalendarDay, FreeTime[]>();
  if (resources.length === 0 || service.durationMinutes <= 0 || service.stepMinutes <= 0) return result;
  const today = dayInZone(now, zone);
  const last = addDays(today, service.horizonDays - 1);
  const earliest = now.getTime() + service.noticeMinutes * MINUTE;
  const length = service.durationMinutes * MINUTE;
  const held = (service.durationMinutes + service.bufferMinutes) * MINUTE;
  const byResource = new Map(resources.map((r) => [r.id, bookingsOf(input.occupied.filter((o) => o.resourceId === r.id))]));

  for (let day = input.from > today ? input.from : today; day <= input.to && day <= last; day = addDays(day, 1)) {
    if (input.closures.some((c) => c.from <= day && day <= c.to)) continue;
    const times: FreeTime[] = [];
    const at = clockOf(zone, day);
    for (const [open, close] of intersect(resources.map((r) => openSpans(r, day, at)))) {
      for (let start = open; start + length <= close; start += service.stepMinutes * MINUTE) {
        if (start < earliest) continue;
        const seatsLeft = Math.min(...resources.map((r) => r.capacity - mostAtOnce(byResource.get(r.id)!, start, start + held)));
        if (seatsLeft > 0) times.push({ start: new Date(start), seatsLeft });
      }
    }
    if (times.length > 0) result.set(day, times);
  }
  return result;
}

/** The `n` free times nearest to a wanted one (offered instead of one just taken), in time order. */
export function nearestTimes(free: readonly FreeTime[], wanted: Date, n = 3): Date[] {
  const distance = (t: FreeTime) => Math.abs(t.start.getTime() - wanted.getTime());
  return [...free]
    .sort((a, b) => distance(a) - distance(b) || a.start.getTime() - b.start.getTime())
    .slice(0, n)
    .map((t) => t.start)
    .sort((a, b) => a.getTime() - b.getTime());
}
