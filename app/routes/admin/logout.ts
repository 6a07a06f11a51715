import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { requireUser } from "~/server/auth/guards.server";
import { clearSessionCookie, deleteSession } from "~/server/auth/session.server";
import { servicesContext } from "~/server/context.server";
import { auditLog } from "~/server/db/schema.server";

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const { db } = context.get(servicesContext).database;
  await deleteSession(db, user.sessionId);
  await db.insert(auditLog).values({ userId: user.id, action: "logout", entity: "session", summary: "Signed out" });
  throw redirect("/admin-login", { headers: { "Set-Cookie": clearSessionCookie(request) } });
}

// Logging out changes state, so it is a POST only; a GET lands on the dashboard.
export function loader() {
  throw redirect("/admin");
}
