import sanitizeHtml from "sanitize-html";

// SPEC §5 URL rules for rich text: images by http, https or data (raster images only —
// a data: SVG or HTML could carry script); links by http, https, mailto and tel.
// Anything else is removed, not rewritten.
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
    "hr",
    "code",
    "pre",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
  },
  allowedSchemes: [],
  allowedSchemesByTag: {
    a: ["http", "https", "mailto", "tel"],
    img: ["http", "https", "data"],
  },
  allowProtocolRelative: false,
  transformTags: {
    // External links from staff text open safely.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : { ...attribs, rel: attribs.rel ?? "" },
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === "img" && (!frame.attribs.src || (frame.attribs.src.startsWith("data:") && !SAFE_DATA_IMAGE.test(frame.attribs.src))),
};

/** Cleans staff-written HTML before it is stored and again before it is rendered. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).replace(/ rel=""/g, "");
}
