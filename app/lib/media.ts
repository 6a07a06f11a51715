// Responsive image rules shared by the upload pipeline (which widths to encode) and the
// pages (which srcset to offer). Pure functions, no framework imports.

export type VariantFormat = "avif" | "webp" | "jpeg" | "png";

export interface MediaVariant {
  format: VariantFormat;
  width: number;
  height: number;
  key: string;
  bytes: number;
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
/** Decompression-bomb guard: a small file may still claim billions of pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const ACCEPTED_IMAGE_MIME = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const ACCEPTED_IMAGE_LABEL = "JPEG, PNG, WebP or AVIF";

/** Widths encoded for pages; WebP also gets a small one that doubles as the admin thumbnail. */
export const PAGE_WIDTHS = [480, 960, 1600] as const;
export const THUMB_WIDTH = 320;

const MIME: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/**
 * The widths to encode for an original this wide: the targets below it, plus the original
 * width itself (capped at the largest target) so the biggest rendition is as sharp as the
 * photo allows. Never wider than the original: upscaling only adds bytes.
 */
export function variantWidths(originalWidth: number, targets: readonly number[]): number[] {
  if (!Number.isFinite(originalWidth) || originalWidth < 1 || targets.length === 0) return [];
  const top = Math.min(Math.floor(originalWidth), Math.max(...targets));
  const widths = targets.filter((w) => w < top);
  return [...new Set([...widths, top])].sort((a, b) => a - b);
}

const byWidth = (a: MediaVariant, b: MediaVariant) => a.width - b.width;

export function buildSrcSet(variants: readonly MediaVariant[], format: VariantFormat): string {
  return variants
    .filter((v) => v.format === format)
    .sort(byWidth)
    .map((v) => `${mediaUrl(v.key)} ${v.width}w`)
    .join(", ");
}

export interface PictureSource {
  type: string;
  srcSet: string;
}

export interface PictureData {
  /** Best format first: the browser takes the first <source> it supports. */
  sources: PictureSource[];
  /** The <img> fallback: WebP near 960 px. */
  src: string;
  /** The smallest WebP, for thumbnails. */
  thumbSrc: string;
}

/** Picks the WebP closest to `preferred` px, preferring the next larger one on a tie. */
export function fallbackVariant(variants: readonly MediaVariant[], preferred = 960): MediaVariant | null {
  const webp = variants.filter((v) => v.format === "webp");
  const pool = webp.length > 0 ? webp : [...variants];
  let best: MediaVariant | null = null;
  for (const v of pool) {
    if (!best) best = v;
    else {
      const d = Math.abs(v.width - preferred);
      const bestD = Math.abs(best.width - preferred);
      if (d < bestD || (d === bestD && v.width > best.width)) best = v;
    }
  }
  return best;
}

export function thumbnailVariant(variants: readonly MediaVariant[]): MediaVariant | null {
  const webp = variants.filter((v) => v.format === "webp").sort(byWidth);
  return webp[0] ?? [...variants].sort(byWidth)[0] ?? null;
}

/** Everything a <picture> needs, or null when there is nothing encoded (e.g. an image added by URL). */
export function pictureData(variants: readonly MediaVariant[]): PictureData | null {
  const fallback = fallbackVariant(variants);
  const thumb = thumbnailVariant(variants);
  if (!fallback || !thumb) return null;
  const sources = (["avif", "webp"] as const)
    .map((format) => ({ type: MIME[format], srcSet: buildSrcSet(variants, format) }))
    .filter((s) => s.srcSet !== "");
  return { sources, src: mediaUrl(fallback.key), thumbSrc: mediaUrl(thumb.key) };
}

/**
 * What a browser downloads from a `w`-descriptor srcset for a slot `slotCssPx` wide at
 * `dpr`: the smallest candidate covering slot × dpr, else the largest (Chromium's rule
 * without its cache heuristics). Used by the bench and to reason about sizes.
 */
export function pickCandidate(widths: readonly number[], slotCssPx: number, dpr: number): number | null {
  if (widths.length === 0) return null;
  const needed = slotCssPx * dpr;
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((w) => w >= needed) ?? sorted[sorted.length - 1] ?? null;
}

/** "IMG_2041-final.JPG" → "IMG 2041 final": a readable default title, editable before upload. */
export function titleFromFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, "").replace(/\.[a-z0-9]{1,5}$/i, "");
  const words = base
    .replace(/[_\-.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!words) return "Untitled image";
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 120);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
