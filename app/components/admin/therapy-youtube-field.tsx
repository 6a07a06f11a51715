import { useState } from "react";
import { VideoFacade } from "~/components/ui/video-facade";
import { parseYouTubeId } from "~/lib/youtube";

/**
 * SPEC §5: the id is extracted as the address is typed — 'Video ID: <id>' with a preview,
 * or 'Invalid URL' and no preview. (Unlike SPEC's video screen, saving an unparseable address
 * is refused here: the therapy page would silently show no video.)
 */
export function TherapyYouTubeField({ initial, error, title }: { initial: string; error?: string; title: string }) {
  const [url, setUrl] = useState(initial);
  const id = parseYouTubeId(url);
  const describedBy = ["therapy-youtubeUrl-status", error ? "therapy-youtubeUrl-error" : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor="therapy-youtubeUrl" className="field-label">
        YouTube URL
      </label>
      <input
        id="therapy-youtubeUrl"
        name="youtubeUrl"
        type="url"
        inputMode="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder="https://www.youtube.com/watch?v=…"
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        className="field-input"
      />
      <p id="therapy-youtubeUrl-status" className="mt-1 text-sm text-muted" aria-live="polite">
        {url.trim() === "" ? (
          "No video: the Real Patient Stories section is left out."
        ) : (
          <>
            Video ID:{" "}
            {id ? (
              <code className="font-semibold text-ocean-950" data-testid="video-id">
                {id}
              </code>
            ) : (
              <span className="font-semibold text-coral-700">Invalid URL</span>
            )}
          </>
        )}
      </p>
      {error ? (
        <p id="therapy-youtubeUrl-error" className="field-error">
          {error}
        </p>
      ) : null}
      {id ? (
        <div className="mt-3 max-w-sm" data-testid="video-preview">
          <VideoFacade embedId={id} title={`Preview of the ${title} video`} poster="/illustrations/tour-poster.svg" />
        </div>
      ) : null}
    </div>
  );
}
