/**
 * A video poster's play button (app/components/ui/video-facade.tsx): the click replaces it
 * with the YouTube player, the first request to YouTube.
 */
import { videoFrame } from "./lib/video-frame";

export function init(element: HTMLElement): void {
  const { videoSrc, videoTitle = "", videoClass = "" } = element.dataset;
  if (!videoSrc) return;
  element.addEventListener("click", () => element.replaceWith(videoFrame(videoSrc, videoTitle, videoClass)), { once: true });
}
