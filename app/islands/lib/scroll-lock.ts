/**
 * Stops the page behind a modal from scrolling; nested locks count, so the page scrolls again
 * only when the last one is released. The scrollbar's room is kept while locked, so nothing
 * behind the backdrop shifts sideways.
 */
let locks = 0;

export function lockScroll(): void {
  const root = document.documentElement;
  if (locks++ > 0) return;
  if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = "stable";
  root.style.overflow = "hidden";
}

export function unlockScroll(): void {
  if (locks === 0 || --locks > 0) return;
  const root = document.documentElement;
  root.style.overflow = "";
  root.style.scrollbarGutter = "";
}
