import { useEffect, useState, type ReactNode } from "react";
import { data, Form, Link, useLocation, useNavigate } from "react-router";
import { Link2, Trash2 } from "~/components/ui/lucide";
import type { Route } from "./+types/gallery";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EditDialog } from "~/components/admin/edit-dialog";
import { type GalleryTile, GalleryGrid } from "~/components/admin/gallery-grid";
import { GalleryPreview } from "~/components/admin/gallery-preview";
import { GalleryUploader } from "~/components/admin/gallery-uploader";
import { GallerySearch } from "~/components/admin/gallery-search";
import { PlainUploadForm } from "~/components/admin/gallery-plain-upload";
import { AdminPageHeader } from "~/components/admin/page-header";
import { useHydrated } from "~/hooks/use-hydrated";
import { GALLERY_CATEGORIES, type GalleryCategory } from "~/lib/gallery";
import { positiveId } from "~/lib/admin-list-url";
import { cleanMediaSearch, mediaSearchPattern } from "~/lib/media-search";
import { parseGalleryListPage } from "~/lib/admin-list-pages";
import { pagingParams } from "~/lib/keyset-cursor";
import { ListPagination } from "~/components/admin/list-pagination";
import { formatBytes, thumbnailVariant, mediaUrl } from "~/lib/media";
import { openRecord, pendingLabels } from "~/server/admin/record-drafts.server";
import { deleteImagesAndReturn, galleryEditor } from "~/server/admin/gallery-editor.server";
import { parseIds } from "~/server/admin/gallery-forms.server";
import { type RecordActionData, recordEditorAction } from "~/server/admin/record-editor.server";
import { blankRecordValues } from "~/lib/record-form";
import { RecordForm } from "~/components/admin/record-form/record-form";
import { OpenedRecordForm } from "~/components/admin/record-dialogs";
import { fieldId } from "~/components/admin/document-form/field-id";
import { describedBy, FieldError, FieldHelp } from "~/components/admin/document-form/field-notes";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { galleryImageType } from "~/content-types/gallery-image";
import { loadRecordChoices } from "~/server/admin/record-choices.server";
import { servicesContext } from "~/server/context.server";
import { type AdminGalleryImage, getAdminImage, listAdminGalleryPage } from "~/server/content/admin-gallery.server";

function parseCategory(value: string | null): GalleryCategory | null {
  return (GALLERY_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as GalleryCategory) : null;
}

const galleryHref = (category: string | null, extra: Record<string, string> = {}, paging: Record<string, string> = {}, q = "") => {
  const params = new URLSearchParams({ ...(category ? { category } : {}), ...(q ? { q } : {}), ...paging, ...extra });
  const query = params.toString();
  return `/admin/gallery${query ? `?${query}` : ""}`;
};

function toTile(image: AdminGalleryImage, therapyTitles: Map<string, string>, pending: string | null = null): GalleryTile {
  const thumb = thumbnailVariant(image.variants);
  const source = image.storageKey
    ? `Upload · ${image.width ?? "?"} × ${image.height ?? "?"}${image.originalBytes ? ` · original ${formatBytes(image.originalBytes)} (not kept)` : ""}`
    : "Added by URL";
  return {
    id: image.id,
    title: image.title,
    category: image.category,
    alt: image.alt,
    isActive: image.isActive,
    therapyTitle: image.therapySlug ? (therapyTitles.get(image.therapySlug) ?? image.therapySlug) : null,
    previewSrc: thumb ? mediaUrl(thumb.key) : (image.url ?? ""),
    width: thumb?.width ?? image.width,
    height: thumb?.height ?? image.height,
    source,
    pending,
  };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, "content:manage");
  const { db } = context.get(servicesContext).database;
  // A page of 50 (keyset, docs/decisions/035): an edited page link is refused, never guessed.
  const paging = parseGalleryListPage(url.searchParams);
  if (!paging.ok) throw data({ message: paging.message }, { status: 400 });
  const category = parseCategory(url.searchParams.get("category"));
  const editId = positiveId(url.searchParams.get("edit"));
  const q = cleanMediaSearch(url.searchParams.get("q"));
  const [page, editing, choices] = await Promise.all([
    listAdminGalleryPage(db, category, paging.page, mediaSearchPattern(q)),
    editId === null ? null : getAdminImage(db, editId),
    loadRecordChoices(db, galleryImageType),
  ]);
  // The uploader files pictures under a therapy too: the same rows the editor offers.
  const therapies = choices.therapies.map(({ slug, title }) => ({ slug, title }));
  const titles = new Map(therapies.map((t) => [t.slug, t.title]));
  const [drafts, opened] = await Promise.all([
    pendingLabels(
      db,
      "gallery_image",
      page.rows.map((r) => r.id),
    ),
    editing ? openRecord(db, galleryImageType, editing) : null,
  ]);
  return {
    category,
    q,
    tiles: page.rows.map((image) => toTile(image, titles, drafts.get(image.id) ?? null)),
    next: page.next,
    prev: page.prev,
    paging: pagingParams(url.searchParams),
    therapies,
    editing: editing && opened ? { ...opened, id: editing.id, tile: toTile(editing, titles) } : null,
    adding: url.searchParams.get("add") === "url" ? blankRecordValues(galleryImageType, { category: category ?? "Facility" }) : null,
    choices: choices.view,
  };
}

