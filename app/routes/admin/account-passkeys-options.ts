// POST /admin/account/passkeys/options — starts adding a passkey (issue 16; docs/decisions/029):
// once the current password or an app code proves it is the account's owner (issue 49), the
// options for navigator.credentials.create() as JSON, the challenge (bound to this account) kept
// in the database, its token in a cookie. The admin layout's guard runs first.
import { redirect } from "react-router";
import type { Route } from "./+types/account-passkeys-options";
import { requireUser } from "~/server/auth/guards.server";
import {
  beginRegistration,
  challengeCookie,
  REGISTER_COOKIE,
  REGISTER_COOKIE_PATH,
  registerOptionsForm,
} from "~/server/auth/passkeys.server";
import { passkeyJson } from "~/server/auth/passkey-json.server";
import { PROOF_FIELD } from "~/server/auth/reauthentication.server";
import { requestContext, servicesContext } from "~/server/context.server";

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await request.formData();
  const parsed = registerOptionsForm.safeParse({ name: form.get("name") ?? "" });
  if (!parsed.success) return passkeyJson({ error: parsed.error.issues[0]?.message ?? "Please give the passkey a name." }, { status: 400 });
  const outcome = await beginRegistration(
    context.get(servicesContext),
    user,
    request,
    context.get(requestContext).clientIp,
    form.get(PROOF_FIELD),
  );
  if (!outcome.ok) return passkeyJson({ error: outcome.error, field: outcome.field }, { status: outcome.status, headers: outcome.headers });
  return passkeyJson(
    { options: outcome.value.options },
    { headers: { "Set-Cookie": challengeCookie(request, REGISTER_COOKIE, REGISTER_COOKIE_PATH, outcome.value.token) } },
  );
}

// A POST-only endpoint: a GET goes to the passkeys page.
export function loader() {
  throw redirect("/admin/account/passkeys");
}
