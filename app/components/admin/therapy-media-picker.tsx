import { fieldId } from "./document-form/field-id";
import { LibraryThumb as Thumb, PICKER_OPTION as option } from "./library-thumb";

export interface MediaChoice {
  id: number;
  src: string;
  title: string;
  /** Slug and title of the therapy whose gallery the image is in, if any. */
  therapySlug: string | null;
  therapyTitle: string | null;
}

/** As the error summary links to it (the record form's ids: components/admin/document-form/field-id.ts). */
const GALLERY_ID = fieldId("gallery");

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
    <fieldset id={GALLERY_ID} aria-describedby={`${GALLERY_ID}-help${error ? ` ${GALLERY_ID}-error` : ""}`}>
      <legend className="field-label">Gallery images</legend>
      <p id={`${GALLERY_ID}-help`} className="text-sm text-muted">
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
        <p id={`${GALLERY_ID}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
