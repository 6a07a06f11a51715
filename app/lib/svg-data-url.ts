/**
 * An SVG document as a `data:` URL. Only what a URL may not hold is percent-encoded (`#` would
 * end it, `%` starts an escape, spaces, angle brackets and the RFC 3986 "unsafe" marks: the HTML
 * checker rejects a raw space in a URL); double quotes become single ones, so the URL sits in an
 * HTML attribute as it is. Shorter than encodeURIComponent's output, which escapes every quote,
 * `=` and `/` as well.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/"/g, "'")
    .replace(/[%#<>{}|\\^[\]` ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${compact}`;
}
