import { redirect } from "react-router";
import { siteLocation } from "~/lib/site-location";
import { readCookie } from "../auth/session.server";

const TOAST_COOKIE = "admin_toast";

export interface Toast {
  kind: "success" | "error";
  message: string;
}

function encode(toast: Toast) {
  return encodeURIComponent(JSON.stringify(toast));
}

/**
 * Redirect after a successful write, carrying a one-time message for the next page. The
 * location is often the request's own path (`back`), so it is made a path on this site here:
 * a form sent by the page's script gets the redirect in the body (React Router's single
 * fetch), which the Location check (same-site-location.server.ts) never sees.
 */
export function redirectWithToast(location: string, toast: Toast): never {
  throw redirect(siteLocation(location), {
    headers: { "Set-Cookie": `${TOAST_COOKIE}=${encode(toast)}; Path=/admin; Max-Age=60; HttpOnly; SameSite=Lax` },
  });
}

/** Reads and clears the pending toast (a garbled one is ignored). */
export function takeToast(request: Request): { toast: Toast | null; headers: HeadersInit } {
  const raw = readCookie(request, TOAST_COOKIE);
  if (!raw) return { toast: null, headers: {} };
  const clear = { "Set-Cookie": `${TOAST_COOKIE}=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Lax` };
  try {
    const value = JSON.parse(raw) as Partial<Toast>;
    if ((value.kind === "success" || value.kind === "error") && typeof value.message === "string") {
      return { toast: { kind: value.kind, message: value.message.slice(0, 200) }, headers: clear };
    }
  } catch {
    // fall through: ignore a garbled cookie
  }
  return { toast: null, headers: clear };
}
