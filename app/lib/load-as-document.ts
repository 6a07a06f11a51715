/**
 * The `clientLoader` of a route React never renders in the browser (public pages, the sign-in
 * page: docs/decisions/018, 040). A client-side navigation into one, such as a staff page's link
 * back to the site or the redirect after signing out, becomes a document load, so the page
 * arrives as the server renders it, with its islands. The promise never settles: the page is
 * leaving.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
