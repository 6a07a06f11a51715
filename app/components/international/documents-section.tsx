import { FileCheck } from "~/components/ui/lucide";
import type { InternationalPageTexts as Page } from "~/content-types/international-page";
import { SectionHeading } from "~/components/ui/section-heading";
import { useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

export function DocumentsSection({ id, documents: copy }: { id: string; documents: Page["documents"] }) {
  const locale = useLocale();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section bg-seaglass-50">
      <div className="container-page">
        <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro || undefined} />
        <ol className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2">
          {copy.items.map(({ text: doc }) => (
            <li key={doc} className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-seaglass-200">
              <FileCheck className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
              <span lang={fallbackLangOf(locale, doc)}>{doc}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
