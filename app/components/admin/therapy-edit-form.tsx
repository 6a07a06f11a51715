import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { Field } from "~/components/forms/fields";
import { useHydrated } from "~/hooks/use-hydrated";
import { StaleSaveGuard } from "./stale-save-alert";
import { RecordDraftNotice, RecordPublishButtons, type RecordDraftView } from "./record-publish";
import { ErrorSummary } from "./error-summary";
import { ACTIVE_LABEL } from "./active-dot";
import { GalleryPicker, HeroImagePicker, type MediaChoice } from "./therapy-media-picker";
import { TherapyFaqEditor } from "./therapy-faq-editor";
import { TherapyListEditor } from "./therapy-list-editor";
import { TherapyRichText } from "./therapy-rich-text";
import { TherapyYouTubeField } from "./therapy-youtube-field";
import {
  followSlug,
  isAutoSlug,
  MAX_RELATED,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type TherapyFormErrors,
  type TherapyFormValues,
} from "~/lib/therapy-editor";

export interface TherapyEditorData {
  id: number;
  /** As stored (the dialog's title does not change while typing). */
  title: string;
  values: TherapyFormValues;
  media: MediaChoice[];
  others: { slug: string; title: string; isActive: boolean }[];
  heroOutsideLibrary: string | null;
  /** When the row was last changed as this form knows it (no silent overwrite). */
  loadedAt: string;
  /** Someone else saved first: nothing was saved. */
  formError?: string;
  /** The draft the values come from, when one is waiting (docs/decisions/084). */
  draft: RecordDraftView | null;
  /** What was typed in Publish at, given back after a refusal. */
  publishAt?: string;
}

const FORM_ID = "therapy";

/** The fields' visible labels, for the error summary. */
const LABELS: Record<string, string> = {
  publishAt: "Publish at",
  title: "Title",
  slug: "Slug",
  shortDescription: "Short description",
  isActive: "Active",
  sortOrder: "Sort order",
  descriptionHtml: "What It Is",
  howItWorksHtml: "How It Works",
  benefits: "Key benefits",
  "benefits.*": "Benefit",
  whoItsFor: "Who it's for",
  conditions: "Conditions we treat",
  "conditions.*": "Condition",
  duration: "Duration",
  sessions: "Sessions",
  frequency: "Frequency",
  heroImage: "Hero image",
  gallery: "Gallery",
  youtubeUrl: "YouTube video",
  faqs: "FAQs",
  "faqs.*": "FAQ",
  relatedSlugs: "Related therapies",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  seoKeywords: "SEO keywords",
};

