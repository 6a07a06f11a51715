// A therapy's editor: its declared fields drawn by the record form (app/content-types/therapy.ts),
// with the one part that is not a column of its row, the gallery (library pictures filed under it).
import { therapyType } from "~/content-types/therapy";
import type { FormObject } from "~/lib/document-form";
import type { RecordDraftView } from "./record-publish";
import { RecordForm, type RecordChoicesView } from "./record-form/record-form";
import { GalleryPicker, type MediaChoice } from "./therapy-media-picker";

export interface TherapyEditorData {
  id: number;
  /** As stored (the dialog's title does not change while typing). */
  title: string;
  /** The stored address: the row's own key, left out of its related therapies. */
  slug: string;
  values: FormObject;
  /** The library pictures chosen for its gallery. */
  gallery: number[];
  media: MediaChoice[];
  choices: RecordChoicesView;
  /** When the row was last changed as this form knows it (no silent overwrite). */
  loadedAt: string;
  /** Someone else saved first: nothing was saved. */
  formError?: string;
  /** The draft the values come from, when one is waiting (docs/decisions/084). */
  draft: RecordDraftView | null;
  /** What was typed in Publish at, given back after a refusal. */
  publishAt?: string;
}

export const THERAPY_EXTRA_LABELS = { gallery: "Gallery images" };

export function TherapyEditForm({
  editor,
  errors,
  onCancel,
}: {
  editor: TherapyEditorData;
  errors: Partial<Record<string, string>>;
  /** In the dialog: closes it (nothing is sent). Without it, Cancel is a link back to the list. */
  onCancel?: () => void;
}) {
  const action = `${therapyType.listPath}?edit=${editor.id}`;
  return (
    <RecordForm
      type={therapyType}
      id={editor.id}
      values={editor.values}
      errors={errors}
      formError={editor.formError}
      loadedAt={editor.loadedAt}
      draft={editor.draft}
      publishAt={editor.publishAt}
      choices={editor.choices}
      action={action}
      cancelHref={therapyType.listPath}
      onCancel={onCancel}
      previewHref={`/admin/therapies/${editor.id}/preview`}
      selfKey={editor.slug}
      extraLabels={THERAPY_EXTRA_LABELS}
      stickyActions
      slots={{
        heroImage: <GalleryPicker media={editor.media} selected={editor.gallery} currentSlug={editor.slug} error={errors.gallery} />,
      }}
    />
  );
}
