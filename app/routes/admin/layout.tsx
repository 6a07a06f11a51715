import { data, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AdminShell } from "~/components/admin/admin-shell";
import { Toast } from "~/components/admin/toast";
import { takeToast } from "~/server/admin/toast.server";
import { adminMiddleware, requireUser } from "~/server/auth/guards.server";
import { readClockHours } from "~/server/cases/case-records.server";
import { overdueClockCount } from "~/server/cases/desk-queue.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";
import { can } from "~/lib/permissions";

// Every route under /admin passes through this guard: signed-in staff only, and
// same-origin for every state change (see docs/decisions for why it lives here).
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const { toast, headers } = takeToast(request);
  // The case desk's entry says how many service clocks are overdue (two small queries).
  let overdueCases = 0;
  if (can(user.role, "cases:manage")) {
    const services = context.get(servicesContext);
    const { db } = services.database;
    overdueCases = await overdueClockCount(db, await readClockHours(db), contentNow(services.env));
  }
  return data({ user: { username: user.username, role: user.role }, toast, overdueCases }, { headers });
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
    <AdminShell
      user={loaderData.user}
      badges={{
        "/admin/cases": { count: loaderData.overdueCases, label: loaderData.overdueCases === 1 ? "clock overdue" : "clocks overdue" },
      }}
    >
      {/* First in the page's flow: where it shows without JavaScript (see Toast). */}
      <Toast toast={loaderData.toast} />
      <Outlet />
    </AdminShell>
  );
}
