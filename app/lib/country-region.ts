// A country as a patient types it ("Oman", "عُمان", "ఒమన్", "UAE") → its region code ("OM"),
// so the international form can read a number typed without its country code in that plan.
// The names come from Intl.DisplayNames in the site's four languages (no list of our own to
// keep up to date); the region codes are libphonenumber-js's, i.e. every plan it can read.
// Server only (the schemas use it): libphonenumber's metadata stays out of the browser.
import { type CountryCode, getCountries } from "libphonenumber-js/max";
import { LOCALES } from "~/i18n/locales";

/** Lower case, no accents or Arabic diacritics, no punctuation, single spaces: how names are compared. */
export function normalizeCountryName(text: string): string {
  return (
    text
      .normalize("NFKD")
      // Accents, Arabic vowel marks and hamza, tatweel, and the joiners Telugu and Hindi keyboards put in.
      .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640\u200c\u200d]/g, "")
      .toLowerCase()
      .replace(/^the\s+/u, "")
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
      .trim()
  );
}

/** Short and older names patients write that Intl does not give. */
const ALIASES: Record<string, CountryCode> = {
  uae: "AE",
  emirates: "AE",
  "u a e": "AE",
  usa: "US",
  us: "US",
  "u s a": "US",
  america: "US",
  uk: "GB",
  "u k": "GB",
  britain: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  ksa: "SA",
  saudi: "SA",
  الامارات: "AE",
  السعودية: "SA",
  امريكا: "US",
  بريطانيا: "GB",
};

let table: Map<string, CountryCode> | null = null;

function names(): Map<string, CountryCode> {
  if (table) return table;
  const map = new Map<string, CountryCode>(Object.entries(ALIASES));
  for (const locale of LOCALES) {
    for (const style of ["long", "short"] as const) {
      const display = new Intl.DisplayNames([locale], { type: "region", style, fallback: "none" });
      for (const code of getCountries()) {
        const name = display.of(code);
        if (name) {
          const key = normalizeCountryName(name);
          if (key && !map.has(key)) map.set(key, code);
        }
      }
    }
  }
  for (const code of getCountries()) map.set(code.toLowerCase(), code);
  table = map;
  return map;
}

/** The region a typed country names, in any of the site's languages, or null. */
export function regionOfCountry(text: string): CountryCode | null {
  const key = normalizeCountryName(text);
  if (!key) return null;
  return names().get(key) ?? null;
}
