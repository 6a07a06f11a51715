import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ArrowLeft, ShieldCheck } from "~/components/ui/lucide";
import { z } from "zod";
import type { Route } from "./+types/admin-login-two-step";
import { PasskeySignIn } from "~/components/admin/passkey-sign-in";
import { Logo } from "~/components/layout/logo";
import { retryAfterHeaders } from "~/lib/retry-after";
import { isSameOrigin } from "~/server/auth/guards.server";
import { DEVICE_COOKIE, deviceCookie } from "~/server/auth/login-device.server";
import { readCookie, sessionCookie } from "~/server/auth/session.server";
import { clearTwoStepCookie, readTwoStep, TWO_STEP_COOKIE, verifyTwoStep } from "~/server/auth/two-step.server";
import { requestContext, servicesContext } from "~/server/context.server";
import { signInResult } from "~/server/observability/sign-in-counts.server";

export function meta() {
  return [{ title: "Two-step sign-in | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const pending = await readTwoStep(services.database.db, readCookie(request, TWO_STEP_COOKIE));
  // Ten minutes passed, the codes ran out, or nobody typed a password: start from the beginning.
  if (!pending) throw redirect("/admin-login", { headers: { "Set-Cookie": clearTwoStepCookie(request) } });
  return { username: pending.username, totp: pending.totp, passkeys: pending.passkeys, recoveryCodes: pending.recoveryCodes };
}

export const headers = retryAfterHeaders;

const inputSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("totp"),
    code: z.string().trim().min(1, "Please enter the 6-digit code.").max(20, "That code is too long."),
  }),
  z.object({
    intent: z.literal("recovery"),
    recovery: z.string().trim().min(1, "Please enter a recovery code.").max(40, "That recovery code is too long."),
  }),
]);

