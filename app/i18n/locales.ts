// The site's languages (issue 14): English at today's addresses, the others under a prefix
// with the same paths after it. The language comes from the address alone, never from the
// browser's Accept-Language, so crawlers and shared links see what the URL says.

export const LOCALES = ["en", "hi", "te", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export interface LocaleInfo {
  code: Locale;
  /** `<html lang>`, og:locale's language and the formatter's locale (Indian digit grouping). */
  tag: string;
  ogLocale: string;
  /** The formatter's locale: Arabic pages write Western digits, as the clinic's figures and
   * phone numbers do. */
  formatTag: string;
  dir: "ltr" | "rtl";
  /** The language's name in itself, for the switcher. */
  nativeName: string;
  englishName: string;
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { code: "en", tag: "en-IN", ogLocale: "en_IN", formatTag: "en-IN", dir: "ltr", nativeName: "English", englishName: "English" },
  hi: { code: "hi", tag: "hi-IN", ogLocale: "hi_IN", formatTag: "hi-IN", dir: "ltr", nativeName: "हिन्दी", englishName: "Hindi" },
  te: { code: "te", tag: "te-IN", ogLocale: "te_IN", formatTag: "te-IN", dir: "ltr", nativeName: "తెలుగు", englishName: "Telugu" },
  ar: { code: "ar", tag: "ar", ogLocale: "ar_AR", formatTag: "ar-u-nu-latn", dir: "rtl", nativeName: "العربية", englishName: "Arabic" },
};

export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** "/hi/about" → { locale: "hi", path: "/about" }; "/about" → English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, code = "", rest = ""] = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname) ?? [];
  if (code !== DEFAULT_LOCALE && isLocale(code)) return { locale: code, path: rest || "/" };
  return { locale: DEFAULT_LOCALE, path: pathname || "/" };
}

/** A site path ("/about", "/#contact", "/therapy/x?y") in a language: "/hi/about", "/hi#contact". */
export function localizePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === "/") return `/${locale}`;
  if (path.startsWith("/#") || path.startsWith("/?")) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}
