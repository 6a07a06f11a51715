// One-open-at-a-time disclosure groups (accordions, timelines) keep an index or null.

export type OpenIndex = number | null;

/** Activating the open item closes it; activating another opens it and closes the rest. */
export function toggleOpen(current: OpenIndex, index: number): OpenIndex {
  return current === index ? null : index;
}

/**
 * Roving focus between a group's headers: arrow keys step and wrap, Home/End jump. In a
 * right-to-left page (`rtl`) Left and Right swap: Left moves on, in the reading direction.
 */
export function focusTarget(key: string, current: number, count: number, rtl = false): number | null {
  if (count <= 0) return null;
  const next = (current + 1) % count;
  const previous = (current - 1 + count) % count;
  switch (key) {
    case "ArrowDown":
      return next;
    case "ArrowUp":
      return previous;
    case "ArrowRight":
      return rtl ? previous : next;
    case "ArrowLeft":
      return rtl ? next : previous;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
