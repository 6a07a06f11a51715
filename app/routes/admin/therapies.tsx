import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { data, Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { therapyType } from "~/content-types/therapy";
import { Plus } from "~/components/ui/lucide";
import { z } from "zod";
import type { Route } from "./+types/therapies";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EditDialog } from "~/components/admin/edit-dialog";
import { AdminPageHeader } from "~/components/admin/page-header";
import { TherapyCard } from "~/components/admin/therapy-card";
import { TherapyEditForm, type TherapyEditorData } from "~/components/admin/therapy-edit-form";
import { useHydrated } from "~/hooks/use-hydrated";
import { DELETE_QUESTION } from "~/lib/therapy-editor";
import type { FieldErrors } from "~/lib/document-form";
import { recordFormValues, toRow } from "~/lib/record-form";
import { isValidSlug } from "~/lib/slug";
import { loadRecordChoices } from "~/server/admin/record-choices.server";
import { sanitizeDocument } from "~/server/content/sanitize-document.server";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { isUniqueViolation } from "~/server/db/pg-errors.server";
import {
  createDraftTherapy,
  getTherapyById,
  inMediaLibrary,
  isSlugTaken,
  listTherapiesForAdminPage,
  moveTherapy,
  removeTherapy,
  therapyEditorChoices,
  type TherapyRow,
} from "~/server/content/admin-therapies.server";
import { MAX_RECORD_ID } from "~/lib/admin-list-url";
import { parseTherapyListPage } from "~/lib/admin-list-pages";
import { pagingParams } from "~/lib/keyset-cursor";
import { ListPagination } from "~/components/admin/list-pagination";
import { DRAFT_GALLERY, type TherapyWrite, writeTherapy } from "~/server/content/therapy-writes.server";
import { type RecordEditor, recordEditorAction } from "~/server/admin/record-editor.server";
import { openWithDraft, pendingLabels } from "~/server/admin/record-drafts.server";

const LIST = "/admin/therapies";

/** "?after=…" (or before, with a size): the list's page, which a move returns to. */
function pageSearchOf(params: URLSearchParams): string {
  const kept = new URLSearchParams(pagingParams(params));
  const text = kept.toString();
  return text ? `?${text}` : "";
}

export function meta() {
  return [{ title: "Manage Therapies | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

const idParam = z.coerce.number().int().positive().max(MAX_RECORD_ID);

/** The gallery's ticks as a refusal gives them back. */
const galleryIdsOf = (ticked: unknown) => (Array.isArray(ticked) ? ticked.map(Number) : []);

/** The library pictures ticked for the therapy's gallery (not a column of its row). */
const galleryOf = (form: FormData) =>
  [...new Set(form.getAll("gallery").map(Number))].filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_RECORD_ID);

export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, "content:manage");
  const { db } = context.get(servicesContext).database;
  // A page of 50 (keyset, docs/decisions/035): an edited page link is refused, never guessed.
  const paging = parseTherapyListPage(url.searchParams);
  if (!paging.ok) throw data({ message: paging.message }, { status: 400 });
  const page = await listTherapiesForAdminPage(db, paging.page);
  const therapies = page.rows;
  const editParam = url.searchParams.get("edit");
  const editId = idParam.safeParse(editParam);
  let editing: TherapyEditorData | null = null;
  if (editId.success) {
    const row = await getTherapyById(db, editId.data);
    if (row) {
      const [{ media }, choices, { shown, loadedAt, draft, pending }] = await Promise.all([
        therapyEditorChoices(db),
        loadRecordChoices(db, therapyType),
        openWithDraft(db, "therapy", row),
      ]);
      // A draft waiting is what the form shows (docs/decisions/084), with the gallery it chose.
      const draftGallery = pending?.data[DRAFT_GALLERY];
      editing = {
        id: row.id,
        title: row.title,
        slug: row.slug,
        values: recordFormValues(therapyType, shown),
        gallery: Array.isArray(draftGallery) ? draftGallery.map(Number) : media.filter((m) => m.therapySlug === row.slug).map((m) => m.id),
        media,
        choices: choices.view,
        loadedAt,
        draft,
      };
    }
  }
  const deleteId = idParam.safeParse(url.searchParams.get("delete"));
  const deleting = deleteId.success ? await getTherapyById(db, deleteId.data) : null;
  const drafts = await pendingLabels(
    db,
    "therapy",
    therapies.map((t) => t.id),
  );
  return {
    therapies: therapies.map((t) => ({ ...t, pending: drafts.get(t.id) ?? null })),
    next: page.next,
    prev: page.prev,
    pageSearch: pageSearchOf(url.searchParams),
    editing,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
    missing: (editParam !== null && !editing) || (url.searchParams.has("delete") && !deleting),
    wantsNew: url.searchParams.has("new"),
  };
}

