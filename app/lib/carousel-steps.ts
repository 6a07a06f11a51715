/** Pixels a pointer must travel sideways for a swipe to change the gallery's slide. */
export const SWIPE_PX = 40;

/**
 * The slide step a horizontal drag of `dx` pixels asks for: dragging left shows the next
 * slide (+1), dragging right the previous one (-1); a shorter drag (a tap) changes nothing.
 * In a right-to-left page (`rtl`) the slides follow the reading direction, so the drags swap.
 */
export function swipeStep(dx: number, { threshold = SWIPE_PX, rtl = false }: { threshold?: number; rtl?: boolean } = {}): -1 | 0 | 1 {
  if (!(Math.abs(dx) >= threshold)) return 0;
  return dx < 0 !== rtl ? 1 : -1;
}

/**
 * Right and Left arrow keys step through a carousel (mirrored in a right-to-left page, `rtl`:
 * Left is next); any other key is the browser's (null).
 */
export function arrowKeyStep(key: string, rtl = false): -1 | 1 | null {
  if (key === "ArrowRight") return rtl ? -1 : 1;
  if (key === "ArrowLeft") return rtl ? 1 : -1;
  return null;
}
