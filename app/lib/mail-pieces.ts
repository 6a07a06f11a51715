// The pieces the patients' e-mails are made of (the inquiry confirmation, the appointment
// messages): sentences whose values keep their direction in either script, in text and HTML.
import type { MessageKey } from "~/i18n/catalogue";
import type { MessageValues, Translate } from "~/i18n/format";
import { escapeHtml } from "./inquiry-mail";

export const COLOR = { text: "#10323a", muted: "#3f5f66", line: "#c7dcdc", box: "#eef6f6" };

/** A value of a sentence: its words in the text part, its markup in the HTML part. */
export interface Piece {
  text: string;
  html: string;
}

// Left-to-right isolates (LRI … PDI): a phone number or reference keeps its order in an Arabic
// sentence of the text part; the HTML part uses dir="ltr" for the same.
export const isolate = (text: string, rtl: boolean) => (rtl ? `\u2066${text}\u2069` : text);
/** A text of either direction (an address in English on an Arabic mail): first-strong isolate
 * (FSI … PDI), the text part's <bdi>. */
export const either = (text: string, rtl: boolean) => (rtl ? `\u2068${text}\u2069` : text);

export function ltrPiece(text: string, rtl: boolean, href?: string): Piece {
  const inner = escapeHtml(text);
  return {
    text: isolate(text, rtl),
    html: href
      ? `<a href="${escapeHtml(href)}" dir="ltr" style="color:#0b5563;white-space:nowrap">${inner}</a>`
      : `<span dir="ltr" style="white-space:nowrap">${inner}</span>`,
  };
}

const MARK = "\u0001";

/** A message with pieces: formatted once with markers, escaped, then the markers replaced, so
 * a translation may put the pieces anywhere in its sentence and nothing in it is markup. */
export function sentence(t: Translate, key: MessageKey, values: Record<string, Piece | number> = {}): Piece {
  const pieces = Object.entries(values).filter((e): e is [string, Piece] => typeof e[1] !== "number");
  const numbers = Object.fromEntries(Object.entries(values).filter((e): e is [string, number] => typeof e[1] === "number"));
  const textValues: MessageValues = { ...numbers, ...Object.fromEntries(pieces.map(([name, p]) => [name, p.text])) };
  const marked: MessageValues = { ...numbers, ...Object.fromEntries(pieces.map(([name], i) => [name, `${MARK}${i}${MARK}`])) };
  const html = escapeHtml(t(key, marked)).replace(
    new RegExp(`${MARK}(\\d+)${MARK}`, "g"),
    (_, i: string) => pieces[Number(i)]?.[1].html ?? "",
  );
  return { text: t(key, textValues), html };
}

export const plain = (t: Translate, key: MessageKey, values?: MessageValues): Piece => {
  const text = t(key, values);
  return { text, html: escapeHtml(text) };
};
