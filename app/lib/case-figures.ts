// The case desk's figures on the Reports page (issue 48 item 7): cases per week by country and
// language, how long the first answer and the plan took against the clinic's promise, and how
// many plans were accepted. Counts and durations only: no patient's detail is read.
import { type CaseClockFacts, type CaseClockHours, planWorkingMs } from "./case-desk";
import { indiaDay } from "./page-views";

export interface CaseFigureInput extends CaseClockFacts {
  country: string | null;
  locale: string;
  acceptedAt: Date | null;
}

export interface CaseWeek {
  /** The India date of the week's Monday. */
  week: string;
  total: number;
  /** Most first; "—" for a case without a country. */
  byCountry: [string, number][];
  byLanguage: [string, number][];
}

export interface DurationFigure {
  /** Cases the step was done for. */
  done: number;
  medianHours: number | null;
  /** Of those, done within the clinic's hours. */
  withinPromise: number;
}

export interface CaseFigures {
  total: number;
  weeks: CaseWeek[];
  firstAnswer: DurationFigure;
  plan: DurationFigure;
  /** Of the cases whose plan was sent, those the patient accepted. */
  acceptance: { planSent: number; accepted: number };
}

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The Monday (India date) of the week holding `at`. */
export function weekOf(at: Date): string {
  const day = indiaDay(at.getTime());
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return new Date(Date.parse(`${day}T00:00:00Z`) - weekday * DAY).toISOString().slice(0, 10);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ranked = (counts: Map<string, number>): [string, number][] => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

function duration(values: readonly number[], promiseHours: number): DurationFigure {
  return {
    done: values.length,
    medianHours: (() => {
      const m = median(values);
      return m === null ? null : Math.round((m / HOUR) * 10) / 10;
    })(),
    withinPromise: values.filter((ms) => ms <= promiseHours * HOUR).length,
  };
}

/** The figures of the cases received in a period (`cases`), against the clinic's hours. */
export function caseFigures(cases: readonly CaseFigureInput[], hours: CaseClockHours): CaseFigures {
  const weeks = new Map<string, { total: number; country: Map<string, number>; language: Map<string, number> }>();
  const firstAnswers: number[] = [];
  const plans: number[] = [];
  let planSent = 0;
  let accepted = 0;
  for (const c of cases) {
    const key = weekOf(c.submittedAt);
    const week = weeks.get(key) ?? { total: 0, country: new Map(), language: new Map() };
    week.total += 1;
    const country = c.country ?? "—";
    week.country.set(country, (week.country.get(country) ?? 0) + 1);
    week.language.set(c.locale, (week.language.get(c.locale) ?? 0) + 1);
    weeks.set(key, week);
    if (c.firstAnsweredAt) firstAnswers.push(Math.max(0, c.firstAnsweredAt.getTime() - c.submittedAt.getTime()));
    const planMs = planWorkingMs(c);
    if (planMs !== null) plans.push(planMs);
    if (c.planSentAt) {
      planSent += 1;
      if (c.acceptedAt) accepted += 1;
    }
  }
  return {
    total: cases.length,
    weeks: [...weeks]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([week, w]) => ({ week, total: w.total, byCountry: ranked(w.country), byLanguage: ranked(w.language) })),
    firstAnswer: duration(firstAnswers, hours.firstAnswer),
    plan: duration(plans, hours.plan),
    acceptance: { planSent, accepted },
  };
}
