// A gallery picture's details, and a picture added by its address, through the editor every
// table-backed type shares (recordEditorAction): the same checks, drafts, schedules, stale-save
// guard and messages as a testimonial. The gallery keeps its own uploads and its deletes of many
// pictures at once (their files go after the commit).
import { galleryImageType } from "~/content-types/gallery-image";
import type { SessionUser } from "../auth/session.server";
import type { AppServices } from "../context.server";
import {
  type AdminImage,
  deleteImages,
  type GalleryFields,
  getAdminImage,
  insertUrlImage,
  updateImage,
} from "../content/admin-gallery.server";
import { auditedWrite } from "../content/write.server";
import { removeVariants } from "../media/images.server";
import { parseOwnImageUrl } from "./gallery-forms.server";
import type { RecordEditor } from "./record-editor.server";
import { redirectWithToast } from "./toast.server";

/** The details, and for a picture added by address the path it is served from. */
type GalleryWrite = GalleryFields & { url: string | null };

/** The address field of "Add image by URL", the form's first. */
const ADDRESS = "url";

/**
 * The editor for this request: an address is accepted on the site's public origin and on the
 * one the request came to (a clinic's staff may sign in at another address of the same site).
 */
export function galleryEditor(ownOrigins: readonly string[]): RecordEditor<typeof galleryImageType, AdminImage, GalleryWrite> {
  const address = (form: FormData) => parseOwnImageUrl(String(form.get(ADDRESS) ?? ""), ownOrigins);
  return {
    type: galleryImageType,
    get: getAdminImage,
    insert: (tx, { url, ...fields }) => {
      if (!url) throw new Error("a picture is added by address only here");
      return insertUrlImage(tx, fields, url);
    },
    update: (tx, id, { url: _url, ...fields }) => updateImage(tx, id, fields),
    // Only a new picture has an address here; an image's details never change where it is served from.
    write: (value, form) => {
      const checked = form.get("id") === "new" ? address(form) : null;
      return { ...value, url: checked && "path" in checked ? checked.path : null };
    },
    hidden: { isActive: false },
    named: (row) => `"${row.title}"`,
    summary: (verb, row) => (verb === "added" ? `added image "${row.title}" by URL` : `${verb} image "${row.title}"`),
    check: async (_db, _values, form, current) => {
      if (current) return {};
      const checked = address(form);
      return "error" in checked ? { [ADDRESS]: checked.error } : {};
    },
    extraOf: (form) => ({ [ADDRESS]: String(form.get(ADDRESS) ?? "") }),
    leading: [ADDRESS],
    draft: ({ url: _url, ...fields }) => ({ values: { ...fields } }),
  };
}

/** Deletes the pictures in one audited write, then their files, and goes back to the list with a toast. */
export async function deleteImagesAndReturn(services: AppServices, user: SessionUser, ids: readonly number[], back: string) {
  const deleted = await auditedWrite(services, user, async (tx) => {
    const rows = await deleteImages(tx, ids);
    const titles = rows.map((r) => `"${r.title}"`).join(", ");
    return {
      result: rows,
      audit: {
        action: "delete",
        entity: "gallery_image",
        entityId: rows.map((r) => r.id).join(","),
        summary: `deleted ${rows.length} gallery image${rows.length === 1 ? "" : "s"} (${titles})`,
      },
    };
  });
  // Files go after the commit: a failed delete never leaves a row pointing at missing files.
  const failed = await removeVariants(
    services.media,
    deleted.flatMap((r) => r.variants),
  );
  if (failed.length > 0) services.log.warn({ keys: failed }, "gallery files left behind after delete");
  if (deleted.length === 0) return redirectWithToast(back, { kind: "error", message: "Those images had already been deleted." });
  return redirectWithToast(back, { kind: "success", message: `Deleted ${deleted.length} image${deleted.length === 1 ? "" : "s"}.` });
}
