import { findSessionUser, readCookie, SESSION_COOKIE } from "../auth/session.server";
import type { AppServices } from "../context.server";

// The root loader and the page's own loader both ask for one request: one session lookup.
const answered = new WeakMap<Request, Promise<boolean>>();

/** `?preview=draft` from signed-in staff: the page shows the newest unpublished revisions. */
export function previewRequested(services: AppServices, request: Request): Promise<boolean> {
  if (new URL(request.url).searchParams.get("preview") !== "draft") return Promise.resolve(false);
  let answer = answered.get(request);
  if (!answer) {
    answer = findSessionUser(services.database.db, readCookie(request, SESSION_COOKIE)).then((user) => user !== null);
    answered.set(request, answer);
  }
  return answer;
}
