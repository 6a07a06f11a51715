import { SiteLink as Link } from "~/components/ui/site-link";
import { Lock, Mail, MapPin, Phone, Siren } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useLocale, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import { footerLinks, legalLinks } from "~/content/navigation";
import { SocialIcon } from "~/components/ui/social-icon";
import { Logo } from "./logo";

export function Footer() {
  const clinic = useClinic();
  const t = useT();
  const locale = useLocale();
  const taglineLang = useFallbackLang(clinic.tagline);
  const addressLang = useFallbackLang(clinic.fullAddress);
  return (
    <footer className="bg-ocean-950 text-seaglass-100">
      <div className="border-b border-white/10 bg-coral-700 text-white">
        <div className="container-page flex flex-col items-start gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 font-semibold">
            <Siren className="size-5" aria-hidden="true" />
            <span>
              {t.rich("chrome.emergencyCall", {
                number: clinic.emergencyNumber,
                phone: (chunks) => (
                  <a href={`tel:${clinic.emergencyNumber}`} dir="ltr" className="underline underline-offset-2">
                    {chunks}
                  </a>
                ),
              })}
            </span>
          </p>
          <p className="text-sm">{t("chrome.emergencyNotice", { clinicName: clinic.shortName, number: clinic.emergencyNumber })}</p>
        </div>
      </div>
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo light />
          <p lang={taglineLang} className="mt-4 font-semibold text-white">
            {clinic.tagline}
          </p>
          <p className="mt-2 text-sm leading-relaxed">{t("chrome.footerAbout", { city: clinic.address.city })}</p>
          <ul className="mt-4 flex gap-2" aria-label={t("chrome.socialLabel")}>
            {clinic.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <SocialIcon network={s.network} />
                  <span className="sr-only">{`${s.network} ${t("chrome.opensNewTab")}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t("chrome.footerNavLabel")}>
          <h2 className="font-semibold text-white">{t("chrome.footerExplore")}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {footerLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="inline-flex min-h-11 items-center hover:underline sm:min-h-8">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t("chrome.footerVisit")}</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p lang={addressLang} className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {clinic.fullAddress}
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {clinic.phones.map((p, i) => (
                  <span key={p.e164}>
                    {i > 0 ? ", " : ""}
                    <a href={`tel:${p.e164}`} dir="ltr" className="whitespace-nowrap hover:underline">
                      {p.display}
                    </a>
                  </span>
                ))}
              </span>
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${clinic.email}`} dir="ltr" className="hover:underline">
                {clinic.email}
              </a>
            </p>
          </address>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("chrome.footerHours")}</h2>
          <dl className="mt-3 space-y-2 text-sm">
            {clinic.hours.map((h) => (
              <div key={h.days}>
                <dt lang={fallbackLangOf(locale, h.days)} className="font-medium text-white">
                  {h.days}
                </dt>
                {/* In the page's direction: the label is written in its language ("9 ص – 7 م"). */}
                <dd data-hours lang={fallbackLangOf(locale, h.label)}>
                  {h.label}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room for the floating buttons (3.5rem, 1rem off the bottom) and the language note above
            them while it shows (app.css): they never cover the page's last line. */}
        <div className="container-page flex flex-col gap-3 pt-5 pb-[calc(6rem+var(--language-note-height,0px))] text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t("chrome.copyright", { year: String(new Date().getFullYear()), clinicName: clinic.name })}</p>
          <ul className="flex flex-wrap items-center gap-x-4">
            {legalLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="inline-flex min-h-11 items-center hover:underline">
                  {t(l.label)}
                </Link>
              </li>
            ))}
            <li>
              {/* The staff area has one address in every language (it stays English). */}
              <a
                href="/admin-login"
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-white/30 px-4 hover:bg-white/10"
              >
                <Lock className="size-4" aria-hidden="true" />
                {t("chrome.staffLink")}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
