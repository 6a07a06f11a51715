import { data, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AdminShell } from "~/components/admin/admin-shell";
import { Toast } from "~/components/admin/toast";
import { takeToast } from "~/server/admin/toast.server";
import { adminMiddleware, requireUser } from "~/server/auth/guards.server";

// Every route under /admin passes through this guard: signed-in staff only, and
// same-origin for every state change (see docs/decisions for why it lives here).
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const { toast, headers } = takeToast(request);
  return data({ user: { username: user.username, role: user.role }, toast }, { headers });
}

// The toast cookie is cleared on document loads too.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return [{ title: "Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user}>
      {/* First in the page's flow: where it shows without JavaScript (see Toast). */}
      <Toast toast={loaderData.toast} />
      <Outlet />
    </AdminShell>
  );
}
