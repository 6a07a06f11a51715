// Upload pipeline: check what the bytes really are, then let sharp decode and re-encode them.
// Only the re-encoded renditions are stored; the original is measured and dropped, so
// whatever rode along in it (EXIF/GPS, comments, a script after the image data) is gone.
// Imports carry .ts extensions so scripts/bench-media.mjs can run this file with plain Node.
import sharp, { type Metadata, type Sharp } from "sharp";
import { ACCEPTED_IMAGE_LABEL, MAX_INPUT_PIXELS, type MediaVariant, PAGE_WIDTHS, THUMB_WIDTH, variantWidths } from "../../lib/media.ts";
import { type ImageType, looksLikeSvg, sniffImageType } from "./sniff.server.ts";
import { type MediaStorage, newMediaId } from "./storage.server.ts";

// Uploads are one-offs: libvips' operation cache would only hold memory. One libvips thread
// per encode leaves the other core to serve pages while a photo is being processed.
sharp.cache(false);
sharp.concurrency(1);

/** A file the pipeline refuses, with a message meant for the person who uploaded it. */
export class ImageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

export interface ProcessedImage {
  storageKey: string;
  width: number;
  height: number;
  variants: MediaVariant[];
  originalBytes: number;
}

// AVIF effort 2: measured here, effort 4 took over ten times as long for ~2% fewer bytes.
const ENCODERS = {
  avif: (img: Sharp) => img.avif({ quality: 50, effort: 2 }),
  webp: (img: Sharp) => img.webp({ quality: 78, effort: 4 }),
} as const;

const CONTENT_TYPE = { avif: "image/avif", webp: "image/webp" } as const;

// sharp names AVIF input "heif"; HEIC (also "heif") is told apart by its compression.
function sharpAgrees(sniffed: ImageType, meta: Metadata): boolean {
  if (sniffed === "avif") return meta.format === "heif" && meta.compression === "av1";
  return meta.format === sniffed;
}

const open = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false });

/** Throws ImageRejectedError for anything that is not a readable JPEG, PNG, WebP or AVIF. */
export async function inspectImage(bytes: Uint8Array, label: string) {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) {
    if (looksLikeSvg(bytes)) {
      throw new ImageRejectedError(
        `${label} is an SVG, which is not accepted (it can carry scripts). Please upload a ${ACCEPTED_IMAGE_LABEL} image.`,
      );
    }
    throw new ImageRejectedError(`${label} is not an accepted image. Please upload a ${ACCEPTED_IMAGE_LABEL} image.`);
  }
  let meta: Metadata;
  try {
    meta = await open(bytes).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(label);
    throw new ImageRejectedError(
      `${label} could not be read as an image (it may be damaged). Please upload a ${ACCEPTED_IMAGE_LABEL} image.`,
    );
  }
  if (!sharpAgrees(sniffed, meta) || !meta.width || !meta.height) {
    throw new ImageRejectedError(`${label} is not an accepted image. Please upload a ${ACCEPTED_IMAGE_LABEL} image.`);
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels(label);
  // EXIF orientations 5–8 turn the picture a quarter: width and height swap once it is upright.
  const turned = (meta.orientation ?? 1) >= 5;
  return { type: sniffed, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

function tooManyPixels(label: string) {
  return new ImageRejectedError(
    `${label} has too many pixels (the limit is ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please upload a smaller image.`,
  );
}

/**
 * Re-encodes an upload into AVIF and WebP at the page widths (plus a small WebP thumbnail),
 * upright (EXIF orientation applied) and with all metadata stripped, and stores them under a
 * fresh random id. On any failure, the renditions stored so far are removed again.
 */
export async function processImage(storage: MediaStorage, bytes: Uint8Array, label: string): Promise<ProcessedImage> {
  const info = await inspectImage(bytes, label);
  const id = newMediaId();
  const plan = [
    ...variantWidths(info.width, PAGE_WIDTHS).map((width) => ({ format: "avif" as const, width })),
    ...variantWidths(info.width, [THUMB_WIDTH, ...PAGE_WIDTHS]).map((width) => ({ format: "webp" as const, width })),
  ];
  const variants: MediaVariant[] = [];
  try {
    // One at a time: two cores serve the site too.
    for (const step of plan) {
      // sharp writes no metadata unless asked (withMetadata/keepExif): EXIF, GPS, XMP and ICC go.
      const pipeline = open(bytes).rotate().resize({ width: step.width, withoutEnlargement: true });
      const { data, info: out } = await ENCODERS[step.format](pipeline).toBuffer({ resolveWithObject: true });
      const key = `${id}/${step.width}.${step.format}`;
      await storage.put(key, data, CONTENT_TYPE[step.format]);
      variants.push({ format: step.format, width: out.width, height: out.height, key, bytes: data.length });
    }
  } catch (error) {
    await removeVariants(storage, variants);
    if (error instanceof ImageRejectedError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(label);
    if (error instanceof Error && /(vips|jpeg|png|webp|heif|Input)/i.test(error.message)) {
      throw new ImageRejectedError(
        `${label} could not be read as an image (it may be damaged). Please upload a ${ACCEPTED_IMAGE_LABEL} image.`,
      );
    }
    throw error;
  }
  return { storageKey: id, width: info.width, height: info.height, variants, originalBytes: bytes.length };
}

/** Best effort: a file left behind is wasted space, never a broken page. */
export async function removeVariants(storage: MediaStorage, variants: readonly { key: string }[]): Promise<string[]> {
  const failed: string[] = [];
  for (const v of variants) {
    await storage.delete(v.key).catch(() => failed.push(v.key));
  }
  return failed;
}
