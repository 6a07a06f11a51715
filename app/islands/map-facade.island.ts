/**
 * The map placeholder (app/components/ui/map-facade.tsx): Show map puts the Google Maps
 * iframe, kept inert in the placeholder's <template> until now, in the placeholder's place.
 */
export function init(element: HTMLElement): void {
  const template = element.querySelector("template");
  const show = element.querySelector("[data-map-show]");
  if (!template || !show) return;
  show.addEventListener("click", () => element.replaceWith(template.content), { once: true });
}
