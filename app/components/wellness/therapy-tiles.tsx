import type { WellnessPageTexts as Page } from "~/content-types/wellness-page";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { useFallbackLang, useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

/*
 * Where there is a mouse and room (lg + pointer-fine), the description is an overlay that
 * appears on hover or keyboard focus (SPEC). Everywhere else (phones, tablets, touch
 * screens) it is simply shown, so nothing depends on hovering. Screen readers always get
 * it: opacity does not hide text from them, and the tile is described by it.
 */
const overlay =
  "mt-2 text-muted lg:pointer-fine:absolute lg:pointer-fine:inset-0 lg:pointer-fine:m-0 lg:pointer-fine:flex lg:pointer-fine:flex-col lg:pointer-fine:justify-center lg:pointer-fine:bg-ocean-800 lg:pointer-fine:p-6 lg:pointer-fine:text-white lg:pointer-fine:opacity-0 lg:pointer-fine:transition-opacity lg:pointer-fine:duration-200 group-hover:opacity-100 group-focus:opacity-100";

export function TherapyTiles({ text }: { text: Page["therapies"] }) {
  const locale = useLocale();
  const hintLang = useFallbackLang(text.pointerHint);
  return (
    <section aria-labelledby="therapies-title" className="section">
      <div className="container-page">
        <SectionHeading id="therapies-title" eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
        <p className="mt-3 hidden text-center text-sm text-muted lg:pointer-fine:block" lang={hintLang}>
          {text.pointerHint}
        </p>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {text.items.map((therapy, i) => (
            <li key={therapy.name}>
              <article
                tabIndex={0}
                aria-labelledby={`therapy-tile-${i}-name`}
                aria-describedby={`therapy-tile-${i}-description`}
                data-therapy-tile
                lang={fallbackLangOf(locale, therapy.name, therapy.description)}
                className="group relative h-full overflow-hidden rounded-2xl bg-white p-6 ring-1 ring-seaglass-200 transition-shadow hover:shadow-lg lg:min-h-44"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700">
                  <Icon name={therapy.icon} />
                </span>
                <h3 id={`therapy-tile-${i}-name`} className="mt-4 text-lg font-semibold text-ocean-950">
                  {therapy.name}
                </h3>
                <p id={`therapy-tile-${i}-description`} className={overlay}>
                  <span aria-hidden="true" className="hidden font-semibold lg:pointer-fine:mb-2 lg:pointer-fine:block">
                    {therapy.name}
                  </span>
                  {therapy.description}
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