type ActionData = { intent: "totp" | "recovery"; error: string; restart?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!isSameOrigin(request, services.env.SITE_URL)) throw data({ message: "This request did not come from this site." }, { status: 403 });
  const form = await request.formData();
  const parsed = inputSchema.safeParse({ intent: form.get("intent"), code: form.get("code") ?? "", recovery: form.get("recovery") ?? "" });
  const intent = form.get("intent") === "recovery" ? "recovery" : "totp";
  if (!parsed.success) return data<ActionData>({ intent, error: parsed.error.issues[0]?.message ?? "Please enter a code." }, 400);

  const pending = await readTwoStep(services.database.db, readCookie(request, TWO_STEP_COOKIE));
  if (!pending) {
    return data<ActionData>(
      { intent, error: "This sign-in has expired. Please sign in again.", restart: true },
      { status: 401, headers: { "Set-Cookie": clearTwoStepCookie(request) } },
    );
  }
  const outcome = await verifyTwoStep(
    services,
    pending,
    parsed.data.intent === "totp" ? { code: parsed.data.code } : { recovery: parsed.data.recovery },
    {
      ip: context.get(requestContext).clientIp,
      userAgent: request.headers.get("User-Agent"),
      deviceToken: readCookie(request, DEVICE_COOKIE),
    },
  );
  services.signIns?.count("second_factor", signInResult(outcome));
  switch (outcome.kind) {
    case "ok": {
      const headers = new Headers();
      headers.append("Set-Cookie", sessionCookie(request, outcome.token));
      headers.append("Set-Cookie", deviceCookie(request, outcome.deviceToken));
      headers.append("Set-Cookie", clearTwoStepCookie(request));
      throw redirect(outcome.redirectTo, { headers });
    }
    case "wrong":
      return data<ActionData>(
        {
          intent,
          error:
            intent === "totp"
              ? `That code is not right, or it was used already. Wait for the next code and try again (${outcome.attemptsLeft} ${outcome.attemptsLeft === 1 ? "try" : "tries"} left).`
              : `That recovery code is not right, or it was used already (${outcome.attemptsLeft} ${outcome.attemptsLeft === 1 ? "try" : "tries"} left).`,
        },
        401,
      );
    case "restart":
      return data<ActionData>(
        { intent, error: "Too many wrong codes. Please sign in again.", restart: true },
        { status: 401, headers: { "Set-Cookie": clearTwoStepCookie(request) } },
      );
    case "throttled": {
      const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
      return data<ActionData>(
        { intent, error: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
  }
}

export default function TwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const result = busy ? undefined : (actionData as ActionData | undefined);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result?.error) errorRef.current?.focus();
  }, [result]);
  const error = (intent: ActionData["intent"]) =>
    result?.error && result.intent === intent ? (
      <p
        id={`${intent}-error`}
        ref={errorRef}
        tabIndex={-1}
        role="alert"
        className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700"
      >
        {result.error}
      </p>
    ) : null;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-ocean-900 via-ocean-800 to-ocean-700 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Logo light />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <div className="text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-seaglass-100 text-ocean-700">
              <ShieldCheck className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-3 text-2xl font-bold text-ocean-950">Two-step sign-in</h1>
            <p className="mt-1 text-muted">
              Your password is right, <span className="font-semibold text-ink">{loaderData.username}</span>. One more step to show it is
              you.
            </p>
          </div>

          {result?.restart ? (
            <div className="mt-6 space-y-4">
              <p ref={errorRef} tabIndex={-1} role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
                {result.error}
              </p>
              <Link to="/admin-login" className="btn-primary w-full">
                Sign in again
              </Link>
            </div>
          ) : (
            <>
              {loaderData.totp ? (
                <Form method="post" className="mt-6 space-y-4">
                  <input type="hidden" name="intent" value="totp" />
                  {error("totp")}
                  <div>
                    <label htmlFor="code" className="field-label">
                      Code from your authenticator app
                    </label>
                    <input
                      id="code"
                      name="code"
                      type="text"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={20}
                      required
                      autoFocus
                      placeholder="6-digit code"
                      aria-describedby="code-hint"
                      aria-invalid={result?.intent === "totp" ? true : undefined}
                      className="field-input text-lg tracking-widest"
                    />
                    <p id="code-hint" className="mt-1 text-sm text-muted">
                      The app shows a new code every 30 seconds; each code works once.
                    </p>
                  </div>
                  <button type="submit" className="btn-primary w-full" disabled={busy}>
                    {busy ? "Checking..." : "Verify and sign in"}
                  </button>
                </Form>
              ) : (
                <p className="mt-6 text-sm text-ink">Confirm with your passkey, or use one of your recovery codes.</p>
              )}

              {loaderData.passkeys > 0 ? <PasskeySignIn /> : null}
              {loaderData.recoveryCodes > 0 ? (
                <details className="mt-6 rounded-xl bg-sand-100 p-4 ring-1 ring-sand-300" open={result?.intent === "recovery"}>
                  <summary className="flex min-h-11 cursor-pointer items-center font-medium text-ocean-800">
                    Use a recovery code instead
                  </summary>
                  <Form method="post" className="mt-3 space-y-3">
                    <input type="hidden" name="intent" value="recovery" />
                    {error("recovery")}
                    <div>
                      <label htmlFor="recovery" className="field-label">
                        Recovery code
                      </label>
                      <input
                        id="recovery"
                        name="recovery"
                        type="text"
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        maxLength={40}
                        required
                        placeholder="XXXXX-XXXXX"
                        aria-describedby="recovery-hint"
                        aria-invalid={result?.intent === "recovery" ? true : undefined}
                        className="field-input font-mono"
                      />
                      <p id="recovery-hint" className="mt-1 text-sm text-muted">
                        One of the ten codes you saved when you set up two-step sign-in. Each works once; {loaderData.recoveryCodes} left.
                      </p>
                    </div>
                    <button type="submit" className="btn-secondary w-full" disabled={busy}>
                      Use recovery code
                    </button>
                  </Form>
                </details>
              ) : null}
            </>
          )}
          <p className="mt-6 text-center">
            <Link to="/admin-login" className="inline-flex min-h-11 items-center gap-1.5 font-medium text-ocean-800 hover:underline">
              <ArrowLeft className="size-4" aria-hidden="true" /> Back to sign-in
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
