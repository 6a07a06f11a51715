// The screen flow of a table-backed type's editor (app/content-types/record-type.ts), the same
// for every such type: delete, discard a draft or call off its schedule, then check the form
// against the declaration and publish now, keep a draft or schedule it. Routes say only how
// their rows are read and written and how a row is named.
import { data } from "react-router";
import type { RecordType, RecordValue } from "~/content-types/record-type";
import { positiveId } from "~/lib/admin-list-url";
import type { FormObject } from "~/lib/document-form";
import { checkRecord, readRecordForm } from "~/lib/record-form";
import type { SessionUser } from "../auth/session.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { loadedAtOf, lockUnchanged, StaleWrite, staleMessage } from "../content/stale-write.server";
import { auditedWriteIfFound } from "./content-write.server";
import type { FieldErrors } from "./content-form-values.server";
import { loadRecordChoices } from "./record-choices.server";
import { keepDraftAndReturn, readPublishChoice, settleDraftAndReturn } from "./record-drafts.server";
import { redirectWithToast } from "./toast.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a refused save gives back to the editor: the values as typed, and why. */
export interface RecordActionData {
  id: "new" | number;
  values: FormObject;
  errors: FieldErrors;
  /** Someone else saved it first (nothing was saved); the form now carries their version's time. */
  formError?: string;
  loadedAt?: string;
  /** What was typed in Publish at, given back with its error. */
  publishAt?: string;
  /** Parts of the form that are not the type's fields (a therapy's gallery), as sent. */
  extra?: FormObject;
}

export interface RecordEditor<R extends RecordType, Row extends { id: number }, Write> {
  type: R;
  get: (db: Db, id: number) => Promise<Row | null>;
  /** Absent when rows are made elsewhere (a therapy starts as a draft row of its own). */
  insert?: (tx: Tx, write: Write, user: SessionUser) => Promise<Row>;
  update: (tx: Tx, id: number, write: Write, user: SessionUser) => Promise<Row | null>;
  /** Absent when the list deletes in its own way (the gallery: many at once, with their files). */
  remove?: (tx: Tx, id: number) => Promise<Row | null>;
  /** The row a checked value is stored as (a video adds the id read from its address); `form`
   * for the parts that are not fields (a therapy's gallery). */
  write: (value: RecordValue<R>, form: FormData) => Write;
  /** What a new row saved as a draft is stored with until it is published: hidden. */
  hidden: Partial<Write>;
  /** How a row is named after the type's label: 'from "Lakshmi R."', '"Facility Tour"'. */
  named: (row: Row | Write) => string;
  /** The activity log's sentence: 'added testimonial from "Lakshmi R." (home)'. */
  summary: (verb: "added" | "updated" | "deleted", row: Row) => string;
  /** A picture the row holds stays acceptable when the library no longer has it. */
  keeps?: (row: Row) => string | null;
  /** Said after "Saved the …." when there is more to know (a video that will not show). */
  afterSave?: (row: Row) => string | null;
  /** The row's own key, which its lists of references may not hold (a therapy's slug). */
  self?: (row: Row) => string;
  /** Refusals the declaration cannot know: other rows (an address another therapy uses). Run on
   * what was typed, so that they are said with the declaration's own. */
  check?: (db: Db, values: FormObject, form: FormData, current: Row | null) => Promise<FieldErrors>;
  /** The parts of the form that are not fields, given back with a refusal. */
  extraOf?: (form: FormData) => FormObject;
  /** Parts of the form shown before the declared fields (the gallery's image address): their
   * problems are said first. Others not declared come after the fields. */
  leading?: readonly string[];
  /** How a draft keeps the write: its columns, and what is not a column (a therapy's gallery). */
  draft?: (write: Write) => { values: Record<string, unknown>; extra?: Record<string, unknown> };
  /** A refusal for an error the database raised on write (two saves of one address at once). */
  conflict?: (error: unknown, write: Write) => FieldErrors | null;
}

