// Content negotiation for the compressed copies this server keeps (the page cache's entries,
// the build's precompressed client files): which of Brotli and gzip a request accepts.

export type ContentCoding = "br" | "gzip";
const BOTH: ReadonlySet<ContentCoding> = new Set(["br", "gzip"]);

/** The q-value an Accept-Encoding header gives `coding` (explicitly or through `*`); 0 if none. */
export function encodingQuality(acceptEncoding: string | undefined, coding: ContentCoding): number {
  if (!acceptEncoding) return 0;
  let wildcard: number | null = null;
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.trim().split(";");
    let name = rawName?.trim().toLowerCase();
    if (!name) continue;
    if (name === "x-gzip") name = "gzip";
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key?.trim().toLowerCase() === "q") {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    if (name === coding) return q;
    if (name === "*") wildcard = q;
  }
  return wildcard ?? 0;
}

/**
 * The coding to send among those `available`: the accepted one with the higher q-value,
 * Brotli on a tie whatever the header's order (browsers list gzip first); null when the
 * request takes neither.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: ReadonlySet<ContentCoding> = BOTH): ContentCoding | null {
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of ["br", "gzip"] as const) {
    if (!available.has(coding)) continue;
    const q = encodingQuality(acceptEncoding, coding);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
