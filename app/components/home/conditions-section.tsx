import type { ConditionArea } from "~/content-types/conditions-page";
import type { SectionTexts } from "~/content-types/home-page";
import { Icon } from "~/components/ui/icon";
import { useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import { SectionHeading } from "~/components/ui/section-heading";

/** The conditions document's areas, under the home page's own heading for the section. */
export function ConditionsSection({ texts, areas }: { texts: SectionTexts; areas: readonly ConditionArea[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="conditions-title" className="section bg-seaglass-50">
      <div className="container-page">
        <SectionHeading id="conditions-title" eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((c) => (
            <li
              key={c.anchor}
              className="rounded-2xl bg-white p-6 ring-1 ring-seaglass-200"
              lang={fallbackLangOf(locale, c.title, ...c.conditions.map(({ text: name }) => name))}
            >
              <h3 className="flex items-center gap-3 text-lg font-semibold text-ocean-950">
                <span className="flex size-10 items-center justify-center rounded-lg bg-seaglass-100 text-ocean-700">
                  <Icon name={c.icon} className="size-5" />
                </span>
                {c.title}
              </h3>
              <ul className="mt-4 list-disc space-y-1 ps-5 text-sm text-muted marker:text-ocean-500">
                {c.conditions.map(({ text: name }) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
