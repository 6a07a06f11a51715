import { z } from "zod";
import type { Choices } from "~/content-types/fields";
import { galleryImageType } from "~/content-types/gallery-image";
import type { FieldErrors } from "~/lib/document-form";
import { checkRecord, readRecordForm } from "~/lib/record-form";
import { isSitePath } from "~/lib/permissions";
import type { GalleryFields } from "../content/admin-gallery.server";
import { MAX_RECORD_ID } from "~/lib/admin-list-url";

export const SAVED_INACTIVE_NOTE = "Saved as inactive: add alt text to show it on the website.";

type Parsed = { ok: true; fields: GalleryFields } | { ok: false; errors: FieldErrors };

/**
 * Checks the details of uploaded pictures against their declaration
 * (app/content-types/gallery-image.ts), the therapy among `choices` (loadRecordChoices). An
 * active picture without alt text is saved inactive rather than refused: refusing would throw
 * away a file already sent (the editor refuses it, by the declaration's rule).
 */
export function parseUploadFields(form: FormData, opts: { choices: Choices; defaultTitle?: string }): Parsed {
  const raw = readRecordForm(galleryImageType, form.entries());
  if (opts.defaultTitle && String(raw.title ?? "").trim() === "") raw.title = opts.defaultTitle;
  if (raw.isActive === true && String(raw.alt ?? "").trim() === "") raw.isActive = false;
  const checked = checkRecord(galleryImageType, raw, opts.choices);
  return checked.ok ? { ok: true, fields: checked.value } : { ok: false, errors: checked.errors };
}

/**
 * Add by URL: only images this site serves itself (CSP and privacy: visitors' browsers never
 * fetch from a third party — docs/decisions/006-media.md). Returns the path to store.
 */
export function parseOwnImageUrl(value: string, ownOrigins: readonly string[]): { path: string } | { error: string } {
  const trimmed = value.trim();
  if (!trimmed) return { error: "Enter the image's address (URL)." };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { error: "Enter a full address starting with https:// (or http://)." };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { error: "Only http:// and https:// addresses can be used." };
  }
  if (!ownOrigins.includes(url.origin)) {
    return {
      error:
        "Only images on this website can be added by address (for example …/illustrations/…). Upload other images instead, so the site serves them itself.",
    };
  }
  if (url.username || url.password) return { error: "Remove the user name or password from the address." };
  const path = url.pathname + url.search;
  // "https://this.site//evil.example/x.png" keeps this site's origin but its path alone reads
  // as another host (a protocol-relative address) wherever it is used as an image source.
  if (!isSitePath(path)) return { error: "Enter the image's address without a double slash or backslash after the site name." };
  return { path };
}

const idList = z.array(z.coerce.number().int().positive().max(MAX_RECORD_ID)).min(1, "Select at least one image.").max(500);

export function parseIds(form: FormData): number[] | null {
  const result = idList.safeParse(form.getAll("ids"));
  return result.success ? [...new Set(result.data)] : null;
}

export function parseId(form: FormData): number | null {
  const result = z.coerce.number().int().positive().max(MAX_RECORD_ID).safeParse(form.get("id"));
  return result.success ? result.data : null;
}
