import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { StaleSaveGuard } from "./stale-save-alert";
import { RecordDraftNotice, RecordPublishButtons, type RecordDraftView } from "./record-publish";
import { ACTIVE_LABEL } from "./active-dot";
import { GALLERY_CATEGORIES } from "~/lib/gallery";
import { ALT_HINT, galleryImageType } from "~/content-types/gallery-image";

export interface GalleryFormValues {
  title: string;
  category: string;
  alt: string;
  therapySlug: string;
  isActive: boolean;
  url: string;
}

export type GalleryFormErrors = Partial<Record<keyof GalleryFormValues, string>>;

export interface TherapyChoice {
  slug: string;
  title: string;
}

const declared = galleryImageType.fields.fields;
const FIELD_LABELS: Record<keyof GalleryFormValues, string> = {
  url: "Image URL",
  title: declared.title.label,
  category: declared.category.label,
  alt: declared.alt.label,
  therapySlug: declared.therapySlug.label,
  isActive: declared.isActive.label,
};

/** Edit an image, or add one by address: the same fields, one POST with an intent. */
export function GalleryImageForm({
  intent,
  id,
  values,
  errors = {},
  formError,
  loadedAt,
  therapies,
  cancelHref,
  draft = null,
  publishAt,
  publishAtError,
}: {
  intent: "update" | "add-url";
  id?: number;
  values: GalleryFormValues;
  errors?: GalleryFormErrors;
  /** Someone else saved first: nothing was saved. */
  formError?: string;
  /** When the image was last changed as this form knows it (no silent overwrite). */
  loadedAt?: string;
  therapies: TherapyChoice[];
  cancelHref: string;
  /** The draft the values come from, when one is waiting (docs/decisions/084). */
  draft?: RecordDraftView | null;
  /** What was typed in Publish at, and its error, after a refusal. */
  publishAt?: string;
  publishAtError?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state === "submitting";
  const prefix = `gallery-${intent}`;
  const missing = (Object.keys(errors) as (keyof GalleryFormValues)[]).map((k) => FIELD_LABELS[k]);
  // After a refused save, put the keyboard on the first field to fix.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors]);

  const describe = (name: keyof GalleryFormValues, hint?: boolean) =>
    [hint ? `${prefix}-${name}-hint` : "", errors[name] ? `${prefix}-${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  const error = (name: keyof GalleryFormValues) =>
    errors[name] ? (
      <p id={`${prefix}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <>
      {intent === "update" && id ? <RecordDraftNotice draft={draft} what="image" busy={busy} id={id} loadedAt={loadedAt ?? ""} /> : null}
      <Form method="post" noValidate ref={form} className="space-y-4">
        {intent === "add-url" ? <input type="hidden" name="intent" value={intent} /> : null}
        {id ? <input type="hidden" name="id" value={id} /> : null}
        {loadedAt !== undefined ? <StaleSaveGuard loadedAt={loadedAt} formError={formError} /> : null}
        {missing.length > 0 ? (
          <p role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
            Please check: {missing.join(", ")}.
          </p>
        ) : null}
        {intent === "add-url" ? (
          <div>
            <label htmlFor={`${prefix}-url`} className="field-label">
              Image URL
            </label>
            <input
              id={`${prefix}-url`}
              name="url"
              type="url"
              required
              defaultValue={values.url}
              aria-invalid={Boolean(errors.url)}
              aria-describedby={describe("url", true)}
              className="field-input"
              placeholder="https://…/illustrations/…"
            />
            <p id={`${prefix}-url-hint`} className="mt-1 text-sm text-muted">
              An image on this website (for example one of its illustrations). Upload anything else.
            </p>
            {error("url")}
          </div>
        ) : null}
        <div>
          <label htmlFor={`${prefix}-title`} className="field-label">
            Title
          </label>
          <input
            id={`${prefix}-title`}
            name="title"
            required
            maxLength={120}
            defaultValue={values.title}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={describe("title")}
            className="field-input"
          />
          {error("title")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${prefix}-category`} className="field-label">
              Category
            </label>
            <select
              id={`${prefix}-category`}
              name="category"
              defaultValue={values.category}
              aria-invalid={Boolean(errors.category)}
              aria-describedby={describe("category")}
              className="field-input"
            >
              {GALLERY_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            {error("category")}
          </div>
          <div>
            <label htmlFor={`${prefix}-therapy`} className="field-label">
              Therapy (optional)
            </label>
            <select
              id={`${prefix}-therapy`}
              name="therapySlug"
              defaultValue={values.therapySlug}
              aria-invalid={Boolean(errors.therapySlug)}
              aria-describedby={errors.therapySlug ? `${prefix}-therapySlug-error` : undefined}
              className="field-input"
            >
              <option value="">None</option>
              {therapies.map((t) => (
                <option key={t.slug} value={t.slug}>
                  {t.title}
                </option>
              ))}
            </select>
            {error("therapySlug")}
          </div>
        </div>
        <div>
          <label htmlFor={`${prefix}-alt`} className="field-label">
            Alt text
          </label>
          <textarea
            id={`${prefix}-alt`}
            name="alt"
            rows={2}
            maxLength={250}
            defaultValue={values.alt}
            aria-invalid={Boolean(errors.alt)}
            aria-describedby={describe("alt", true)}
            className="field-input"
          />
          <p id={`${prefix}-alt-hint`} className="mt-1 text-sm text-muted">
            {ALT_HINT}
          </p>
          {error("alt")}
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name="isActive" defaultChecked={values.isActive} className="size-5 accent-ocean-700" />
          <span>{ACTIVE_LABEL}</span>
        </label>
        <div className="flex flex-wrap items-start gap-3 border-t border-seaglass-200 pt-4">
          {intent === "update" ? (
            <RecordPublishButtons
              formId={prefix}
              busy={busy}
              publishAt={publishAt}
              publishAtError={publishAtError}
              publishIntent="update"
            />
          ) : (
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Saving..." : "Add Image"}
            </button>
          )}
          <Link to={cancelHref} replace preventScrollReset className="btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}
