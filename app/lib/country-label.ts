// A case's country as staff read it (issue 48): the region code kept for the figures ("OM") as
// its English name, or the text the patient typed when it matched no country.
const NAMES = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

export function countryLabel(value: string | null): string | null {
  if (!value) return null;
  if (!/^[A-Z]{2}$/.test(value)) return value;
  try {
    return NAMES.of(value) ?? value;
  } catch {
    return value;
  }
}
