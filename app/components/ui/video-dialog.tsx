import type { ReactNode } from "react";
import { X } from "~/components/ui/lucide";
import { useT } from "~/components/messages-context";
import { youTubeEmbedUrl, youTubeWatchUrl } from "~/lib/youtube";

/**
 * A modal video player on the native <dialog>, rendered empty by the server and run by the
 * `video-dialog` island (app/islands/video-dialog.island.ts): a <VideoDialogOpener> naming
 * this dialog's `id` opens it, the player (a third party) loads only then, because the
 * visitor asked. Focus moves in and is trapped (native modal), Escape, the close button and
 * a click on the backdrop close it, the player is removed (the video stops) and focus goes
 * back to the opener. One per section is enough: each opener carries its own video and title.
 */
export function VideoDialog({ id, title }: { id: string; title: string }) {
  const t = useT();
  return (
    <dialog
      id={id}
      data-island="video-dialog"
      aria-label={title}
      className="m-auto w-[min(960px,calc(100vw-2rem))] overflow-visible rounded-2xl bg-transparent p-0 backdrop:bg-ocean-950/80"
    >
      <div className="relative">
        <button
          type="button"
          data-video-close
          className="absolute -top-12 end-0 flex size-11 items-center justify-center rounded-full bg-white text-ocean-900 hover:bg-seaglass-100"
          aria-label={t("widgets.videoClose")}
        >
          <X className="size-6" aria-hidden="true" />
        </button>
        {/* The player goes here, with these classes. */}
        <div className="aspect-video overflow-hidden rounded-2xl bg-black" data-video-frame="size-full" />
      </div>
    </dialog>
  );
}

interface VideoDialogOpenerProps {
  /** The `id` of the <VideoDialog> that plays it (anywhere on the page). */
  dialog: string;
  embedId: string;
  /** The dialog's accessible name (and the player's title) while this video plays. */
  title: string;
  /** Classes of the control, button and link alike (give it its display, e.g. `btn-secondary`). */
  className: string;
  /** What the control shows; the same with and without JavaScript. */
  children: ReactNode;
  /**
   * An accessible name for icon-only controls: the button's `aria-label`; the no-JS link's
   * gets " (opens YouTube in a new tab)" added. Without it the link says so in hidden text.
   */
  label?: string;
}

/**
 * Opens a <VideoDialog>. The server renders both forms and the `js:` / `no-js:` variants show
 * one of them before the first paint: a button for the island when the page has JavaScript,
 * otherwise a plain link to the video on YouTube, in a new tab.
 */
export function VideoDialogOpener({ dialog, embedId, title, className, children, label }: VideoDialogOpenerProps) {
  const t = useT();
  return (
    <>
      <button
        type="button"
        className={`no-js:hidden ${className}`}
        aria-label={label}
        data-video-dialog={dialog}
        data-video-src={youTubeEmbedUrl(embedId)}
        data-video-title={title}
      >
        {children}
      </button>
      <a
        className={`js:hidden ${className}`}
        href={youTubeWatchUrl(embedId)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label ? t("widgets.videoLinkLabel", { label }) : undefined}
      >
        {children}
        {label ? null : <span className="sr-only">{` ${t("widgets.videoOpensYouTube")}`}</span>}
      </a>
    </>
  );
}
