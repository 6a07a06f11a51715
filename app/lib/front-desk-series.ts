// A series of sessions booked at once at the front desk (issue 47 item 6): "10 hyperbaric
// sessions, weekdays at 10:00 from 7 December". The proposed times are the first N days of the
// chosen weekdays from the first day, each at the same clinic time; each is then checked against
// the service's free times (free), its hours alone (taken: offered but full) or neither (closed:
// a closed day, a break, outside its hours, past or too far ahead). Pure, so the preview and the
// booking propose the same times.
import { type Weekday, WEEKDAYS } from "~/content-types/clinic-settings";
import { type CalendarDay, type FreeTime, instantOf, weekdayOf } from "./availability";
import { clockOf, shortDay } from "./booking-view";
import { CLINIC_TIME_ZONE } from "./clinic-view";
import { addDays } from "./reports";

/** The most sessions one series books. */
export const SERIES_MAX = 30;
/** How far after its first day a series may reach (a year: a long course, not a mistake). */
export const SERIES_SPAN_DAYS = 366;

export const WORKING_WEEK: readonly Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

export interface SeriesPlan {
  from: CalendarDay;
  count: number;
  weekdays: readonly Weekday[];
  /** "10:00", the clinic's clock. */
  time: string;
}

/** The days of a series: the first `count` days on the chosen weekdays from `from` (within a year). */
export function seriesDays(plan: Pick<SeriesPlan, "from" | "count" | "weekdays">): CalendarDay[] {
  const wanted = new Set(plan.weekdays);
  const days: CalendarDay[] = [];
  if (wanted.size === 0 || plan.count <= 0) return days;
  for (let i = 0; i < SERIES_SPAN_DAYS && days.length < plan.count; i++) {
    const day = addDays(plan.from, i);
    if (wanted.has(weekdayOf(day))) days.push(day);
  }
  return days;
}

export type SeriesState = "free" | "taken" | "closed";

export interface ProposedTime {
  day: CalendarDay;
  startsAt: Date;
  state: SeriesState;
}

const has = (times: ReadonlyMap<CalendarDay, readonly FreeTime[]>, day: CalendarDay, at: Date) =>
  (times.get(day) ?? []).some((t) => t.start.getTime() === at.getTime());

/**
 * Each proposed time and whether it can be booked: `free` holds what is free now, `offered`
 * what the service's hours offer with nothing booked (from the same calendars and closures).
 */
export function proposeSeries(
  plan: SeriesPlan,
  free: ReadonlyMap<CalendarDay, readonly FreeTime[]>,
  offered: ReadonlyMap<CalendarDay, readonly FreeTime[]>,
  zone: string = CLINIC_TIME_ZONE,
): ProposedTime[] {
  return seriesDays(plan).map((day) => {
    const startsAt = instantOf(zone, day, plan.time);
    const state: SeriesState = has(free, day, startsAt) ? "free" : has(offered, day, startsAt) ? "taken" : "closed";
    return { day, startsAt, state };
  });
}

export const SERIES_STATE_LABELS: Readonly<Record<SeriesState, string>> = {
  free: "Free",
  taken: "Taken",
  closed: "Closed or not offered",
};

/** The weekdays as a form sends them (one value per checked box), in the week's order; unknown values dropped. */
export function readWeekdays(values: readonly string[]): Weekday[] {
  return WEEKDAYS.filter((d) => values.includes(d));
}

/** "Mon–Fri", "Mon, Wed, Fri", "every day": the weekdays of a series said briefly. */
export function weekdaysText(days: readonly Weekday[]): string {
  const sorted = WEEKDAYS.filter((d) => days.includes(d));
  if (sorted.length === 7) return "every day";
  if (sorted.length === 5 && WORKING_WEEK.every((d) => sorted.includes(d))) return "weekdays (Mon–Fri)";
  return sorted.map((d) => d.slice(0, 3)).join(", ");
}

/** A plan in one line ("3|2026-12-07|10|Monday,Tuesday|10:00"): the booking checks it is the plan
 * whose times were shown, so nothing is booked that was not seen. */
export function planKey(serviceId: number, plan: SeriesPlan): string {
  return [serviceId, plan.from, plan.count, WEEKDAYS.filter((d) => plan.weekdays.includes(d)).join(","), plan.time].join("|");
}

export interface ProposedView {
  iso: string;
  /** "Mon 7 Dec 10:00" */
  label: string;
  state: SeriesState;
  stateLabel: string;
}

export const proposedView = (p: ProposedTime): ProposedView => ({
  iso: p.startsAt.toISOString(),
  label: `${shortDay(p.day, "en-IN")} ${clockOf(p.startsAt)}`,
  state: p.state,
  stateLabel: SERIES_STATE_LABELS[p.state],
});
