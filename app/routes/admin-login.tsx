import { data, redirect } from "react-router";
import { ArrowLeft, Eye, EyeOff, KeyRound, Lock } from "~/components/ui/lucide";
import type { Route } from "./+types/admin-login";
import type { RouteHandle } from "~/root";
import { Logo } from "~/components/layout/logo";
import { PasskeySignInIsland } from "~/components/admin/passkey-sign-in";
import { safeRedirect } from "~/lib/permissions";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { isSameOrigin } from "~/server/auth/guards.server";
import { findSessionUser, readCookie, SESSION_COOKIE, sessionCookie } from "~/server/auth/session.server";
import { deviceCookie, DEVICE_COOKIE } from "~/server/auth/login-device.server";
import { attemptLogin, loginSchema, USERNAME_MAX } from "~/server/auth/login.server";
import { twoStepCookie } from "~/server/auth/two-step.server";
import { requestContext, servicesContext } from "~/server/context.server";
import { signInResult } from "~/server/observability/sign-in-counts.server";
import { DEMO_PASSWORD, DEMO_USERS } from "~/server/db/seed.server";
import { retryAfterHeaders } from "~/lib/retry-after";
import { loadAsDocument } from "~/lib/load-as-document";

export function meta({ matches }: Route.MetaArgs) {
  const clinic = clinicFromMatches(matches);
  return buildMeta({
    title: "Admin Login",
    description: `Staff sign-in for the ${clinic.shortName} website.`,
    path: "/admin-login",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinic),
    noindex: true,
  });
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = await findSessionUser(services.database.db, readCookie(request, SESSION_COOKIE));
  if (user) throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
  return {
    redirectTo: url.searchParams.get("redirectTo") ?? "",
    demo: services.env.DEMO_MODE
      ? { usernames: DEMO_USERS.map((u) => u.username), password: DEMO_PASSWORD, onNetwork: services.env.DEMO_ON_NETWORK }
      : null,
  };
}

export const headers = retryAfterHeaders;

