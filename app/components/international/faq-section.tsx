import type { InternationalPageTexts as Page } from "~/content-types/international-page";
import { Accordion } from "~/components/ui/accordion";
import { SectionHeading } from "~/components/ui/section-heading";
import { useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

/** SPEC §2/§4: six questions, one open at a time, all closed at start. */
export function FaqSection({ id, faq: copy }: { id: string; faq: Page["faq"] }) {
  const locale = useLocale();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section">
      <div className="container-page max-w-3xl">
        <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} />
        <div className="mt-10">
          <Accordion
            name="international-faq"
            items={copy.items.map((faq, index) => ({
              id: `faq-${index}`,
              title: <span lang={fallbackLangOf(locale, faq.question)}>{faq.question}</span>,
              content: <p lang={fallbackLangOf(locale, faq.answer)}>{faq.answer}</p>,
            }))}
          />
        </div>
      </div>
    </section>
  );
}
