/**
 * The back-to-top button (app/components/layout/scroll-to-top.tsx): shown past 400 px of
 * scroll; scrolls up (smoothly unless the visitor asked for less motion) and moves focus
 * to the top of the page, so keyboard users continue from there, not from the button.
 */
import { scrollBehavior } from "./lib/motion";
import { watchScrolled } from "./lib/scrolled";

export function init(button: HTMLElement): void {
  watchScrolled(400, (scrolled) => {
    button.hidden = !scrolled;
  });
  button.addEventListener("click", () => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    document.getElementById("top")?.focus({ preventScroll: true });
  });
}
