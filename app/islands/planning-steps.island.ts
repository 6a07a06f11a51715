/**
 * Planning Your Visit (app/components/international/planning-steps.tsx): one step open at a
 * time, as the server rendered it at start (the header whose `aria-expanded` is "true");
 * activating the open step closes it. Arrow keys move between the step headers (wrapping),
 * Home and End jump to the first and last (Left and Right swap in a right-to-left page). Markers and chevrons follow `aria-expanded` in CSS.
 */
import { focusTarget, type OpenIndex, toggleOpen } from "~/lib/single-open";
import { showPanel } from "./lib/panel";

export function init(steps: HTMLElement): void {
  const headers = [...steps.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];
  const panels = headers.map((header) => document.getElementById(header.getAttribute("aria-controls") ?? ""));
  const first = headers.findIndex((header) => header.getAttribute("aria-expanded") === "true");
  let open: OpenIndex = first === -1 ? null : first;

  const render = () =>
    headers.forEach((header, index) => {
      header.setAttribute("aria-expanded", String(index === open));
      const panel = panels[index];
      if (panel) showPanel(panel, index === open);
    });
  render();

  headers.forEach((header, index) => {
    header.addEventListener("click", () => {
      open = toggleOpen(open, index);
      render();
    });
    header.addEventListener("keydown", (event) => {
      const next = focusTarget(event.key, index, headers.length, document.documentElement.dir === "rtl");
      if (next === null) return;
      event.preventDefault();
      headers[next]?.focus();
    });
  });
}
