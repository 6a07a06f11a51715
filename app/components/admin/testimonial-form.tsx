import { useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ACTIVE_LABEL } from "./active-dot";
import { type DoctorChoice, DoctorSelect } from "./doctor-select";
import { StaleSaveGuard } from "./stale-save-alert";
import { RecordDraftNotice, RecordPublishButtons, type RecordDraftView } from "./record-publish";
import { ErrorSummary } from "./error-summary";
import { useFocusFirstError } from "./list-dialogs";
import { TestimonialImagePicker, type ImageChoiceView } from "./testimonial-image-picker";
import { TestimonialRatingField } from "./testimonial-rating-field";
import { YouTubeUrlField } from "./youtube-url-field";
import { Field } from "~/components/forms/fields";
import {
  AGE_MAX,
  AGE_MIN,
  HOME_REVIEWS_MAX,
  PLACEMENT_LABELS,
  PLACEMENTS,
  TESTIMONIAL_LIMITS as L,
  type TestimonialFormValues,
} from "~/lib/testimonial-fields";

export interface TherapyOption {
  slug: string;
  title: string;
  isActive: boolean;
}

const FORM_ID = "testimonial";

/** The fields' visible labels, for the error summary. */
const LABELS: Record<string, string> = {
  name: "Name",
  age: "Age",
  location: "Location or country",
  condition: "Condition",
  rating: "Rating",
  review: "Review",
  image: "Photo",
  placement: "Where it appears",
  therapySlug: "Therapy",
  doctorSlug: "Doctor",
  youtubeUrl: "YouTube video",
  sortOrder: "Sort order",
  publishAt: "Publish at",
};

/** SPEC §3 testimonial fields; plain POST (intent=save), so it also works without JavaScript. */
export function TestimonialForm({
  id,
  values,
  errors = {},
  formError,
  loadedAt = "",
  therapies,
  doctors,
  images,
  action,
  cancelHref,
  draft = null,
  publishAt,
}: {
  /** "new" until saved (SPEC §4), then the real id. */
  id: "new" | number;
  values: TestimonialFormValues;
  errors?: Partial<Record<string, string>>;
  /** A refusal that is not about one field (someone else saved first). */
  formError?: string;
  /** When the row was last changed as this form knows it (no silent overwrite). */
  loadedAt?: string;
  therapies: TherapyOption[];
  doctors: readonly DoctorChoice[];
  images: ImageChoiceView[];
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
  const [placement, setPlacement] = useState(values.placement);
  const [name, setName] = useState(values.name);
  useFocusFirstError(form, errors);

  return (
    <>
      {typeof id === "number" ? (
        <RecordDraftNotice draft={draft} what="testimonial" busy={saving} action={action} id={id} loadedAt={loadedAt} />
      ) : null}
      <Form
        ref={form}
        method="post"
        action={action}
        className="space-y-5"
        aria-describedby={Object.keys(errors).length ? "testimonial-form-error" : undefined}
      >
        <input type="hidden" name="id" value={String(id)} />
        <StaleSaveGuard loadedAt={loadedAt} formError={formError} />
        <ErrorSummary id="testimonial-form-error" errors={errors} labels={LABELS} targetOf={(field) => `${FORM_ID}-${field}`} />

        <div className="grid gap-5 sm:grid-cols-2">
          <Field formId={FORM_ID} name="name" label="Name" error={errors.name} hint="First name and initial, as the patient agreed.">
            {(p) => (
              <input
                {...p}
                className="field-input"
                defaultValue={values.name}
                required
                maxLength={L.name}
                autoComplete="off"
                onInput={(e) => setName(e.currentTarget.value)}
              />
            )}
          </Field>
          <Field
            formId={FORM_ID}
            name="age"
            label="Age (optional)"
            error={errors.age}
            hint={`A whole number from ${AGE_MIN} to ${AGE_MAX}; leave empty if not given.`}
          >
            {(p) => <input {...p} className="field-input" defaultValue={values.age} inputMode="numeric" autoComplete="off" maxLength={3} />}
          </Field>
          <Field formId={FORM_ID} name="location" label="Location or country (optional)" error={errors.location}>
            {(p) => <input {...p} className="field-input" defaultValue={values.location} maxLength={L.location} autoComplete="off" />}
          </Field>
          <Field formId={FORM_ID} name="condition" label="Condition" error={errors.condition}>
            {(p) => (
              <input {...p} className="field-input" defaultValue={values.condition} required maxLength={L.condition} autoComplete="off" />
            )}
          </Field>
        </div>

        <TestimonialRatingField formId={FORM_ID} defaultValue={values.rating} error={errors.rating} />

        <Field
          formId={FORM_ID}
          name="review"
          label="Review"
          error={errors.review}
          hint="The patient's own words. No cure claims; results vary."
        >
          {(p) => <textarea {...p} className="field-input" rows={5} defaultValue={values.review} required maxLength={L.review} />}
        </Field>

        <TestimonialImagePicker
          formId={FORM_ID}
          name="image"
          choices={images}
          defaultValue={values.image}
          personName={name}
          error={errors.image}
        />

        <fieldset>
          <legend className="field-label">Where it appears</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PLACEMENTS.map((p) => (
              <label
                key={p}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 ring-1 ring-seaglass-200 has-[:checked]:bg-seaglass-100 has-[:checked]:ring-ocean-600"
              >
                <input
                  type="radio"
                  name="placement"
                  value={p}
                  defaultChecked={values.placement === p}
                  onChange={() => setPlacement(p)}
                  className="size-4 accent-ocean-700"
                />
                <span className="text-sm text-ink">{PLACEMENT_LABELS[p]}</span>
              </label>
            ))}
          </div>
          {errors.placement ? (
            <p id={`${FORM_ID}-placement-error`} className="field-error">
              {errors.placement}
            </p>
          ) : null}
        </fieldset>

        <Field
          formId={FORM_ID}
          name="therapySlug"
          label={placement === "therapy" ? "Therapy (required for a therapy page)" : "Therapy (optional)"}
          error={errors.therapySlug}
          hint="A therapy-page testimonial shows under that therapy's Patient Success Stories."
        >
          {(p) => (
            <select {...p} className="field-input" defaultValue={values.therapySlug}>
              <option value="">No therapy</option>
              {therapies.map((t) => (
                <option key={t.slug} value={t.slug}>
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
          hint="The story is shown on this doctor's profile page."
        />

        <YouTubeUrlField
          formId={FORM_ID}
          name="youtubeUrl"
          label="YouTube video (optional)"
          defaultValue={values.youtubeUrl}
          error={errors.youtubeUrl}
          hint="A watch, youtu.be, shorts or embed link of the patient's video story."
        />

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
        <div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              name="featured"
              defaultChecked={values.featured === "on"}
              aria-describedby={`${FORM_ID}-featured-hint`}
              className="size-5 accent-ocean-700"
            />
            <span className="text-sm font-medium text-ink">Featured on the home page</span>
          </label>
          <p id={`${FORM_ID}-featured-hint`} className="mt-1 text-sm text-muted">
            The home page&apos;s carousel shows up to {HOME_REVIEWS_MAX} featured, active reviews (any placement), by sort order. With none
            featured, it shows the first home-page reviews. Every active review is on the Reviews page.
          </p>
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
