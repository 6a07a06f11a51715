import { createContext, useContext } from "react";
import type { FormObject, FormValue } from "~/lib/document-form";
import { htmlToText } from "~/lib/content-diff";

/** A translation's editor: the English beside each field, and the language typed in. */
export interface TranslationSource {
  english: FormObject;
  /** Texts whose English changed since they were translated: form name → the English then. */
  changed: Readonly<Record<string, string>>;
  lang: { tag: string; dir: "ltr" | "rtl"; name: string };
}

export const TranslationSourceContext = createContext<TranslationSource | null>(null);

function at(values: FormObject, name: string): FormValue | undefined {
  let current: FormValue | undefined = values;
  for (const part of name.split(".")) {
    if (Array.isArray(current)) current = current[Number(part)];
    else if (current && typeof current === "object") current = (current as FormObject)[part];
    else return undefined;
  }
  return current;
}

/** The English of a translation's field (and, when it changed since, the English it was translated
 * from), and the attributes its input takes; null when not translating. */
export function useTranslationSource(
  name: string,
): { english: string; before?: string; inputLang: { lang: string; dir: "ltr" | "rtl" } } | null {
  const source = useContext(TranslationSourceContext);
  if (!source) return null;
  const value = at(source.english, name);
  return {
    english: typeof value === "string" ? value : "",
    before: source.changed[name],
    inputLang: { lang: source.lang.tag, dir: source.lang.dir },
  };
}

/** The English text shown above a translation's input (read by screen readers in English). */
export function EnglishText({ id, text, before, html = false }: { id: string; text: string; before?: string; html?: boolean }) {
  return (
    <div id={id} className="mb-2 rounded-lg bg-sand-50 px-3 py-2 text-sm text-ink ring-1 ring-sand-300">
      <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
        English
        {before !== undefined ? " " : null}
        {before !== undefined ? (
          <span className="ms-2 rounded-full bg-white px-2 py-0.5 normal-case tracking-normal text-coral-700 ring-1 ring-coral-500">
            English changed since translated
          </span>
        ) : null}
      </span>
      {text.trim() === "" ? (
        <span className="text-muted">(empty in English)</span>
      ) : html ? (
        // Stored rich text, cleaned on the server before it was saved.
        <div
          lang="en"
          dir="ltr"
          className="space-y-2 [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
          dangerouslySetInnerHTML={{ __html: text }}
        />
      ) : (
        <span lang="en" dir="ltr" className="whitespace-pre-line">
          {text}
        </span>
      )}
      {before !== undefined ? (
        <span className="mt-2 block border-t border-sand-300 pt-2">
          <span className="block text-xs font-semibold uppercase tracking-wide text-muted">Translated from</span>
          <span lang="en" dir="ltr" className="whitespace-pre-line">
            {before.trim() === "" ? "(empty)" : html ? htmlToText(before) : before}
          </span>
        </span>
      ) : null}
    </div>
  );
}
