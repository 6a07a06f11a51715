import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { ArrowLeft, ShieldCheck, ShieldOff } from "~/components/ui/lucide";
import { ProofField } from "~/components/admin/proof-field";
import type { Route } from "./+types/account-two-step";
import { formatIndiaTime } from "~/lib/inquiry-inbox";
import { retryAfterHeaders } from "~/lib/retry-after";
import { type TwoStepActionData, twoStepAction, twoStepOverview } from "~/server/admin/two-step-setup.server";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requireUser } from "~/server/auth/guards.server";
import { readClinicSettings } from "~/server/content/clinic-settings.server";
import { servicesContext } from "~/server/context.server";

export function meta() {
  return [{ title: "Two-step sign-in | My Account | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context);
  const services = context.get(servicesContext);
  const clinic = await readClinicSettings(services.database.db);
  const overview = await twoStepOverview(services, user, clinic.shortName);
  const enabledLabel = overview.enabledAt ? formatIndiaTime(new Date(overview.enabledAt)) : null;
  return {
    ...overview,
    enabledLabel,
    username: user.username,
    mustEnrol: url.searchParams.get("required") === "1" && !user.hasSecondFactor,
  };
}

export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const outcome = await twoStepAction(context.get(servicesContext), user, await request.formData());
  if (outcome.ok && "toast" in outcome) redirectWithToast("/admin/account/two-step", { kind: "success", message: outcome.toast });
  if (outcome.ok) return data<TwoStepActionData>({ intent: null, error: null, codes: outcome.codes });
  return data<TwoStepActionData>(outcome.data, { status: outcome.status, headers: outcome.headers });
}

function CodeField({ id, label, error }: { id: string; label: string; error?: string | null }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        required
        placeholder="6-digit code"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field-input max-w-xs text-lg tracking-widest"
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="codes-title" className="rounded-2xl bg-sand-100 p-5 ring-1 ring-sand-300 sm:p-6" data-recovery-codes>
      <h2 id="codes-title" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ocean-950">
        Save your recovery codes now
      </h2>
      <p className="mt-1 text-sm text-ink">
        If you lose your phone, each of these codes signs you in once instead of an app code. They are shown only this once: write them down
        or print this page, and keep them somewhere safe away from your phone.
      </p>
      <ol className="mt-4 grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-2">
        {codes.map((c) => (
          <li key={c} className="rounded-lg bg-white px-3 py-2 text-center ring-1 ring-sand-300">
            {c}
          </li>
        ))}
      </ol>
      <Link to="/admin/account" className="btn-primary mt-5">
        I have saved them
      </Link>
    </section>
  );
}

