/** Pixels a pointer must travel sideways for a swipe to change the gallery's slide. */
export const SWIPE_PX = 40;

/**
 * The slide step a horizontal drag of `dx` pixels asks for: dragging left shows the next
 * slide (+1), dragging right the previous one (-1); a shorter drag (a tap) changes nothing.
 */
export function swipeStep(dx: number, threshold = SWIPE_PX): -1 | 0 | 1 {
  if (!(Math.abs(dx) >= threshold)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Right and Left arrow keys step through a carousel; any other key is the browser's (null). */
export function arrowKeyStep(key: string): -1 | 1 | null {
  if (key === "ArrowRight") return 1;
  if (key === "ArrowLeft") return -1;
  return null;
}
