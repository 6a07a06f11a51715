// The browser's side of one upload into the media library, for the editors' picker and for
// images pasted or dropped into rich text: the same endpoint and pipeline the gallery uses
// (app/routes/admin/gallery-upload.ts: sniffed, resized to AVIF and WebP, hidden data removed).
import { ACCEPTED_IMAGE_LABEL, ACCEPTED_IMAGE_MIME, formatBytes, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, titleFromFileName } from "~/lib/media";

export const UPLOAD_URL = "/admin/gallery/upload";

/** An image as a field or a text stores it: `src` is its site address, `thumbSrc` its small rendition. */
export interface PickedImage {
  src: string;
  thumbSrc: string;
  title: string;
  alt: string;
}

export type UploadOutcome = { ok: true; image: PickedImage; note?: string } | { ok: false; message: string };

interface ServerAnswer {
  results?: Array<{ ok: boolean; error?: string; note?: string; title?: string; alt?: string; src?: string; thumbSrc?: string }>;
  error?: string;
  errors?: Record<string, string>;
}

/** What the browser can check before sending; the server checks the bytes again. */
export function precheckImage(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return `This image is ${formatBytes(file.size)}; the limit is ${MAX_UPLOAD_MB} MB.`;
  if (file.type && !(ACCEPTED_IMAGE_MIME as readonly string[]).includes(file.type)) {
    return `This file type is not accepted. Please choose a ${ACCEPTED_IMAGE_LABEL} image.`;
  }
  return null;
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

export async function uploadToLibrary(
  file: File,
  details: { title?: string; alt: string; category: string; therapySlug?: string },
): Promise<UploadOutcome> {
  const problem = precheckImage(file);
  if (problem) return { ok: false, message: problem };
  const body = new FormData();
  // A pasted screenshot is often called "image.png": its title says where it came from instead.
  const generic = !file.name || /^image\.[a-z]+$/i.test(file.name);
  body.set("title", details.title?.trim() || (generic ? "Pasted image" : titleFromFileName(file.name)));
  body.set("category", details.category);
  body.set("alt", details.alt);
  body.set("therapySlug", details.therapySlug ?? "");
  body.set("isActive", "on");
  body.set("files", file, file.name || "pasted-image.png");
  let response: Response;
  try {
    response = await fetch(UPLOAD_URL, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return { ok: false, message: "The upload failed (the connection was lost). Please try again." };
  }
  const answer = (await response.json().catch(() => null)) as ServerAnswer | null;
  const first = answer?.results?.[0];
  if (response.ok && first) {
    if (!first.ok || !first.src) return { ok: false, message: first.error ?? "The image was refused." };
    return {
      ok: true,
      image: { src: first.src, thumbSrc: first.thumbSrc ?? first.src, title: first.title ?? "", alt: first.alt ?? "" },
      ...(first.note ? { note: first.note } : {}),
    };
  }
  if (answer?.error) {
    const detail = answer.errors ? Object.values(answer.errors).join(" ") : "";
    return { ok: false, message: `${answer.error}${detail ? ` ${detail}` : ""}` };
  }
  return { ok: false, message: "The upload was not accepted. Your session may have ended: reload the page and sign in again." };
}