const slugClash = (slug: string) => `Another therapy already uses “${slug}”. Choose a different slug.`;

type Write = TherapyWrite & { galleryIds: number[] };

/** Therapies' rows and names, for the editor every table-backed type shares; what is a therapy's
 * own: its gallery (pictures filed under it), its address followed by what points at it. */
const editor: RecordEditor<typeof therapyType, TherapyRow, Write> = {
  type: therapyType,
  get: getTherapyById,
  update: async (tx, id, { galleryIds, ...write }, user) => {
    const current = await getTherapyById(tx, id);
    if (!current) return null;
    await writeTherapy(tx, user.id, current, write, galleryIds);
    return getTherapyById(tx, id);
  },
  remove: removeTherapy,
  // Rich text cleaned before it is stored; each field then in its column's shape.
  write: (value, form) => ({ ...toRow(therapyType, sanitizeDocument(therapyType.fields, value)), galleryIds: galleryOf(form) }),
  hidden: {},
  named: (row) => `“${row.title}”`,
  summary: (verb, row) => `${verb} therapy "${row.title}"`,
  keeps: (row) => row.heroImage,
  self: (row) => row.slug,
  async check(db, values, form, current) {
    const errors: FieldErrors = {};
    const slug = String(values.slug ?? "").trim();
    if (isValidSlug(slug) && (await isSlugTaken(db, slug, current?.id ?? 0))) errors.slug = slugClash(slug);
    const chosen = galleryOf(form);
    const inLibrary = await inMediaLibrary(db, chosen);
    if (chosen.some((id) => !inLibrary.has(id)))
      errors.gallery = "One of the chosen images is no longer in the media library. Please choose again.";
    return errors;
  },
  extraOf: (form) => ({ gallery: galleryOf(form).map(String) }),
  draft: ({ galleryIds, ...write }) => ({ values: { ...write }, extra: { [DRAFT_GALLERY]: galleryIds } }),
  // Two people saving the same new address at once: the database's unique index decides.
  conflict: (error, write) => (isUniqueViolation(error) ? { slug: slugClash(write.slug) } : null),
};

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requirePermission(context, "content:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "create") {
    const draft = await createDraftTherapy(services, user);
    return redirectWithToast(`${LIST}?edit=${draft.id}`, {
      kind: "success",
      message: "Draft therapy created (inactive). Fill it in and save.",
    });
  }
  if (intent === "move") {
    const id = idParam.safeParse(form.get("id"));
    const row = id.success ? await getTherapyById(db, id.data) : null;
    if (!row) return redirectWithToast(LIST, { kind: "error", message: "That therapy no longer exists (someone may have deleted it)." });
    const direction = form.get("direction") === "up" ? "up" : "down";
    await moveTherapy(services, user, row.id, direction);
    // Back to the page the arrow was on (a move across its edge lands on the neighbouring page).
    return redirectWithToast(`${LIST}${pageSearchOf(url.searchParams)}`, {
      kind: "success",
      message: `Moved “${row.title}” ${direction}`,
    });
  }
  return recordEditorAction(services, user, form, LIST, editor);
}

function AddTherapyButton({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <Form method="post" action={LIST}>
      <input type="hidden" name="intent" value="create" />
      <button type="submit" className="btn-primary" autoFocus={autoFocus}>
        <Plus className="size-4" aria-hidden="true" /> Add New Therapy
      </button>
    </Form>
  );
}

function DeleteForm({ id }: { id: number }) {
  return (
    <Form method="post" action={LIST}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn bg-coral-700 text-white hover:bg-coral-700/90">
        Delete
      </button>
    </Form>
  );
}

