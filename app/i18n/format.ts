// Formats the catalogue's messages with a well-kept ICU library (intl-messageformat), not
// hand-made interpolation: plurals, selects and number formats follow CLDR for each language.
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import type { ReactNode } from "react";
import type { MessageKey } from "./catalogue";

export type MessageValues = Record<string, PrimitiveType>;
export type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface Translate {
  (key: MessageKey, values?: MessageValues): string;
  /** A message with parts the page draws as elements (a phone link, <strong>…</strong>). */
  rich(key: MessageKey, values: RichValues): ReactNode[];
}

// Parsing is the costly step, and the same few hundred messages come back on every render.
const compiled = new Map<string, IntlMessageFormat>();

function compile(message: string, locale: string): IntlMessageFormat {
  const id = `${locale}\u0000${message}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: false });
    // Staff may edit texts forever in one process: keep the cache bounded.
    if (compiled.size > 5000) compiled.clear();
    compiled.set(id, format);
  }
  return format;
}

/** `messages`: every key's text (the published catalogue over the defaults). */
export function createTranslator(messages: Readonly<Record<MessageKey, string>>, locale: string): Translate {
  const t = ((key: MessageKey, values?: MessageValues): string => {
    const out = compile(messages[key], locale).format(values);
    return Array.isArray(out) ? out.join("") : String(out);
  }) as Translate;
  t.rich = (key, values) => {
    const out = compile(messages[key], locale).format<ReactNode>(values as Record<string, ReactNode>);
    return Array.isArray(out) ? out : [out];
  };
  return t;
}
