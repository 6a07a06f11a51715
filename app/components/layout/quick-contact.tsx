import { SiteLink as Link } from "~/components/ui/site-link";
import { CalendarCheck, MessageCircle, Phone, Siren, X, Headset } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useT } from "~/components/messages-context";
import { bookingHref } from "~/content/navigation";
import { whatsAppUrl } from "~/lib/whatsapp";

const itemClass =
  "flex min-h-11 items-center gap-3 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-md ring-1 ring-seaglass-200 hover:bg-seaglass-100";

export const QUICK_CONTACT_MENU_ID = "quick-contact-menu";

/**
 * SPEC: floating quick-contact menu at bottom left (bottom right in a right-to-left page). Rendered on the server only;
 * app/islands/quick-contact.island.ts toggles it. Without JavaScript the toggle could do
 * nothing, so the whole menu is left out (the same numbers are in the top bar and footer).
 * It steps aside while a form field has focus (`field-focused:`, app.css), so it never covers
 * what is being typed; the footer's bottom padding keeps the page's last line clear of it.
 */
export function QuickContact() {
  const clinic = useClinic();
  const t = useT();
  const greeting = t("chrome.quickWhatsAppGreeting", { clinicName: clinic.shortName });
  return (
    <aside
      data-island="quick-contact"
      aria-label={t("chrome.quickContactLabel")}
      className="fixed bottom-[calc(1rem+var(--bottom-bar-height,0px))] start-4 z-40 flex flex-col items-start gap-2 field-focused:hidden confirmation-in-view:hidden no-js:hidden print:hidden"
    >
      <ul id={QUICK_CONTACT_MENU_ID} hidden className="flex flex-col gap-2">
        <li>
          <a className={itemClass} href={`tel:${clinic.primaryPhone.e164}`}>
            <Phone className="size-4 text-ocean-700" aria-hidden="true" /> {t("chrome.quickCall")}
          </a>
        </li>
        <li>
          <a className={itemClass} href={whatsAppUrl(clinic.whatsapp.e164, greeting)} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="size-4 text-ocean-700" aria-hidden="true" /> {t("chrome.quickWhatsApp")}
            <span className="sr-only">{` ${t("chrome.opensNewTab")}`}</span>
          </a>
        </li>
        <li>
          <Link className={itemClass} to={bookingHref} data-close>
            <CalendarCheck className="size-4 text-ocean-700" aria-hidden="true" /> {t("chrome.quickBook")}
          </Link>
        </li>
        <li>
          <a className={`${itemClass} text-coral-700`} href={`tel:${clinic.emergencyNumber}`}>
            <Siren className="size-4" aria-hidden="true" /> {t("chrome.quickEmergency", { number: clinic.emergencyNumber })}
          </a>
        </li>
      </ul>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={QUICK_CONTACT_MENU_ID}
        aria-label={t("chrome.quickContactLabel")}
        data-label-open={t("chrome.quickContactLabel")}
        data-label-close={t("chrome.quickContactClose")}
        className="group flex size-14 items-center justify-center rounded-full bg-ocean-700 text-white shadow-lg hover:bg-ocean-800"
      >
        <Headset className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
      </button>
    </aside>
  );
}
