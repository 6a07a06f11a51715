/**
 * The floating quick-contact menu (app/components/layout/quick-contact.tsx): the button
 * toggles the list; Escape closes it; Book Appointment (`data-close`) closes it as it goes.
 */
export function init(aside: HTMLElement): void {
  const toggle = aside.querySelector<HTMLButtonElement>("button[aria-controls]");
  const list = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!toggle || !list) return;
  let open = false;
  const setOpen = (value: boolean) => {
    open = value;
    toggle.setAttribute("aria-expanded", String(value));
    const label = value ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute("aria-label", label);
    list.hidden = !value;
  };

  toggle.addEventListener("click", () => setOpen(!open));
  aside.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    // Focus inside the list would be lost with it: it goes back to the toggle.
    if (list.contains(document.activeElement)) toggle.focus();
    setOpen(false);
  });
  for (const link of list.querySelectorAll("[data-close]")) link.addEventListener("click", () => setOpen(false));
}
