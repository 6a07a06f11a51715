// Images in staff-written rich text must be files the site serves itself (issue 44 item 6):
// an image pasted as a data: address would skip the media pipeline (no resizing, no AVIF/WebP,
// its hidden data such as location kept) and bloat every page that shows the text.

/** True when the HTML has an <img> whose address is a data: URL (any case, any quoting). */
export function hasDataImage(html: string): boolean {
  return /<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/i.test(html);
}

/** The message a save with such an image gets, naming the field. */
export function dataImageMessage(label: string): string {
  return `${label}: an image is pasted into the text as data, which the site does not store. Remove it and add it with the image button (it uploads the file to the media library), or paste the image file itself.`;
}
