import { FileText, Siren } from "~/components/ui/lucide";
import { ClinicContactList } from "~/components/ui/clinic-contact";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useLocalizedPath, useT } from "~/components/messages-context";
import type { InternationalPageTexts as Page } from "~/content-types/international-page";
import { InternationalInquiryForm } from "~/components/forms/international-inquiry-form";
import { SectionHeading } from "~/components/ui/section-heading";

/** The inquiry form's section; its id is the target of Get in Touch and Book Now. */
export function InternationalContactSection({ id, contact: copy }: { id: string; contact: Page["contact"] }) {
  const clinic = useClinic();
  const t = useT();
  const lp = useLocalizedPath();
  const formTitleLang = useFallbackLang(copy.formTitle);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section bg-sand-50 focus:outline-none">
      <div className="container-page grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro || undefined} center={false} />
          <ClinicContactList className="mt-8 space-y-4" />
          <p className="mt-8 flex gap-3 rounded-xl bg-white p-4 text-sm text-coral-700 ring-1 ring-sand-300">
            <Siren className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{t("chrome.emergencyNotice", { clinicName: clinic.shortName, number: clinic.emergencyNumber })}</span>
          </p>
        </div>
        <div className="lg:col-span-3">
          <InternationalInquiryForm title={copy.formTitle} titleLang={formTitleLang} />
          {/* After the form, not above it: "Get in Touch" and "Book Now" bring the form itself into view on a phone. */}
          <div className="mt-6 rounded-xl bg-white p-4 ring-1 ring-sand-300">
            <p className="text-sm text-ink">{t("caseDesk.ctaIntro")}</p>
            <a href={lp("/international-patients/treatment-plan")} className="btn-primary mt-3">
              <FileText className="size-4" aria-hidden="true" />
              {t("caseDesk.ctaLink")}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
