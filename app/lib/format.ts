import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "~/i18n/locales";
import { dateTimeFormat } from "./intl-format";

/** Up to two initials for a monogram avatar: "Lakshmi R." → "LR", "Dr. Aditya Varma" → "AV". */
export function initials(name: string): string {
  const words = name
    .replace(/^(dr|mr|mrs|ms|prof)\.?\s+/i, "")
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}]/gu, ""))
    .filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : "";
  return (first + last).toUpperCase();
}

/** "Lakshmi R., 58" or "Lakshmi R." when the age is not given. */
export function nameWithAge(name: string, age: number | null | undefined): string {
  return typeof age === "number" && Number.isFinite(age) ? `${name}, ${age}` : name;
}

/** The E.164 form of a phone number as typed ("+91 90000 11001" → "+919000011001"), for tel: links. */
export function telDigits(display: string): string {
  return display.replace(/[^\d+]/g, "");
}

/** A calendar date ("2025-01-01") as the page's language writes it: "January 1, 2025" (the
 * prototype's English), "1 जनवरी 2025", "1 يناير 2025". */
export function formatIsoDate(iso: string, locale: Locale = DEFAULT_LOCALE, month: "long" | "short" = "long"): string {
  const tag = locale === DEFAULT_LOCALE ? "en-US" : LOCALE_INFO[locale].formatTag;
  return dateTimeFormat(tag, { day: "numeric", month, year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
