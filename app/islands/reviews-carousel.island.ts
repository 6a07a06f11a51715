/**
 * The home page's reviews (app/components/home/reviews-carousel.tsx). SPEC §4: advances every
 * 5 s, wrapping; Previous, Next and the dots choose a review and stop autoplay for good.
 * Autoplay pauses while the carousel is hovered or holds focus and never runs under
 * prefers-reduced-motion (followed live). Only the current review is exposed: the others are
 * aria-hidden and inert. The track announces changes (aria-live polite) only when the
 * visitor, not the timer, moved it. `data-autoplay` says "on" or "off" (tests read it).
 * In a right-to-left page the slides run from the right, so the track moves the other way.
 */
import { AUTOPLAY_MS, shouldAutoplay } from "~/lib/autoplay";
import { slideTransform, wrapIndex } from "~/lib/carousel";

export function init(region: HTMLElement): void {
  const track = region.querySelector<HTMLElement>("[data-carousel-track]");
  if (!track) return;
  const slides = [...track.querySelectorAll<HTMLElement>("[aria-roledescription='slide']")];
  const dots = [...region.querySelectorAll<HTMLElement>("[data-carousel-dot]")];
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const count = slides.length;
  let index = 0;
  let stopped = false;
  let paused = false;
  let autoplaying = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const show = (next: number) => {
    index = wrapIndex(next, count);
    track.style.transform = slideTransform(index, document.documentElement.dir === "rtl");
    slides.forEach((slide, i) => {
      const hidden = i !== index;
      if (hidden) slide.setAttribute("aria-hidden", "true");
      else slide.removeAttribute("aria-hidden");
      slide.inert = hidden;
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  };

  // Like the interval of an effect keyed on "autoplaying": restarts only when that changes.
  const update = () => {
    const next = shouldAutoplay({ stopped, paused, reducedMotion: motion.matches, count });
    if (next === autoplaying) return;
    autoplaying = next;
    clearInterval(timer);
    if (next) timer = setInterval(() => show(index + 1), AUTOPLAY_MS);
    region.dataset.autoplay = next ? "on" : "off";
    track.setAttribute("aria-live", next ? "off" : "polite");
  };

  const goTo = (next: number) => {
    stopped = true;
    show(next);
    update();
  };
  for (const button of region.querySelectorAll<HTMLElement>("[data-carousel-step]")) {
    button.addEventListener("click", () => goTo(index + Number(button.dataset.carouselStep)));
  }
  dots.forEach((dot, i) => dot.addEventListener("click", () => goTo(i)));

  const pause = (value: boolean) => {
    paused = value;
    update();
  };
  region.addEventListener("mouseenter", () => pause(true));
  region.addEventListener("mouseleave", () => pause(false));
  region.addEventListener("focusin", () => pause(true));
  region.addEventListener("focusout", (event) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && region.contains(to))) pause(false);
  });
  motion.addEventListener("change", update);

  show(0);
  update();
}
