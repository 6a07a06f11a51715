import { SiteLink as Link, SiteNavLink as NavLink } from "~/components/ui/site-link";
import { CalendarCheck, Menu, X } from "~/components/ui/lucide";
import { bookingHref, headerLinksAfterDoctors, headerLinksBeforeDoctors, type NavLink as NavItem } from "~/content/navigation";
import { doctorPath } from "~/lib/doctors";
import { useLocale, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

import { DoctorsMenu } from "./doctors-menu";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

export const MOBILE_MENU_ID = "mobile-menu";

function DesktopLink({ link }: { link: NavItem }) {
  const t = useT();
  return (
    <NavLink
      to={link.to}
      end
      className={({ isActive }) =>
        `flex min-h-11 items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap hover:text-ocean-700 ${
          isActive && !link.to.includes("#") ? "text-ocean-700" : "text-ink"
        }`
      }
    >
      {t(link.label)}
    </NavLink>
  );
}

const toggleClass = "size-11 items-center justify-center rounded-md text-ocean-900 hover:bg-seaglass-100";

/**
 * Rendered on the server only; app/islands/header.island.ts sets `data-scrolled` past 50 px
 * of scroll (SPEC §9) and opens the mobile menu (`aria-expanded` on the toggle, `data-open`
 * on the menu). Without JavaScript the toggle is a link to the menu, shown by `:target`.
 */
export interface MenuDoctor {
  slug: string;
  name: string;
  title: string;
}

/** `doctors`: the active doctors in menu order (the public layout's loader reads them). */
export function Header({ doctors }: { doctors: readonly MenuDoctor[] }) {
  const t = useT();
  const locale = useLocale();
  const doctorLinks = doctors.map((d) => ({ label: d.name, description: d.title, to: doctorPath(d.slug) }));
  return (
    <header
      data-island="header"
      data-scrolled="false"
      className="sticky top-0 z-40 bg-white transition-[background-color,box-shadow] duration-300 data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur"
    >
      {/* Same height in both states: a shrinking header makes scroll anchoring pull the page
          back under the threshold, and the header would flicker between states. */}
      <div className="container-page flex items-center justify-between gap-4 py-2">
        <Logo />
        <nav aria-label={t("chrome.navMainLabel")} className="hidden items-center lg:flex">
          {headerLinksBeforeDoctors.map((link) => (
            <DesktopLink key={link.to} link={link} />
          ))}
          <DoctorsMenu label={t("chrome.navDoctors")} links={doctorLinks} />
          {headerLinksAfterDoctors.map((link) => (
            <DesktopLink key={link.to} link={link} />
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <Link to={bookingHref} className="btn-primary hidden whitespace-nowrap sm:inline-flex">
            <CalendarCheck className="size-4" aria-hidden="true" />
            {t("chrome.bookConsultation")}
          </Link>
          <button
            type="button"
            data-menu-toggle
            className={`group flex lg:hidden no-js:hidden ${toggleClass}`}
            aria-expanded="false"
            aria-controls={MOBILE_MENU_ID}
            aria-label={t("chrome.menuOpen")}
            data-label-open={t("chrome.menuOpen")}
            data-label-close={t("chrome.menuClose")}
          >
            <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
          </button>
          <a href={`#${MOBILE_MENU_ID}`} className={`hidden no-js:max-lg:flex ${toggleClass}`}>
            <Menu className="size-6" aria-hidden="true" />
            <span className="sr-only">{t("chrome.menuNoScript")}</span>
          </a>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        aria-label={t("chrome.navMobileLabel")}
        className="hidden max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-seaglass-200 bg-white max-lg:data-open:block no-js:max-lg:target:block"
      >
        <ul className="container-page py-3">
          {headerLinksBeforeDoctors.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="flex min-h-11 items-center font-medium text-ink">
                {t(link.label)}
              </Link>
            </li>
          ))}
          <li>
            <p className="flex min-h-11 items-center font-medium text-muted">{t("chrome.navDoctors")}</p>
            <ul className="border-s-2 border-seaglass-200 ps-4">
              {doctorLinks.map((doctor) => (
                <li key={doctor.to}>
                  <Link to={doctor.to} className="flex min-h-11 flex-col justify-center py-1">
                    <span className="font-medium text-ink">{doctor.label}</span>
                    <span lang={fallbackLangOf(locale, doctor.description)} className="text-sm text-muted">
                      {doctor.description}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          {headerLinksAfterDoctors.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="flex min-h-11 items-center font-medium text-ink">
                {t(link.label)}
              </Link>
            </li>
          ))}
          <li className="border-t border-seaglass-200 pt-2">
            <LanguageSwitcher className="flex items-center gap-2 text-ink" linkClassName="font-medium" />
          </li>
          <li className="pt-2 sm:hidden">
            <Link to={bookingHref} className="btn-primary w-full">
              {t("chrome.bookConsultation")}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
