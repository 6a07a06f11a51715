import type { InternationalPageTexts as Page } from "~/content-types/international-page";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

interface InfoCardsProps {
  id: string;
  heading: { eyebrow: string; title: string; intro: string };
  cards: Page["whyChoose"]["cards"];
  tone?: "white" | "tinted";
}

/** A titled grid of icon cards: the why-choose cards and the international services. */
export function InfoCards({ id, heading, cards, tone = "white" }: InfoCardsProps) {
  const locale = useLocale();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`section ${tone === "tinted" ? "bg-seaglass-50" : ""}`}>
      <div className="container-page">
        <SectionHeading id={`${id}-title`} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro || undefined} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.title} className="flex gap-4 rounded-2xl border border-seaglass-200 bg-white p-5 sm:flex-col sm:p-6">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700">
                <Icon name={card.icon} />
              </span>
              <div lang={fallbackLangOf(locale, card.title, card.description)}>
                <h3 className="text-lg font-semibold text-ocean-950">{card.title}</h3>
                <p className="mt-2 text-muted">{card.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
