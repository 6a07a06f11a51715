/**
 * The home page's therapy cards (app/components/home/services-grid.tsx): Learn More expands
 * one therapy at a time below the grid (its detail copied from the section's <template>),
 * Show Less folds it, and 100 ms later (SPEC §9) the detail scrolls into view, smoothly
 * unless the visitor asked for less motion.
 */
import { scrollBehavior } from "./lib/motion";
import { type OpenIndex, toggleOpen } from "~/lib/single-open";

const SCROLL_DELAY_MS = 100; // SPEC §9: learn-more scroll delay

export function init(section: HTMLElement): void {
  const detail = section.querySelector<HTMLElement>("#service-detail");
  const buttons = [...section.querySelectorAll<HTMLElement>("button[data-service]")];
  if (!detail) return;
  let open: OpenIndex = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  buttons.forEach((button, index) => {
    button.addEventListener("click", () => {
      open = toggleOpen(open, index);
      buttons.forEach((b, i) => b.setAttribute("aria-expanded", String(i === open)));
      const template = section.querySelector<HTMLTemplateElement>(`template[data-service-detail="${button.dataset.service}"]`);
      detail.replaceChildren(...(open !== null && template ? [template.content.cloneNode(true)] : []));
      clearTimeout(timer);
      if (open === null) return;
      timer = setTimeout(() => {
        detail.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
      }, SCROLL_DELAY_MS);
    });
  });
}
