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
