/**
 * A show/hide button (`aria-expanded`, `aria-controls`): the surgeon's case Read More and
 * Read Full Article (app/components/doctors). Each click flips `aria-expanded` and the
 * controlled panel's `hidden`; the start is what the server rendered. The button's label
 * and chevron, and anything else that depends on the state, follow `aria-expanded` in CSS.
 */
import { showPanel } from "./lib/panel";

export function init(button: HTMLElement): void {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) return;
  const set = (expanded: boolean) => {
    button.setAttribute("aria-expanded", String(expanded));
    showPanel(panel, expanded);
  };
  set(button.getAttribute("aria-expanded") === "true");
  button.addEventListener("click", () => set(button.getAttribute("aria-expanded") !== "true"));
}
