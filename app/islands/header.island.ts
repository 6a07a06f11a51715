/**
 * The public header (app/components/layout/header.tsx): `data-scrolled` past 50 px of
 * scroll (SPEC §9; the CSS restyles it, same height in both states) and the mobile menu.
 */
import { watchScrolled } from "./lib/scrolled";

const SCROLL_THRESHOLD = 50; // SPEC §9

export function init(header: HTMLElement): void {
  watchScrolled(SCROLL_THRESHOLD, (scrolled) => {
    header.dataset.scrolled = String(scrolled);
  });

  const toggle = header.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!toggle || !menu) return;
  let open = false;
  const setOpen = (value: boolean) => {
    open = value;
    toggle.setAttribute("aria-expanded", String(value));
    // The page's own words (its interface texts), which the server put on the button.
    const label = value ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute("aria-label", label);
    menu.toggleAttribute("data-open", value);
  };

  toggle.addEventListener("click", () => setOpen(!open));
  // Pages load afresh on navigation; a link within this page (/#reviews on /) closes it too.
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
  header.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      toggle.focus();
    }
  });
}
