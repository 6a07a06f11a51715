import { ClinicContactList } from "~/components/ui/clinic-contact";
import type { SectionTexts } from "~/content-types/home-page";
import { HomeInquiryForm } from "~/components/forms/home-inquiry-form";
import { MapFacade } from "~/components/ui/map-facade";
import { SectionHeading } from "~/components/ui/section-heading";
import { LANDING_FIELD_MARGIN } from "~/components/therapy/booking-landing";

export function ContactSection({ texts, formAction }: { texts: SectionTexts; formAction?: string }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="section scroll-mt-24 bg-sand-50">
      <div className="container-page">
        <SectionHeading id="contact-title" eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
        <div className={`mt-12 grid gap-10 lg:grid-cols-2 ${LANDING_FIELD_MARGIN}`}>
          <div className="space-y-6">
            <ClinicContactList address hours />
            <MapFacade />
          </div>
          <HomeInquiryForm {...(formAction ? { action: formAction } : {})} />
        </div>
      </div>
    </section>
  );
}
