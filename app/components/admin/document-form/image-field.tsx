import { createContext, useContext } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { LibraryThumb, PICKER_OPTION as option } from "../library-thumb";
import { MediaPickerButton, usePickIntoRadios } from "../media-picker-button";
import type { ImageField as ImageFieldSpec } from "~/content-types/fields";
import { fieldId } from "./field-id";
import { describedBy, FieldError, FieldHelp } from "./field-notes";

/** The media library's active images, offered by every picture field of a document form. */
export const MediaChoicesContext = createContext<ReadonlyArray<{ src: string; title: string }>>([]);

/**
 * A picture: none, one of the site's illustrations, or a media-library image (radio buttons, no
 * JavaScript needed). With JavaScript, the media picker also searches the library and uploads
 * a new image from here (issue 44); what it picks is checked among the radios.
 */
export function ImagePickerField({ field, name, value, error }: { field: ImageFieldSpec; name: string; value: string; error?: string }) {
  const library = useContext(MediaChoicesContext);
  const hydrated = useHydrated();
  const picked = usePickIntoRadios(name);
  const id = fieldId(name);
  const listed = [...field.builtIn.map((b) => ({ src: b.src, title: b.label })), ...library];
  const choices = [
    ...picked.added.filter((p) => !listed.some((c) => c.src === p.src)).map((p) => ({ src: p.src, title: p.title })),
    ...listed,
  ];
  const outside = value && !choices.some((c) => c.src === value) ? value : null;
  const radio = (src: string) => (
    <input
      type="radio"
      name={name}
      value={src}
      defaultChecked={value === src}
      className="size-4 shrink-0 accent-ocean-700"
      aria-invalid={error ? true : undefined}
    />
  );
  return (
    <fieldset id={id} ref={picked.ref} aria-describedby={describedBy(id, field.help, error)} data-field>
      <legend className="field-label">{field.label}</legend>
      <FieldHelp id={id} help={field.help} className="" />
      {hydrated ? (
        <div className="mt-2">
          <MediaPickerButton title={`${field.label}: choose or upload`} category={field.uploadCategory ?? "Staff"} onPick={picked.pick} />
        </div>
      ) : null}
      <div className="mt-2 grid max-h-[30rem] grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3 xl:grid-cols-4">
        {field.optional ? (
          <label className={option}>
            <span className="flex aspect-square items-center justify-center rounded-lg bg-seaglass-100 text-center text-muted">
              No picture
            </span>
            <span className="flex min-w-0 items-center gap-2 break-words">
              {radio("")}
              {field.libraryOnly?.noneLabel ?? "None"}
            </span>
          </label>
        ) : null}
        {outside ? (
          <label className={option}>
            <LibraryThumb src={outside} square />
            <span className="flex min-w-0 items-center gap-2 break-words">{radio(outside)}Current picture (not in the library)</span>
          </label>
        ) : null}
        {choices.map((c) => (
          <label key={c.src} className={option}>
            <LibraryThumb src={c.src} square />
            <span className="flex min-w-0 items-center gap-2 break-words">
              {radio(c.src)}
              {c.title}
            </span>
          </label>
        ))}
      </div>
      {library.length === 0 && !hydrated ? (
        <p className="mt-2 text-sm text-muted">The media library has no images yet: upload photos in Gallery to choose them here.</p>
      ) : null}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
