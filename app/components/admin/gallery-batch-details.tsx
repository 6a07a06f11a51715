import { useId, useState } from "react";
import { GALLERY_CATEGORIES } from "~/lib/gallery";

/** A therapy an upload may be filed under. */
export interface TherapyChoice {
  slug: string;
  title: string;
}

export interface BatchPatch {
  category?: string;
  therapySlug?: string;
  altPrefix?: string;
}

/**
 * One panel above several images waiting to upload: set their category and therapy, or the
 * start of their alt text, all at once (each image's fields stay editable afterwards).
 */
export function BatchDetails({
  therapies,
  defaultCategory,
  count,
  onApply,
}: {
  therapies: TherapyChoice[];
  defaultCategory: string;
  count: number;
  onApply: (patch: BatchPatch) => void;
}) {
  const id = useId();
  const [category, setCategory] = useState(defaultCategory);
  const [therapySlug, setTherapySlug] = useState("");
  const [altPrefix, setAltPrefix] = useState("");
  const [applied, setApplied] = useState("");
  const apply = (patch: BatchPatch, what: string) => {
    onApply(patch);
    setApplied(`${what} applied to the ${count} images waiting to upload.`);
  };
  return (
    <fieldset className="mt-4 rounded-2xl bg-seaglass-50 p-4 ring-1 ring-seaglass-200" data-batch-details>
      <legend className="sr-only">Details for all {count} images</legend>
      <p className="mb-3 font-semibold text-ocean-950" aria-hidden="true">
        Details for all {count} images
      </p>
      <div className="grid gap-3 md:grid-cols-3">
        <div>
          <label htmlFor={`${id}-category`} className="field-label">
            Category
          </label>
          <div className="flex gap-2">
            <select
              id={`${id}-category`}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              className="field-input min-w-0 flex-1"
            >
              {GALLERY_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <button type="button" className="btn-secondary shrink-0" onClick={() => apply({ category }, `Category “${category}”`)}>
              Apply to all<span className="sr-only"> (category)</span>
            </button>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-therapy`} className="field-label">
            Therapy
          </label>
          <div className="flex gap-2">
            <select
              id={`${id}-therapy`}
              value={therapySlug}
              onChange={(e) => setTherapySlug(e.target.value)}
              className="field-input min-w-0 flex-1"
            >
              <option value="">None</option>
              {therapies.map((t) => (
                <option key={t.slug} value={t.slug}>
                  {t.title}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn-secondary shrink-0"
              onClick={() =>
                apply(
                  { therapySlug },
                  therapySlug ? `Therapy “${therapies.find((t) => t.slug === therapySlug)?.title ?? therapySlug}”` : "No therapy",
                )
              }
            >
              Apply to all<span className="sr-only"> (therapy)</span>
            </button>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-alt`} className="field-label">
            Alt text starts with
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-alt`}
              value={altPrefix}
              maxLength={120}
              onChange={(e) => setAltPrefix(e.target.value)}
              aria-describedby={`${id}-alt-hint`}
              className="field-input min-w-0 flex-1"
            />
            <button
              type="button"
              className="btn-secondary shrink-0"
              disabled={!altPrefix.trim()}
              onClick={() => apply({ altPrefix }, "The start of the alt text")}
            >
              Apply to all<span className="sr-only"> (alt text)</span>
            </button>
          </div>
          <p id={`${id}-alt-hint`} className="mt-1 text-sm text-muted">
            Put before each image&apos;s own description; finish each one below.
          </p>
        </div>
      </div>
      <p role="status" className="mt-2 text-sm text-ink empty:hidden">
        {applied}
      </p>
    </fieldset>
  );
}
