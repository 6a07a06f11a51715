// CONTENT.md item 9: figures are derived from the data that holds them, so the site
// never shows two different numbers for one fact.

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
  label: string;
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
    ...(input.leadDoctorYears === null ? [] : [{ value: plusFigure(input.leadDoctorYears), label: "Years of surgical experience" }]),
    { value: plusFigure(input.patientsSupported), label: "Patients supported" },
    {
      value: String(input.activeTherapies),
      label: input.activeTherapies === 1 ? "Advanced therapy" : "Advanced therapies",
    },
  ];
  if (input.averageRating !== null) stats.push({ value: ratingFigure(input.averageRating), label: "Average patient rating" });
  return stats;
}
