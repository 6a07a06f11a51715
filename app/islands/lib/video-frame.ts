/**
 * The YouTube player iframe, built only when the visitor asks for it: the same attributes the
 * server-side React components gave it (app/components/ui/video-dialog.tsx, video-facade.tsx).
 */
export function videoFrame(src: string, title: string, className: string): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.className = className;
  frame.src = src;
  frame.title = title;
  frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
  frame.allowFullscreen = true;
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  return frame;
}
