import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { ACCEPTED_IMAGE_LABEL, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, pictureData, titleFromFileName } from "~/lib/media";
import type { SessionUser } from "../auth/session.server";
import type { AppServices } from "../context.server";
import { ImageRejectedError, type ProcessedImage, processImage, removeVariants } from "../media/images.server";
import { galleryImageType } from "~/content-types/gallery-image";
import { insertUploadedImage } from "../content/admin-gallery.server";
import { loadRecordChoices } from "./record-choices.server";
import { cleanFormData } from "../form-body.server";
import { auditedWrite } from "../content/write.server";
import type { FieldErrors } from "~/lib/document-form";
import { parseUploadFields, SAVED_INACTIVE_NOTE } from "./gallery-forms.server";

export const MAX_FILES_PER_REQUEST = 10;
// Per file 10 MB; the whole request may carry a few form fields and multipart headers on top.
const MAX_REQUEST_BYTES = MAX_FILES_PER_REQUEST * MAX_UPLOAD_BYTES + 256 * 1024;

/** `src` is the address a field or a text stores for the image (its WebP near 960 px), `thumbSrc` its smallest rendition. */
export type UploadResult =
  | { name: string; ok: true; id: number; title: string; alt: string; isActive: boolean; src: string; thumbSrc: string; note?: string }
  | { name: string; ok: false; error: string };

export type UploadResponse = { status: 200; results: UploadResult[] } | { status: 400 | 413 | 415; error: string; errors?: FieldErrors };

export const TOO_LARGE_MESSAGE = `This image is larger than ${MAX_UPLOAD_MB} MB. Please upload images of ${MAX_UPLOAD_MB} MB or less (a phone's "large" size is plenty).`;

/** The visitor's file name, for messages and the default title only (never for storage). */
function displayName(name: string): string {
  const base = name
    .replace(/^.*[\\/]/, "")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return base.slice(0, 100) || "image";
}

type Received = { name: string; image: ProcessedImage } | { name: string; error: string };

/**
 * Reads a multipart upload as a stream: each file is size-checked while it arrives (the
 * request is abandoned once any file passes 10 MB), then sniffed, re-encoded and stored one
 * at a time, so memory holds one file at most. Rows are written after the form's fields are known.
 */
export async function receiveGalleryUpload(request: Request, services: AppServices, user: SessionUser): Promise<UploadResponse> {
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return { status: 415, error: "Send the images as a file upload (multipart/form-data)." };
  }
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  if (Number.isFinite(declared) && declared > MAX_REQUEST_BYTES) return { status: 413, error: TOO_LARGE_MESSAGE };

  const received: Received[] = [];
  const cleanup = () =>
    removeVariants(
      services.media,
      received.flatMap((r) => ("image" in r ? r.image.variants : [])),
    );
  let form: FormData;
  try {
    form = await parseFormData(
      request,
      {
        maxFiles: MAX_FILES_PER_REQUEST,
        maxFileSize: MAX_UPLOAD_BYTES,
        maxTotalSize: MAX_REQUEST_BYTES,
        maxParts: 40,
        maxHeaderSize: 8 * 1024,
      },
      async (upload) => {
        if (upload.fieldName !== "files") return null;
        // An empty file input still sends an empty, nameless part.
        if (upload.size === 0 && !upload.name) return null;
        const name = displayName(upload.name);
        try {
          const image = await processImage(services.media, new Uint8Array(await upload.arrayBuffer()), `“${name}”`);
          received.push({ name, image });
        } catch (error) {
          if (!(error instanceof ImageRejectedError)) throw error;
          received.push({ name, error: error.message });
        }
        return null;
      },
    );
  } catch (error) {
    await cleanup();
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return { status: 413, error: TOO_LARGE_MESSAGE };
    }
    if (error instanceof MaxFilesExceededError) {
      return { status: 400, error: `Upload at most ${MAX_FILES_PER_REQUEST} images at a time.` };
    }
    if (error instanceof FormDataParseError) return { status: 400, error: "The upload could not be read. Please try again." };
    throw error;
  }

  // Its text fields get the cleaning every other form had before its route saw it.
  form = cleanFormData(form);
  if (received.length === 0) {
    return { status: 400, error: `Choose at least one image (${ACCEPTED_IMAGE_LABEL}, up to ${MAX_UPLOAD_MB} MB).` };
  }
  const choices = (await loadRecordChoices(services.database.db, galleryImageType)).accepts();
  const givenTitle = String(form.get("title") ?? "").trim();
  const results: UploadResult[] = [];
  const askedActive = Boolean(form.get("isActive"));
  const several = received.length > 1;
  for (const [index, item] of received.entries()) {
    if ("error" in item) {
      results.push({ name: item.name, ok: false, error: item.error });
      continue;
    }
    const defaultTitle = givenTitle ? (several ? `${givenTitle} ${index + 1}` : givenTitle) : titleFromFileName(item.name);
    if (givenTitle) form.set("title", defaultTitle);
    const parsed = parseUploadFields(form, { choices, defaultTitle });
    if (!parsed.ok) {
      await removeVariants(
        services.media,
        received.slice(index).flatMap((r) => ("image" in r ? r.image.variants : [])),
      );
      // Images saved before this one stay: the form is the same for all, so this only happens on the first.
      return { status: 400, error: "Please correct the image details.", errors: parsed.errors };
    }
    const { fields } = parsed;
    try {
      const id = await auditedWrite(services, user, async (tx) => {
        const newId = await insertUploadedImage(tx, fields, item.image);
        return {
          result: newId,
          audit: { action: "upload", entity: "gallery_image", entityId: newId, summary: `uploaded image "${fields.title}"` },
        };
      });
      const picture = pictureData(item.image.variants);
      results.push({
        name: item.name,
        ok: true,
        id,
        title: fields.title,
        alt: fields.alt,
        isActive: fields.isActive,
        src: picture?.src ?? "",
        thumbSrc: picture?.thumbSrc ?? "",
        ...(askedActive && !fields.isActive ? { note: SAVED_INACTIVE_NOTE } : {}),
      });
    } catch (error) {
      await removeVariants(
        services.media,
        received.slice(index).flatMap((r) => ("image" in r ? r.image.variants : [])),
      );
      throw error;
    }
  }
  return { status: 200, results };
}
