/**
 * The international page's mobile bottom bar (app/components/international/mobile-bottom-bar.tsx):
 * `data-bottom-bar` says "hidden" within 100 px of the end of the page (SPEC §9), "shown"
 * elsewhere; the bar's classes and app.css (page padding, floating buttons) follow it.
 * Checked on scroll, on resize, and when the page's height changes without a scroll
 * (an accordion or a form message opening).
 */
import { isNearBottom } from "~/lib/bottom-bar";

export function init(bar: HTMLElement): void {
  const update = () => {
    const state = isNearBottom({
      scrollY: window.scrollY,
      viewportHeight: window.innerHeight,
      documentHeight: document.documentElement.scrollHeight,
    })
      ? "hidden"
      : "shown";
    if (bar.dataset.bottomBar !== state) bar.dataset.bottomBar = state;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update);
  new ResizeObserver(update).observe(document.body);
}
