/**
 * A route's `headers` export for a refused action: React Router sends only what that export
 * returns, so an action's Retry-After reaches the client through this.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}
