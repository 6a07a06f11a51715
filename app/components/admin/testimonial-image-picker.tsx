import { Monogram } from "~/components/ui/monogram";
import { useHydrated } from "~/hooks/use-hydrated";
import { MediaPickerButton, usePickIntoRadios } from "./media-picker-button";

export interface ImageChoiceView {
  value: string;
  title: string;
  alt: string;
}

const option =
  "flex min-h-11 cursor-pointer flex-col gap-2 rounded-xl p-2 ring-1 ring-seaglass-200 hover:bg-seaglass-50 has-[:checked]:bg-seaglass-100 has-[:checked]:ring-3 has-[:checked]:ring-ocean-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ocean-500";

/**
 * Image from the media library (the active gallery images) or none, as radios with
 * thumbnails (no JavaScript needed). With JavaScript the media picker searches the library or
 * uploads a new image from here (issue 44). An image the library no longer holds stays
 * selectable as "Current image" so an unrelated edit does not drop it.
 */
export function TestimonialImagePicker({
  formId,
  name,
  choices,
  defaultValue,
  personName,
  error,
}: {
  formId: string;
  name: string;
  choices: ImageChoiceView[];
  defaultValue: string;
  personName: string;
  error?: string;
}) {
  const errorId = `${formId}-${name}-error`;
  const hydrated = useHydrated();
  const picked = usePickIntoRadios(name);
  const listed =
    defaultValue && !choices.some((c) => c.value === defaultValue)
      ? [{ value: defaultValue, title: "Current image", alt: "" }, ...choices]
      : choices;
  const all = [
    ...picked.added.filter((p) => !listed.some((c) => c.value === p.src)).map((p) => ({ value: p.src, title: p.title, alt: p.alt })),
    ...listed,
  ];
  return (
    <fieldset ref={picked.ref} aria-describedby={error ? errorId : `${formId}-${name}-hint`}>
      <legend className="field-label">Image</legend>
      <p id={`${formId}-${name}-hint`} className="mb-2 text-sm text-muted">
        {hydrated
          ? "From the media library, a new upload, or none: the initials are shown instead."
          : "From the media library (upload new images on the Gallery screen), or none: the initials are shown instead."}
      </p>
      {hydrated ? (
        <div className="mb-2">
          <MediaPickerButton title="Testimonial image: choose or upload" category="Patients" onPick={picked.pick} />
        </div>
      ) : null}
      <div className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-4">
        <label className={option}>
          <input type="radio" name={name} value="" defaultChecked={defaultValue === ""} className="sr-only" />
          <span className="flex aspect-[4/3] items-center justify-center rounded-lg bg-seaglass-50">
            <Monogram name={personName || "?"} />
          </span>
          <span className="text-sm font-medium text-ink">No image</span>
        </label>
        {all.map((choice) => (
          <label key={choice.value} className={option}>
            <input type="radio" name={name} value={choice.value} defaultChecked={choice.value === defaultValue} className="sr-only" />
            <img
              src={choice.value}
              alt=""
              width={160}
              height={120}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-lg bg-seaglass-50 object-cover"
            />
            <span className="text-sm font-medium text-ink">{choice.title}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
