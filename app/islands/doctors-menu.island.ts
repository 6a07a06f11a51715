/**
 * The header's Doctors dropdown (app/components/layout/doctors-menu.tsx). SPEC: opens on
 * hover or on click; by keyboard Enter/Space toggle, ArrowDown opens and focuses the first
 * doctor, ArrowUp/ArrowDown move between them (wrapping), Escape closes and returns focus.
 */
import { wrapIndex } from "~/lib/carousel";

export function init(wrapper: HTMLElement): void {
  const button = wrapper.querySelector<HTMLButtonElement>("button[aria-controls]");
  const panel = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!button || !panel) return;
  const items = [...wrapper.querySelectorAll<HTMLAnchorElement>("[data-menu-item]")];
  let open = false;
  // A click right after hover-open should keep the menu open, not toggle it shut.
  let openedByHover = false;

  const onPointer = (event: PointerEvent) => {
    if (!(event.target instanceof Node && wrapper.contains(event.target))) setOpen(false);
  };
  const setOpen = (value: boolean) => {
    open = value;
    button.setAttribute("aria-expanded", String(value));
    panel.toggleAttribute("data-open", value);
    if (value) document.addEventListener("pointerdown", onPointer);
    else document.removeEventListener("pointerdown", onPointer);
  };

  wrapper.addEventListener("mouseenter", () => {
    openedByHover = !open;
    setOpen(true);
  });
  wrapper.addEventListener("mouseleave", () => {
    openedByHover = false;
    setOpen(false);
  });
  wrapper.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      button.focus();
    }
  });
  wrapper.addEventListener("focusout", (event) => {
    if (!(event.relatedTarget instanceof Node && wrapper.contains(event.relatedTarget))) setOpen(false);
  });

  button.addEventListener("click", () => {
    if (openedByHover) openedByHover = false;
    else setOpen(!open);
  });
  button.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => items[0]?.focus());
    }
  });

  items.forEach((item, index) => {
    item.addEventListener("click", () => setOpen(false));
    item.addEventListener("keydown", (event) => {
      const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      items[wrapIndex(index + step, items.length)]?.focus();
    });
  });
}
