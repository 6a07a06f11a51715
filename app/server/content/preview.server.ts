import { findSessionUser, readCookie, SESSION_COOKIE } from "../auth/session.server";
import type { AppServices } from "../context.server";

/** `?preview=draft` from signed-in staff: the page shows the newest unpublished revisions. */
export async function previewRequested(services: AppServices, request: Request): Promise<boolean> {
  const url = new URL(request.url);
  if (url.searchParams.get("preview") !== "draft") return false;
  const user = await findSessionUser(services.database.db, readCookie(request, SESSION_COOKIE));
  return user !== null;
}
