// The interface strings (buttons, labels, navigation, form messages) as ICU MessageFormat
// messages, declared once per area with their English text (docs/decisions/022). Staff edit
// them in the admin like any other document; issue 14 adds the other languages.
// No React and nothing from ~/server: the public site, the admin and unit tests import these.

export interface MessageSpec {
  /** The English text, in ICU MessageFormat: `{name}` arguments, `{count, plural, …}`,
   * `<link>…</link>` tags for parts the page draws as an element. */
  en: string;
  /** Where the text shows, for the admin form ("Footer: heading of the links"). */
  label: string;
  /** The arguments and tags the page gives this message; a staff edit may use only these. */
  args?: readonly string[];
  /** A paragraph rather than a line: the admin shows a text area. */
  long?: boolean;
  /** Longest text staff may save; 120 for a line and 600 for a paragraph unless set. */
  max?: number;
}

export interface MessageArea<A extends string = string, K extends string = string> {
  /** Part of each message's key ("footer" → "footer.explore") and of the document type. */
  area: A;
  title: string;
  description: string;
  /** The public page the admin's preview opens. */
  previewPath: string;
  messages: Readonly<Record<K, MessageSpec>>;
}

export function defineArea<const A extends string, const K extends string>(area: MessageArea<A, K>): MessageArea<A, K> {
  return area;
}

/** "footer.explore" for each message of an area. */
export type KeysOfArea<T> = T extends MessageArea<infer A, infer K> ? `${A}.${K}` : never;

export const LINE_MAX = 120;
export const PARAGRAPH_MAX = 600;

export const maxLengthOf = (spec: MessageSpec): number => spec.max ?? (spec.long ? PARAGRAPH_MAX : LINE_MAX);
