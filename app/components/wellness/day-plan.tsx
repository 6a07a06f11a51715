import { type KeyboardEvent, useRef, useState } from "react";
import type { WellnessAccent, WellnessDay } from "~/content/wellness";
import { wellnessSections } from "~/content/wellness";
import { useHydrated } from "~/hooks/use-hydrated";
import { tabIndexForKey } from "~/lib/tabs";
import { SectionHeading } from "~/components/ui/section-heading";

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
 * SPEC: Day 1 to Day 7 tabs, Day 1 by default. The server renders every day one after
 * another with in-page links, so the whole week reads without JavaScript; once hydrated
 * it becomes a WAI-ARIA tablist with one visible panel.
 */
export function DayPlan({ id, days }: { id: string; days: WellnessDay[] }) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const text = wellnessSections.program;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabIndexForKey(event.key, index, days.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section scroll-mt-24 bg-seaglass-50">
      <div className="container-page">
        <SectionHeading id={`${id}-title`} eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
        {hydrated ? (
          <div role="tablist" aria-label={text.tabsLabel} className="mx-auto mt-10 grid max-w-3xl grid-cols-4 gap-2 sm:grid-cols-7">
            {days.map((d, i) => {
              const selected = i === active;
              return (
                <button
                  key={d.day}
                  ref={(el) => {
                    tabs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(d.day)}
                  aria-selected={selected}
                  aria-controls={panelId(d.day)}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setActive(i)}
                  onKeyDown={(event) => onKeyDown(event, i)}
                  className={`min-h-11 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
                    selected ? "bg-ocean-700 text-white shadow" : "bg-white text-ocean-900 ring-1 ring-seaglass-200 hover:bg-seaglass-100"
                  }`}
                >
                  Day {d.day}
                </button>
              );
            })}
          </div>
        ) : (
          <nav aria-label={text.tabsLabel} className="mx-auto mt-10 max-w-3xl">
            <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7">
              {days.map((d) => (
                <li key={d.day}>
                  <a href={`#${panelId(d.day)}`} className="flex min-h-11 items-center justify-center rounded-full bg-white px-3 text-sm font-semibold text-ocean-900 ring-1 ring-seaglass-200">
                    Day {d.day}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="mx-auto mt-8 max-w-3xl space-y-6">
          {days.map((d, i) => (
            <div
              key={d.day}
              id={panelId(d.day)}
              {...(hydrated ? { role: "tabpanel", "aria-labelledby": tabId(d.day), tabIndex: 0 } : {})}
              hidden={hydrated && i !== active}
              className={`scroll-mt-24 rounded-2xl border-t-4 bg-white p-6 shadow-sm sm:p-8 ${accents[d.accent].border}`}
            >
              <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold text-ocean-950">
                <span className={`rounded-full px-3 py-1 text-sm font-semibold text-white ${accents[d.accent].badge}`}>Day {d.day}</span>
                {d.title}
              </h3>
              <p className="mt-2 text-muted">{d.subtitle}</p>
              <ol className="mt-6 space-y-3">
                {d.activities.map((activity, n) => (
                  <li key={activity} className="flex gap-3">
                    <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-seaglass-100 text-sm font-bold text-ocean-800">
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
