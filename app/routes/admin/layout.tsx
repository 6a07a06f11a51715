import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AdminShell } from "~/components/admin/admin-shell";
import { adminMiddleware, requireUser } from "~/server/auth/guards.server";

// Every route under /admin passes through this guard: signed-in staff only, and
// same-origin for every state change (see docs/decisions for why it lives here).
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return { user: { username: user.username, role: user.role } };
}

export function meta() {
  return [{ title: "Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
    </AdminShell>
  );
}
