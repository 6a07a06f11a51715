import { Clock, Mail, MapPin, Phone } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang } from "~/components/messages-context";
import type { SectionTexts } from "~/content-types/home-page";
import { HomeInquiryForm } from "~/components/forms/home-inquiry-form";
import { MapFacade } from "~/components/ui/map-facade";
import { SectionHeading } from "~/components/ui/section-heading";
import { LANDING_FIELD_MARGIN } from "~/components/therapy/booking-landing";

export function ContactSection({ texts, formAction }: { texts: SectionTexts; formAction?: string }) {
  const clinic = useClinic();
  const hours = clinic.hours.map((h) => `${h.days}: ${h.label}`).join(" · ");
  const addressLang = useFallbackLang(clinic.fullAddress);
  const hoursLang = useFallbackLang(hours);
  return (
    <section id="contact" aria-labelledby="contact-title" className="section scroll-mt-24 bg-sand-50">
      <div className="container-page">
        <SectionHeading id="contact-title" eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
        <div className={`mt-12 grid gap-10 lg:grid-cols-2 ${LANDING_FIELD_MARGIN}`}>
          <div className="space-y-6">
            <ul className="space-y-4">
              <li className="flex gap-3">
                <MapPin className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                <span lang={addressLang}>{clinic.fullAddress}</span>
              </li>
              <li className="flex gap-3">
                <Phone className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                <span className="flex flex-wrap gap-x-3" dir="ltr">
                  {clinic.phones.map((p) => (
                    <a
                      key={p.e164}
                      href={`tel:${p.e164}`}
                      className="font-medium whitespace-nowrap text-ocean-800 underline-offset-2 hover:underline"
                    >
                      {p.display}
                    </a>
                  ))}
                </span>
              </li>
              <li className="flex gap-3">
                <Mail className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                <a href={`mailto:${clinic.email}`} dir="ltr" className="font-medium text-ocean-800 hover:underline">
                  {clinic.email}
                </a>
              </li>
              <li className="flex gap-3">
                <Clock className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                <span lang={hoursLang}>{hours}</span>
              </li>
            </ul>
            <MapFacade />
          </div>
          <HomeInquiryForm {...(formAction ? { action: formAction } : {})} />
        </div>
      </div>
    </section>
  );
}
