// Phone numbers as the clinic meets them: typed by patients in any form, stored as E.164,
// shown to staff in the caller's national form with the country's flag, and searched by
// whatever part of the number staff have in hand. libphonenumber-js's full ("max") metadata
// validates by each plan's number ranges, not by length alone: "91234567" is no Indian number.
// Its metadata is large, so this module belongs to the server and to loaders: components get
// the strings it produces, never the module.
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";

export type PhoneRegion = CountryCode;

/** The clinic's own plan: a number typed without a country code is read as Indian. */
export const CLINIC_REGION: PhoneRegion = "IN";

export interface ParsedPhone {
  /** "+919848012345": what is stored, dialled and put in wa.me links. */
  e164: string;
  /** The number's country, where its plan names one ("IN"); null for shared plans (+800). */
  region: PhoneRegion | null;
  /** "098480 12345": how the caller's own country writes it. */
  national: string;
  /** "+91 98480 12345". */
  international: string;
  /** The digits after the country code ("9848012345"): what a search matches on. */
  nationalNumber: string;
}

const PHONE_CHARS = /^[+\d\s().\-/]+$/;

/**
 * A number a person typed, as a dialable one, or null when it is not a valid number of any
 * plan. Without "+" (or the "00" international prefix) it is read in `defaultRegion`'s plan.
 */
export function parsePhone(input: string, defaultRegion: PhoneRegion | null = CLINIC_REGION): ParsedPhone | null {
  const text = input.trim().replace(/^00(?=\d)/, "+");
  if (!PHONE_CHARS.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, defaultRegion ? { defaultCountry: defaultRegion } : undefined);
  if (!parsed?.isValid()) return null;
  return {
    e164: parsed.number,
    region: parsed.country ?? null,
    national: parsed.formatNational(),
    international: parsed.formatInternational(),
    nationalNumber: parsed.nationalNumber,
  };
}

/** A region's flag as the two regional-indicator letters emoji fonts draw ("IN" → 🇮🇳). */
export function flagOf(region: string): string {
  if (!/^[A-Z]{2}$/.test(region)) return "";
  return String.fromCodePoint(...[...region].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export interface PhoneDisplay {
  /** "098480 12345" for a number of the clinic's own country, "+968 9123 4567" for others;
   * a stored text that is no valid number (leads from before numbers were checked) as it is. */
  text: string;
  flag: string;
  /** The country's code ("IN"), for the flag's accessible name. */
  region: string | null;
  /** "tel:+919848012345", or null when the text is no number. */
  telHref: string | null;
  /** The number as wa.me takes it ("919848012345"), or null. */
  waNumber: string | null;
}

/** How staff see a stored number. */
export function phoneDisplay(stored: string): PhoneDisplay {
  const parsed = parsePhone(stored);
  if (!parsed) return { text: stored, flag: "", region: null, telHref: null, waNumber: null };
  const home = parsed.region === CLINIC_REGION;
  return {
    text: home ? parsed.national : parsed.international,
    flag: parsed.region ? flagOf(parsed.region) : "",
    region: parsed.region,
    telHref: `tel:${parsed.e164}`,
    waNumber: parsed.e164.slice(1),
  };
}

/**
 * The digits a search for `query` should look for in stored numbers, or null when the query
 * is no phone number at all. Spaces, dashes, brackets and "+" never count, and a number given
 * whole with its country code ("+91 98765 43210", caller-ID form) or with a trunk "0" is
 * looked for by its national digits, which every stored form of it contains. A part of a
 * number ("9876", "43210") is looked for as it is.
 */
export function phoneSearchDigits(query: string): string | null {
  const text = query.trim();
  if (!PHONE_CHARS.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (!digits) return null;
  const whole = parsePhone(text);
  return whole ? whole.nationalNumber : digits;
}
