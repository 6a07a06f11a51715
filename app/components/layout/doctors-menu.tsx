import { SiteLink as Link } from "~/components/ui/site-link";
import { ChevronDown } from "~/components/ui/lucide";
import { useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

export const DOCTORS_MENU_ID = "doctors-menu";

/**
 * SPEC: opens on hover or on click; also by keyboard (Enter/Space/ArrowDown), Escape closes.
 * Rendered on the server only; app/islands/doctors-menu.island.ts does the opening (it sets
 * `aria-expanded` on the button and `data-open` on the panel). Without JavaScript, hovering
 * or focusing the entry shows the list with CSS alone.
 */
export function DoctorsMenu({ label, links }: { label: string; links: ReadonlyArray<{ label: string; description: string; to: string }> }) {
  const locale = useLocale();
  return (
    <div data-island="doctors-menu" className="group/menu relative">
      <button
        type="button"
        className="group/toggle flex min-h-11 items-center gap-1 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-ink hover:text-ocean-700"
        aria-expanded="false"
        aria-controls={DOCTORS_MENU_ID}
      >
        {label}
        <ChevronDown className="size-4 transition-transform group-aria-expanded/toggle:rotate-180" aria-hidden="true" />
      </button>
      <div
        id={DOCTORS_MENU_ID}
        className="absolute top-full start-0 z-50 hidden w-80 pt-2 data-open:block no-js:group-focus-within/menu:block no-js:group-hover/menu:block"
      >
        <ul className="rounded-xl border border-seaglass-200 bg-white p-2 shadow-lg">
          {links.map((doctor) => (
            <li key={doctor.to}>
              <Link data-menu-item to={doctor.to} className="block rounded-lg px-3 py-2 hover:bg-seaglass-100">
                <span className="block font-semibold text-ocean-900">{doctor.label}</span>
                <span lang={fallbackLangOf(locale, doctor.description)} className="block text-sm text-muted">
                  {doctor.description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
