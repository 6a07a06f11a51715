import { LibraryThumb as Thumb, PICKER_OPTION as option } from "./library-thumb";

export interface MediaChoice {
  id: number;
  src: string;
  title: string;
  /** Slug and title of the therapy whose gallery the image is in, if any. */
  therapySlug: string | null;
  therapyTitle: string | null;
}

/** Hero image: one of the media library's active images, or none. */
export function HeroImagePicker({
  media,
  value,
  outsideLibrary,
  error,
}: {
  media: readonly MediaChoice[];
  value: string;
  /** The stored hero image when it is not (or no longer) in the library: kept as a choice. */
  outsideLibrary: string | null;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? "therapy-heroImage-error" : undefined}>
      <legend className="field-label">Hero image</legend>
      <p className="text-sm text-muted">From the media library (Gallery). Shown beside the title at the top of the page.</p>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        <label className={option}>
          <span className="flex aspect-[3/2] items-center justify-center rounded-lg bg-seaglass-100 text-muted">No image</span>
          <span className="flex items-center gap-2">
            <input
              type="radio"
              name="heroImage"
              value=""
              defaultChecked={value === ""}
              className="size-4 accent-ocean-700"
              aria-invalid={Boolean(error) || undefined}
            />
            None
          </span>
        </label>
        {outsideLibrary ? (
          <label className={option}>
            <Thumb src={outsideLibrary} />
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="heroImage"
                value={outsideLibrary}
                defaultChecked={value === outsideLibrary}
                className="size-4 accent-ocean-700"
              />
              Current image (not in the library)
            </span>
          </label>
        ) : null}
        {media.map((m) => (
          <label key={m.id} className={option}>
            <Thumb src={m.src} />
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="heroImage"
                value={m.src}
                defaultChecked={value === m.src}
                className="size-4 shrink-0 accent-ocean-700"
              />
              {m.title}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="therapy-heroImage-error" className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The therapy page's gallery: the chosen library images (an image belongs to one therapy). */
export function GalleryPicker({
  media,
  selected,
  currentSlug,
  error,
}: {
  media: readonly MediaChoice[];
  selected: readonly number[];
  currentSlug: string;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={`therapy-gallery-hint${error ? " therapy-gallery-error" : ""}`}>
      <legend className="field-label">Gallery images</legend>
      <p id="therapy-gallery-hint" className="text-sm text-muted">
        Shown in the page's Therapy Gallery. Choosing an image that is in another therapy's gallery moves it here.
      </p>
      {media.length === 0 ? <p className="mt-2 text-sm text-muted">The media library is empty: add images under Gallery first.</p> : null}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {media.map((m) => (
          <label key={m.id} className={option}>
            <Thumb src={m.src} />
            <span className="flex items-start gap-2">
              <input
                type="checkbox"
                name="gallery"
                value={m.id}
                defaultChecked={selected.includes(m.id)}
                aria-invalid={Boolean(error) || undefined}
                className="mt-0.5 size-4 shrink-0 accent-ocean-700"
              />
              <span>
                {m.title}
                {m.therapySlug && m.therapySlug !== currentSlug ? (
                  <span className="block text-xs text-muted">now in {m.therapyTitle ?? m.therapySlug}</span>
                ) : null}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="therapy-gallery-error" className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
