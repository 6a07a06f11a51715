import type { Locale } from "~/i18n/locales";

// Which content texts on a page are still English (issue 14): a block whose text fell back
// to the English document (its translation is missing) is marked lang="en" so screen readers
// switch voice; a translated block takes the page's language.
//
// The text itself says which it is. Hindi, Telugu and Arabic are each written in a script of
// their own (Devanagari, Telugu, Arabic), none of them Latin: a translated text always holds
// letters of the page's script, and a text left in English holds none. So a text is English
// on such a page when it has Latin letters and no letter of the page's script. A translation
// quoting a Latin term ("MBBS", "PRP") still has its own script around it and stays
// unmarked; a text with no letters at all ("5000+", "24/7") is in no language and is not
// marked either. Testimonials, video titles and captions, kept in the language they were
// written in, are judged the same way.

/** Letters of each page language's own script. */
const OWN_SCRIPT: Readonly<Record<Exclude<Locale, "en">, RegExp>> = {
  hi: /[\u0900-\u097F]/u,
  te: /[\u0C00-\u0C7F]/u,
  ar: /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u,
};

const LATIN_LETTER = /\p{Script=Latin}/u;

// An HTML field's markup and character references ("<strong>", "&nbsp;") are Latin but not
// text: only what a reader sees counts.
const HTML_TAG = /<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi;
const CHARACTER_REFERENCE = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;

const visibleText = (text: string): string => text.replace(HTML_TAG, " ").replace(CHARACTER_REFERENCE, " ");

/**
 * The `lang` for an element showing `texts` on a page in `locale`: "en" where they are
 * English on a page in another language (Latin letters and none of the page's script),
 * nothing otherwise (an English page, translated text, text with no letters).
 */
export function fallbackLangOf(locale: Locale, ...texts: Array<string | null | undefined>): "en" | undefined {
  if (locale === "en") return undefined;
  const text = visibleText(texts.filter((t): t is string => typeof t === "string").join(" "));
  return LATIN_LETTER.test(text) && !OWN_SCRIPT[locale].test(text) ? "en" : undefined;
}
