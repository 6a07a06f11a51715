// Whether a state-changing request came from this site (issue 43 item 1; docs/decisions/066).
// Behind a reverse proxy the request's own address can differ from the one the visitor's
// browser used (a proxy that sends no X-Forwarded-Proto, nginx's Host without the port), so
// the site's public address, SITE_URL, is this site too.

/** The origins a same-site request may name: SITE_URL's, and the one the request was made to. */
export function isOwnOrigin(origin: string, siteOrigin: string, requestOrigin: string): boolean {
  return origin === siteOrigin || origin === requestOrigin;
}

/** SITE_URL's origin as a browser writes it in Origin (lower-case host, no default port). */
export function originOf(siteUrl: string): string {
  return new URL(siteUrl).origin;
}

/** A Host header's name without its port, lower-cased ("[::1]" stays bracketed, as URL's hostname is). */
export function hostNameOf(host: string): string {
  const h = host.toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  const colon = h.indexOf(":");
  return colon === -1 ? h : h.slice(0, colon);
}

/** Names only this machine answers to: a local run there keeps its own origin, whatever SITE_URL says. */
const LOCAL_NAME = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The origin a request was made to, as the visitor's browser wrote it: SITE_URL's for a request
 * for the site's own public name (a reverse proxy may have dropped the port or the https on
 * the way), else the one the server sees (a local run at 127.0.0.1:PORT or localhost:PORT).
 */
export function publicOrigin(host: string, seenOrigin: string, siteUrl: URL): string {
  const name = hostNameOf(host);
  return name === siteUrl.hostname && !LOCAL_NAME.test(name) ? siteUrl.origin : seenOrigin;
}
