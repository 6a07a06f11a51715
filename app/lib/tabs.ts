import { wrapIndex } from "./carousel";

/**
 * WAI-ARIA tabs keyboard model (automatic activation): Left/Right move to the previous or
 * next tab, wrapping at the ends; Home and End jump to the first and last. Any other key
 * returns null so the browser keeps its default behaviour (Tab, Enter, Space…).
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return wrapIndex(current + 1, count);
    case "ArrowLeft":
      return wrapIndex(current - 1, count);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
