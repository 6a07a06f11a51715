// The Location of every redirect the server sends passes through here (issue 49): a path
// taken from a request must not become a reference to another host. A URL parser reads
// "//evil.example/" and "/\evil.example/" (a backslash is a slash in http URLs) as
// "https://evil.example/"; so does "/a/..//evil.example/" once its dot segments are resolved.

const BASE = "https://site.invalid";
/** An absolute URL: a scheme, then a colon (RFC 3986 §3.1). */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** What a WHATWG URL parser drops before it reads a reference: C0 controls and spaces at either end. */
const EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** …and tabs and newlines anywhere ("/\t/evil.example" is "//evil.example"). */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const ROOTED = /^[/\\]/;
const LEADING_SLASHES = /^\/+/;

/**
 * The same-site Location for `reference`. A reference that starts with a slash or a backslash
 * is a path on this site: its backslashes become slashes (as a browser reads them), its dot
 * segments are resolved, and it starts with exactly one slash; a backslash left in the query
 * or fragment is percent-encoded. An absolute URL (with a scheme) is returned as it is: code
 * builds those for a fixed host (WhatsApp), never from a request's path. Other relative
 * references ("?page=2", "edit") resolve against the current page and cannot name a host.
 */
export function siteLocation(reference: string): string {
  const cleaned = reference.replace(EDGES, "").replace(TAB_OR_NEWLINE, "");
  if (SCHEME.test(cleaned) || !ROOTED.test(cleaned)) return cleaned;
  const cut = cleaned.search(/[?#]/);
  const path = (cut === -1 ? cleaned : cleaned.slice(0, cut)).replace(/\\/g, "/").replace(LEADING_SLASHES, "/");
  const url = new URL(`${path}${cut === -1 ? "" : cleaned.slice(cut)}`, BASE);
  // Resolving "/a/..//x" leaves "//x": collapse again.
  return `${url.pathname.replace(LEADING_SLASHES, "/")}${url.search}${url.hash}`.replace(/\\/g, "%5C");
}
