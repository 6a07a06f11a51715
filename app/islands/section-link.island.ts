/**
 * An in-page anchor (app/components/international/section-link.tsx): a plain click scrolls
 * to the target (smoothly unless the visitor prefers reduced motion), moves keyboard focus
 * there so the next Tab continues from it (a form field, as Book This Therapy targets, is
 * focused as it is, to be typed in), and puts the fragment in the address without a new
 * history entry. Modified clicks (new tab, new window…) are left to the browser.
 */
import { scrollBehavior } from "./lib/motion";
export function init(link: HTMLElement): void {
  if (!(link instanceof HTMLAnchorElement)) return;
  link.addEventListener("click", (event) => {
    const id = decodeURIComponent(link.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    // A section takes focus by tabindex="-1"; a field already can, and -1 would take it out of the Tab order.
    if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    history.replaceState(history.state, "", `#${id}`);
  });
}
