import { Link } from "react-router";
import { ArrowRight, CalendarCheck, CheckCircle2 } from "~/components/ui/lucide";
import { bookingLink, type ServiceCard } from "~/components/home/services-grid";
import { Icon } from "~/components/ui/icon";

export interface TherapyListItem extends ServiceCard {
  heroImage: string | null;
}

const BENEFITS_SHOWN = 4;

/** The published therapies, each with its facts, a page link and a booking link. */
export function TherapyList({ therapies }: { therapies: TherapyListItem[] }) {
  return (
    <ul className="space-y-8">
      {therapies.map((t, i) => (
        <li
          key={t.slug}
          data-therapy={t.slug}
          className="grid overflow-hidden rounded-3xl bg-white ring-1 ring-seaglass-200 lg:grid-cols-2"
        >
          {t.heroImage ? (
            <img
              src={t.heroImage}
              alt=""
              width={1200}
              height={800}
              loading={i < 1 ? "eager" : "lazy"}
              className={`aspect-[3/2] size-full object-cover ${i % 2 === 1 ? "lg:order-last" : ""}`}
            />
          ) : null}
          <div className={`flex flex-col p-6 sm:p-8 ${t.heroImage ? "" : "lg:col-span-2"}`}>
            <div className="flex items-center gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700">
                <Icon name={t.icon} />
              </span>
              <h3 className="text-2xl font-bold text-ocean-950">
                <Link to={`/therapy/${t.slug}`} className="underline-offset-4 hover:underline">
                  {t.title}
                </Link>
              </h3>
            </div>
            <p className="mt-4 text-lg text-muted">{t.shortDescription}</p>
            <dl className="mt-5 grid grid-cols-3 gap-2 text-center">
              {[
                ["Session", t.duration],
                ["Course", `${t.sessions} sessions`],
                ["Frequency", t.frequency],
              ].map(([label, value]) => (
                <div key={label} className="flex flex-col rounded-xl bg-seaglass-50 p-2 sm:p-3">
                  <dt className="text-xs text-muted">{label}</dt>
                  <dd className="text-sm font-semibold text-ocean-900">{value}</dd>
                </div>
              ))}
            </dl>
            <ul className="mt-5 grid gap-2 sm:grid-cols-2">
              {t.benefits.slice(0, BENEFITS_SHOWN).map((b) => (
                <li key={b} className="flex gap-2 text-sm">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-ocean-600" aria-hidden="true" />
                  {b}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={`/therapy/${t.slug}`} className="btn-secondary">
                Learn More<span className="sr-only"> about {t.title}</span>
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link to={bookingLink(t.title)} className="btn-primary">
                <CalendarCheck className="size-4" aria-hidden="true" />
                Book This Therapy<span className="sr-only"> for {t.title}</span>
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
