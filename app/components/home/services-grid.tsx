import { ArrowRight, CalendarCheck, CheckCircle2, ChevronDown, ChevronUp, Clock, Repeat } from "~/components/ui/lucide";
import { serviceOptions } from "~/content/clinic";
import { withCount, type SectionTexts } from "~/content-types/home-page";
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

/** The contact form's service for a therapy: its own title if listed, else a general consultation. */
export function bookingLink(title: string) {
  const service = serviceOptions.find((s) => s === title) ?? "General Consultation";
  return `/?service=${encodeURIComponent(service)}#contact`;
}

/**
 * The therapy cards. With JavaScript, Learn More expands one therapy at a time below the grid
 * and Show Less folds it (the `services-grid` island: app/islands/services-grid.island.ts);
 * each therapy's detail waits in a <template> until then. Without JavaScript, Learn More
 * links to the therapy's page. The server renders both controls; `js:` / `no-js:` pick one.
 */
export function ServicesGrid({ texts, therapies }: { texts: SectionTexts; therapies: ServiceCard[] }) {
  return (
    <section id="services" aria-labelledby="services-title" className="section scroll-mt-24" data-island="services-grid">
      <div className="container-page">
        <SectionHeading
          id="services-title"
          eyebrow={texts.eyebrow}
          title={withCount(texts.title, therapies.length)}
          intro={texts.intro}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {therapies.map((t) => (
            <li
              key={t.slug}
              className="flex flex-col rounded-2xl border border-seaglass-200 bg-white p-6 transition-shadow hover:shadow-lg has-[[aria-expanded=true]]:border-ocean-500 has-[[aria-expanded=true]]:shadow-lg"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700">
                <Icon name={t.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-ocean-950">
                <a href={`/therapy/${t.slug}`} className="hover:underline">
                  {t.title}
                </a>
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
              <button
                type="button"
                className="group btn-secondary mt-5 self-start no-js:hidden"
                aria-expanded="false"
                aria-controls="service-detail"
                data-service={t.slug}
              >
                <span className="group-aria-expanded:hidden">Learn More</span>
                <span className="hidden group-aria-expanded:inline">Show Less</span>
                <ChevronDown className="size-4 group-aria-expanded:hidden" aria-hidden="true" />
                <ChevronUp className="hidden size-4 group-aria-expanded:block" aria-hidden="true" />
                <span className="sr-only"> about {t.title}</span>
              </button>
              <a href={`/therapy/${t.slug}`} className="btn-secondary mt-5 self-start js:hidden">
                Learn More<span className="sr-only"> about {t.title}</span>
              </a>
            </li>
          ))}
        </ul>
        <div id="service-detail" className="scroll-mt-28" aria-live="polite" />
        {therapies.map((t) => (
          <template key={t.slug} data-service-detail={t.slug}>
            <ServiceDetail therapy={t} />
          </template>
        ))}
      </div>
    </section>
  );
}

function ServiceDetail({ therapy: selected }: { therapy: ServiceCard }) {
  return (
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
        <a href={bookingLink(selected.title)} className="btn-primary">
          <CalendarCheck className="size-4" aria-hidden="true" /> Book This Therapy
        </a>
        <a href={`/therapy/${selected.slug}`} className="btn-secondary">
          Full details <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