/** The editor's action: answers the form, or redirects back to the list with a toast. */
export async function recordEditorAction<R extends RecordType, Row extends { id: number }, Write>(
  services: AppServices,
  user: SessionUser,
  form: FormData,
  back: string,
  editor: RecordEditor<R, Row, Write>,
) {
  const { db } = services.database;
  const what = editor.type.label.toLowerCase();
  const entity = editor.type.entity;
  const title = (row: Row | Write) => `${what} ${editor.named(row)}`;
  const intent = form.get("intent");

  if (intent === "delete") {
    const remove = editor.remove;
    if (!remove) throw data({ message: "Unknown action." }, { status: 400 });
    const id = positiveId(String(form.get("id") ?? ""));
    const deleted =
      id === null
        ? null
        : await auditedWriteIfFound(services, user, async (tx) => {
            const row = await remove(tx, id);
            return row && { result: row, audit: { action: "delete", entity, entityId: row.id, summary: editor.summary("deleted", row) } };
          });
    if (!deleted) redirectWithToast(back, { kind: "error", message: `That ${what} was already deleted.` });
    redirectWithToast(back, { kind: "success", message: `Deleted the ${title(deleted)}.` });
  }

  const rawId = String(form.get("id") ?? "");
  const id = rawId === "new" ? "new" : positiveId(rawId);
  if (id === null) throw data({ message: `Unknown ${what}.` }, { status: 400 });
  const gone = `That ${what} was deleted meanwhile: nothing was saved.`;
  const current = id === "new" ? null : await editor.get(db, id);
  if (id !== "new" && !current) redirectWithToast(back, { kind: "error", message: gone });

  if ((intent === "discard-draft" || intent === "cancel-schedule") && current) {
    await settleDraftAndReturn(services, user, { entity, id: current.id, intent, form, back, title: title(current) });
  }

  const publish = readPublishChoice(form, services);
  if (!publish) throw data({ message: "Unknown action." }, { status: 400 });
  const insert = editor.insert;
  if (id === "new" && !insert) throw data({ message: `Unknown ${what}.` }, { status: 400 });
  const values = readRecordForm(editor.type, form);
  const extra = editor.extraOf?.(form);
  const answer = (rest: Omit<RecordActionData, "id" | "values" | "extra">, status: number) =>
    data<RecordActionData>({ id, values, ...(extra ? { extra } : {}), ...rest }, { status });
  const choices = await loadRecordChoices(db, editor.type);
  const self = current && editor.self ? editor.self(current) : undefined;
  const parsed = checkRecord(editor.type, values, choices.accepts(current && editor.keeps ? editor.keeps(current) : null), self);
  const write = parsed.ok ? editor.write(parsed.value, form) : null;
  // The declaration's word first where both speak of one field; all in the form's order.
  const found: FieldErrors = {
    ...(editor.check ? await editor.check(db, values, form, current) : {}),
    ...(parsed.ok ? {} : parsed.errors),
    ...(publish.ok ? {} : { publishAt: publish.error }),
  };
  const order = [...(editor.leading ?? []), ...Object.keys(editor.type.fields.fields), "publishAt"];
  const place = (key: string) => (order.indexOf(key.split(".")[0]!) + order.length + 1) % (order.length + 1);
  const errors = Object.fromEntries(Object.entries(found).sort(([a], [b]) => place(a) - place(b)));
  if (!write || !publish.ok || Object.keys(errors).length > 0) return answer({ errors, publishAt: publish.publishAt }, 400);

  if (publish.choice.kind !== "save") {
    const kept = editor.draft?.(write) ?? { values: { ...write } as Record<string, unknown> };
    const refused = await keepDraftAndReturn(services, user, {
      entity,
      target: id === "new" ? { create: async (tx) => (await insert!(tx, { ...write, ...editor.hidden }, user)).id } : id,
      values: kept.values,
      extra: kept.extra,
      at: publish.choice.kind === "schedule" ? publish.choice.at : null,
      form,
      back,
      title: title(write),
      label: `the ${title(write)}`,
    });
    return answer({ errors: {}, ...refused, publishAt: publish.publishAt }, 409);
  }

  let saved: Row | null;
  try {
    saved = await auditedWriteIfFound(services, user, async (tx) => {
      if (id === "new") {
        const row = await insert!(tx, write, user);
        return { result: row, audit: { action: "create", entity, entityId: row.id, summary: editor.summary("added", row) } };
      }
      await lockUnchanged(tx, entity, id, form.get("loadedAt"));
      const row = await editor.update(tx, id, write, user);
      return row && { result: row, audit: { action: "update", entity, entityId: row.id, summary: editor.summary("updated", row) } };
    });
  } catch (error) {
    const conflict = editor.conflict?.(error, write);
    if (conflict) return answer({ errors: conflict }, 400);
    if (!(error instanceof StaleWrite)) throw error;
    return answer({ errors: {}, formError: await staleMessage(db, error), loadedAt: loadedAtOf(error.changedAt) }, 409);
  }
  if (!saved) redirectWithToast(back, { kind: "error", message: gone });
  const note = editor.afterSave?.(saved);
  redirectWithToast(back, {
    kind: "success",
    message: `${id === "new" ? "Added" : "Saved"} the ${title(saved)}.${note ? ` ${note}` : ""}`,
  });
}
