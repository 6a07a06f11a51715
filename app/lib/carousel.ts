/** Index into a list of `count` items, wrapping in both directions. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The transform that shows slide `index` of a track of full-width slides in a flex row. In a
 * right-to-left page the row runs from the right, the later slides lie to the left, and the
 * track moves the other way.
 */
export function slideTransform(index: number, rtl = false): string {
  return `translateX(${rtl ? "" : "-"}${index * 100}%)`;
}
