import { X } from "~/components/ui/lucide";
import { useLocale } from "~/components/messages-context";
import { LOCALE_INFO, type Locale } from "~/i18n/locales";

export interface LanguageNote {
  lang: Locale;
  href: string;
  /** "<link>…</link>" already split: the words before, in and after the link. */
  text: [string, string, string];
  dismiss: string;
}

/**
 * One hidden note per other language, each written in that language; the island
 * (app/islands/language-suggestion.island.ts) shows the one the browser prefers. It floats
 * over the foot of the screen rather than above the page: appearing after load, it would
 * otherwise push the whole page down (a layout shift of 0.06 on every translated page). It sits
 * above the quick-contact button, which stays reachable. Like that button it steps aside
 * while a form field has focus (`field-focused:`), so it never covers what is being typed.
 */
export function LanguageSuggestion({ notes }: { notes: readonly LanguageNote[] }) {
  const current = useLocale();
  if (notes.length === 0) return null;
  return (
    <div
      data-island="language-suggestion"
      data-current-lang={current}
      hidden
      className="fixed inset-x-3 bottom-[calc(5.5rem+var(--bottom-bar-height,0px))] z-50 rounded-2xl bg-seaglass-100 text-ocean-950 shadow-lg ring-1 ring-seaglass-300 field-focused:hidden confirmation-in-view:hidden sm:inset-x-auto sm:end-4 sm:max-w-md"
    >
      {notes.map((note) => {
        const info = LOCALE_INFO[note.lang];
        return (
          <aside
            key={note.lang}
            data-suggest-lang={note.lang}
            hidden
            lang={info.tag}
            dir={info.dir}
            aria-label={note.text[1]}
            className="flex items-center justify-between gap-3 py-1 ps-4 pe-1 text-sm"
          >
            <p>
              {note.text[0]}
              <a
                href={note.href}
                hrefLang={info.tag}
                className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
              >
                {note.text[1]}
              </a>
              {note.text[2]}
            </p>
            <button
              type="button"
              className="flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-seaglass-200"
              aria-label={note.dismiss}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </aside>
        );
      })}
    </div>
  );
}
