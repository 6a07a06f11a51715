// One-open-at-a-time disclosure groups (accordions, timelines) keep an index or null.

export type OpenIndex = number | null;

/** Activating the open item closes it; activating another opens it and closes the rest. */
export function toggleOpen(current: OpenIndex, index: number): OpenIndex {
  return current === index ? null : index;
}

/** Roving focus between a group's headers: arrow keys step and wrap, Home/End jump. */
export function focusTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowDown":
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowUp":
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
