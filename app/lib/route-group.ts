// What kind of page or resource a path is, for the metrics' labels (issue 43 item 5): a handful
// of fixed names, never the path itself, so a scan of made-up URLs cannot grow the metrics.

export const ROUTE_GROUPS = ["page", "inquiry", "sign-in", "staff", "staff-data", "asset", "media", "health", "other"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

const STAFF = /^\/admin(?:\/|$)/;

export function routeGroup(path: string): RouteGroup {
  if (path.startsWith("/assets/") || path === "/favicon.ico" || path.startsWith("/fonts/") || path.startsWith("/illustrations/"))
    return "asset";
  if (path.startsWith("/media/")) return "media";
  if (path === "/healthz" || path === "/health" || path === "/metrics") return "health";
  if (path.startsWith("/api/inquiries")) return "inquiry";
  if (path === "/admin-login" || path.startsWith("/admin-login/") || path.startsWith("/admin-login.")) return "sign-in";
  if (path.endsWith(".data") && (path.startsWith("/admin/") || path.startsWith("/admin."))) return "staff-data";
  if (STAFF.test(path)) return "staff";
  if (path.startsWith("/api/")) return "other";
  return "page";
}
