// The editor of a table-backed content type (app/content-types/record-type.ts), drawn from its
// declaration: every field in order, a refusal's summary at the top, and Publish now, Save
// draft and Schedule. A plain POST, so it works without JavaScript.
import { useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Field, GroupField } from "~/content-types/fields";
import type { RecordType } from "~/content-types/record-type";
import type { FormObject } from "~/lib/document-form";
import { ErrorSummary } from "../error-summary";
import { useFocusFirstError } from "../list-dialogs";
import { RecordDraftNotice, RecordPublishButtons, type RecordDraftView } from "../record-publish";
import { StaleSaveGuard } from "../stale-save-alert";
import { type ChoiceOption, ReferenceChoicesContext, WatchedValuesContext } from "../document-form/choice-fields";
import { FieldView, fieldId } from "../document-form/document-fields";
import { MediaChoicesContext } from "../document-form/image-field";

/** The rows a form's references and pictures offer, read by the loader. */
export interface RecordChoicesView {
  therapies: readonly ChoiceOption[];
  /** The same therapies, by number. */
  therapyIds: readonly ChoiceOption[];
  doctors: readonly ChoiceOption[];
  /** The media library's active images. */
  images: ReadonlyArray<{ src: string; title: string }>;
}

/** Fields that take a line of their own; the others sit two to a row from a tablet up. */
function isWide(field: Field): boolean {
  switch (field.kind) {
    case "textarea":
    case "richtext":
    case "image":
    case "youtube":
    case "list":
    case "group":
      return true;
    case "select":
      return field.widget === "radio";
    case "number":
      return field.widget === "stars";
    case "checkbox":
      return Boolean(field.help);
    default:
      return false;
  }
}

/** Consecutive short fields share a grid; a wide one stands alone. */
function runsOf(group: GroupField): Array<Array<[string, Field]>> {
  const runs: Array<Array<[string, Field]>> = [];
  for (const entry of Object.entries(group.fields)) {
    const last = runs.at(-1);
    if (!isWide(entry[1]) && last && !isWide(last[0]![1])) last.push(entry);
    else runs.push([entry]);
  }
  return runs;
}

/** The names of the fields whose values other fields' labels follow. */
function watchedNames(group: GroupField): string[] {
  return Object.values(group.fields).flatMap((f) => (f.kind === "reference" && f.requiredWhen ? [f.requiredWhen.field] : []));
}

export function RecordForm({
  type,
  id,
  values,
  errors = {},
  formError,
  loadedAt = "",
  draft = null,
  publishAt,
  choices,
  action,
  cancelHref,
  previewHref,
}: {
  type: RecordType;
  /** "new" until saved (SPEC §4), then the real id. */
  id: "new" | number;
  values: FormObject;
  errors?: Partial<Record<string, string>>;
  /** A refusal that is not about one field (someone else saved first). */
  formError?: string;
  /** When the row was last changed as this form knows it (no silent overwrite). */
  loadedAt?: string;
  /** The draft the values come from, when one is waiting. */
  draft?: RecordDraftView | null;
  /** What was typed in Publish at, given back after a refusal. */
  publishAt?: string;
  choices: RecordChoicesView;
  action: string;
  cancelHref: string;
  previewHref?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const what = type.label.toLowerCase();
  const formId = type.entity;
  const [watched, setWatched] = useState<Record<string, string>>(() =>
    Object.fromEntries(watchedNames(type.fields).map((name) => [name, String(values[name] ?? "")])),
  );
  useFocusFirstError(form, errors);
  const labels: Record<string, string> = { publishAt: "Publish at" };
  for (const [name, field] of Object.entries(type.fields.fields)) labels[name] = field.label;
  const references = { therapies: choices.therapies, therapyIds: choices.therapyIds, doctors: choices.doctors };

  return (
    <>
      {typeof id === "number" ? (
        <RecordDraftNotice draft={draft} what={what} busy={saving} action={action} id={id} loadedAt={loadedAt} previewHref={previewHref} />
      ) : null}
      <Form
        ref={form}
        method="post"
        action={action}
        className="space-y-5"
        aria-describedby={Object.keys(errors).length ? `${formId}-form-error` : undefined}
        onChange={(event) => {
          const target = event.target;
          if ((target instanceof HTMLInputElement || target instanceof HTMLSelectElement) && target.name in watched)
            setWatched((w) => ({ ...w, [target.name]: target.value }));
        }}
      >
        <input type="hidden" name="id" value={String(id)} />
        <StaleSaveGuard loadedAt={loadedAt} formError={formError} />
        <ErrorSummary id={`${formId}-form-error`} errors={errors} labels={labels} targetOf={fieldId} />
        <ReferenceChoicesContext.Provider value={references}>
          <MediaChoicesContext.Provider value={choices.images}>
            <WatchedValuesContext.Provider value={watched}>
              {runsOf(type.fields).map((run) => (
                <div key={run[0]![0]} className={run.length > 1 ? "grid gap-5 sm:grid-cols-2" : undefined}>
                  {run.map(([name, field]) => (
                    // A box beside a labelled input lines up with the input, not with its label.
                    <div key={name} className={run.length > 1 && field.kind === "checkbox" ? "sm:pt-7" : undefined}>
                      <FieldView field={field} name={name} value={values[name]} errors={errors as Record<string, string>} />
                    </div>
                  ))}
                </div>
              ))}
            </WatchedValuesContext.Provider>
          </MediaChoicesContext.Provider>
        </ReferenceChoicesContext.Provider>
        <div className="flex flex-wrap items-start gap-3 border-t border-seaglass-200 pt-5">
          <RecordPublishButtons
            formId={formId}
            fieldId={fieldId("publishAt")}
            busy={saving}
            publishAt={publishAt}
            publishAtError={errors.publishAt}
          />
          <Link to={cancelHref} className="btn-secondary" preventScrollReset>
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}