type ActionData = { error: string; errors?: Partial<Record<"username" | "password", string>>; username: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  // A sign-in posted from another site (login CSRF) is refused like any staff-area write.
  if (!isSameOrigin(request, services.env.SITE_URL)) throw data({ message: "This request did not come from this site." }, { status: 403 });
  const form = await request.formData();
  // Shown again in the field: never more than a username may be.
  const username = String(form.get("username") ?? "").slice(0, USERNAME_MAX);
  const parsed = loginSchema.safeParse({
    username: form.get("username") ?? "",
    password: form.get("password") ?? "",
    redirectTo: form.get("redirectTo") ?? undefined,
  });
  if (!parsed.success) {
    const errors: ActionData["errors"] = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === "username" || key === "password") && !errors[key]) errors[key] = issue.message;
    }
    return data<ActionData>({ error: "Please fill in both fields.", errors, username }, 400);
  }
  try {
    const outcome = await attemptLogin(
      services,
      { username: parsed.data.username, password: parsed.data.password, redirectTo: parsed.data.redirectTo },
      {
        ip: context.get(requestContext).clientIp,
        userAgent: request.headers.get("User-Agent"),
        deviceToken: readCookie(request, DEVICE_COOKIE),
      },
    );
    services.signIns?.count("password", signInResult(outcome));
    switch (outcome.kind) {
      case "ok": {
        const headers = new Headers();
        headers.append("Set-Cookie", sessionCookie(request, outcome.token));
        headers.append("Set-Cookie", deviceCookie(request, outcome.deviceToken));
        throw redirect(safeRedirect(parsed.data.redirectTo), { headers });
      }
      case "second-factor":
        throw redirect("/admin-login/two-step", { headers: { "Set-Cookie": twoStepCookie(request, outcome.pendingToken) } });
      case "throttled": {
        const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
        return data<ActionData>(
          {
            error: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
            username,
          },
          { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
        );
      }
      default:
        return data<ActionData>({ error: "Invalid credentials. Please try again.", username }, 401);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    services.log.error({ err: error }, "login failed unexpectedly");
    return data<ActionData>({ error: "Login failed. Please try again.", username }, 500);
  }
}

/**
 * Rendered by the server only (docs/decisions/040): the form posts as a plain form, and three
 * small islands add the busy state, the password toggle and the passkey button, so the staff
 * area's door loads in a moment on a phone instead of starting React first.
 */
export const handle: RouteHandle = { hydrate: false, islands: "staff" };

// Reached from a staff page (signing out, a session that ended): loaded as a document.
export const clientLoader = loadAsDocument;

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-ocean-900 via-ocean-800 to-ocean-700 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Logo light />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <div className="text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-seaglass-100 text-ocean-700">
              <Lock className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-3 text-2xl font-bold text-ocean-950">Admin Login</h1>
            <p className="mt-1 text-muted">Access the admin dashboard</p>
          </div>

          {loaderData.demo ? (
            <section aria-labelledby="demo-title" className="mt-6 rounded-xl bg-sand-100 p-4 text-sm text-ink ring-1 ring-sand-300">
              <h2 id="demo-title" className="flex items-center gap-2 font-semibold text-ocean-950">
                <KeyRound className="size-4" aria-hidden="true" /> Demo credentials
              </h2>
              <p className="mt-1">
                Usernames:{" "}
                {loaderData.demo.usernames.map((u, i) => (
                  <span key={u}>
                    {i > 0 ? " or " : ""}
                    <code className="font-semibold">{u}</code>
                  </span>
                ))}
              </p>
              <p>
                Password: <code className="font-semibold">{loaderData.demo.password}</code>
              </p>
              {loaderData.demo.onNetwork ? (
                <p role="alert" className="mt-2 rounded-lg bg-coral-700 p-3 text-sm font-semibold text-white">
                  Warning: demo mode is on for everyone who can reach this site. Anyone can sign in with these accounts. Do not enter real
                  patients' details here.
                </p>
              ) : (
                <p className="mt-1 text-xs text-muted">
                  Demo mode: these accounts exist only on this local copy, reachable from this computer only.
                </p>
              )}
            </section>
          ) : null}

          <form
            method="post"
            className="mt-6 space-y-4"
            aria-describedby={result?.error ? "login-error" : undefined}
            data-island="sign-in-form"
          >
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            {result?.error ? (
              <p
                id="login-error"
                tabIndex={-1}
                role="alert"
                data-sign-in-error
                className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700"
              >
                {result.error}
              </p>
            ) : null}
            <div>
              <label htmlFor="username" className="field-label">
                Username
              </label>
              <input
                id="username"
                name="username"
                type="text"
                required
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="Enter your username"
                defaultValue={result?.username ?? ""}
                aria-invalid={result?.errors?.username ? true : undefined}
                className="field-input"
              />
              {result?.errors?.username ? <p className="field-error">{result.errors.username}</p> : null}
            </div>
            <div>
              <label htmlFor="password" className="field-label">
                Password
              </label>
              <div className="relative">
                <input
                  id="password"
                  name="password"
                  type="password"
                  required
                  autoComplete="current-password"
                  placeholder="Enter your password"
                  aria-invalid={result?.errors?.password ? true : undefined}
                  className="field-input js:pr-12"
                />
                {/* Only with JavaScript, which is what makes it work. */}
                <button
                  type="button"
                  data-island="password-toggle"
                  aria-label="Show password"
                  data-show-label="Show password"
                  data-hide-label="Hide password"
                  aria-pressed="false"
                  aria-controls="password"
                  className="group absolute inset-y-0 right-0 hidden w-11 items-center justify-center rounded-r-lg text-muted hover:text-ocean-800 js:flex"
                >
                  <Eye className="size-5 group-aria-pressed:hidden" aria-hidden="true" />
                  <EyeOff className="hidden size-5 group-aria-pressed:block" aria-hidden="true" />
                </button>
              </div>
              {result?.errors?.password ? <p className="field-error">{result.errors.password}</p> : null}
            </div>
            <button type="submit" className="btn-primary w-full" data-busy-label="Signing In...">
              Sign In
            </button>
          </form>
          <PasskeySignInIsland redirectTo={loaderData.redirectTo} />
          <p className="mt-6 text-center">
            <a href="/" className="inline-flex min-h-11 items-center gap-1.5 font-medium text-ocean-800 hover:underline">
              <ArrowLeft className="size-4" aria-hidden="true" /> Back to Website
            </a>
          </p>
        </div>
      </div>
    </main>
  );
}
