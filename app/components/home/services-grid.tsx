import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ArrowRight, CalendarCheck, CheckCircle2, ChevronDown, ChevronUp, Clock, Repeat } from "~/components/ui/lucide";
import { serviceOptions } from "~/content/clinic";
import { useHydrated } from "~/hooks/use-hydrated";
import { scrollBehavior } from "~/hooks/use-reduced-motion";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";

export interface ServiceCard {
  slug: string;
  title: string;
  shortDescription: string;
  benefits: string[];
  duration: string;
  sessions: string;
  frequency: string;
  icon: string;
}

const SCROLL_DELAY_MS = 100; // SPEC §9: learn-more scroll delay

/** The contact form's service for a therapy: its own title if listed, else a general consultation. */
export function bookingLink(title: string) {
  const service = serviceOptions.find((s) => s === title) ?? "General Consultation";
  return `/?service=${encodeURIComponent(service)}#contact`;
}

export function ServicesGrid({ therapies }: { therapies: ServiceCard[] }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const hydrated = useHydrated();
  const detail = useRef<HTMLDivElement>(null);
  const selected = therapies.find((t) => t.slug === expanded) ?? null;

  useEffect(() => {
    if (!expanded) return;
    const timer = setTimeout(
      () => detail.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" }),
      SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [expanded]);

  return (
    <section id="services" aria-labelledby="services-title" className="section scroll-mt-24">
      <div className="container-page">
        <SectionHeading
          id="services-title"
          eyebrow="Our therapies"
          title={`${therapies.length} advanced, non-invasive therapies`}
          intro="Each therapy is offered after a doctor's assessment and fits into a plan made for you."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {therapies.map((t) => {
            const isOpen = expanded === t.slug;
            return (
              <li
                key={t.slug}
                className={`flex flex-col rounded-2xl border bg-white p-6 transition-shadow hover:shadow-lg ${
                  isOpen ? "border-ocean-500 shadow-lg" : "border-seaglass-200"
                }`}
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700">
                  <Icon name={t.icon} />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-ocean-950">
                  <Link to={`/therapy/${t.slug}`} className="hover:underline">
                    {t.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-muted">{t.shortDescription}</p>
                <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
                  <span className="flex items-center gap-1">
                    <Clock className="size-4 text-ocean-600" aria-hidden="true" /> {t.duration}
                  </span>
                  <span className="flex items-center gap-1">
                    <Repeat className="size-4 text-ocean-600" aria-hidden="true" /> {t.sessions} sessions
                  </span>
                </p>
                {hydrated ? (
                  <button
                    type="button"
                    className="btn-secondary mt-5 self-start"
                    aria-expanded={isOpen}
                    aria-controls="service-detail"
                    onClick={() => setExpanded(isOpen ? null : t.slug)}
                  >
                    {isOpen ? "Show Less" : "Learn More"}
                    {isOpen ? <ChevronUp className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
                    <span className="sr-only"> about {t.title}</span>
                  </button>
                ) : (
                  <Link to={`/therapy/${t.slug}`} className="btn-secondary mt-5 self-start">
                    Learn More<span className="sr-only"> about {t.title}</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        <div id="service-detail" ref={detail} className="scroll-mt-28" aria-live="polite">
          {selected ? (
            <article className="mt-8 animate-fade-in rounded-2xl bg-seaglass-50 p-6 ring-1 ring-seaglass-200 sm:p-8">
              <h3 className="text-2xl font-bold text-ocean-950">{selected.title}</h3>
              <p className="mt-2 text-lg text-muted">{selected.shortDescription}</p>
              <dl className="mt-5 grid gap-3 sm:grid-cols-3">
                {[
                  ["Session length", selected.duration],
                  ["Typical course", `${selected.sessions} sessions`],
                  ["Frequency", selected.frequency],
                ].map(([k, v]) => (
                  <div key={k} className="rounded-xl bg-white p-3">
                    <dt className="text-sm text-muted">{k}</dt>
                    <dd className="font-semibold text-ocean-900">{v}</dd>
                  </div>
                ))}
              </dl>
              <h4 className="mt-6 font-semibold text-ocean-950">How it may help</h4>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {selected.benefits.map((b) => (
                  <li key={b} className="flex gap-2">
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-ocean-600" aria-hidden="true" />
                    {b}
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-muted">Results vary from person to person.</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to={bookingLink(selected.title)} className="btn-primary">
                  <CalendarCheck className="size-4" aria-hidden="true" /> Book This Therapy
                </Link>
                <Link to={`/therapy/${selected.slug}`} className="btn-secondary">
                  Full details <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
            </article>
          ) : null}
        </div>
      </div>
    </section>
  );
}
