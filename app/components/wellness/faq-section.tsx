import type { WellnessPageTexts as Page } from "~/content-types/wellness-page";
import { Accordion } from "~/components/ui/accordion";
import { SectionHeading } from "~/components/ui/section-heading";
import { useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

/** SPEC: none open at first, one open at a time, clicking the open one closes it. */
export function WellnessFaq({ text }: { text: Page["faq"] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="faq-title" className="section">
      <div className="container-page max-w-3xl">
        <SectionHeading id="faq-title" eyebrow={text.eyebrow} title={text.title} />
        <div className="mt-10">
          <Accordion
            name="wellness-faq"
            items={text.items.map((faq, i) => ({
              id: `wellness-faq-${i}`,
              title: <span lang={fallbackLangOf(locale, faq.question)}>{faq.question}</span>,
              content: <p lang={fallbackLangOf(locale, faq.answer)}>{faq.answer}</p>,
            }))}
          />
        </div>
      </div>
    </section>
  );
}
