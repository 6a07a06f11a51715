import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactNode } from "react";
import { defaultMessages, type MessageKey } from "~/i18n/catalogue";
import { localizePath, type Locale } from "~/i18n/locales";
import { isPublicLayoutId } from "~/i18n/route-ids";
import { createTranslator, type RichValues, type Translate } from "~/i18n/format";
import { fallbackLangOf } from "~/lib/text-lang";

// The interface strings (docs/decisions/022): the public layout's loader reads the published
// catalogue (or a preview's draft) and hands it to every component through this context.
export interface MessagesValue {
  /** The page's language (its address says which). */
  lang: Locale;
  /** The formatter's locale ("hi-IN"). */
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
  const layout = matches.find((m) => isPublicLayoutId(m?.id))?.loaderData as { messages?: MessagesValue } | undefined;
  // An error page's meta may run without the layout's data: the code's own texts then.
  return translatorFor(layout?.messages ?? englishDefaults);
}

/** The page's language; English on the staff pages (no catalogue there: the admin stays English). */
export function useLocale(): Locale {
  return useContext(MessagesContext)?.lang ?? "en";
}

/** Turns a site path into the page's language: "/about" → "/hi/about" on a Hindi page. */
export function useLocalizedPath(): (path: string) => string {
  const lang = useLocale();
  return (path) => localizePath(lang, path);
}

const englishDefaults: MessagesValue = { lang: "en", locale: "en-IN", messages: defaultMessages };

/**
 * For the few shared components the hydrated staff pages also draw (star ratings, the video
 * preview): the page's catalogue where there is one, else the code's English (the admin
 * stays in English).
 */
export function useOptionalT(): Translate {
  const value = useContext(MessagesContext) ?? englishDefaults;
  return useMemo(() => translatorFor(value), [value]);
}

/**
 * The `lang` to put on an element showing content (a document's or the database's text):
 * "en" on a page in another language where the text is still English (its translation is
 * missing, or it was written in English: testimonials, video titles), so screen readers switch
 * voice; nothing on an English page or where the text is translated (app/lib/text-lang.ts).
 * Pass the text(s) the element shows. Inside a loop, call `fallbackLangOf(useLocale(), text)`
 * per item instead (a hook must not run in a loop).
 */
export function useFallbackLang(...texts: Array<string | null | undefined>): "en" | undefined {
  return fallbackLangOf(useLocale(), ...texts);
}
