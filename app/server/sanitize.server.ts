import sanitizeHtml from "sanitize-html";

// SPEC §5 URL rules for rich text: images by http or https (the site's own /media files in
// practice), links by http, https, mailto and tel. Anything else is removed, not rewritten.
// data: images are never stored (issue 44, docs/decisions/075): forms refuse them with a
// message first (app/lib/rich-text-images.ts); this drops any that still arrive. Texts saved
// before that rule may hold raster data: images: pages keep showing those (`legacyDataImages`)
// until the text is next saved.
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

const BASE: sanitizeHtml.IOptions = {
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
};

const isData = (src: string) => /^\s*data:/i.test(src);

const STORE: sanitizeHtml.IOptions = {
  ...BASE,
  exclusiveFilter: (frame) => frame.tag === "img" && (!frame.attribs.src || isData(frame.attribs.src)),
};

const RENDER_LEGACY: sanitizeHtml.IOptions = {
  ...BASE,
  exclusiveFilter: (frame) =>
    frame.tag === "img" && (!frame.attribs.src || (isData(frame.attribs.src) && !SAFE_DATA_IMAGE.test(frame.attribs.src.trim()))),
};

/**
 * Cleans staff-written HTML before it is stored (no data: image survives) and again before it
 * is rendered; a page showing text stored before issue 44 passes `legacyDataImages`.
 */
export function sanitizeRichText(html: string, opts: { legacyDataImages?: boolean } = {}): string {
  return sanitizeHtml(html, opts.legacyDataImages ? RENDER_LEGACY : STORE).replace(/ rel=""/g, "");
}
