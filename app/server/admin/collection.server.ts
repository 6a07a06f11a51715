// The one list screen of every table-backed type, on the server (issue 46 item 2). A type says
// how its rows are listed (sections, filter, pages), how one reads on a card and what a new
// one starts with; opening the edit and delete dialogs, the drafts' badges, the choices and the
// whole editor's action are the same for every type and written here once.
import { data } from "react-router";
import type { RecordType, RecordValue } from "~/content-types/record-type";
import { translationsPath } from "~/content-types/registry";
import type { ContentType } from "~/content-types/types";
import { editTarget, positiveId } from "~/lib/admin-list-url";
import type { CollectionFilter, CollectionSection, CollectionView, RecordCardData } from "~/lib/collection-view";
import { blankRecordValues } from "~/lib/record-form";
import type { SessionUser } from "../auth/session.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { loadRecordChoices } from "./record-choices.server";
import { openNewRecord, openRecord, pendingLabels, type RecordEditing } from "./record-drafts.server";
import { type RecordEditor, recordEditorAction } from "./record-editor.server";

type Choices = Awaited<ReturnType<typeof loadRecordChoices>>;

/** The rows a screen shows now, in its sections, with its filter links and pages. */
export interface CollectionPage<L> {
  sections: Array<Omit<CollectionSection, "items"> & { rows: L[] }>;
  filter?: CollectionFilter;
  paging?: { next: string | null; prev: string | null; label: string };
}

/** What a card says of a row beyond what every card says (its id, draft, history, translations). */
export type CardContent = Omit<RecordCardData, "id" | "noun" | "pending" | "historyHref" | "translationsHref">;

export interface CollectionSpec<
  R extends RecordType,
  Row extends { id: number; updatedAt: Date } & Partial<Record<keyof RecordValue<R>, unknown>>,
  W,
  L extends { id: number },
  P extends CollectionPage<L>,
> {
  editor: RecordEditor<R, Row, W>;
  screen: Pick<CollectionView, "title" | "description" | "addLabel" | "listLabel" | "deleteQuestion">;
  /** How links and the delete button name a row to a screen reader: "testimonial from Lakshmi R.". */
  noun(row: L | Row): string;
  /** The screen's rows for its address (a bad page link is a 400, thrown). */
  page(db: Db, params: URLSearchParams, choices: Choices): Promise<P>;
  card(row: L, page: P): CardContent;
  /** A new row's values beyond the declaration's blank (the filter it was added from, last place). */
  startsWith(db: Db, params: URLSearchParams): Promise<Partial<RecordValue<R>>>;
  /** The type holding a row's texts in the other languages (docs/decisions/086), if it has any. */
  translations?: ContentType;
}

/** What the route gives its screen. */
export interface CollectionLoad {
  view: CollectionView;
  editing: RecordEditing | null;
  deleting: { id: number; label: string } | null;
  choices: Choices["view"];
}

/** A type's screen with its row types closed over: what the route calls, whatever the type. */
export interface Collection {
  type: RecordType;
  load(db: Db, url: URL): Promise<CollectionLoad>;
  act(services: AppServices, user: SessionUser, form: FormData, back: string): ReturnType<typeof recordEditorAction>;
}

export function defineCollection<
  R extends RecordType,
  Row extends { id: number; updatedAt: Date } & Partial<Record<keyof RecordValue<R>, unknown>>,
  W,
  L extends { id: number },
  P extends CollectionPage<L>,
>(spec: CollectionSpec<R, Row, W, L, P>): Collection {
  const { type } = spec.editor;
  return {
    type,
    async load(db, url) {
      const params = url.searchParams;
      const target = editTarget(params);
      const deleteId = positiveId(params.get("delete"));
      const choicesRead = loadRecordChoices(db, type);
      const [choices, page, editRow, deleteRow] = await Promise.all([
        choicesRead,
        choicesRead.then((choices) => spec.page(db, params, choices)),
        typeof target === "number" ? spec.editor.get(db, target) : null,
        deleteId === null ? null : spec.editor.get(db, deleteId),
      ]);
      const listed = page.sections.flatMap((s) => s.rows.map((r) => r.id));
      const [drafts, editing] = await Promise.all([
        pendingLabels(db, type.entity, listed),
        target === "new"
          ? spec.startsWith(db, params).then((values) => openNewRecord(blankRecordValues(type, values)))
          : editRow
            ? openRecord(db, type, editRow)
            : null,
      ]);
      const card = (row: L): RecordCardData => ({
        ...spec.card(row, page),
        id: row.id,
        noun: spec.noun(row),
        pending: drafts.get(row.id) ?? null,
        historyHref: `/admin/history/${type.entity}/${row.id}`,
        translationsHref: spec.translations ? translationsPath(spec.translations.type, String(row.id)) : null,
      });
      return {
        view: {
          entity: type.entity,
          ...spec.screen,
          filter: page.filter ?? null,
          sections: page.sections.map(({ rows, ...section }) => ({ ...section, items: rows.map(card) })),
          paging: page.paging ?? null,
        },
        editing,
        deleting: deleteRow ? { id: deleteRow.id, label: `the ${spec.noun(deleteRow)}` } : null,
        choices: choices.view,
      };
    },
    act: (services, user, form, back) => recordEditorAction(services, user, form, back, spec.editor),
  };
}

/** A refused page link, as the lists have always answered it (docs/decisions/035). */
export function badPage(message: string): never {
  throw data({ message }, { status: 400 });
}
