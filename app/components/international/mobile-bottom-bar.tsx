import { CalendarCheck, MessageCircle, Phone } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useT } from "~/components/messages-context";
import { whatsAppUrl } from "~/lib/whatsapp";
import { SectionLink } from "./section-link";

const itemClass = "flex min-h-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-2 text-xs font-semibold";

/**
 * SPEC §2/§9: phones only (hidden from 768 px), hides within 100 px of the page bottom so
 * the footer is never covered (the `bottom-bar` island, app/islands/bottom-bar.island.ts, sets
 * `data-bottom-bar`; without JavaScript it always shows). While it shows, app.css pads the
 * page and lifts the floating buttons by its height (`[data-bottom-bar="shown"]`). It slides
 * away while a form field has focus (`field-focused:`), so it never covers what is being typed.
 */
export function MobileBottomBar({ bookTarget, whatsappGreeting }: { bookTarget: string; whatsappGreeting: string }) {
  const clinic = useClinic();
  const t = useT();
  return (
    <nav
      aria-label={t("pages.bottomBarLabel")}
      data-island="bottom-bar"
      data-bottom-bar="shown"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-seaglass-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur transition-[translate,visibility] duration-300 data-[bottom-bar=hidden]:invisible data-[bottom-bar=hidden]:translate-y-full field-focused:invisible field-focused:translate-y-full confirmation-in-view:invisible confirmation-in-view:translate-y-full md:hidden print:hidden"
    >
      <ul className="flex h-16 items-center gap-2 px-3">
        <li className="flex flex-1">
          <a href={`tel:${clinic.primaryPhone.e164}`} className={`${itemClass} text-ocean-800 hover:bg-seaglass-100`}>
            <Phone className="size-5" aria-hidden="true" />
            {t("pages.bottomBarCall")}
          </a>
        </li>
        <li className="flex flex-1">
          <a
            href={whatsAppUrl(clinic.whatsapp.e164, whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${itemClass} text-ocean-800 hover:bg-seaglass-100`}
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            {t("pages.bottomBarWhatsApp")}
            <span className="sr-only">{t("chrome.opensNewTab")}</span>
          </a>
        </li>
        <li className="flex flex-1">
          <SectionLink to={bookTarget} className={`${itemClass} bg-ocean-700 text-white hover:bg-ocean-800`}>
            <CalendarCheck className="size-5" aria-hidden="true" />
            {t("pages.bottomBarBook")}
          </SectionLink>
        </li>
      </ul>
    </nav>
  );
}
