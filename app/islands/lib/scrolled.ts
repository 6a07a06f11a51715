/**
 * Calls `update(scrolled)` now and again whenever the page crosses `threshold` pixels of
 * vertical scroll (scrolled means strictly more than `threshold`). One passive listener.
 */
export function watchScrolled(threshold: number, update: (scrolled: boolean) => void): void {
  let last: boolean | undefined;
  const check = () => {
    const scrolled = window.scrollY > threshold;
    if (scrolled !== last) update((last = scrolled));
  };
  check();
  window.addEventListener("scroll", check, { passive: true });
}
