// The one place that decides what each staff role may do; loaders, actions and the UI all ask here.
export type Role = "admin" | "editor" | "doctor";

export type Permission =
  | "content:manage" // therapies, testimonials, gallery, videos
  | "inquiries:manage"
  | "inquiries:export"
  | "staff:manage"
  | "settings:manage"
  // The international case desk (issue 48): the queue, messages and notes; the patients' documents
  // and passport details, a right of its own (docs/decisions/094); the treatment plan.
  | "cases:manage"
  | "cases:documents"
  | "cases:review";

const grants: Record<Role, readonly Permission[]> = {
  admin: [
    "content:manage",
    "inquiries:manage",
    "inquiries:export",
    "staff:manage",
    "settings:manage",
    "cases:manage",
    "cases:documents",
    "cases:review",
  ],
  // An editor may run the case desk as its case manager, without opening a patient's documents.
  editor: ["content:manage", "inquiries:manage", "cases:manage"],
  // A reviewing doctor reads the records and writes the plan; the site's content is not theirs.
  doctor: ["cases:manage", "cases:documents", "cases:review"],
};

export function can(role: Role, permission: Permission): boolean {
  return grants[role].includes(permission);
}

export function roleLabel(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

const BASE = "https://samudra.invalid";

/**
 * Where to go after login: only a path on this site, falling back to the dashboard. The
 * decision is made on the final, normalised path, since the URL parser turns "/.//evil",
 * "/a/..//evil" and "/\\evil" into "//evil", which a browser reads as another host.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/admin"): string {
  if (!target || !target.startsWith("/") || /[\\\u0000-\u001F\u007F]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || !isSitePath(path)) return fallback;
  return path;
}

/** A path-only reference to this site: one leading slash, never "//" or a backslash. */
export function isSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");
}
