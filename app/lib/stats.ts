// CONTENT.md item 9: figures are derived from the data that holds them, so the site
// never shows two different numbers for one fact.

export interface StatInputs {
  activeTherapies: number;
  leadDoctorYears: number;
  patientsSupported: number;
  averageRating: number;
}

export interface Stat {
  value: string;
  label: string;
}

/** "1000+" style figure: the number rounded down to show a floor, not an estimate. */
export function plusFigure(n: number): string {
  return `${Math.max(0, Math.floor(n))}+`;
}

export function homeStats(input: StatInputs): Stat[] {
  return [
    { value: plusFigure(input.leadDoctorYears), label: "Years of surgical experience" },
    { value: plusFigure(input.patientsSupported), label: "Patients supported" },
    {
      value: String(input.activeTherapies),
      label: input.activeTherapies === 1 ? "Advanced therapy" : "Advanced therapies",
    },
    { value: `${input.averageRating.toFixed(1)}/5`, label: "Average patient rating" },
  ];
}
