import { useState } from "react";
import { ImageDown } from "~/components/ui/lucide";
import { useHydrated } from "~/hooks/use-hydrated";

/** YouTube's still for a video (only ever requested after a staff member asks for it). */
function thumbnailUrl(videoId: string) {
  return `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`;
}

/**
 * Our own poster with the video id; YouTube's thumbnail loads only after 'Load YouTube
 * thumbnail' is pressed (no third-party request before a click, docs/decisions). A
 * thumbnail that fails to load is hidden again (SPEC §8).
 */
export function VideoPoster({ videoId, title }: { videoId: string | null; title: string }) {
  const hydrated = useHydrated();
  const [requested, setRequested] = useState(false);
  const [failed, setFailed] = useState(false);
  const showThumbnail = videoId !== null && requested && !failed;
  return (
    <div>
      <div className="relative aspect-video overflow-hidden rounded-xl bg-ocean-900">
        {showThumbnail ? (
          <img
            src={thumbnailUrl(videoId)}
            alt={`YouTube thumbnail: ${title}`}
            width={320}
            height={180}
            className="size-full object-cover"
            onError={() => setFailed(true)}
          />
        ) : (
          <>
            <img
              src="/illustrations/tour-poster.svg"
              alt=""
              width={320}
              height={180}
              loading="lazy"
              className="size-full object-cover opacity-70"
            />
            <span className="absolute bottom-2 left-2 rounded-md bg-ocean-950/90 px-2 py-1 font-mono text-xs text-white">
              {videoId ? (
                <>
                  <span className="sr-only">Video ID </span>
                  {videoId}
                </>
              ) : (
                "No video ID"
              )}
            </span>
          </>
        )}
      </div>
      {videoId && hydrated && (!requested || failed) ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          {failed ? <p className="text-xs text-muted">The thumbnail could not be loaded.</p> : null}
          {!requested ? (
            <button
              type="button"
              onClick={() => setRequested(true)}
              className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-ocean-800 underline-offset-2 hover:underline"
            >
              <ImageDown className="size-4" aria-hidden="true" /> Load YouTube thumbnail<span className="sr-only"> for {title}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
