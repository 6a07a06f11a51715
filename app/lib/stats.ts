// CONTENT.md item 9: figures are derived from the data that holds them, so the site
// never shows two different numbers for one fact.
import { defaultMessages, type MessageKey } from "~/i18n/catalogue";
import { createTranslator, type MessageValues } from "~/i18n/format";

export interface StatInputs {
  activeTherapies: number;
  /** The first doctor's years (the Doctors menu's order); null with no doctor on the site. */
  leadDoctorYears: number | null;
  patientsSupported: number;
  /** Average of the active testimonials' ratings; null when there are none (the stat is left out). */
  averageRating: number | null;
}

export interface Stat {
  value: string;
  /** The label typed in content (a doctor's own figures), or the English of `key`. */
  label: string;
  /** The interface text that labels a derived figure; `count` picks its plural. */
  key?: MessageKey;
  count?: number;
}

/** A figure's label in the page's language. */
export const statLabel = (t: (key: MessageKey, values?: MessageValues) => string, stat: Stat): string =>
  stat.key ? t(stat.key, { count: stat.count ?? 0 }) : stat.label;

export const derivedStat = (value: string, key: MessageKey, count?: number): Stat => ({
  value,
  key,
  count,
  label: formatDefault(key, count),
});

/** The English a derived label shows with the code's texts (tests and the JSON-LD read it). */
function formatDefault(key: MessageKey, count?: number): string {
  return createTranslator(defaultMessages, "en-IN")(key, { count: count ?? 0 });
}

/** "1000+" style figure: the number rounded down to show a floor, not an estimate. */
export function plusFigure(n: number): string {
  return `${Math.max(0, Math.floor(n))}+`;
}

/** "4.7/5". */
export function ratingFigure(rating: number): string {
  return `${rating.toFixed(1)}/5`;
}

export function homeStats(input: StatInputs): Stat[] {
  const stats: Stat[] = [
    ...(input.leadDoctorYears === null ? [] : [derivedStat(plusFigure(input.leadDoctorYears), "pages.statSurgicalYears")]),
    derivedStat(plusFigure(input.patientsSupported), "pages.statPatientsSupported"),
    derivedStat(String(input.activeTherapies), "pages.statTherapies", input.activeTherapies),
  ];
  if (input.averageRating !== null) stats.push(derivedStat(ratingFigure(input.averageRating), "pages.statAverageRating"));
  return stats;
}
