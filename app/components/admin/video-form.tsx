import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ACTIVE_LABEL } from "./active-dot";
import { type DoctorChoice, DoctorSelect } from "./doctor-select";
import { useFocusFirstError } from "./list-dialogs";
import { VideoPoster } from "./video-poster";
import { YouTubeUrlField } from "./youtube-url-field";
import { Field } from "~/components/forms/fields";
import { VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS, VIDEO_LIMITS as L, type VideoFormValues } from "~/lib/video-fields";

import { StaleSaveGuard } from "./stale-save-alert";
import { RecordDraftNotice, RecordPublishButtons, type RecordDraftView } from "./record-publish";
import { ErrorSummary } from "./error-summary";

const FORM_ID = "video";

/** The fields' visible labels, for the error summary. */
const LABELS: Record<string, string> = {
  publishAt: "Publish at",
  title: "Title",
  url: "YouTube URL",
  category: "Category",
  therapyId: "Therapy",
  doctorSlug: "Doctor",
  description: "Description",
  sortOrder: "Sort order",
};

/** SPEC §3 video embed fields; plain POST (intent=save), so it also works without JavaScript. */
export function VideoForm({
  id,
  values,
  errors = {},
  formError,
  loadedAt = "",
  therapies,
  doctors,
  action,
  cancelHref,
  draft = null,
  publishAt,
}: {
  /** "new" until saved (SPEC §4), then the real id. */
  id: "new" | number;
  values: VideoFormValues;
  errors?: Partial<Record<string, string>>;
  /** A refusal that is not about one field (someone else saved first). */
  formError?: string;
  /** When the row was last changed as this form knows it (no silent overwrite). */
  loadedAt?: string;
  therapies: { id: number; title: string; isActive: boolean }[];
  doctors: readonly DoctorChoice[];
  action: string;
  cancelHref: string;
  /** The draft the values come from, when one is waiting. */
  draft?: RecordDraftView | null;
  /** What was typed in Publish at, given back after a refusal. */
  publishAt?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  useFocusFirstError(form, errors);

  return (
    <>
      {typeof id === "number" ? (
        <RecordDraftNotice draft={draft} what="video" busy={saving} action={action} id={id} loadedAt={loadedAt} />
      ) : null}
      <Form ref={form} method="post" action={action} className="space-y-5">
        <input type="hidden" name="id" value={String(id)} />
        <StaleSaveGuard loadedAt={loadedAt} formError={formError} />
        <ErrorSummary id="video-form-error" errors={errors} labels={LABELS} targetOf={(field) => `${FORM_ID}-${field}`} />

        <Field formId={FORM_ID} name="title" label="Title" error={errors.title}>
          {(p) => <input {...p} className="field-input" defaultValue={values.title} required maxLength={L.title} autoComplete="off" />}
        </Field>

        <YouTubeUrlField
          formId={FORM_ID}
          name="url"
          label="YouTube URL"
          defaultValue={values.url}
          error={errors.url}
          required
          hint="If no video ID can be read from the address you can still save, but the video is not shown on the website."
        >
          {(videoId) => (
            <div className="mt-2 max-w-xs">
              <VideoPoster videoId={videoId} title={values.title || "this video"} />
            </div>
          )}
        </YouTubeUrlField>

        <fieldset>
          <legend className="field-label">Category</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {VIDEO_CATEGORIES.map((c) => (
              <label
                key={c}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 ring-1 ring-seaglass-200 has-[:checked]:bg-seaglass-100 has-[:checked]:ring-ocean-600"
              >
                <input type="radio" name="category" value={c} defaultChecked={values.category === c} className="size-4 accent-ocean-700" />
                <span className="text-sm text-ink">{VIDEO_CATEGORY_LABELS[c]}</span>
              </label>
            ))}
          </div>
          {errors.category ? (
            <p id={`${FORM_ID}-category-error`} className="field-error">
              {errors.category}
            </p>
          ) : null}
        </fieldset>

        <Field formId={FORM_ID} name="therapyId" label="Therapy (optional)" error={errors.therapyId}>
          {(p) => (
            <select {...p} className="field-input" defaultValue={values.therapyId}>
              <option value="">No therapy</option>
              {therapies.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.title}
                  {t.isActive ? "" : " (inactive)"}
                </option>
              ))}
            </select>
          )}
        </Field>

        <DoctorSelect
          formId={FORM_ID}
          doctors={doctors}
          value={values.doctorSlug}
          error={errors.doctorSlug}
          hint="The video is shown on this doctor's profile page."
        />

        <Field formId={FORM_ID} name="description" label="Description (optional)" error={errors.description}>
          {(p) => <textarea {...p} className="field-input" rows={3} defaultValue={values.description} maxLength={L.description} />}
        </Field>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field formId={FORM_ID} name="sortOrder" label="Sort order" error={errors.sortOrder} hint="Lower numbers show first.">
            {(p) => (
              <input {...p} className="field-input" defaultValue={values.sortOrder} inputMode="numeric" autoComplete="off" maxLength={4} />
            )}
          </Field>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 self-end">
            <input type="checkbox" name="isActive" defaultChecked={values.isActive === "on"} className="size-5 accent-ocean-700" />
            <span className="text-sm font-medium text-ink">{ACTIVE_LABEL}</span>
          </label>
        </div>

        <div className="flex flex-wrap items-start gap-3 border-t border-seaglass-200 pt-5">
          <RecordPublishButtons formId={FORM_ID} busy={saving} publishAt={publishAt} publishAtError={errors.publishAt} />
          <Link to={cancelHref} className="btn-secondary" preventScrollReset>
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}
