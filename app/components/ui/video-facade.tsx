import { useState } from "react";
import { Play } from "~/components/ui/lucide";
import { useHydrated } from "~/hooks/use-hydrated";
import { youTubeEmbedUrl, youTubeWatchUrl } from "~/lib/youtube";

/**
 * A poster with a play button; the YouTube player (privacy-enhanced domain) loads in its
 * place only after the click. Without JavaScript the poster links to the video.
 */
export function VideoFacade({ embedId, title, poster }: { embedId: string; title: string; poster: string }) {
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-2xl"
        src={youTubeEmbedUrl(embedId)}
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
        <Play className="ml-1 size-9 fill-current" aria-hidden="true" />
      </span>
    </>
  );
  const className = "group relative block aspect-video w-full overflow-hidden rounded-2xl bg-ocean-900";
  return hydrated ? (
    <button type="button" className={className} onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
      {inner}
    </button>
  ) : (
    <a className={className} href={youTubeWatchUrl(embedId)} target="_blank" rel="noopener noreferrer" aria-label={`Watch on YouTube: ${title} (opens in a new tab)`}>
      {inner}
    </a>
  );
}
