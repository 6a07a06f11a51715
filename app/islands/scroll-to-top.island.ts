/**
 * The back-to-top button (app/components/layout/scroll-to-top.tsx): shown past 400 px of
 * scroll; scrolls up (smoothly unless the visitor asked for less motion) and moves focus
 * to the top of the page, so keyboard users continue from there, not from the button.
 */
import { watchScrolled } from "./lib/scrolled";

export function init(button: HTMLElement): void {
  watchScrolled(400, (scrolled) => {
    button.hidden = !scrolled;
  });
  button.addEventListener("click", () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("top")?.focus({ preventScroll: true });
  });
}