/** Where a field's summary link goes: its control, or (pickers, lists) the group its message belongs to. */
function targetOf(name: string) {
  const faq = /^faqs\.(\d+)\.(question|answer)$/.exec(name);
  if (faq) return `therapy-faq-${faq[2] === "question" ? "q" : "a"}-${faq[1]}`;
  if (name === "relatedSlugs") return "therapy-related";
  return `therapy-${name.split(".")[0]}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4 border-t border-seaglass-200 pt-6 first-of-type:border-t-0 first-of-type:pt-0">
      <h3 className="text-base font-semibold text-ocean-950">{title}</h3>
      {children}
    </section>
  );
}

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={`mt-1 text-sm ${length > max ? "font-semibold text-coral-700" : "text-muted"}`}>
      {length} / {max} characters{length > max ? " — too long" : ""}
    </p>
  );
}

/**
 * Every field of a therapy. Works as a plain form without JavaScript; with it, the slug
 * follows the title, lists and FAQs get add/remove/reorder, and the texts a rich editor.
 */
export function TherapyEditForm({
  editor,
  errors,
  busy,
  onCancel,
}: {
  editor: TherapyEditorData;
  errors: TherapyFormErrors;
  busy: boolean;
  /** In the dialog: closes it (nothing is sent). Without it, Cancel is a link back to the list. */
  onCancel?: () => void;
}) {
  const v = editor.values;
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(v.title);
  const [slug, setSlug] = useState(v.slug);
  const [slugByHand, setSlugByHand] = useState(() => !isAutoSlug(v.title, v.slug));
  const [seoTitle, setSeoTitle] = useState(v.seoTitle);
  const [seoDescription, setSeoDescription] = useState(v.seoDescription);
  const [related, setRelated] = useState<string[]>(v.relatedSlugs);
  const errorCount = Object.keys(errors).length;
  const hydrated = useHydrated();

  // After a refused save, put the keyboard on the first field to fix.
  useEffect(() => {
    if (errorCount === 0) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors, errorCount]);

  const input = (name: keyof TherapyFormValues, label: string, extra: { hint?: string; type?: string; inputMode?: "numeric" } = {}) => (
    <Field formId={FORM_ID} name={name} label={label} error={errors[name]} hint={extra.hint}>
      {(p) => (
        <input {...p} type={extra.type ?? "text"} inputMode={extra.inputMode} defaultValue={String(v[name])} className="field-input" />
      )}
    </Field>
  );

  const action = `/admin/therapies?edit=${editor.id}`;
  return (
    <>
      <RecordDraftNotice
        draft={editor.draft}
        what="therapy"
        busy={busy}
        action={action}
        id={editor.id}
        loadedAt={editor.loadedAt}
        previewHref={`/admin/therapies/${editor.id}/preview`}
      />
      <Form
        ref={form}
        method="post"
        action={action}
        noValidate
        className="space-y-8"
        aria-describedby={errorCount ? "therapy-form-errors" : undefined}
      >
        <input type="hidden" name="id" value={editor.id} />
        <StaleSaveGuard loadedAt={editor.loadedAt} formError={editor.formError} />
        <ErrorSummary id="therapy-form-errors" errors={errors} labels={LABELS} targetOf={targetOf} />

        <Section title="Basics">
          <div className="grid gap-4 md:grid-cols-2">
            <Field formId={FORM_ID} name="title" label="Title" error={errors.title}>
              {(p) => (
                <input
                  {...p}
                  value={title}
                  onChange={(e) => {
                    setTitle(e.target.value);
                    setSlug(followSlug(e.target.value, slug, slugByHand));
                  }}
                  className="field-input"
                />
              )}
            </Field>
            <Field
              formId={FORM_ID}
              name="slug"
              label="Slug"
              error={errors.slug}
              hint={`Page address: /therapy/${slug.trim() || "…"}. ${hydrated ? "Follows the title until you edit it." : "Lowercase letters, digits and hyphens."}`}
            >
              {(p) => (
                <input
                  {...p}
                  value={slug}
                  onChange={(e) => {
                    setSlug(e.target.value);
                    // Clearing the slug hands it back to the title.
                    setSlugByHand(e.target.value.trim() !== "");
                  }}
                  autoCapitalize="none"
                  spellCheck={false}
                  className="field-input font-mono"
                />
              )}
            </Field>
          </div>
          <Field
            formId={FORM_ID}
            name="shortDescription"
            label="Short description"
            error={errors.shortDescription}
            hint="One or two sentences, shown under the title and on the home page cards."
          >
            {(p) => <textarea {...p} rows={3} defaultValue={v.shortDescription} className="field-input" />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
            <div className="flex min-h-11 items-center gap-3">
              <input
                id="therapy-isActive"
                name="isActive"
                type="checkbox"
                defaultChecked={v.isActive}
                aria-invalid={Boolean(errors.isActive) || undefined}
                className="size-5 accent-ocean-700"
              />
              <label htmlFor="therapy-isActive" className="font-medium text-ink">
                {ACTIVE_LABEL}
              </label>
            </div>
            {input("sortOrder", "Sort order", { type: "number", inputMode: "numeric", hint: "Lower numbers come first." })}
          </div>
        </Section>

        <Section title="Page text">
          <TherapyRichText
            name="descriptionHtml"
            label="What It Is (full description)"
            initialHtml={v.descriptionHtml}
            error={errors.descriptionHtml}
          />
          <TherapyRichText name="howItWorksHtml" label="How It Works" initialHtml={v.howItWorksHtml} error={errors.howItWorksHtml} />
          <TherapyListEditor name="benefits" legend="Key benefits" itemLabel="Benefit" initial={v.benefits} errors={errors} />
          <Field formId={FORM_ID} name="whoItsFor" label="Who it's for" error={errors.whoItsFor}>
            {(p) => <textarea {...p} rows={3} defaultValue={v.whoItsFor} className="field-input" />}
          </Field>
          <TherapyListEditor name="conditions" legend="Conditions we treat" itemLabel="Condition" initial={v.conditions} errors={errors} />
        </Section>

        <Section title="Course">
          <div className="grid gap-4 sm:grid-cols-3">
            {input("duration", "Duration", { hint: "e.g. 60-90 minutes" })}
            {input("sessions", "Sessions", { hint: "e.g. 10-20" })}
            {input("frequency", "Frequency", { hint: "e.g. 3-5 per week" })}
          </div>
        </Section>

        <Section title="Images and video">
          <HeroImagePicker media={editor.media} value={v.heroImage} outsideLibrary={editor.heroOutsideLibrary} error={errors.heroImage} />
          <GalleryPicker media={editor.media} selected={v.galleryIds} currentSlug={editor.values.slug} error={errors.gallery} />
          <TherapyYouTubeField initial={v.youtubeUrl} error={errors.youtubeUrl} title={title} />
        </Section>

        <Section title="Questions">
          <TherapyFaqEditor initial={v.faqs} errors={errors} />
        </Section>

        <Section title="Related therapies">
          <fieldset aria-describedby={`therapy-related-hint${errors.relatedSlugs ? " therapy-related-error" : ""}`}>
            <legend className="field-label">Related therapies (up to {MAX_RELATED})</legend>
            <p id="therapy-related-hint" className="text-sm text-muted">
              Shown at the end of the page with a Learn More link. Inactive ones are left out there.
            </p>
            {editor.others.length === 0 ? <p className="mt-2 text-sm text-muted">There are no other therapies yet.</p> : null}
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              {editor.others.map((o) => {
                const checked = related.includes(o.slug);
                return (
                  <li key={o.slug} className="flex min-h-11 items-center gap-3">
                    <input
                      id={`therapy-related-${o.slug}`}
                      type="checkbox"
                      name="relatedSlugs"
                      value={o.slug}
                      checked={checked}
                      // Once two are chosen the rest wait until one is unticked (the server checks too).
                      disabled={hydrated && !checked && related.length >= MAX_RELATED}
                      onChange={(e) => setRelated((all) => (e.target.checked ? [...all, o.slug] : all.filter((s) => s !== o.slug)))}
                      aria-invalid={Boolean(errors.relatedSlugs) || undefined}
                      className="size-5 accent-ocean-700"
                    />
                    <label htmlFor={`therapy-related-${o.slug}`}>
                      {o.title}
                      {o.isActive ? null : <span className="text-muted"> (inactive)</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
            {errors.relatedSlugs ? (
              <p id="therapy-related-error" className="field-error">
                {errors.relatedSlugs}
              </p>
            ) : null}
          </fieldset>
        </Section>

        <Section title="Search engines (SEO)">
          <Field formId={FORM_ID} name="seoTitle" label="SEO title" error={errors.seoTitle} hint="Leave empty to use the therapy title.">
            {(p) => (
              <>
                <input
                  {...p}
                  aria-describedby={`${p["aria-describedby"] ?? ""} therapy-seoTitle-count`.trim()}
                  value={seoTitle}
                  onChange={(e) => setSeoTitle(e.target.value)}
                  className="field-input"
                />
                <Counter id="therapy-seoTitle-count" length={seoTitle.trim().length} max={SEO_TITLE_MAX} />
              </>
            )}
          </Field>
          <Field
            formId={FORM_ID}
            name="seoDescription"
            label="SEO description"
            error={errors.seoDescription}
            hint="Leave empty to use the short description."
          >
            {(p) => (
              <>
                <textarea
                  {...p}
                  aria-describedby={`${p["aria-describedby"] ?? ""} therapy-seoDescription-count`.trim()}
                  rows={3}
                  value={seoDescription}
                  onChange={(e) => setSeoDescription(e.target.value)}
                  className="field-input"
                />
                <Counter id="therapy-seoDescription-count" length={seoDescription.trim().length} max={SEO_DESCRIPTION_MAX} />
              </>
            )}
          </Field>
          {input("seoKeywords", "SEO keywords", { hint: "Separated by commas, e.g. hyperbaric oxygen, HBOT, Visakhapatnam." })}
        </Section>

        <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-wrap items-start gap-3 border-t border-seaglass-200 bg-white px-6 py-4">
          <RecordPublishButtons formId={FORM_ID} busy={busy} publishAt={editor.publishAt} publishAtError={errors.publishAt} />
          {onCancel ? (
            <button type="button" className="btn-secondary" onClick={onCancel}>
              Cancel
            </button>
          ) : (
            <Link to="/admin/therapies" className="btn-secondary">
              Cancel
            </Link>
          )}
        </div>
      </Form>
    </>
  );
}
