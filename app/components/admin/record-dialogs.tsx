// The edit and delete dialogs of a table-backed type's list screen (issue 46: one screen set for
// every such type): the declared form with its draft, its refusal and its preview link, and the
// delete question with its one button. The list itself (cards, groups, filters) stays the type's.
import { Form, useLocation } from "react-router";
import type { RecordType } from "~/content-types/record-type";
import type { RecordActionData } from "~/server/admin/record-editor.server";
import type { RecordEditing } from "~/server/admin/record-drafts.server";
import { RecordForm, type RecordChoicesView } from "./record-form/record-form";
import { ConfirmSurface, EditSurface, useListDialogs } from "./list-dialogs";

export interface RecordDialogsProps {
  type: RecordType;
  editing: RecordEditing | null;
  /** The row ?delete= names, and how the delete button names it to a screen reader ("the video “Hydrotherapy”"). */
  deleting: { id: number; label: string } | null;
  deleteQuestion: string;
  actionData: RecordActionData | undefined;
  choices: RecordChoicesView;
}

export function RecordDialogs({ type, editing, deleting, deleteQuestion, actionData, choices }: RecordDialogsProps) {
  const location = useLocation();
  const { list, close } = useListDialogs();
  const failed = actionData && editing && actionData.id === editing.id ? actionData : null;
  const here = `${location.pathname}${location.search}`;
  return (
    <>
      <EditSurface
        open={editing !== null}
        title={`${editing?.id === "new" ? "Add" : "Edit"} ${type.label}`}
        onClose={close}
        refused={failed}
      >
        {editing ? (
          <OpenedRecordForm type={type} editing={editing} failed={failed} choices={choices} action={here} cancelHref={list} />
        ) : null}
      </EditSurface>

      <ConfirmSurface
        open={deleting !== null}
        title={`Delete ${type.label.toLowerCase()}`}
        message={deleteQuestion}
        cancelHref={list}
        onCancel={close}
        form={
          deleting ? (
            <Form method="post" action={here}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={deleting.id} />
              <button type="submit" className="btn bg-coral-700 text-white hover:bg-coral-700/90">
                Delete<span className="sr-only"> {deleting.label}</span>
              </button>
            </Form>
          ) : null
        }
      />
    </>
  );
}

/** A row's form as its editor opened it, or as it came back refused (what was typed, and why). */
export function OpenedRecordForm({
  type,
  editing,
  failed,
  choices,
  action,
  cancelHref,
}: {
  type: RecordType;
  editing: RecordEditing;
  failed: RecordActionData | null;
  choices: RecordChoicesView;
  action: string;
  cancelHref: string;
}) {
  return (
    <RecordForm
      type={type}
      id={editing.id}
      values={failed?.values ?? editing.values}
      errors={failed?.errors}
      formError={failed?.formError}
      loadedAt={failed?.loadedAt ?? editing.loadedAt}
      draft={editing.draft}
      previewHref={editing.previewHref ?? undefined}
      publishAt={failed?.publishAt}
      choices={choices}
      action={action}
      cancelHref={cancelHref}
    />
  );
}
