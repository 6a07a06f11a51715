import { Link } from "react-router";
import { ArrowRight, Clock, MessageCircle, Siren } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { internationalHref } from "~/content/navigation";
import type { ContactPageTexts } from "~/content-types/contact-page";
import { whatsAppUrl } from "~/lib/whatsapp";

const card = "flex flex-col rounded-2xl bg-white p-6 ring-1 ring-seaglass-200";
const cardTitle = "flex items-center gap-2 text-lg font-semibold text-ocean-950";

/** Opening hours (SPEC §9), the WhatsApp chat and the emergency notice, above the contact form. */
export function ContactCards({ text: contactText }: { text: ContactPageTexts }) {
  const clinic = useClinic();
  return (
    <section aria-label="Hours and quick contact" className="bg-white">
      <div className="container-page grid gap-5 py-10 md:grid-cols-3">
        <div className={card}>
          <h2 className={cardTitle}>
            <Clock className="size-5 text-ocean-700" aria-hidden="true" /> {contactText.hoursTitle}
          </h2>
          <dl className="mt-3 divide-y divide-seaglass-200">
            {clinic.hours.map((h) => (
              <div key={h.days} className="flex justify-between gap-4 py-2">
                <dt>{h.days}</dt>
                <dd className="font-semibold whitespace-nowrap text-ocean-900">{h.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={card}>
          <h2 className={cardTitle}>
            <MessageCircle className="size-5 text-ocean-700" aria-hidden="true" /> {contactText.whatsappTitle}
          </h2>
          <p className="mt-3 flex-1 text-muted">{contactText.whatsappText}</p>
          <a
            href={whatsAppUrl(clinic.whatsapp.e164, contactText.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary mt-4 self-start"
          >
            WhatsApp {clinic.whatsapp.display}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <div className={card}>
          <h2 className={cardTitle}>
            <Siren className="size-5 text-coral-700" aria-hidden="true" /> {contactText.emergencyTitle}
          </h2>
          <p className="mt-3 flex-1 text-muted">{clinic.emergencyNotice}</p>
          <a href={`tel:${clinic.emergencyNumber}`} className="btn mt-4 self-start bg-coral-700 text-white hover:bg-ocean-900">
            Call {clinic.emergencyNumber}
          </a>
        </div>
        <p className="md:col-span-3">
          {contactText.internationalText}{" "}
          <Link to={internationalHref} className="inline-flex min-h-11 items-center gap-1 font-semibold text-ocean-800 underline underline-offset-2">
            International patients <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
