import { createContext, useContext } from "react";
import type { FormObject, FormValue } from "~/lib/document-form";

/** A translation's editor: the English beside each field, and the language typed in. */
export interface TranslationSource {
  english: FormObject;
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

/** The English of a translation's field, and the attributes its input takes; null when not translating. */
export function useTranslationSource(name: string): { english: string; inputLang: { lang: string; dir: "ltr" | "rtl" } } | null {
  const source = useContext(TranslationSourceContext);
  if (!source) return null;
  const value = at(source.english, name);
  return { english: typeof value === "string" ? value : "", inputLang: { lang: source.lang.tag, dir: source.lang.dir } };
}

/** The English text shown above a translation's input (read by screen readers in English). */
export function EnglishText({ id, text, html = false }: { id: string; text: string; html?: boolean }) {
  return (
    <div id={id} className="mb-2 rounded-lg bg-sand-50 px-3 py-2 text-sm text-ink ring-1 ring-sand-300">
      <span className="block text-xs font-semibold uppercase tracking-wide text-muted">English</span>
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
    </div>
  );
}
