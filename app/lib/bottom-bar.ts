// SPEC §9: the international page's mobile bottom bar hides within 100 px of the page bottom.

export const BOTTOM_BAR_HIDE_DISTANCE = 100;

export interface ScrollMetrics {
  /** window.scrollY */
  scrollY: number;
  /** window.innerHeight */
  viewportHeight: number;
  /** document.documentElement.scrollHeight */
  documentHeight: number;
}

/** Pixels left to scroll before the end of the page (never negative). */
export function distanceToBottom({ scrollY, viewportHeight, documentHeight }: ScrollMetrics): number {
  return Math.max(0, documentHeight - (scrollY + viewportHeight));
}

/** True when the visitor is within `threshold` pixels of the end of the page. */
export function isNearBottom(metrics: ScrollMetrics, threshold = BOTTOM_BAR_HIDE_DISTANCE): boolean {
  return distanceToBottom(metrics) <= threshold;
}
