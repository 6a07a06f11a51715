// The editor of a table-backed content type (app/content-types/record-type.ts), drawn from its
// declaration: every field in order, a refusal's summary at the top, and Publish now, Save
// draft and Schedule. A plain POST, so it works without JavaScript.
import { Fragment, type ReactNode, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Field, GroupField } from "~/content-types/fields";
import type { RecordType } from "~/content-types/record-type";
import type { FormObject } from "~/lib/document-form";
import { ErrorSummary } from "../error-summary";
import { useFocusFirstError } from "../list-dialogs";
import { RecordDraftNotice, RecordPublishButtons, type RecordDraftView } from "../record-publish";
import { StaleSaveGuard } from "../stale-save-alert";
import { type ChoiceOption, ReferenceChoicesContext, SelfKeyContext, WatchedValuesContext } from "../document-form/choice-fields";
import { FieldView, fieldId } from "../document-form/document-fields";
import { MediaChoicesContext } from "../document-form/image-field";

/** The rows a form's references and pictures offer, read by the loader. */
export interface RecordChoicesView {
  therapies: readonly ChoiceOption[];
  /** The same therapies, by number. */
  therapyIds: readonly ChoiceOption[];
  doctors: readonly ChoiceOption[];
  /** The booking resources (issue 47), by number. */
  resourceIds: readonly ChoiceOption[];
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
function runsOf(entries: ReadonlyArray<[string, Field]>): Array<Array<[string, Field]>> {
  const runs: Array<Array<[string, Field]>> = [];
  for (const entry of entries) {
    const last = runs.at(-1);
    if (!isWide(entry[1]) && last && !isWide(last[0]![1])) last.push(entry);
    else runs.push([entry]);
  }
  return runs;
}

/** The fields in the type's sections (a heading before the field that starts each). */
function sectionsOf(type: RecordType): Array<{ title: string | null; entries: Array<[string, Field]> }> {
  const sections: Array<{ title: string | null; entries: Array<[string, Field]> }> = [];
  for (const entry of Object.entries(type.fields.fields)) {
    const title = type.sections?.[entry[0]];
    const last = sections.at(-1);
    if (title !== undefined || !last) sections.push({ title: title ?? null, entries: [entry] });
    else last.entries.push(entry);
  }
  return sections;
}

/** The names of the fields whose values other fields follow (a label, a page address). */
function watchedNames(group: GroupField): string[] {
  return Object.values(group.fields).flatMap((f) =>
    f.kind === "reference" && f.requiredWhen
      ? [f.requiredWhen.field]
      : (f.kind === "text" || f.kind === "textarea") && f.follows
        ? [f.follows.field]
        : [],
  );
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
  onCancel,
  previewHref,
  selfKey = null,
  slots = {},
  stickyActions = false,
  extraLabels = {},
  leading = null,
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
  /** In a dialog: Cancel closes it (nothing is sent) rather than going back to the list. */
  onCancel?: () => void;
  previewHref?: string;
  /** The row's own key, left out of its lists of references. */
  selfKey?: string | null;
  /** Parts of the form that are not fields of the type (a therapy's gallery), after the field named. */
  slots?: Partial<Record<string, ReactNode>>;
  /** Keeps the buttons in view at the bottom of a long form. */
  stickyActions?: boolean;
  /** The error summary's names of the slots' parts. */
  extraLabels?: Readonly<Record<string, string>>;
  /** A part of the form before the type's fields (a picture's address when it is added by it). */
  leading?: ReactNode;
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
  const labels: Record<string, string> = { publishAt: "Publish at", ...extraLabels };
  for (const [name, field] of Object.entries(type.fields.fields)) labels[name] = field.label;
  const references = {
    therapies: choices.therapies,
    therapyIds: choices.therapyIds,
    doctors: choices.doctors,
    resourceIds: choices.resourceIds,
  };

  return (
    <>
      {typeof id === "number" ? (
        <RecordDraftNotice draft={draft} what={what} busy={saving} action={action} id={id} loadedAt={loadedAt} previewHref={previewHref} />
      ) : null}
      <Form
        ref={form}
        method="post"
        action={action}
        // The server's messages, next to each field and all at once, rather than the browser's
        // bubble for the first one (an address typed without "https://" is still sent).
        noValidate
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
              {leading}
              <SelfKeyContext.Provider value={selfKey}>
                {sectionsOf(type).map((section) => {
                  const fields = runsOf(section.entries).map((run) => (
                    <div key={run[0]![0]} className={run.length > 1 ? "grid gap-5 sm:grid-cols-2" : undefined}>
                      {run.map(([name, field]) => (
                        <Fragment key={name}>
                          {/* A box beside a labelled input lines up with the input, not with its label. */}
                          <div className={run.length > 1 && field.kind === "checkbox" ? "sm:pt-7" : undefined}>
                            <FieldView field={field} name={name} value={values[name]} errors={errors as Record<string, string>} />
                          </div>
                          {slots[name] ?? null}
                        </Fragment>
                      ))}
                    </div>
                  ));
                  return section.title === null ? (
                    <div key={section.entries[0]![0]} className="space-y-5">
                      {fields}
                    </div>
                  ) : (
                    <section
                      key={section.entries[0]![0]}
                      aria-label={section.title}
                      className="space-y-5 border-t border-seaglass-200 pt-6 first-of-type:border-t-0 first-of-type:pt-0"
                    >
                      <h3 className="text-base font-semibold text-ocean-950">{section.title}</h3>
                      {fields}
                    </section>
                  );
                })}
              </SelfKeyContext.Provider>
            </WatchedValuesContext.Provider>
          </MediaChoicesContext.Provider>
        </ReferenceChoicesContext.Provider>
        <div
          className={`flex flex-wrap items-start gap-3 border-t border-seaglass-200 ${
            stickyActions ? "sticky bottom-0 -mx-6 -mb-6 bg-white px-6 py-4" : "pt-5"
          }`}
        >
          <RecordPublishButtons
            formId={formId}
            fieldId={fieldId("publishAt")}
            busy={saving}
            publishAt={publishAt}
            publishAtError={errors.publishAt}
          />
          {onCancel ? (
            <button type="button" className="btn-secondary" onClick={onCancel}>
              Cancel
            </button>
          ) : (
            <Link to={cancelHref} className="btn-secondary" preventScrollReset>
              Cancel
            </Link>
          )}
        </div>
      </Form>
    </>
  );
}
