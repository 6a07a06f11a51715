import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactNode } from "react";
import { defaultMessages, type MessageKey } from "~/i18n/catalogue";
import { createTranslator, type RichValues, type Translate } from "~/i18n/format";

// The interface strings (docs/decisions/022): the public layout's loader reads the published
// catalogue (or a preview's draft) and hands it to every component through this context.
export interface MessagesValue {
  locale: string;
  messages: Readonly<Record<MessageKey, string>>;
}

const MessagesContext = createContext<MessagesValue | null>(null);

export const MessagesProvider = MessagesContext.Provider;

// A rich message's parts are siblings: React wants a key on each element among them.
const keyed = (parts: ReactNode[]): ReactNode[] =>
  parts.map((part, i) => (isValidElement(part) && part.key == null ? cloneElement(part, { key: i }) : part));

export function translatorFor(value: MessagesValue): Translate {
  const base = createTranslator(value.messages, value.locale);
  const t = ((key, values) => base(key, values)) as Translate;
  t.rich = (key: MessageKey, values: RichValues) => keyed(base.rich(key, values));
  return t;
}

export function useT(): Translate {
  const value = useContext(MessagesContext);
  // Like useClinic(): a page drawn without the catalogue would hide staff's edits silently.
  if (!value) throw new Error("useT() needs a <MessagesProvider> (the public layout gives one)");
  return useMemo(() => translatorFor(value), [value]);
}

/** For a route's `meta` (no hooks there): the catalogue the public layout's loader read. */
export function translatorFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): Translate {
  const layout = matches.find((m) => m?.id === "routes/public-layout")?.loaderData as { messages?: MessagesValue } | undefined;
  // An error page's meta may run without the layout's data: the code's own texts then.
  return translatorFor(layout?.messages ?? { locale: "en-IN", messages: defaultMessages });
}
