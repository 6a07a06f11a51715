// What a search typed into the inquiry inbox looks for (issue 44 item 4). Apart from
// app/lib/inquiry-inbox.ts because it reads phone numbers with app/lib/phone.ts, whose
// metadata is large: only the server and loaders import this module, never a component.
import { normalizeReference } from "./inquiry-reference";
import { cleanSearch, escapeLike, INBOX_COUNT_CAP, SEARCH_COUNT_CAP, SEARCH_MIN_RUN } from "./inquiry-inbox";
import { phoneSearchDigits } from "./phone";

export interface SearchTerm {
  /** ILIKE pattern for name and e-mail; null when there is no search or it is too short. */
  pattern: string | null;
  /** Digits to find in the phone number's digits; null unless the search is (part of) a phone number. */
  digits: string | null;
  /** The reference it names ("SAM-7K3QX2"), typed in any case, with or without "SAM" and the dash. */
  reference: string | null;
  /** Typed, but without 3 characters of a word in a row (nor 3 digits of a phone): not searched. */
  tooShort: boolean;
}

/**
 * Three characters of a word in a row, as a reader counts them: a letter or digit, then letters,
 * digits or the signs written on a letter. Telugu "రవి" is ర, వ and the vowel sign ి: three
 * characters to its reader (and three to pg_trgm, which takes vowel signs and viramas as word
 * characters under a UTF-8 locale), though a grapheme count would make it two (ర, వి) and leave
 * every two-syllable Indic name unsearchable. A lone sign starts nothing.
 */
const WORD_RUN = new RegExp(`[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}]{${SEARCH_MIN_RUN - 1}}`, "u");

export function searchTerm(q: string): SearchTerm {
  const text = cleanSearch(q);
  if (!text) return { pattern: null, digits: null, reference: null, tooShort: false };
  // "+91 98765 43210" and "0 98765 43210" become the national digits that every stored form of
  // the number contains; a part of a number is looked for as typed, without a leading trunk 0.
  const phone = phoneSearchDigits(text);
  const digitText = phone?.replace(/^0+/, "") ?? "";
  const digits = digitText.length >= SEARCH_MIN_RUN ? digitText : null;
  const pattern = WORD_RUN.test(text) ? `%${escapeLike(text)}%` : null;
  const reference = normalizeReference(text);
  return { pattern, digits, reference, tooShort: !pattern && !digits && !reference };
}

/** How far the inbox counts for this filter: 1,000, or 100 with a search (docs/decisions/033). */
export function countCap(filter: { q: string }): number {
  const term = searchTerm(filter.q);
  return term.pattern || term.digits || term.reference ? SEARCH_COUNT_CAP : INBOX_COUNT_CAP;
}
