import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { CalendarCheck, Menu, X } from "~/components/ui/lucide";
import { useScrolled } from "~/hooks/use-scrolled";
import {
  bookingHref,
  doctorLinks,
  headerLinksAfterDoctors,
  headerLinksBeforeDoctors,
  type NavLink as NavItem,
} from "~/content/navigation";
import { DoctorsMenu } from "./doctors-menu";
import { Logo } from "./logo";

const SCROLL_THRESHOLD = 50; // SPEC §9

function DesktopLink({ link }: { link: NavItem }) {
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
      {link.label}
    </NavLink>
  );
}

export function Header() {
  const scrolled = useScrolled(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // Navigating closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        scrolled ? "bg-white/95 shadow-md backdrop-blur" : "bg-white"
      }`}
      onKeyDown={(event) => {
        if (event.key === "Escape" && menuOpen) setMenuOpen(false);
      }}
    >
      {/* Same height in both states: a shrinking header makes scroll anchoring pull the page
          back under the threshold, and the header would flicker between states. */}
      <div className="container-page flex items-center justify-between gap-4 py-2">
        <Logo />
        <nav aria-label="Main" className="hidden items-center lg:flex">
          {headerLinksBeforeDoctors.map((link) => (
            <DesktopLink key={link.to} link={link} />
          ))}
          <DoctorsMenu />
          {headerLinksAfterDoctors.map((link) => (
            <DesktopLink key={link.to} link={link} />
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <Link to={bookingHref} className="btn-primary hidden whitespace-nowrap sm:inline-flex">
            <CalendarCheck className="size-4" aria-hidden="true" />
            Book Consultation
          </Link>
          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-md text-ocean-900 hover:bg-seaglass-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-seaglass-200 bg-white lg:hidden"
      >
        <ul className="container-page py-3">
          {headerLinksBeforeDoctors.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="flex min-h-11 items-center font-medium text-ink">
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <p className="flex min-h-11 items-center font-medium text-muted">Doctors</p>
            <ul className="border-l-2 border-seaglass-200 pl-4">
              {doctorLinks.map((doctor) => (
                <li key={doctor.to}>
                  <Link to={doctor.to} className="flex min-h-11 flex-col justify-center py-1">
                    <span className="font-medium text-ink">{doctor.label}</span>
                    <span className="text-sm text-muted">{doctor.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          {headerLinksAfterDoctors.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="flex min-h-11 items-center font-medium text-ink">
                {link.label}
              </Link>
            </li>
          ))}
          <li className="pt-2 sm:hidden">
            <Link to={bookingHref} className="btn-primary w-full">
              Book Consultation
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
