import { BadgeIndianRupee, Banknote, CalendarCheck, Clock, type LucideIcon, MapPin, Plane, Video } from "~/components/ui/lucide";
import type { InternationalPageTexts as Page } from "~/content-types/international-page";
import { MapFacade } from "~/components/ui/map-facade";
import { SectionHeading } from "~/components/ui/section-heading";
import { useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

const factIcons: Record<string, LucideIcon> = {
  Plane,
  BadgeIndianRupee,
  CalendarCheck,
  Video,
  Clock,
  Banknote,
};

/** Where the centre is, the map (loaded only on request) and SPEC §9's travel facts. */
export function LocationSection({ id, location }: { id: string; location: Page["location"] }) {
  const locale = useLocale();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section bg-sand-50">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <SectionHeading
            id={`${id}-title`}
            eyebrow={location.eyebrow}
            title={location.heading}
            intro={location.description}
            center={false}
          />
          <ul className="mt-6 space-y-2">
            {location.points.map(({ text: point }) => (
              <li key={point} className="flex gap-2" lang={fallbackLangOf(locale, point)}>
                <MapPin className="mt-1 size-4 shrink-0 text-ocean-700" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2">
            {location.facts.map((fact) => {
              const FactIcon = factIcons[fact.icon] ?? MapPin;
              return (
                <div
                  key={fact.label}
                  className="rounded-xl bg-white p-4 ring-1 ring-seaglass-200"
                  lang={fallbackLangOf(locale, fact.label, fact.value)}
                >
                  <dt className="flex items-center gap-3 font-semibold text-ocean-950">
                    <FactIcon className="size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                    {fact.label}
                  </dt>
                  <dd className="mt-1 ps-8 text-sm text-muted">{fact.value}</dd>
                </div>
              );
            })}
          </dl>
        </div>
        <MapFacade />
      </div>
    </section>
  );
}
