// What a log line may say of a request's URL (issue 43 item 6; docs/decisions/066): the path,
// and of the query only what the site itself puts there. An inbox search (`?q=98480…`), the
// sign-in page's `redirectTo` (which carries that search) or a campaign's `utm_content` can
// hold a patient's phone number or name, and log files outlive the inquiry retention the
// privacy policy promises.

/**
 * Parameters whose values the site writes itself (filters, languages, ids, tabs): their value
 * is logged when it is a lower-case word or a number of at most 6 digits (a phone number has
 * more), else replaced by `*`.
 */
const SITE_PARAMETERS = new Set([
  "add",
  "against",
  "category",
  "delete",
  "edit",
  "index",
  "lang",
  "language",
  "leadsBy",
  "new",
  "page",
  "placement",
  "preview",
  "required",
  "reviews",
  "size",
  "sort",
  "source",
  "status",
  "upload",
  "v",
]);
const SITE_VALUE = /^(?:[a-z][a-z_-]{0,23}|\d{1,6})?$/;

/**
 * Parameters named, never with their value: free text typed by staff or visitors, where the
 * sign-in page goes back to, a campaign's or an advertiser's words, a list's position.
 */
const NAMED_ONLY = new Set([
  "q",
  "redirectTo",
  // A booking's private links (issue 47): bearer tokens, in the query so proxies' logs never hold them.
  "hold",
  "link",
  // WhatsApp's webhook handshake: the verify token is a shared secret.
  "hub.verify_token",
  "hub.challenge",
  "service",
  "after",
  "before",
  "_routes",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
  "gclid",
  "fbclid",
  "msclkid",
]);

/** Parameters written out at most; a URL with more ends with `&…`. */
const MAX_PARAMETERS = 12;
const MAX_PATH = 200;

/**
 * A request target (`req.originalUrl`) as the logs may keep it: the path (at most 200
 * characters) and each query parameter as `name=value` (the site's own words), `name=*` (free
 * text) or `*=*` (a name the site does not use, which may itself be anything).
 */
export function loggedUrl(target: string): string {
  const q = target.indexOf("?");
  const path = (q === -1 ? target : target.slice(0, q)).slice(0, MAX_PATH);
  if (q === -1 || q === target.length - 1) return path;
  const parts: string[] = [];
  let count = 0;
  for (const [name, value] of new URLSearchParams(target.slice(q + 1))) {
    if (++count > MAX_PARAMETERS) {
      parts.push("…");
      break;
    }
    if (SITE_PARAMETERS.has(name)) parts.push(SITE_VALUE.test(value) ? `${name}=${value}` : `${name}=*`);
    else parts.push(NAMED_ONLY.has(name) ? `${name}=*` : "*=*");
  }
  return `${path}?${parts.join("&")}`;
}