export default function TherapiesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { therapies, editing, deleting, missing, wantsNew, next, prev, pageSearch } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const refused = actionData && actionData.id === editing?.id ? actionData : null;
  const editor = useMemo(
    () =>
      editing && refused
        ? {
            ...editing,
            values: refused.values,
            gallery: galleryIdsOf(refused.extra?.gallery),
            formError: refused.formError,
            loadedAt: refused.loadedAt ?? editing.loadedAt,
            publishAt: refused.publishAt,
          }
        : editing,
    [editing, refused],
  );

  // A closing dialog keeps its last content; an opening one must show the new content in
  // its very first render (state derived during render, not in an effect).
  const [shownEditor, setShownEditor] = useState(editor);
  if (editor && editor !== shownEditor) setShownEditor(editor);
  const [shownDeleting, setShownDeleting] = useState(deleting);
  if (deleting && deleting !== shownDeleting) setShownDeleting(deleting);

  // Close = back to the plain list; a no-op when a save or delete already went there.
  const closeTo = (param: "edit" | "delete") => () => {
    if (new URLSearchParams(location.search).has(param)) navigate(LIST, { preventScrollReset: true });
  };

  // A moved card lands elsewhere in the list: keep the keyboard on the button just used.
  const moved = useRef<{ id: string; direction: string } | null>(null);
  function rememberMove(event: FormEvent<HTMLElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = event.target as HTMLFormElement;
    if (submitter instanceof HTMLButtonElement && submitter.dataset.move) {
      moved.current = { id: String(new FormData(form).get("id")), direction: submitter.dataset.move };
    }
  }
  useEffect(() => {
    if (navigation.state !== "idle" || !moved.current) return;
    const { id, direction } = moved.current;
    moved.current = null;
    const card = document.querySelector(`[data-therapy-id="${id}"]`);
    const button = card?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
    const other = card?.querySelector<HTMLButtonElement>(`[data-move="${direction === "up" ? "down" : "up"}"]`);
    (button && !button.disabled ? button : other)?.focus();
  }, [navigation.state, therapies]);

  const form = (onCancel?: () => void) =>
    shownEditor ? <TherapyEditForm key={shownEditor.id} editor={shownEditor} errors={refused?.errors ?? {}} onCancel={onCancel} /> : null;

  return (
    <div>
      <AdminPageHeader
        title="Manage Therapies"
        description="The therapy pages of the website, in the order they are listed there. Inactive therapies are hidden from visitors."
        actions={<AddTherapyButton />}
      />

      {missing ? (
        <p role="status" className="mb-6 rounded-xl bg-sand-100 p-4 text-ink ring-1 ring-sand-300">
          That therapy could not be found: it may have been deleted.
        </p>
      ) : null}
      {wantsNew && !editing ? (
        <div className="mb-6 flex flex-wrap items-center gap-4 rounded-xl bg-seaglass-100 p-4 ring-1 ring-seaglass-200">
          <p className="flex-1 text-ink">
            A new therapy starts as an inactive draft named “New Therapy”; visitors see it only once you make it active.
          </p>
          <AddTherapyButton autoFocus />
        </div>
      ) : null}

      {/* Without JavaScript the editor and the delete question are parts of the page. */}
      {!hydrated && editor ? (
        <section aria-labelledby="therapy-edit-title" className="mb-8 rounded-2xl bg-white ring-1 ring-seaglass-200">
          <h2 id="therapy-edit-title" className="border-b border-seaglass-200 px-6 py-4 text-lg font-semibold text-ocean-950">
            Edit therapy: {editor.title}
          </h2>
          <div className="p-6">{form()}</div>
        </section>
      ) : null}
      {!hydrated && deleting ? (
        <section aria-labelledby="therapy-delete-title" className="mb-8 rounded-2xl bg-white p-6 ring-1 ring-coral-500">
          <h2 id="therapy-delete-title" className="text-lg font-semibold text-ocean-950">
            Delete “{deleting.title}”
          </h2>
          <p className="mt-2 text-ink">{DELETE_QUESTION}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={LIST} className="btn-secondary">
              Cancel
            </Link>
            <DeleteForm id={deleting.id} />
          </div>
        </section>
      ) : null}

      {therapies.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-seaglass-200">
          No therapies yet. Add the first one with Add New Therapy.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" onSubmitCapture={rememberMove}>
          {therapies.map((t, i) => (
            <li key={t.id} data-therapy-id={t.id}>
              {/* Only the list's very ends have no move: the first row of a later page moves onto the one before. */}
              <TherapyCard therapy={t} first={i === 0 && !prev} last={i === therapies.length - 1 && !next} pageSearch={pageSearch} />
            </li>
          ))}
        </ul>
      )}
      <ListPagination next={next} prev={prev} label="Pages of therapies" />

      {hydrated ? (
        <>
          <EditDialog
            open={Boolean(editing)}
            title={`Edit therapy: ${shownEditor?.title ?? ""}`}
            onClose={closeTo("edit")}
            wide
            refused={refused}
          >
            {form(closeTo("edit"))}
          </EditDialog>
          <ConfirmDialog
            open={Boolean(deleting)}
            title={`Delete “${shownDeleting?.title ?? ""}”`}
            message={DELETE_QUESTION}
            onCancel={closeTo("delete")}
          >
            {shownDeleting ? <DeleteForm id={shownDeleting.id} /> : null}
          </ConfirmDialog>
        </>
      ) : null}
    </div>
  );
}
