// POST /admin/account/passkeys/verify — finishes adding a passkey (issue 16; docs/decisions/029):
// checks the new credential against this account's own challenge, stores it, audited.
import { redirect } from "react-router";
import type { Route } from "./+types/account-passkeys-verify";
import { requireUser } from "~/server/auth/guards.server";
import { challengeCookie, finishRegistration, REGISTER_COOKIE, REGISTER_COOKIE_PATH } from "~/server/auth/passkeys.server";
import { passkeyJson } from "~/server/auth/passkey-json.server";
import { readCookie } from "~/server/auth/session.server";
import { requestContext, servicesContext } from "~/server/context.server";

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await request.formData();
  // Single use: the challenge's cookie goes whatever the outcome.
  const headers = new Headers({ "Set-Cookie": challengeCookie(request, REGISTER_COOKIE, REGISTER_COOKIE_PATH, null) });
  const outcome = await finishRegistration(context.get(servicesContext), user, request, context.get(requestContext).clientIp, {
    token: readCookie(request, REGISTER_COOKIE),
    name: form.get("name"),
    response: form.get("response"),
  });
  if (!outcome.ok) return passkeyJson({ error: outcome.error }, { status: outcome.status, headers });
  return passkeyJson({ ok: true, name: outcome.value.name }, { headers });
}

export function loader() {
  throw redirect("/admin/account/passkeys");
}
