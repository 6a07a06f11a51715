/**
 * Splits reviews into those shown at first and those revealed by "More Reviews".
 * `showAll` is true once the visitor asked for the rest (button, or ?reviews=all without JS).
 */
export function splitReviews<T>(reviews: readonly T[], initial: number, showAll: boolean) {
  const cut = showAll ? reviews.length : Math.max(0, initial);
  return { shown: reviews.slice(0, cut), hiddenCount: Math.max(0, reviews.length - cut) };
}
