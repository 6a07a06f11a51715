import { useEffect, useRef } from "react";
import { X } from "~/components/ui/lucide";
import { youTubeEmbedUrl } from "~/lib/youtube";

interface VideoDialogProps {
  /** The 11-character YouTube id, or null when closed. */
  embedId: string | null;
  title: string;
  onClose: () => void;
}

/**
 * A modal video player on the native <dialog>: focus is trapped and Escape closes it
 * for free. The player (a third party) loads only now, because the visitor asked.
 */
export function VideoDialog({ embedId, title, onClose }: VideoDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (embedId && !el.open) {
      opener.current = document.activeElement;
      el.showModal();
    } else if (!embedId && el.open) {
      el.close();
    }
  }, [embedId]);

  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={() => {
        onClose();
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      className="m-auto w-[min(960px,calc(100vw-2rem))] overflow-visible rounded-2xl bg-transparent p-0 backdrop:bg-ocean-950/80"
    >
      <div className="relative">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="absolute -top-12 right-0 flex size-11 items-center justify-center rounded-full bg-white text-ocean-900 hover:bg-seaglass-100"
          aria-label="Close video"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
        <div className="aspect-video overflow-hidden rounded-2xl bg-black">
          {embedId ? (
            <iframe
              className="size-full"
              src={youTubeEmbedUrl(embedId)}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
