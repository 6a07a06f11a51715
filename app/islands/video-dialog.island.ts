/**
 * The modal video player (app/components/ui/video-dialog.tsx). Any element with
 * `data-video-dialog="<this dialog's id>"` opens it with its own `data-video-src` (the
 * privacy-enhanced embed address) and `data-video-title`. The native modal <dialog> moves
 * focus in, traps it and closes on Escape; the close button and a click on the backdrop close
 * it too. Closing removes the player (the video stops) and gives focus back to the opener.
 */
import { lockScroll, unlockScroll } from "./lib/scroll-lock";
import { videoFrame } from "./lib/video-frame";

export function init(element: HTMLElement): void {
  if (!(element instanceof HTMLDialogElement)) return;
  const dialog = element;
  const frame = dialog.querySelector<HTMLElement>("[data-video-frame]");
  const defaultTitle = dialog.getAttribute("aria-label") ?? "";
  let opener: HTMLElement | null = null;

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-video-dialog]") : null;
    if (!target || target.dataset.videoDialog !== dialog.id || dialog.open || !frame) return;
    const title = target.dataset.videoTitle ?? defaultTitle;
    opener = target;
    dialog.setAttribute("aria-label", title);
    frame.replaceChildren(videoFrame(target.dataset.videoSrc ?? "", title, frame.dataset.videoFrame ?? ""));
    dialog.showModal();
    lockScroll();
  });

  dialog.addEventListener("click", (event) => {
    // A click on the backdrop lands on the <dialog> element itself.
    const target = event.target;
    if (target === dialog || (target instanceof Element && target.closest("[data-video-close]"))) dialog.close();
  });

  dialog.addEventListener("close", () => {
    frame?.replaceChildren();
    dialog.setAttribute("aria-label", defaultTitle);
    unlockScroll();
    opener?.focus();
    opener = null;
  });
}
