import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { KeyRound, Mail } from "~/components/ui/lucide";
import { ProofField } from "~/components/admin/proof-field";
import type { Route } from "./+types/account";
import { type SessionRow, SessionList } from "~/components/admin/session-list";
import { StaffPasswordField } from "~/components/admin/staff-password-field";
import { PASSWORD_HINT } from "~/lib/password-rules";
import { roleLabel } from "~/lib/permissions";
import { type AccountActionData, accountOverview, runAccountAction } from "~/server/admin/account.server";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requireUser } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { retryAfterHeaders } from "~/lib/retry-after";

export function meta() {
  return [{ title: "My Account | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

// Times are written on the server, in the clinic's time zone, so hydration sees the same text.
const timeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const services = context.get(servicesContext);
  const { sessions, version, totpOn, email, passkeys } = await accountOverview(services.database.db, user);
  const rows: SessionRow[] = sessions.map(({ createdAt, lastSeenAt, ...s }) => ({
    ...s,
    created: timeFormat.format(createdAt),
    createdIso: createdAt.toISOString(),
    lastSeen: timeFormat.format(lastSeenAt),
    lastSeenIso: lastSeenAt.toISOString(),
  }));
  const mailOn = Boolean(services.env.SMTP_URL && services.env.MAIL_FROM);
  return { username: user.username, role: user.role, sessions: rows, version, totpOn, email, passkeys, mailOn };
}

export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const outcome = await runAccountAction(context.get(servicesContext), user, await request.formData());
  if (outcome.ok) redirectWithToast("/admin/account", { kind: "success", message: outcome.toast });
  return data<AccountActionData>(outcome.data, { status: outcome.status, headers: outcome.headers });
}

function PasswordForm({ result, username }: { result: AccountActionData | undefined; username: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const form = useRef<HTMLFormElement>(null);
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!result) return;
    if (result.message) message.current?.focus();
    else form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [result]);

  return (
    <Form ref={form} method="post" className="space-y-4" aria-labelledby="password-title">
      <input type="hidden" name="intent" value="password" />
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
      {result?.message ? (
        <p ref={message} tabIndex={-1} role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
          {result.message}
        </p>
      ) : null}
      <StaffPasswordField
        id="current-password"
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        error={result?.errors.currentPassword}
      />
      <StaffPasswordField
        id="new-password"
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={result?.errors.newPassword}
      />
      <StaffPasswordField
        id="confirm-password"
        name="confirmPassword"
        label="New password again"
        autoComplete="new-password"
        error={result?.errors.confirmPassword}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        <KeyRound className="size-4" aria-hidden="true" />
        {busy ? "Changing..." : "Change password"}
      </button>
    </Form>
  );
}

/** Where notices of sign-in changes go (issue 49): changing it asks for proof, and tells the old address. */
function NoticeAddressForm({
  email,
  totpOn,
  mailOn,
  result,
}: {
  email: string;
  totpOn: boolean;
  mailOn: boolean;
  result: AccountActionData | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "email";
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [result]);
  const error = result?.errors.email;
  return (
    <Form ref={form} method="post" className="space-y-4" aria-labelledby="notices-title">
      <input type="hidden" name="intent" value="email" />
      <div>
        <label htmlFor="notice-email" className="field-label">
          E-mail address
        </label>
        <input
          id="notice-email"
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          defaultValue={result?.values?.email ?? email}
          maxLength={254}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "notice-email-hint notice-email-error" : "notice-email-hint"}
          className="field-input"
        />
        <p id="notice-email-hint" className="mt-1 text-sm text-muted">
          {mailOn
            ? "Leave it empty to get no notices."
            : "This installation has no mail server set up yet (SMTP_URL), so no notices are sent until it has one."}
        </p>
        {error ? (
          <p id="notice-email-error" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <ProofField id="notice-proof" totpOn={totpOn} error={result?.errors.proof} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        <Mail className="size-4" aria-hidden="true" />
        {busy ? "Saving..." : "Save address"}
      </button>
    </Form>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { username, role, sessions, version, totpOn, email, passkeys, mailOn } = loaderData;
  const passwordResult = actionData?.intent === "password" ? actionData : undefined;
  const sessionsResult = actionData?.intent === "sessions" ? actionData : undefined;
  return (
    <div className="max-w-xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-ocean-950">My Account</h1>
        <p className="mt-1 text-muted">
          Signed in as <span className="font-semibold text-ink">{username}</span> ({roleLabel(role)}).
        </p>
      </header>
      <SessionList
        sessions={sessions}
        message={sessionsResult?.message ?? null}
        removal={{
          passkeys,
          totpOn,
          checked: sessionsResult?.values?.removePasskeys ?? false,
          proofError: sessionsResult?.errors.proof ?? null,
        }}
      />
      <section aria-labelledby="password-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
        <h2 id="password-title" className="text-lg font-semibold text-ocean-950">
          Change password
        </h2>
        <p className="mt-1 text-sm text-muted">Changing it signs you out on every other device; you stay signed in here.</p>
        <div className="mt-4">
          {/* A new key after a successful change empties the fields. */}
          <PasswordForm key={version} result={passwordResult} username={username} />
        </div>
      </section>
      {/* Second factors (issue 16): each managed on its own page. */}
      <section aria-labelledby="two-step-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
        <h2 id="two-step-title" className="text-lg font-semibold text-ocean-950">
          Two-step sign-in
        </h2>
        <p className="mt-1 text-sm text-muted" data-two-step-state>
          {loaderData.totpOn
            ? "On: signing in with your password also asks for a code from your authenticator app."
            : "Off: your password alone signs you in. Add a code from an authenticator app on your phone."}
        </p>
        <a href="/admin/account/two-step" className="btn-secondary mt-4">
          {loaderData.totpOn ? "Manage two-step sign-in" : "Set up two-step sign-in"}
        </a>
      </section>
      <section aria-labelledby="passkeys-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
        <h2 id="passkeys-title" className="text-lg font-semibold text-ocean-950">
          Passkeys
        </h2>
        <p className="mt-1 text-sm text-muted">Sign in with your fingerprint, face, PIN or a security key instead of a password.</p>
        <a href="/admin/account/passkeys" className="btn-secondary mt-4">
          Manage passkeys
        </a>
      </section>
      <section aria-labelledby="notices-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
        <h2 id="notices-title" className="text-lg font-semibold text-ocean-950">
          Security notices
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">
          We e-mail you whenever your password, a passkey or two-step sign-in changes, so you would know if someone else made the change.
        </p>
        {/* A new key after a successful change shows the saved address and empties the password. */}
        <NoticeAddressForm
          key={version}
          email={email}
          totpOn={totpOn}
          mailOn={mailOn}
          result={actionData?.intent === "email" ? actionData : undefined}
        />
      </section>
    </div>
  );
}
