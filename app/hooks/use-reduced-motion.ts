/**
 * Smooth unless the visitor asked for less motion. (Public pages are not hydrated any more:
 * their islands read the media query themselves; once the header's back-to-top button and
 * the international section links are islands too, nothing imports this file.)
 */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
