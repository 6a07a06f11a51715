import type { WellnessPageTexts as Page } from "~/content-types/wellness-page";
import { Accordion } from "~/components/ui/accordion";
import { SectionHeading } from "~/components/ui/section-heading";
import { useFallbackLang } from "~/components/messages-context";

/** SPEC: none open at first, one open at a time, clicking the open one closes it. */
export function WellnessFaq({ text }: { text: Page["faq"] }) {
  const fallbackLang = useFallbackLang();
  return (
    <section aria-labelledby="faq-title" className="section">
      <div className="container-page max-w-3xl">
        <SectionHeading id="faq-title" eyebrow={text.eyebrow} title={text.title} />
        <div className="mt-10">
          <Accordion
            name="wellness-faq"
            items={text.items.map((faq, i) => ({ id: `wellness-faq-${i}`, title: <span lang={fallbackLang}>{faq.question}</span>, content: <p lang={fallbackLang}>{faq.answer}</p> }))}
          />
        </div>
      </div>
    </section>
  );
}