export default function AccountTwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const result = busy ? undefined : actionData;
  const { enabledAt, enabledLabel, setup, recoveryLeft, passkeys, required, mustEnrol } = loaderData;
  const errorFor = (intent: TwoStepActionData["intent"]) => (result?.intent === intent ? result.error : null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result?.error) return;
    if (result.intent !== "confirm" && result.intent !== "new-codes" && result.intent !== "disable") alertRef.current?.focus();
    // A field's own error: the field takes the focus, so its message is read with it.
    else page.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [result]);

  return (
    <div ref={page} className="max-w-xl space-y-6">
      <header>
        <Link to="/admin/account" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-ocean-800 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> My Account
        </Link>
        <h1 className="text-2xl font-bold text-ocean-950">Two-step sign-in</h1>
        <p className="mt-1 text-muted">
          With two-step sign-in, your password alone does not open your account: signing in also asks for a code from an authenticator app
          on your phone (Google Authenticator, Microsoft Authenticator, 2FAS and others).
        </p>
      </header>

      {mustEnrol ? (
        <p role="alert" className="rounded-xl bg-coral-700/10 p-4 text-sm font-medium text-coral-700" data-must-enrol>
          The clinic requires a second factor for every staff account. Set up an authenticator app below
          {passkeys === 0 ? " or add a passkey" : ""} to continue to the admin area.
        </p>
      ) : null}
      {result?.error && result.intent !== "confirm" && result.intent !== "new-codes" && result.intent !== "disable" ? (
        <p ref={alertRef} tabIndex={-1} role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
          {result.error}
        </p>
      ) : null}

      {result?.codes && result.codes.length > 0 ? <RecoveryCodes codes={result.codes} /> : null}

      {enabledAt ? (
        <>
          <section aria-labelledby="on-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
            <h2 id="on-title" className="flex items-center gap-2 text-lg font-semibold text-ocean-950">
              <ShieldCheck className="size-5 text-ocean-700" aria-hidden="true" /> On since {enabledLabel}
            </h2>
            <p className="mt-1 text-sm text-muted" data-recovery-left>
              {recoveryLeft} of 10 recovery codes left.{recoveryLeft <= 3 ? " Make new ones before they run out." : ""}
            </p>
            <Form method="post" className="mt-4 space-y-3">
              <input type="hidden" name="intent" value="new-codes" />
              <CodeField id="new-codes-code" label="Code from your app, to make new recovery codes" error={errorFor("new-codes")} />
              <button type="submit" className="btn-secondary" disabled={busy}>
                Make new recovery codes
              </button>
            </Form>
          </section>
          <section aria-labelledby="off-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
            <h2 id="off-title" className="text-lg font-semibold text-ocean-950">
              Turn off
            </h2>
            <p className="mt-1 text-sm text-muted">
              {required && passkeys === 0
                ? "The clinic requires a second factor: add a passkey before turning the app off."
                : "Your password alone will sign you in again. Any other devices signed in as you are signed out."}
            </p>
            <Form method="post" className="mt-4 space-y-3">
              <input type="hidden" name="intent" value="disable" />
              <CodeField id="disable-code" label="Code from your app, to turn two-step sign-in off" error={errorFor("disable")} />
              <button type="submit" className="btn-secondary" disabled={busy}>
                <ShieldOff className="size-4" aria-hidden="true" /> Turn off two-step sign-in
              </button>
            </Form>
          </section>
        </>
      ) : setup ? (
        <section aria-labelledby="setup-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
          <h2 id="setup-title" className="text-lg font-semibold text-ocean-950">
            Add your authenticator app
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-ink">
            <li>In the app, choose to add an account and scan this QR code.</li>
            <li>Then type the 6-digit code the app shows and your current password, to confirm.</li>
          </ol>
          <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row">
            {/* Drawn on the server from our own data: an SVG of dark and light squares. */}
            <div
              className="size-48 shrink-0 rounded-lg bg-white ring-1 ring-seaglass-200 [&>svg]:size-full"
              role="img"
              aria-label="QR code for your authenticator app"
              data-totp-qr
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <div className="min-w-0 text-sm">
              <p className="text-muted">Can't scan it? Type this key into the app instead (time-based):</p>
              <p className="mt-1 break-all font-mono text-base font-semibold text-ink" data-totp-secret>
                {setup.secret}
              </p>
            </div>
          </div>
          <Form method="post" className="mt-5 space-y-3">
            <input type="hidden" name="intent" value="confirm" />
            <CodeField id="confirm-code" label="Code from your app" error={result?.field === "proof" ? null : errorFor("confirm")} />
            <ProofField id="confirm-proof" totpOn={false} error={result?.field === "proof" ? errorFor("confirm") : null} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn-primary" disabled={busy}>
                Confirm and turn on
              </button>
            </div>
          </Form>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="btn-secondary" disabled={busy}>
              Cancel
            </button>
          </Form>
        </section>
      ) : (
        <section aria-labelledby="off-state-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
          <h2 id="off-state-title" className="text-lg font-semibold text-ocean-950">
            Off
          </h2>
          <p className="mt-1 text-sm text-muted">
            Setting up takes a minute: you scan a QR code with the app, type one code, and save ten recovery codes.
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="start" />
            <button type="submit" className="btn-primary" disabled={busy}>
              <ShieldCheck className="size-4" aria-hidden="true" /> Set up an authenticator app
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
