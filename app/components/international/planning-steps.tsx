import { Check, ChevronDown } from "~/components/ui/lucide";
import type { InternationalPageTexts as Page } from "~/content-types/international-page";
import { Icon } from "~/components/ui/icon";
import { useLocale, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import { SectionHeading } from "~/components/ui/section-heading";

export const INITIAL_STEP = 0; // SPEC §4: step 0 open at start

// Spelled out so Tailwind sees every class.
const TIMELINE_COLUMNS = ["js:lg:col-start-1", "js:lg:col-start-2", "js:lg:col-start-3", "js:lg:col-start-4", "js:lg:col-start-5"];

const MARKER = "relative flex size-14 shrink-0 items-center justify-center rounded-full border-2 text-lg font-bold";
const MARKER_CLOSED = "border-seaglass-300 bg-white text-ocean-800";

/**
 * SPEC §2/§4: five steps, one open at a time, step 0 open at start. One state drives both
 * layouts of the same markup: an accordion below lg, a horizontal timeline from lg up (the
 * wrappers become `display: contents`, so headers share the first grid row and the open
 * panel spans the second). The server renders that state as it starts (step 0 open) and the
 * `planning-steps` island (app/islands/planning-steps.island.ts) runs it: the header buttons'
 * `aria-expanded` and the panels' `hidden`; markers and chevrons follow `aria-expanded` in CSS.
 * Without JavaScript (the `js:`/`no-js:` variants) the headers are plain text, the layout
 * stays stacked and every step is shown, so nothing is unreadable.
 */
export function PlanningSteps({ id, planning: copy }: { id: string; planning: Page["planning"] }) {
  const planningSteps = copy.steps;
  const t = useT();
  const locale = useLocale();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section focus:outline-none">
      <div className="container-page">
        <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro || undefined} />
        <div
          data-island="planning-steps"
          className="relative mt-12 space-y-3 js:lg:grid js:lg:grid-cols-5 js:lg:gap-x-4 js:lg:gap-y-8 js:lg:space-y-0"
        >
          {/* The line joining the timeline's markers. */}
          <div aria-hidden="true" className="absolute top-9 right-[10%] left-[10%] hidden h-0.5 bg-seaglass-300 js:lg:block" />
          {planningSteps.map((step, index) => {
            const initiallyOpen = index === INITIAL_STEP;
            const headerId = `${id}-step-${index}`;
            const panelId = `${id}-panel-${index}`;
            const titleLang = fallbackLangOf(locale, step.title);
            const label = (
              <span className="flex min-w-0 flex-1 flex-col text-start lg:items-center lg:text-center">
                <span className="text-sm font-medium text-ocean-700">{t("pages.planningStep", { number: index + 1 })}</span>
                <span className="font-semibold text-ocean-950" lang={titleLang}>
                  {step.title}
                </span>
              </span>
            );
            return (
              <div key={step.title} className="rounded-2xl border border-seaglass-200 bg-white js:lg:contents">
                <h3 className={`js:lg:row-start-1 ${TIMELINE_COLUMNS[index] ?? ""}`}>
                  <button
                    id={headerId}
                    type="button"
                    aria-expanded={initiallyOpen}
                    aria-controls={panelId}
                    className="group flex min-h-11 w-full items-center gap-4 rounded-2xl p-4 hover:bg-seaglass-50 no-js:hidden lg:flex-col lg:gap-3 lg:p-2"
                  >
                    <span
                      className={`${MARKER} ${MARKER_CLOSED} group-aria-expanded:border-ocean-700 group-aria-expanded:bg-ocean-700 group-aria-expanded:text-white`}
                      aria-hidden="true"
                    >
                      {index + 1}
                    </span>
                    {label}
                    <ChevronDown
                      className="size-5 shrink-0 text-ocean-700 transition-transform group-aria-expanded:rotate-180 lg:hidden"
                      aria-hidden="true"
                    />
                  </button>
                  {/* Without JavaScript: the same header as plain text (its panel is always shown). */}
                  <span className="flex items-center gap-4 p-4 js:hidden">
                    <span className={`${MARKER} ${MARKER_CLOSED}`} aria-hidden="true">
                      {index + 1}
                    </span>
                    {label}
                  </span>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={headerId}
                  className={`px-4 pb-5 js:lg:col-span-5 js:lg:col-start-1 js:lg:row-start-2 js:lg:rounded-2xl js:lg:border js:lg:border-seaglass-200 js:lg:bg-seaglass-50 js:lg:p-8 ${
                    initiallyOpen ? "" : "js:hidden"
                  }`}
                >
                  <div className="flex items-start gap-4">
                    <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white text-ocean-700 ring-1 ring-seaglass-200 lg:flex">
                      <Icon name={step.icon} />
                    </span>
                    <div>
                      <p className="hidden text-lg font-semibold text-ocean-950 lg:block" aria-hidden="true">
                        {t.rich("pages.planningStepTitle", {
                          number: index + 1,
                          title: (
                            <span key="title" lang={titleLang}>
                              {step.title}
                            </span>
                          ),
                        })}
                      </p>
                      <p className="text-ink lg:mt-1" lang={fallbackLangOf(locale, step.description)}>
                        {step.description}
                      </p>
                      <ul className="mt-3 space-y-2">
                        {step.details.map(({ text: detail }) => (
                          <li key={detail} className="flex gap-2 text-muted" lang={fallbackLangOf(locale, detail)}>
                            <Check className="mt-1 size-4 shrink-0 text-ocean-700" aria-hidden="true" />
                            {detail}
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
