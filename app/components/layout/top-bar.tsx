import { Link } from "react-router";
import { Clock, Globe, Phone } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useT } from "~/components/messages-context";
import { internationalHref } from "~/content/navigation";

export function TopBar() {
  const clinic = useClinic();
  const t = useT();
  const { primaryPhone } = clinic;
  return (
    <aside aria-label={t("chrome.topBarLabel")} className="bg-ocean-900 text-sm text-white">
      <div className="container-page flex items-center justify-between gap-4 py-1">
        <p className="hidden items-center gap-2 md:flex">
          <Clock className="size-4" aria-hidden="true" />
          {clinic.hours.map((h) => `${h.short} ${h.label}`).join(" · ")}
        </p>
        <a href={`tel:${primaryPhone.e164}`} className="flex min-h-11 items-center gap-2 hover:underline">
          <Phone className="size-4" aria-hidden="true" />
          <span>{primaryPhone.display}</span>
        </a>
        <Link
          to={internationalHref}
          className="flex min-h-11 items-center gap-2 font-semibold text-sand-300 hover:underline"
        >
          <Globe className="size-4" aria-hidden="true" />
          {t("chrome.topBarInternational")}
        </Link>
      </div>
    </aside>
  );
}
