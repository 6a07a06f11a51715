import { SiteLink as Link } from "~/components/ui/site-link";
import { Clock, Globe, Phone } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useT } from "~/components/messages-context";
import { LanguageSwitcher } from "./language-switcher";
import { internationalHref } from "~/content/navigation";

export function TopBar() {
  const clinic = useClinic();
  const t = useT();
  const hours = clinic.hours.map((h) => `${h.short} ${h.label}`).join(" · ");
  const hoursLang = useFallbackLang(hours);
  const { primaryPhone } = clinic;
  return (
    <aside aria-label={t("chrome.topBarLabel")} className="bg-ocean-900 text-sm text-white">
      <div className="container-page flex items-center justify-between gap-4 py-1">
        <p className="hidden items-center gap-2 md:flex">
          <Clock className="size-4" aria-hidden="true" />
          {/* Days and times in the page's language, so in its direction too ("9 ص – 7 م"). */}
          <span lang={hoursLang}>{hours}</span>
        </p>
        <a href={`tel:${primaryPhone.e164}`} className="flex min-h-11 items-center gap-2 hover:underline">
          <Phone className="size-4" aria-hidden="true" />
          <span dir="ltr">{primaryPhone.display}</span>
        </a>
        <Link to={internationalHref} className="flex min-h-11 items-center gap-2 font-semibold text-sand-300 hover:underline">
          <Globe className="size-4" aria-hidden="true" />
          {t("chrome.topBarInternational")}
        </Link>
        <LanguageSwitcher className="hidden items-center gap-1 lg:flex" linkClassName="hover:underline" />
      </div>
    </aside>
  );
}
