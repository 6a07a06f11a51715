import type { InternationalPageTexts as Page } from "~/content-types/international-page";
import { Accordion } from "~/components/ui/accordion";
import { SectionHeading } from "~/components/ui/section-heading";
import { useFallbackLang } from "~/components/messages-context";

/** SPEC §2/§4: six questions, one open at a time, all closed at start. */
export function FaqSection({ id, faq: copy }: { id: string; faq: Page["faq"] }) {
  const fallbackLang = useFallbackLang();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section">
      <div className="container-page max-w-3xl">
        <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} />
        <div className="mt-10">
          <Accordion
            name="international-faq"
            items={copy.items.map((faq, index) => ({ id: `faq-${index}`, title: <span lang={fallbackLang}>{faq.question}</span>, content: <p lang={fallbackLang}>{faq.answer}</p> }))}
          />
        </div>
      </div>
    </section>
  );
}
