import { type ReactNode, useState } from "react";
import { Field } from "~/components/forms/fields";
import { parseYouTubeId } from "~/lib/youtube";

/**
 * A YouTube address with SPEC §5's live read-out: 'Video ID:' and the id, or 'Invalid URL'.
 * The read-out is a polite live region, so screen-reader users hear it as they paste.
 * `children` receives the id for a preview (nothing is shown for an invalid address).
 */
export function YouTubeUrlField({
  id,
  name,
  label,
  defaultValue,
  error,
  hint,
  required = false,
  children,
}: {
  /** The input's id (error summaries link to it). */
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children?: (videoId: string) => ReactNode;
}) {
  const [value, setValue] = useState(defaultValue);
  const videoId = parseYouTubeId(value);
  const empty = value.trim() === "";
  return (
    <div>
      <Field formId="" id={id} name={name} label={label} error={error} hint={hint}>
        {(props) => (
          <input
            {...props}
            type="url"
            inputMode="url"
            className="field-input"
            defaultValue={defaultValue}
            required={required}
            maxLength={500}
            placeholder="https://www.youtube.com/watch?v=…"
            onInput={(event) => setValue(event.currentTarget.value)}
          />
        )}
      </Field>
      <p className="mt-2 min-h-6 text-sm" aria-live="polite" data-testid={`${name}-video-id`}>
        {empty ? null : (
          <>
            <span className="font-medium text-ink">Video ID: </span>
            {videoId ? (
              <code className="rounded bg-seaglass-100 px-1.5 py-0.5 font-mono text-ocean-900">{videoId}</code>
            ) : (
              <span className="font-semibold text-coral-700">Invalid URL</span>
            )}
          </>
        )}
      </p>
      {videoId && children ? children(videoId) : null}
    </div>
  );
}
