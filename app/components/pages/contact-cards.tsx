import { SiteLink as Link } from "~/components/ui/site-link";
import { ArrowRight, Clock, MessageCircle, Siren } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useLocale, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import { internationalHref } from "~/content/navigation";
import type { ContactPageTexts } from "~/content-types/contact-page";
import { whatsAppUrl } from "~/lib/whatsapp";

const card = "flex flex-col rounded-2xl bg-white p-6 ring-1 ring-seaglass-200";
const cardTitle = "flex items-center gap-2 text-lg font-semibold text-ocean-950";

/** Opening hours (SPEC §9), the WhatsApp chat and the emergency notice, above the contact form. */
export function ContactCards({ text: contactText }: { text: ContactPageTexts }) {
  const clinic = useClinic();
  const t = useT();
  const locale = useLocale();
  const hoursTitleLang = useFallbackLang(contactText.hoursTitle);
  const whatsappTitleLang = useFallbackLang(contactText.whatsappTitle);
  const whatsappTextLang = useFallbackLang(contactText.whatsappText);
  const emergencyTitleLang = useFallbackLang(contactText.emergencyTitle);
  const internationalTextLang = useFallbackLang(contactText.internationalText);
  return (
    <section aria-label={t("pages.contactCardsLabel")} className="bg-white">
      <div className="container-page grid gap-5 py-10 md:grid-cols-3">
        <div className={card}>
          <h2 className={cardTitle} lang={hoursTitleLang}>
            <Clock className="size-5 text-ocean-700" aria-hidden="true" /> {contactText.hoursTitle}
          </h2>
          <dl className="mt-3 divide-y divide-seaglass-200">
            {clinic.hours.map((h) => (
              <div key={h.days} className="flex justify-between gap-4 py-2">
                <dt lang={fallbackLangOf(locale, h.days)}>{h.days}</dt>
                <dd className="font-semibold whitespace-nowrap text-ocean-900" lang={fallbackLangOf(locale, h.label)}>
                  {h.label}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={card}>
          <h2 className={cardTitle} lang={whatsappTitleLang}>
            <MessageCircle className="size-5 text-ocean-700" aria-hidden="true" /> {contactText.whatsappTitle}
          </h2>
          <p className="mt-3 flex-1 text-muted" lang={whatsappTextLang}>
            {contactText.whatsappText}
          </p>
          <a
            href={whatsAppUrl(clinic.whatsapp.e164, contactText.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary mt-4 self-start"
          >
            {t.rich("pages.contactWhatsApp", { number: <bdi key="number">{clinic.whatsapp.display}</bdi> })}
            <span className="sr-only">{` ${t("chrome.opensNewTab")}`}</span>
          </a>
        </div>
        <div className={card}>
          <h2 className={cardTitle} lang={emergencyTitleLang}>
            <Siren className="size-5 text-coral-700" aria-hidden="true" /> {contactText.emergencyTitle}
          </h2>
          <p className="mt-3 flex-1 text-muted">
            {t("chrome.emergencyNotice", { clinicName: clinic.shortName, number: clinic.emergencyNumber })}
          </p>
          <a href={`tel:${clinic.emergencyNumber}`} className="btn mt-4 self-start bg-coral-700 text-white hover:bg-ocean-900">
            {t.rich("pages.contactEmergencyCall", { number: <bdi key="number">{clinic.emergencyNumber}</bdi> })}
          </a>
        </div>
        <p className="md:col-span-3">
          <span lang={internationalTextLang}>{contactText.internationalText}</span>{" "}
          <Link
            to={internationalHref}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-ocean-800 underline underline-offset-2"
          >
            {t("pages.contactInternational")} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
