import { type KeyboardEvent, useRef, useState } from "react";
import { Check, ChevronDown } from "~/components/ui/lucide";
import { internationalSections, planningSteps } from "~/content/international";
import { useHydrated } from "~/hooks/use-hydrated";
import { focusTarget, type OpenIndex, toggleOpen } from "~/lib/single-open";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";

export const INITIAL_STEP = 0; // SPEC §4: step 0 open at start

// Spelled out so Tailwind sees every class.
const TIMELINE_COLUMNS = ["lg:col-start-1", "lg:col-start-2", "lg:col-start-3", "lg:col-start-4", "lg:col-start-5"];

/**
 * SPEC §2/§4: five steps, one open at a time, step 0 open at start. One state drives both
 * layouts of the same markup: an accordion below lg, a horizontal timeline from lg up (the
 * wrappers become `display: contents`, so headers share the first grid row and the open
 * panel spans the second). Without JavaScript every step is shown, so nothing is unreadable.
 */
export function PlanningSteps({ id }: { id: string }) {
  const [open, setOpen] = useState<OpenIndex>(INITIAL_STEP);
  const hydrated = useHydrated();
  const headers = useRef<Array<HTMLButtonElement | null>>([]);
  const copy = internationalSections.planning;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = focusTarget(event.key, index, planningSteps.length);
    if (next === null) return;
    event.preventDefault();
    headers.current[next]?.focus();
  }

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section focus:outline-none">
      <div className="container-page">
        <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <div
          className={`relative mt-12 space-y-3 ${hydrated ? "lg:grid lg:grid-cols-5 lg:gap-x-4 lg:gap-y-8 lg:space-y-0" : ""}`}
        >
          {hydrated ? (
            // The line joining the timeline's markers.
            <div aria-hidden="true" className="absolute top-9 right-[10%] left-[10%] hidden h-0.5 bg-seaglass-300 lg:block" />
          ) : null}
          {planningSteps.map((step, index) => {
            const isOpen = !hydrated || open === index;
            const headerId = `${id}-step-${index}`;
            const panelId = `${id}-panel-${index}`;
            const marker = (
              <span
                className={`relative flex size-14 shrink-0 items-center justify-center rounded-full border-2 text-lg font-bold ${
                  isOpen && hydrated ? "border-ocean-700 bg-ocean-700 text-white" : "border-seaglass-300 bg-white text-ocean-800"
                }`}
                aria-hidden="true"
              >
                {index + 1}
              </span>
            );
            const label = (
              <span className="flex min-w-0 flex-1 flex-col text-left lg:items-center lg:text-center">
                <span className="text-sm font-medium text-ocean-700">Step {index + 1}</span>
                <span className="font-semibold text-ocean-950">{step.title}</span>
              </span>
            );
            return (
              <div key={step.title} className={`rounded-2xl border border-seaglass-200 bg-white ${hydrated ? "lg:contents" : ""}`}>
                <h3 className={hydrated ? `lg:row-start-1 ${TIMELINE_COLUMNS[index] ?? ""}` : ""}>
                  {hydrated ? (
                    <button
                      ref={(el) => {
                        headers.current[index] = el;
                      }}
                      id={headerId}
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setOpen((current) => toggleOpen(current, index))}
                      onKeyDown={(event) => onKeyDown(event, index)}
                      className="flex min-h-11 w-full items-center gap-4 rounded-2xl p-4 hover:bg-seaglass-50 lg:flex-col lg:gap-3 lg:p-2"
                    >
                      {marker}
                      {label}
                      <ChevronDown
                        className={`size-5 shrink-0 text-ocean-700 transition-transform lg:hidden ${isOpen ? "rotate-180" : ""}`}
                        aria-hidden="true"
                      />
                    </button>
                  ) : (
                    <span id={headerId} className="flex items-center gap-4 p-4">
                      {marker}
                      {label}
                    </span>
                  )}
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={headerId}
                  hidden={!isOpen}
                  className={`px-4 pb-5 ${
                    hydrated
                      ? "lg:col-span-5 lg:col-start-1 lg:row-start-2 lg:rounded-2xl lg:border lg:border-seaglass-200 lg:bg-seaglass-50 lg:p-8"
                      : ""
                  }`}
                >
                  <div className="flex items-start gap-4">
                    <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white text-ocean-700 ring-1 ring-seaglass-200 lg:flex">
                      <Icon name={step.icon} />
                    </span>
                    <div>
                      <p className="hidden text-lg font-semibold text-ocean-950 lg:block" aria-hidden="true">
                        Step {index + 1}: {step.title}
                      </p>
                      <p className="text-ink lg:mt-1">{step.description}</p>
                      <ul className="mt-3 space-y-2">
                        {step.details.map((detail) => (
                          <li key={detail} className="flex gap-2 text-muted">
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
