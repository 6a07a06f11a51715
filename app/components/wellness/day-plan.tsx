import type { WellnessAccent, WellnessPageTexts as Page } from "~/content-types/wellness-page";
import { SectionHeading } from "~/components/ui/section-heading";
import { useFallbackLang, useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

// Full class strings, so Tailwind sees them. -700 shades keep 4.5:1 against white.
const accents: Record<WellnessAccent, { badge: string; border: string }> = {
  sky: { badge: "bg-sky-700", border: "border-sky-700" },
  teal: { badge: "bg-teal-700", border: "border-teal-700" },
  cyan: { badge: "bg-cyan-700", border: "border-cyan-700" },
  indigo: { badge: "bg-indigo-700", border: "border-indigo-700" },
  violet: { badge: "bg-violet-700", border: "border-violet-700" },
  emerald: { badge: "bg-emerald-700", border: "border-emerald-700" },
  amber: { badge: "bg-amber-700", border: "border-amber-700" },
};

const tabId = (day: number) => `day-tab-${day}`;
const panelId = (day: number) => `day-panel-${day}`;

/**
 * SPEC: Day 1 to Day 7 tabs, Day 1 by default. Rendered on the server as visitors with
 * JavaScript first see it: a WAI-ARIA tablist with Day 1's panel (app/islands/tabs.island.ts
 * makes the tabs work; every tab has its tabpanel in the markup, as HTML validators require).
 * Without JavaScript (the
 * `no-js:` styles) the tablist is hidden and every day reads one after another, reached by
 * in-page links.
 */
export function DayPlan({ id, text, days: list }: { id: string; text: Page["program"]; days: Page["days"] }) {
  // A day's number is its place in the list: moving a day in the admin renumbers it.
  const days = list.map((d, i) => ({ ...d, day: i + 1 }));
  // Every word here is the page document's: the tab names ("Day 1") included.
  const tabsLang = useFallbackLang(text.tabsLabel, text.dayLabel);
  const locale = useLocale();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section scroll-mt-24 bg-seaglass-50">
      <div className="container-page" data-island="tabs">
        <SectionHeading id={`${id}-title`} eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
        <div
          role="tablist"
          aria-label={text.tabsLabel}
          lang={tabsLang}
          className="mx-auto mt-10 hidden max-w-3xl grid-cols-4 gap-2 js:grid sm:grid-cols-7"
        >
          {days.map((d, i) => (
            <button
              key={d.day}
              type="button"
              role="tab"
              id={tabId(d.day)}
              aria-selected={i === 0}
              aria-controls={panelId(d.day)}
              tabIndex={i === 0 ? 0 : -1}
              className="min-h-11 rounded-full bg-white px-3 text-sm font-semibold whitespace-nowrap text-ocean-900 ring-1 ring-seaglass-200 transition-colors hover:bg-seaglass-100 aria-selected:bg-ocean-700 aria-selected:text-white aria-selected:shadow aria-selected:ring-0"
            >
              {`${text.dayLabel} ${d.day}`}
            </button>
          ))}
        </div>
        <nav aria-label={text.tabsLabel} lang={tabsLang} className="mx-auto mt-10 max-w-3xl js:hidden">
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7">
            {days.map((d) => (
              <li key={d.day}>
                <a
                  href={`#${panelId(d.day)}`}
                  className="flex min-h-11 items-center justify-center rounded-full bg-white px-3 text-sm font-semibold text-ocean-900 ring-1 ring-seaglass-200"
                >
                  {`${text.dayLabel} ${d.day}`}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mx-auto mt-8 max-w-3xl space-y-6">
          {days.map((d, i) => (
            <div
              key={d.day}
              id={panelId(d.day)}
              role="tabpanel"
              aria-labelledby={tabId(d.day)}
              tabIndex={0}
              lang={fallbackLangOf(locale, text.dayLabel, d.title, d.subtitle, ...d.activities.map((a) => a.text))}
              className={`scroll-mt-24 rounded-2xl border-t-4 bg-white p-6 shadow-sm sm:p-8 ${accents[d.accent].border}${i === 0 ? "" : " js:hidden"}`}
            >
              <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold text-ocean-950">
                <span
                  className={`rounded-full px-3 py-1 text-sm font-semibold text-white ${accents[d.accent].badge}`}
                >{`${text.dayLabel} ${d.day}`}</span>
                {d.title}
              </h3>
              <p className="mt-2 text-muted">{d.subtitle}</p>
              <ol className="mt-6 space-y-3">
                {d.activities.map(({ text: activity }, n) => (
                  <li key={activity} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-seaglass-100 text-sm font-bold text-ocean-800"
                    >
                      {n + 1}
                    </span>
                    <span className="pt-0.5">{activity}</span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