/** A refused save of an image's details or of a picture added by address (its address in `extra`), or the question before a delete without JavaScript. */
type ActionData = RecordActionData | { intent: "confirm-delete"; ids: number[] };

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requirePermission(context, "content:manage");
  const services = context.get(servicesContext);
  const back = galleryHref(
    parseCategory(url.searchParams.get("category")),
    {},
    pagingParams(url.searchParams),
    cleanMediaSearch(url.searchParams.get("q")),
  );
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");

  if (intent === "delete") {
    const ids = parseIds(form);
    if (!ids) return redirectWithToast(back, { kind: "error", message: "Select at least one image to delete." });
    // Without JavaScript there is no dialog: ask on a page of its own first.
    if (form.get("confirmed") !== "1") return data<ActionData>({ intent: "confirm-delete", ids });
    return deleteImagesAndReturn(services, user, ids, back);
  }

  // An image's details, or a picture added by its address: the editor every table-backed type shares.
  return recordEditorAction(services, user, form, back, galleryEditor([new URL(services.env.SITE_URL).origin, url.origin]));
}

/** A dialog with JavaScript; without it the same form sits on the page (a closed <dialog> is invisible). */
function FormPanel({
  hydrated,
  title,
  closeHref,
  refused = null,
  children,
}: {
  hydrated: boolean;
  title: string;
  closeHref: string;
  refused?: object | null;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  if (hydrated) {
    return (
      <EditDialog
        open
        title={title}
        refused={refused}
        onClose={() => void navigate(closeHref, { replace: true, preventScrollReset: true })}
      >
        {children}
      </EditDialog>
    );
  }
  return (
    <section aria-labelledby="gallery-form-title" className="mb-6 rounded-2xl bg-white p-5 ring-1 ring-seaglass-200">
      <h2 id="gallery-form-title" className="mb-4 text-lg font-semibold text-ocean-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { category, q, tiles, therapies, editing, adding, next, prev, paging, choices } = loaderData;
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const closeHref = galleryHref(category, {}, paging, q);

  // After a delete or a filter change, forget images that are no longer on screen.
  useEffect(() => {
    setSelected((current) => new Set([...current].filter((id) => tiles.some((t) => t.id === id))));
    setConfirming(false);
  }, [tiles]);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const result = actionData as ActionData | { message: string } | undefined;
  const refused = result && "errors" in result ? result : null;
  // A refusal belongs to the form it came from: the image's, or the one adding a picture.
  const failed = refused && editing && refused.id === editing.id ? refused : null;
  const failedNew = refused && refused.id === "new" ? refused : null;
  const location = useLocation();
  const formAction = `${location.pathname}${location.search}`;
  const confirmNoJs = result && "ids" in result ? result.ids : null;
  const count = selected.size;

  return (
    <div>
      <AdminPageHeader
        title="Gallery"
        description="Images for the therapy pages. Changes show on the website straight away."
        actions={
          <Link to={galleryHref(category, { add: "url" }, paging, q)} preventScrollReset className="btn-secondary">
            <Link2 className="size-4" aria-hidden="true" /> Add by URL
          </Link>
        }
      />

      {confirmNoJs ? (
        <section aria-labelledby="confirm-delete-title" className="mb-6 rounded-2xl bg-white p-5 ring-2 ring-coral-700">
          <h2 id="confirm-delete-title" className="text-lg font-semibold text-ocean-950">
            Delete images
          </h2>
          <p className="mt-2">Are you sure you want to delete {confirmNoJs.length} image(s)?</p>
          <form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="confirmed" value="1" />
            {confirmNoJs.map((id) => (
              <input key={id} type="hidden" name="ids" value={id} />
            ))}
            <Link to={closeHref} className="btn-secondary">
              Cancel
            </Link>
            <button type="submit" className="btn bg-coral-700 text-white hover:bg-coral-700/90">
              Delete
            </button>
          </form>
        </section>
      ) : null}

      {editing ? (
        <FormPanel refused={failed} hydrated={hydrated} title="Edit image" closeHref={closeHref}>
          <div className="mb-4 flex items-center gap-4">
            <GalleryPreview
              src={editing.tile.previewSrc}
              width={editing.tile.width}
              height={editing.tile.height}
              className="h-20 w-28 shrink-0 rounded-lg"
            />
            <p className="text-sm text-muted">{editing.tile.source}</p>
          </div>
          <OpenedRecordForm
            key={editing.id}
            type={galleryImageType}
            editing={editing}
            failed={failed}
            choices={choices}
            action={formAction}
            cancelHref={closeHref}
          />
        </FormPanel>
      ) : null}
      {adding ? (
        <FormPanel refused={failedNew} hydrated={hydrated} title="Add image by URL" closeHref={closeHref}>
          <RecordForm
            type={galleryImageType}
            id="new"
            values={failedNew?.values ?? adding}
            errors={failedNew?.errors}
            publishAt={failedNew?.publishAt}
            choices={choices}
            action={formAction}
            cancelHref={closeHref}
            extraLabels={{ url: "Image URL" }}
            leading={<ImageAddressField value={String(failedNew?.extra?.url ?? "")} error={failedNew?.errors.url} />}
          />
        </FormPanel>
      ) : null}

      <section aria-labelledby="upload-title" className="mb-8">
        <h2 id="upload-title" className="mb-3 text-lg font-semibold text-ocean-950">
          Upload images
        </h2>
        {hydrated ? (
          <GalleryUploader therapies={therapies} defaultCategory={category ?? "Facility"} />
        ) : (
          <PlainUploadForm therapies={therapies} defaultCategory={category ?? "Facility"} />
        )}
      </section>

      <section aria-labelledby="images-title">
        <h2 id="images-title" className="mb-3 text-lg font-semibold text-ocean-950">
          Images
        </h2>
        <GallerySearch q={q} category={category} />
        <nav aria-label="Filter by category" className="mb-4">
          <ul className="flex flex-wrap gap-2">
            {[null, ...GALLERY_CATEGORIES].map((c) => (
              <li key={c ?? "all"}>
                <Link
                  to={galleryHref(c, {}, {}, q)}
                  preventScrollReset
                  aria-current={c === category ? "page" : undefined}
                  className={`flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ${c === category ? "bg-ocean-700 text-white ring-ocean-700" : "bg-white text-ocean-800 ring-seaglass-300 hover:bg-seaglass-100"}`}
                >
                  {c ?? "All"}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <Form method="post" id="gallery-delete-form">
          <input type="hidden" name="intent" value="delete" />
          {hydrated ? (
            <>
              <input type="hidden" name="confirmed" value="1" />
              {[...selected].map((id) => (
                <input key={id} type="hidden" name="ids" value={id} />
              ))}
            </>
          ) : null}
          <div className="mb-4 flex min-h-11 flex-wrap items-center gap-3">
            {hydrated ? (
              count > 0 ? (
                <>
                  <button type="button" className="btn bg-coral-700 text-white hover:bg-coral-700/90" onClick={() => setConfirming(true)}>
                    <Trash2 className="size-4" aria-hidden="true" /> Delete Selected ({count})
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => setSelected(new Set())}>
                    Clear selection
                  </button>
                </>
              ) : (
                <p className="text-sm text-muted">Click images to select them.</p>
              )
            ) : (
              <button type="submit" className="btn bg-coral-700 text-white hover:bg-coral-700/90">
                <Trash2 className="size-4" aria-hidden="true" /> Delete Selected
              </button>
            )}
          </div>
          {tiles.length > 0 ? (
            <GalleryGrid
              tiles={tiles}
              selected={selected}
              onToggle={toggle}
              hydrated={hydrated}
              editHref={(id) => galleryHref(category, { edit: String(id) }, paging, q)}
            />
          ) : (
            <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-seaglass-200" role="status">
              {q ? (
                <>
                  No images{category ? ` in ${category}` : ""} match “{q}” in their title, alt text or therapy.{" "}
                  <Link to={galleryHref(category)} className="text-ocean-700 underline">
                    Clear the search
                  </Link>
                </>
              ) : (
                <>No images{category ? ` in ${category}` : ""} yet.</>
              )}
            </p>
          )}
        </Form>
        <ListPagination next={next} prev={prev} label="Pages of images" />
      </section>

      <ConfirmDialog
        open={confirming}
        title="Delete images"
        message={`Are you sure you want to delete ${count} image(s)?`}
        onCancel={() => setConfirming(false)}
      >
        <button type="submit" form="gallery-delete-form" className="btn bg-coral-700 text-white hover:bg-coral-700/90">
          Delete
        </button>
      </ConfirmDialog>
    </div>
  );
}

/** Where a picture added by address is: on this website only (decision 006). */
function ImageAddressField({ value, error }: { value: string; error?: string }) {
  const id = fieldId("url");
  const help = "An image on this website (for example one of its illustrations). Upload anything else.";
  return (
    <div data-field>
      <label htmlFor={id} className="field-label">
        Image URL
      </label>
      <input
        id={id}
        name="url"
        type="url"
        inputMode="url"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        className="field-input"
        placeholder="https://…/illustrations/…"
      />
      <FieldHelp id={id} help={help} />
      <FieldError id={id} error={error} />
    </div>
  );
}
