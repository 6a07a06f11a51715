import { hasControlCharacters, stripControlCharacters } from "./control-characters";

/** A request refused before any route sees it, with the short message the client gets. */
export interface Refusal {
  status: 400 | 401 | 405 | 413 | 415;
  message: string;
  headers?: Record<string, string>;
}

// Reflect the request back (TRACE, TRACK) or open a tunnel (CONNECT): never wanted here, and
// the Fetch API behind React Router cannot even represent them.
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const PATH_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * Checks the request line before routing: the method, an origin-form target ("/path?query"),
 * a path without a raw backslash that decodes as UTF-8 without control characters. Control
 * characters in the query are dropped (the same rule as form fields); the cleaned target is
 * returned in `url`.
 */
export function checkRequestTarget(method: string, target: string): { refusal: Refusal } | { url: string } {
  if (REFUSED_METHODS.has(method.toUpperCase())) {
    return {
      refusal: { status: 405, message: `${method.toUpperCase()} requests are not answered here.`, headers: { Allow: "GET, HEAD, POST" } },
    };
  }
  // Absolute-form ("GET http://host/about") is for proxies; a browser never sends it to a site.
  if (!target.startsWith("/")) return { refusal: { status: 400, message: "Ask for a path on this site, like /about." } };
  const q = target.indexOf("?");
  const path = q === -1 ? target : target.slice(0, q);
  // Not a character of a URL's path (RFC 3986 §3.3): a browser sends it as "/" or "%5C", and
  // a URL parser reads "/\evil.example" as another host (issue 49).
  if (path.includes("\\"))
    return { refusal: { status: 400, message: "This address contains a backslash, which cannot be part of a page's address." } };
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { refusal: { status: 400, message: "This address is not correctly encoded." } };
  }
  if (PATH_CONTROL.test(decoded))
    return { refusal: { status: 400, message: "This address contains characters that cannot be part of a page's address." } };
  if (q === -1) return { url: target };
  const query = target.slice(q + 1);
  const params = new URLSearchParams(query);
  let dirty = false;
  for (const [key, value] of params) if (hasControlCharacters(key) || hasControlCharacters(value)) dirty = true;
  if (!dirty) return { url: target };
  const cleaned = new URLSearchParams();
  for (const [key, value] of params) cleaned.append(stripControlCharacters(key), stripControlCharacters(value));
  const text = cleaned.toString();
  return { url: text ? `${path}?${text}` : path };
}
