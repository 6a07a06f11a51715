import { MapPin } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useT } from "~/components/messages-context";

/**
 * Google Maps loads only when the visitor asks; until then, nothing is requested from Google.
 * The map's iframe waits in a <template> (inert: nothing loads); the `map-facade` island
 * (app/islands) puts it in the placeholder's place on Show map.
 */
export function MapFacade() {
  const clinic = useClinic();
  const t = useT();
  const fallbackLang = useFallbackLang(clinic.fullAddress);
  return (
    <div
      data-island="map-facade"
      className="relative flex aspect-[4/3] w-full flex-col items-center justify-center gap-3 overflow-hidden rounded-2xl bg-seaglass-100 p-6 text-center"
    >
      <svg viewBox="0 0 400 300" className="absolute inset-0 size-full opacity-60" aria-hidden="true" preserveAspectRatio="xMidYMid slice">
        <path d="M0 210 C80 190 140 240 220 215 S340 180 400 200 V300 H0Z" fill="#9fd8cf" />
        <path d="M0 70 H400 M0 140 H400 M90 0 V300 M210 0 V300 M320 0 V300" stroke="#c4e8e2" strokeWidth="10" />
      </svg>
      <MapPin className="relative size-10 text-coral-700" aria-hidden="true" />
      <p lang={fallbackLang} className="relative max-w-xs text-sm font-medium text-ink">
        {clinic.fullAddress}
      </p>
      <div className="relative flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-primary" data-map-show>
          {t("widgets.mapShow")}
        </button>
        <a className="btn-secondary" href={clinic.mapLinkUrl} target="_blank" rel="noopener noreferrer">
          {t("widgets.mapOpenGoogle")}
          <span className="sr-only">{` ${t("chrome.opensNewTab")}`}</span>
        </a>
      </div>
      <p className="relative text-xs text-muted">{t("widgets.mapNotice")}</p>
      <template>
        <iframe
          title={t("widgets.mapTitle", { clinicName: clinic.name })}
          src={clinic.mapEmbedUrl}
          className="aspect-[4/3] w-full rounded-2xl border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </template>
    </div>
  );
}
