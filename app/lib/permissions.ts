// The one place that decides what each staff role may do; loaders, actions and the UI all ask here.
export type Role = "admin" | "editor";

export type Permission =
  | "content:manage" // therapies, testimonials, gallery, videos
  | "inquiries:manage"
  | "inquiries:export"
  | "staff:manage"
  | "settings:manage";

const grants: Record<Role, readonly Permission[]> = {
  admin: ["content:manage", "inquiries:manage", "inquiries:export", "staff:manage", "settings:manage"],
  editor: ["content:manage", "inquiries:manage"],
};

export function can(role: Role, permission: Permission): boolean {
  return grants[role].includes(permission);
}

export function roleLabel(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/**
 * Where to go after login: only a path on this site (never "//evil.example" or an absolute
 * URL), falling back to the dashboard.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/admin"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  try {
    const url = new URL(target, "https://samudra.invalid");
    if (url.origin !== "https://samudra.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
