// What a patient's file really is, from its first bytes (issue 48: "checked by content, not by
// name"), and for images the pixels their header declares: a few kilobytes can declare a
// picture that takes gigabytes to decode (a decompression bomb), refused before it is stored.
// The headers are read here rather than by sharp: sharp wants the whole file (a prefix fails
// or is guessed at for some formats), and the prebuilt sharp cannot read HEIC at all.
import { CASE_FILE_CONTENT_TYPES, CASE_IMAGE_MAX_PIXELS, type CaseFileType } from "~/lib/case-desk";
import { sniffImageType } from "../media/sniff.server";

/** Bytes read before deciding, when the header has all it needs by then. */
export const SNIFF_BYTES = 64 * 1024;
/** The most read while looking for an image's size: a JPEG's Exif, ICC and maker notes come first. */
export const SNIFF_MAX_BYTES = 1024 * 1024;

export interface Dimensions {
  width: number;
  height: number;
}

export type SniffVerdict =
  | { kind: "accepted"; type: CaseFileType; contentType: string; dimensions: Dimensions | null }
  | { kind: "refused"; reason: "type" | "pixels"; message: string }
  /** The bytes so far end before the header does: read more, then ask again. */
  | { kind: "more" };

const NOT_ACCEPTED = "not a PDF, JPEG, PNG, WebP or HEIC file";
const UNREADABLE = "an image whose size could not be read from its header (damaged or not an image)";

type Header = Dimensions | "more" | "invalid";

const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

function pngSize(b: Uint8Array): Header {
  if (b.length < 24) return "more";
  if (ascii(b, 12, 4) !== "IHDR") return "invalid";
  const v = view(b);
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

// Start-of-frame markers (baseline, progressive, lossless, arithmetic): not DHT (C4), JPG (C8), DAC (CC).
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Uint8Array): Header {
  const v = view(b);
  let at = 2;
  while (at + 2 <= b.length) {
    if (b[at] !== 0xff) return "invalid";
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    at += 2;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd9 || marker === 0xda) return "invalid"; // the image's end or data before any frame
    if (at + 2 > b.length) return "more";
    const length = v.getUint16(at);
    if (length < 2) return "invalid";
    if (SOF.has(marker)) {
      if (at + 7 > b.length) return "more";
      return { height: v.getUint16(at + 3), width: v.getUint16(at + 5) };
    }
    at += length;
  }
  return "more";
}

function webpSize(b: Uint8Array): Header {
  if (b.length < 30) return "more";
  const v = view(b);
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 ") {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return "invalid";
    return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return "invalid";
    const bits = v.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const u24 = (at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return "invalid";
}

interface Box {
  type: string;
  /** Where its contents start and where it ends (may be past the bytes read). */
  body: number;
  end: number;
}

/** The boxes between `start` and `end`; stops at one whose header is not all there. */
function boxes(b: Uint8Array, start: number, end: number): Box[] {
  const v = view(b);
  const out: Box[] = [];
  let at = start;
  while (at + 8 <= Math.min(end, b.length)) {
    let size = v.getUint32(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > b.length) break;
      const large = v.getBigUint64(at + 8);
      size = large > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(large);
      body = at + 16;
    } else if (size === 0) {
      size = end - at; // to the end of its parent
    }
    if (size < body - at) break;
    out.push({ type: ascii(b, at + 4, 4), body, end: at + size });
    at += size;
  }
  return out;
}

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1", "heif"]);
// AVIF shares mif1 with HEIC; AVIF is not among the accepted types (nor is a video).
const NOT_HEIF_BRANDS = new Set(["avif", "avis"]);

function heifBrands(b: Uint8Array): boolean | "more" {
  if (b.length < 16) return "more";
  if (ascii(b, 4, 4) !== "ftyp") return false;
  const size = view(b).getUint32(0);
  if (size < 16 || size > 4096) return false;
  if (b.length < size) return "more";
  const brands = [ascii(b, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(b, at, 4));
  return brands.some((x) => HEIF_BRANDS.has(x)) && !brands.some((x) => NOT_HEIF_BRANDS.has(x));
}

/**
 * The largest image-spatial-extents ('ispe') property in meta/iprp/ipco: the primary image's,
 * or, for a grid photo, the grid's whole size; tiles and thumbnails are smaller. The largest is
 * the safe reading.
 */
function heifSize(b: Uint8Array, total: number): Header {
  const meta = boxes(b, 0, total).find((box) => box.type === "meta");
  if (!meta) return b.length >= total ? "invalid" : "more";
  if (meta.end > b.length) return "more";
  const v = view(b);
  let best: Dimensions | null = null;
  // meta is a "full box": version and flags (4 bytes) before its children.
  for (const iprp of boxes(b, meta.body + 4, meta.end).filter((x) => x.type === "iprp")) {
    for (const ipco of boxes(b, iprp.body, iprp.end).filter((x) => x.type === "ipco")) {
      for (const ispe of boxes(b, ipco.body, ipco.end).filter((x) => x.type === "ispe")) {
        if (ispe.body + 12 > ispe.end) continue;
        const size = { width: v.getUint32(ispe.body + 4), height: v.getUint32(ispe.body + 8) };
        if (!best || size.width * size.height > best.width * best.height) best = size;
      }
    }
  }
  return best ?? "invalid";
}

const accepted = (type: CaseFileType, dimensions: Dimensions | null): SniffVerdict => ({
  kind: "accepted",
  type,
  contentType: CASE_FILE_CONTENT_TYPES[type],
  dimensions,
});

function checkPixels(type: CaseFileType, header: Header, complete: boolean, read: number): SniffVerdict {
  if (header === "more") {
    if (!complete && read < SNIFF_MAX_BYTES) return { kind: "more" };
    return { kind: "refused", reason: "type", message: UNREADABLE };
  }
  if (header === "invalid" || header.width === 0 || header.height === 0) return { kind: "refused", reason: "type", message: UNREADABLE };
  if (header.width * header.height > CASE_IMAGE_MAX_PIXELS) {
    return {
      kind: "refused",
      reason: "pixels",
      message: `an image of ${header.width} × ${header.height} pixels: more than the ${CASE_IMAGE_MAX_PIXELS / 1_000_000} million accepted`,
    };
  }
  return accepted(type, header);
}

/**
 * What `head` (a file's first bytes; `complete` when they are the whole file) is. Images'
 * declared sizes are checked here; "more" asks for more bytes, up to SNIFF_MAX_BYTES.
 */
export function sniffDocument(head: Uint8Array, complete: boolean): SniffVerdict {
  if (head.length < 32 && !complete) return { kind: "more" };
  if (ascii(head, 0, 5) === "%PDF-") return accepted("pdf", null);
  const image = sniffImageType(head);
  if (image === "jpeg") return checkPixels("jpeg", jpegSize(head), complete, head.length);
  if (image === "png") return checkPixels("png", pngSize(head), complete, head.length);
  if (image === "webp") return checkPixels("webp", webpSize(head), complete, head.length);
  const heif = image === "avif" ? false : heifBrands(head);
  if (heif === "more") return complete ? { kind: "refused", reason: "type", message: NOT_ACCEPTED } : { kind: "more" };
  if (heif) return checkPixels("heic", heifSize(head, complete ? head.length : Number.MAX_SAFE_INTEGER), complete, head.length);
  return { kind: "refused", reason: "type", message: NOT_ACCEPTED };
}
