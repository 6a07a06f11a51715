// POST /admin-login/passkey/verify — finishes a passkey sign-in (issue 16; docs/decisions/029):
// checks the browser's assertion, opens a session and answers where to go next.
import type { Route } from "./+types/admin-login-passkey-verify";
import { adminRedirect } from "~/lib/passkeys";
import { isSameOrigin } from "~/server/auth/guards.server";
import { challengeCookie, finishLogin, LOGIN_COOKIE, LOGIN_COOKIE_PATH } from "~/server/auth/passkeys.server";
import { passkeyJson } from "~/server/auth/passkey-json.server";
import { readCookie, sessionCookie } from "~/server/auth/session.server";
import { requestContext, servicesContext } from "~/server/context.server";
import { signInResult } from "~/server/observability/sign-in-counts.server";

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.get(servicesContext).env.SITE_URL))
    return passkeyJson({ error: "This request did not come from this site." }, { status: 403 });
  const services = context.get(servicesContext);
  const form = await request.formData();
  const headers = new Headers();
  // The challenge is single use: its cookie goes whatever the outcome.
  headers.append("Set-Cookie", challengeCookie(request, LOGIN_COOKIE, LOGIN_COOKIE_PATH, null));
  try {
    const outcome = await finishLogin(services, request, {
      clientIp: context.get(requestContext).clientIp,
      userAgent: request.headers.get("User-Agent"),
      token: readCookie(request, LOGIN_COOKIE),
      response: form.get("response"),
    });
    services.signIns?.count("passkey", signInResult(outcome));
    if (!outcome.ok) {
      for (const [name, value] of new Headers(outcome.headers)) headers.set(name, value);
      return passkeyJson({ error: outcome.error }, { status: outcome.status, headers });
    }
    headers.append("Set-Cookie", sessionCookie(request, outcome.value.sessionToken));
    return passkeyJson(
      { ok: true, redirectTo: adminRedirect(typeof form.get("redirectTo") === "string" ? String(form.get("redirectTo")) : null) },
      { headers },
    );
  } catch (error) {
    services.log.error({ err: error }, "passkey sign-in failed unexpectedly");
    return passkeyJson({ error: "Signing in failed. Please try again." }, { status: 500, headers });
  }
}

export function loader() {
  return passkeyJson({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
