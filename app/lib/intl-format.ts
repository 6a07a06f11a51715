// Intl formatters cost a locale lookup and a pattern compile to build, and nothing to reuse.
// Built per call, they were the largest single cost of a dashboard view (the 28-day chart and
// its table name each day) and showed in every page that writes the clinic's hours. One per
// language and options, for the life of the process; the keys come from the code, a few dozen.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** "09:00" as a moment on a fixed day, for formatting a time of day in any zone-free way. */
function timeOfDay(hhmm: string): { date: Date; minutes: number } {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return { date: new Date(Date.UTC(2024, 0, 1, h, m)), minutes: m };
}

/**
 * Opening hours ("09:00" to "19:00") as the language writes a span of time, with Intl's own
 * range pattern: "9 am – 7 pm" (en-IN), "9 ص – 7 م" (Arabic, Western digits). The pattern
 * puts each part where the language reads it, so the text is shown in the page's direction,
 * never forced left to right (in Arabic that reversed it: "ص-7 م 9").
 */
export function formatTimeRange(open: string, close: string, tag: string): string {
  const start = timeOfDay(open);
  const end = timeOfDay(close);
  const withMinutes = start.minutes !== 0 || end.minutes !== 0;
  const format = dateTimeFormat(tag, { hour: "numeric", minute: withMinutes ? "2-digit" : undefined, timeZone: "UTC" });
  // The settings refuse a closing time before the opening one; formatRange would too.
  const range =
    end.date <= start.date ? `${format.format(start.date)} – ${format.format(end.date)}` : format.formatRange(start.date, end.date);
  return withCoreSpaces(range);
}

/**
 * ICU's narrow no-break and thin spaces ("9\u202Fص\u2009–\u2009 7\u202Fم") as the no-break
 * and plain spaces the site's core Inter file has: otherwise every translated page drawing its
 * footer hours fetched Inter's whole Latin file for two spaces (decision 019's core subset).
 */
function withCoreSpaces(text: string): string {
  return text.replace(/\u202F/g, "\u00A0").replace(/\u2009/g, " ");
}
