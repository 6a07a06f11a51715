import { ACTIVE_LABEL } from "./active-dot";
import { ALT_HINT } from "~/content-types/gallery-image";
import type { TherapyChoice } from "./gallery-batch-details";
import { GALLERY_CATEGORIES } from "~/lib/gallery";
import { ACCEPTED_IMAGE_LABEL, ACCEPTED_IMAGE_MIME, MAX_UPLOAD_MB } from "~/lib/media";

/** Upload without JavaScript: one ordinary multipart form; the details apply to every file chosen. */
export function PlainUploadForm({ therapies, defaultCategory }: { therapies: TherapyChoice[]; defaultCategory: string }) {
  return (
    <form
      method="post"
      action="/admin/gallery/upload"
      encType="multipart/form-data"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-seaglass-200"
    >
      <div>
        <label htmlFor="plain-files" className="field-label">
          Images
        </label>
        <input
          id="plain-files"
          type="file"
          name="files"
          multiple
          required
          accept={ACCEPTED_IMAGE_MIME.join(",")}
          aria-describedby="plain-files-hint"
          className="field-input"
        />
        <p id="plain-files-hint" className="mt-1 text-sm text-muted">
          {ACCEPTED_IMAGE_LABEL}, up to {MAX_UPLOAD_MB} MB each. Photos are resized for the website and their hidden data (such as location)
          is removed.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="plain-title" className="field-label">
            Title (optional)
          </label>
          <input id="plain-title" name="title" maxLength={120} aria-describedby="plain-title-hint" className="field-input" />
          <p id="plain-title-hint" className="mt-1 text-sm text-muted">
            Left empty, each image is named after its file.
          </p>
        </div>
        <div>
          <label htmlFor="plain-category" className="field-label">
            Category
          </label>
          <select id="plain-category" name="category" defaultValue={defaultCategory} className="field-input">
            {GALLERY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="plain-alt" className="field-label">
            Alt text
          </label>
          <input id="plain-alt" name="alt" maxLength={250} aria-describedby="plain-alt-hint" className="field-input" />
          <p id="plain-alt-hint" className="mt-1 text-sm text-muted">
            {ALT_HINT}
          </p>
        </div>
        <div>
          <label htmlFor="plain-therapy" className="field-label">
            Therapy (optional)
          </label>
          <select id="plain-therapy" name="therapySlug" defaultValue="" className="field-input">
            <option value="">None</option>
            {therapies.map((t) => (
              <option key={t.slug} value={t.slug}>
                {t.title}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 items-center gap-3 self-end">
          <input type="checkbox" name="isActive" defaultChecked className="size-5 accent-ocean-700" />
          <span>{ACTIVE_LABEL}</span>
        </label>
      </div>
      <button type="submit" className="btn-primary">
        Upload
      </button>
    </form>
  );
}
