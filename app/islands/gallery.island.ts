/**
 * The therapy gallery (components/therapy/gallery-carousel.tsx): Previous/Next and the
 * thumbnails choose the slide, wrapping both ways; Left/Right keys anywhere in the region
 * and a sideways swipe on the picture step too. The caption, the "n / total" counter and
 * the current thumbnail (aria-current) follow. The counter's words come from the server, on
 * each thumbnail's `data-counter-text`: the island holds no English. In a right-to-left page the
 * slides follow the reading direction: Left is the next one, and so is a swipe to the right.
 */
import { wrapIndex } from "~/lib/carousel";
import { arrowKeyStep, swipeStep } from "~/lib/carousel-steps";

export function init(region: HTMLElement): void {
  const figure = region.querySelector("figure");
  let shown = figure?.querySelector("[data-slide]");
  if (!figure || !shown) return;
  // Slide 0 is on the page; the others are copied from the hidden store when first shown
  // (copies, so the server-rendered store itself is never moved).
  const stored = [...(region.querySelector("[data-slides]")?.children ?? [])];
  const slides: (Element | undefined)[] = [shown];
  const count = stored.length + 1;
  const caption = region.querySelector("[data-caption]");
  const counter = region.querySelector("[data-counter]");
  const thumbs = [...region.querySelectorAll<HTMLElement>("[data-thumb]")];
  let index = 0;
  let startX: number | null = null;
  const rtl = document.documentElement.dir === "rtl";

  const go = (next: number) => {
    index = wrapIndex(next, count);
    const slide = (slides[index] ??= stored[index - 1]?.cloneNode(true) as Element | undefined);
    if (!slide || !shown) return;
    if (slide !== shown) shown.replaceWith(slide);
    shown = slide;
    if (caption) caption.textContent = slide.getAttribute("data-slide");
    const counted = thumbs[index]?.dataset.counterText;
    if (counter && counted) counter.textContent = counted;
    thumbs.forEach((thumb, i) => {
      if (i === index) thumb.setAttribute("aria-current", "true");
      else thumb.removeAttribute("aria-current");
    });
  };

  region.addEventListener("keydown", (event) => {
    const step = arrowKeyStep(event.key, rtl);
    if (step === null) return;
    event.preventDefault();
    go(index + step);
  });
  figure.addEventListener("pointerdown", (event) => {
    startX = event.clientX;
  });
  figure.addEventListener("pointerup", (event) => {
    if (startX === null) return;
    const step = swipeStep(event.clientX - startX, { rtl });
    startX = null;
    if (step !== 0) go(index + step);
  });
  for (const button of region.querySelectorAll<HTMLElement>("[data-step]")) {
    button.addEventListener("click", () => go(index + Number(button.dataset.step)));
  }
  thumbs.forEach((thumb, i) => thumb.addEventListener("click", () => go(i)));
}
