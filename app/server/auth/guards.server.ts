import { createContext, data, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { isOwnOrigin, originOf } from "~/lib/own-origin";
import { can, type Permission } from "~/lib/permissions";
import { servicesContext } from "../context.server";
import { ENROLMENT_PATH, isEnrolmentPath } from "./staff-security.server";
import { clearSessionCookie, findSessionUser, readCookie, SESSION_COOKIE, type SessionUser } from "./session.server";

/** Set by the admin middleware for every /admin request; read by requireUser. */
export const userContext = createContext<SessionUser | null>(null);

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * State changes in the staff area must come from the site itself: a browser always sends
 * Origin on a POST (or at least Sec-Fetch-Site), so anything else is a cross-site request.
 * The site is SITE_URL's origin (behind a reverse proxy), or the request's own (a local run).
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return isOwnOrigin(origin, originOf(siteUrl), new URL(request.url).origin);
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

function loginRedirect(url: URL, request: Request, hadCookie: boolean): never {
  const target = `${url.pathname}${url.search}`;
  const location = target === "/admin" ? "/admin-login" : `/admin-login?redirectTo=${encodeURIComponent(target)}`;
  // A forged, garbled, expired or revoked cookie counts as logged out and is cleared.
  throw redirect(location, hadCookie ? { headers: { "Set-Cookie": clearSessionCookie(request) } } : undefined);
}

/** Guards every route under the /admin layout, loaders and actions alike. */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  if (MUTATING.has(request.method.toUpperCase()) && !isSameOrigin(request, context.get(servicesContext).env.SITE_URL)) {
    throw data({ message: "This request did not come from this site." }, { status: 403 });
  }
  const token = readCookie(request, SESSION_COOKIE);
  const user = await findSessionUser(context.get(servicesContext).database.db, token);
  if (!user) loginRedirect(url, request, token !== null);
  // While the clinic requires a second factor, an account without one sets it up before anything else.
  if (!user.hasSecondFactor && user.secondFactorRequired && !isEnrolmentPath(url.pathname)) {
    throw redirect(`${ENROLMENT_PATH}?required=1`);
  }
  context.set(userContext, user);
  return next();
};

/** The signed-in staff member; call first in every admin loader and action. */
export function requireUser(context: Readonly<RouterContextProvider>): SessionUser {
  const user = context.get(userContext);
  // The middleware has already redirected anyone not signed in; reaching here without a
  // user means a route escaped the /admin layout, which must fail closed.
  if (!user) throw data({ message: "Sign in required." }, { status: 401 });
  return user;
}

export function requirePermission(context: Readonly<RouterContextProvider>, permission: Permission): SessionUser {
  const user = requireUser(context);
  if (!can(user.role, permission)) {
    throw data({ message: "Your role does not allow this." }, { status: 403 });
  }
  return user;
}
