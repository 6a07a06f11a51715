// POST /admin-login/passkey/options — starts a passkey sign-in (issue 16; docs/decisions/029):
// the options for navigator.credentials.get() as JSON, the challenge's token in a cookie.
// Public, but only from this site's own pages.
import type { Route } from "./+types/admin-login-passkey-options";
import { isSameOrigin } from "~/server/auth/guards.server";
import { beginLogin, challengeCookie, LOGIN_COOKIE, LOGIN_COOKIE_PATH } from "~/server/auth/passkeys.server";
import { passkeyJson } from "~/server/auth/passkey-json.server";
import { requestContext, servicesContext } from "~/server/context.server";

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.get(servicesContext).env.SITE_URL))
    return passkeyJson({ error: "This request did not come from this site." }, { status: 403 });
  const outcome = await beginLogin(context.get(servicesContext), request, context.get(requestContext).clientIp);
  if (!outcome.ok) return passkeyJson({ error: outcome.error }, { status: outcome.status, headers: outcome.headers });
  return passkeyJson(
    { options: outcome.value.options },
    { headers: { "Set-Cookie": challengeCookie(request, LOGIN_COOKIE, LOGIN_COOKIE_PATH, outcome.value.token) } },
  );
}

/** Nothing to read here. */
export function loader() {
  return passkeyJson({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
