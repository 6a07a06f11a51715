import { useState } from "react";
import { Play } from "~/components/ui/lucide";
import { useOptionalT } from "~/components/messages-context";
import { youTubeEmbedUrl, youTubeWatchUrl } from "~/lib/youtube";

const PLAYER_CLASS = "aspect-video w-full rounded-2xl";

/**
 * A poster with a play button; the YouTube player (privacy-enhanced domain) loads in its
 * place only after the click. Without JavaScript the poster links to the video instead: the
 * server renders both and the `js:` / `no-js:` variants show one before the first paint.
 * Public pages are never hydrated: there the `video-facade` island (app/islands) swaps the
 * button for the player. The admin (hydrated React: the therapy preview, the YouTube field)
 * uses this same component, so the button also keeps its React click handler.
 * Its button and link names come from the page's catalogue (the admin's: the code's English).
 */
export function VideoFacade({ embedId, title, poster }: { embedId: string; title: string; poster: string }) {
  const [playing, setPlaying] = useState(false);
  const t = useOptionalT();
  const play = t("widgets.videoPlay", { title });
  const watch = t("widgets.videoWatchOnYouTube", { title });
  const src = youTubeEmbedUrl(embedId);
  if (playing) {
    return (
      <iframe
        className={PLAYER_CLASS}
        src={src}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  const inner = (
    <>
      <img src={poster} alt="" width={1200} height={800} loading="lazy" className="size-full object-cover" />
      <span className="absolute inset-0 bg-ocean-950/30" />
      <span className="absolute inset-0 m-auto flex size-20 items-center justify-center rounded-full bg-white/95 text-ocean-800 shadow-xl transition-transform group-hover:scale-105">
        {/* ml-1, not ms-1: the play triangle points right in every language; this centres it. */}
        <Play className="ml-1 size-9 fill-current" aria-hidden="true" />
      </span>
    </>
  );
  const className = "group relative block aspect-video w-full overflow-hidden rounded-2xl bg-ocean-900";
  return (
    <>
      <button
        type="button"
        className={`no-js:hidden ${className}`}
        onClick={() => setPlaying(true)}
        aria-label={play}
        data-island="video-facade"
        data-video-src={src}
        data-video-title={title}
        data-video-class={PLAYER_CLASS}
      >
        {inner}
      </button>
      <a className={`js:hidden ${className}`} href={youTubeWatchUrl(embedId)} target="_blank" rel="noopener noreferrer" aria-label={watch}>
        {inner}
      </a>
    </>
  );
}
