/** Smooth scrolling unless the visitor asked for less motion (read at each use: it can change). */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
