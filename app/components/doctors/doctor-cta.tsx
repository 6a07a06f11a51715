import { CalendarCheck, MessageCircle, Phone } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useT, useLocalizedPath } from "~/components/messages-context";
import type { DoctorData } from "~/content-types/doctor";
import { bookingHref } from "~/content/navigation";
import { whatsAppUrl } from "~/lib/whatsapp";
import { srOnly } from "./profile-section";

/**
 * Closing call to action: book (the home form), call the clinic, and WhatsApp where offered.
 * The emergency notice follows right below in the footer's emergency bar.
 */
export function DoctorCta({ cta }: { cta: DoctorData["cta"] }) {
  const clinic = useClinic();
  const { primaryPhone } = clinic;
  const t = useT();
  const titleLang = useFallbackLang(cta.title);
  const textLang = useFallbackLang(cta.text);
  const lp = useLocalizedPath();
  return (
    <section aria-labelledby="doctor-cta-title" className="section bg-ocean-900 text-white">
      <div className="container-page text-center">
        <h2 id="doctor-cta-title" lang={titleLang} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {cta.title}
        </h2>
        <p lang={textLang} className="mx-auto mt-4 max-w-2xl text-lg text-seaglass-100">
          {cta.text}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={lp(bookingHref)} className="btn-sand">
            <CalendarCheck className="size-5" aria-hidden="true" />
            {t("doctors.bookConsultation")}
          </a>
          <a href={`tel:${primaryPhone.e164}`} className="btn-ghost-light">
            <Phone className="size-5" aria-hidden="true" />
            {t.rich("doctors.ctaCall", {
              number: (
                <span key="number" dir="ltr">
                  {primaryPhone.display}
                </span>
              ),
              sr: srOnly,
            })}
          </a>
          {cta.whatsappGreeting ? (
            <a
              href={whatsAppUrl(clinic.whatsapp.e164, cta.whatsappGreeting)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-ghost-light"
            >
              <MessageCircle className="size-5" aria-hidden="true" />
              {t("doctors.whatsApp")}
              <span className="sr-only"> {t("doctors.opensNewTab")}</span>
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
