// Which of the site's languages a visitor's browser prefers, for the dismissible note that
// offers it (issue 14): never a redirect, and never on the server (cached pages are the same
// for everyone, and crawlers must see what the address says).

/** The first of `preferred` (navigator.languages, best first) that the site has, by its
 * primary subtag ("te-IN" → "te"); null when that is the page's own language or none fits. */
export function suggestedLanguage(preferred: readonly string[], available: readonly string[], current: string): string | null {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0] ?? "";
    if (available.includes(primary)) return primary === current ? null : primary;
  }
  return null;
}
