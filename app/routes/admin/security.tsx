import { data, Form, useNavigation } from "react-router";
import { ShieldCheck } from "~/components/ui/lucide";
import type { Route } from "./+types/security";
import { roleLabel } from "~/lib/permissions";
import { signInSecurityAction, signInSecurityOverview } from "~/server/admin/sign-in-security.server";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";

export function meta() {
  return [{ title: "Sign-in Security | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requirePermission(context, "staff:manage");
  return { ...(await signInSecurityOverview(context.get(servicesContext))), me: admin.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requirePermission(context, "staff:manage");
  const outcome = await signInSecurityAction(context.get(servicesContext), admin, await request.formData());
  if (outcome.ok) redirectWithToast("/admin/security", { kind: "success", message: outcome.toast });
  return data({ error: outcome.error }, { status: outcome.status });
}

function factors(s: { totp: boolean; passkeys: number; recoveryLeft: number }): string {
  const parts = [
    ...(s.totp ? [`Authenticator app (${s.recoveryLeft} recovery code${s.recoveryLeft === 1 ? "" : "s"} left)`] : []),
    ...(s.passkeys > 0 ? [`${s.passkeys} passkey${s.passkeys === 1 ? "" : "s"}`] : []),
  ];
  return parts.length > 0 ? parts.join(", ") : "Password only";
}

export default function SignInSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const { policy, staff, me } = loaderData;
  const without = staff.filter((s) => !s.disabled && !s.totp && s.passkeys === 0).length;
  return (
    <div className="max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-ocean-950">Sign-in Security</h1>
        <p className="mt-1 text-muted">
          A second factor keeps a stolen or guessed password from opening the staff area, where patients' details are.
        </p>
      </header>
      {actionData?.error ? (
        <p role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
          {actionData.error}
        </p>
      ) : null}

      <section aria-labelledby="policy-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
        <h2 id="policy-title" className="text-lg font-semibold text-ocean-950">
          Second factor for every staff account
        </h2>
        <Form method="post" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="policy" />
          <label className="flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              name="requireSecondFactor"
              defaultChecked={policy.requireSecondFactor}
              className="mt-1 size-5 accent-ocean-700"
            />
            <span>
              <span className="font-medium text-ink">Require an authenticator app or a passkey</span>
              <span className="block text-sm text-muted">
                Anyone without one is taken to set it up right after their password, before any other admin page.
                {without > 0
                  ? ` ${without} active account${without === 1 ? " has" : "s have"} none yet.`
                  : " Every active account has one."}
              </span>
            </span>
          </label>
          <button type="submit" className="btn-primary" disabled={busy}>
            <ShieldCheck className="size-4" aria-hidden="true" /> Save
          </button>
        </Form>
      </section>

      <section aria-labelledby="staff-factors-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
        <h2 id="staff-factors-title" className="text-lg font-semibold text-ocean-950">
          Staff and their factors
        </h2>
        <p className="mt-1 text-sm text-muted">
          If someone loses their phone or security key, reset their factors: their password still works, and they set up a new factor at
          their next sign-in when one is required.
        </p>
        <ul className="mt-4 divide-y divide-seaglass-200">
          {staff.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-staff-factors={s.username}>
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {s.username}{" "}
                  <span className="text-sm font-normal text-muted">
                    ({roleLabel(s.role)}
                    {s.disabled ? ", disabled" : ""}
                    {s.id === me ? ", you" : ""})
                  </span>
                </p>
                <p className="text-sm text-muted">{factors(s)}</p>
              </div>
              {s.totp || s.passkeys > 0 ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="reset" />
                  <input type="hidden" name="userId" value={s.id} />
                  <button type="submit" className="btn-secondary" disabled={busy} aria-label={`Reset factors of ${s.username}`}>
                    Reset factors
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
