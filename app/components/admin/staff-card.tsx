import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { KeyRound, UserCheck } from "~/components/ui/lucide";
import { PASSWORD_HINT } from "~/lib/password-rules";
import { type Role, roleLabel } from "~/lib/permissions";
import { ROLES } from "~/lib/staff-rules";
import { StaffDisableButton, StaffSignOutButton } from "./staff-confirm-button";
import { RemovePasskeysOption } from "./remove-passkeys-option";
import { StaffPasswordField } from "./staff-password-field";

export interface StaffView {
  id: number;
  username: string;
  role: Role;
  active: boolean;
  created: string;
  createdIso: string;
  lastSignIn: string | null;
  lastSignInIso: string | null;
  openSessions: number;
  passkeys: number;
  /** Where their security notices go, if anywhere. */
  email: string | null;
  /** Changes with every edit of the account, so its forms start fresh afterwards. */
  version: string;
}

/** A failed submission about this account, shown inside its card. */
export interface StaffCardError {
  intent: string;
  message: string | null;
  errors: Partial<Record<"role" | "password", string>>;
  role: string;
  removePasskeys: boolean;
}

function useBusy(intent: string, userId: number) {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent && navigation.formData.get("userId") === String(userId)
  );
}

function Hidden({ intent, userId }: { intent: string; userId: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
    </>
  );
}

export function StaffCard({ staff, isSelf, error }: { staff: StaffView; isSelf: boolean; error: StaffCardError | null }) {
  const idBase = `staff-${staff.id}`;
  const savingRole = useBusy("change-role", staff.id);
  const resetting = useBusy("reset-password", staff.id);
  const enabling = useBusy("enable", staff.id);
  const resetError = error?.intent === "reset-password" ? error.errors.password : undefined;
  const article = useRef<HTMLElement>(null);

  // Put the person where the problem is: the refused field, or the card's message.
  useEffect(() => {
    if (!error) return;
    article.current?.querySelector<HTMLElement>("[aria-invalid='true'], [data-card-message]")?.focus();
  }, [error]);

  return (
    <article
      ref={article}
      aria-labelledby={`${idBase}-name`}
      className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200"
      data-staff={staff.username}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-ocean-700 font-bold text-white uppercase"
        >
          {staff.username.charAt(0)}
        </span>
        <h3 id={`${idBase}-name`} className="text-lg font-semibold break-all text-ocean-950">
          {staff.username}
          {isSelf ? <span className="ml-2 text-sm font-normal text-muted">(you)</span> : null}
        </h3>
        <span className="rounded-full bg-seaglass-100 px-2.5 py-0.5 text-sm font-medium text-ocean-800" data-testid="staff-role">
          {roleLabel(staff.role)}
        </span>
        <span
          data-testid="staff-status"
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${
            staff.active ? "bg-ocean-700 text-white" : "bg-coral-700/10 text-coral-700 ring-1 ring-coral-700"
          }`}
        >
          {staff.active ? "Active" : "Disabled"}
        </span>
      </header>

      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Created</dt>
          <dd className="font-medium text-ink">
            <time dateTime={staff.createdIso}>{staff.created}</time>
          </dd>
        </div>
        <div>
          <dt className="text-muted">Last sign-in</dt>
          <dd className="font-medium text-ink">
            {staff.lastSignIn && staff.lastSignInIso ? <time dateTime={staff.lastSignInIso}>{staff.lastSignIn}</time> : "Never"}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Security notices to</dt>
          <dd className="font-medium break-all text-ink">{staff.email ?? "Not set (they can set it in My Account)"}</dd>
        </div>
        <div>
          <dt className="text-muted">Signed in on</dt>
          <dd className="font-medium text-ink" data-testid="staff-sessions">
            {staff.openSessions === 0 ? "No devices" : `${staff.openSessions} device${staff.openSessions === 1 ? "" : "s"}`}
          </dd>
        </div>
      </dl>

      {error?.message ? (
        <p role="alert" tabIndex={-1} data-card-message className="mt-4 rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
          {error.message}
        </p>
      ) : null}

      {isSelf ? (
        <p className="mt-4 text-sm text-muted">
          This is your account: you can’t disable it or change its role here. Change your password or sign out your other devices in{" "}
          <Link to="/admin/account" className="font-medium text-ocean-800 underline">
            My Account
          </Link>{" "}
          (this device stays signed in).
        </p>
      ) : (
        <div className="mt-4 space-y-4 border-t border-seaglass-100 pt-4">
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <Hidden intent="change-role" userId={staff.id} />
            <div className="min-w-40 flex-1 sm:max-w-xs">
              <label htmlFor={`${idBase}-role`} className="field-label">
                Role for {staff.username}
              </label>
              <select
                id={`${idBase}-role`}
                name="role"
                defaultValue={error?.intent === "change-role" && error.role ? error.role : staff.role}
                aria-invalid={error?.errors.role ? true : undefined}
                aria-describedby={error?.errors.role ? `${idBase}-role-error` : undefined}
                className="field-input"
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {roleLabel(r)}
                  </option>
                ))}
              </select>
              {error?.errors.role ? (
                <p id={`${idBase}-role-error`} className="field-error">
                  {error.errors.role}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn-secondary" disabled={savingRole}>
              {savingRole ? "Saving..." : "Save role"}
            </button>
          </Form>

          <details open={resetError ? true : undefined} className="group rounded-xl ring-1 ring-seaglass-200">
            <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 text-sm font-semibold text-ocean-800 hover:bg-seaglass-50">
              <KeyRound className="size-4" aria-hidden="true" /> Reset password
            </summary>
            <Form method="post" className="space-y-3 px-3 pt-1 pb-3">
              <Hidden intent="reset-password" userId={staff.id} />
              <StaffPasswordField
                id={`${idBase}-password`}
                name="password"
                label={`New password for ${staff.username}`}
                autoComplete="new-password"
                hint={`${PASSWORD_HINT} This signs ${staff.username} out everywhere.`}
                error={resetError}
              />
              {staff.passkeys > 0 ? (
                <RemovePasskeysOption
                  id={`${idBase}-reset-passkeys`}
                  username={staff.username}
                  count={staff.passkeys}
                  checked={error?.intent === "reset-password" ? error.removePasskeys : undefined}
                />
              ) : null}
              <button type="submit" className="btn-primary" disabled={resetting}>
                {resetting ? "Saving..." : "Set new password"}
              </button>
            </Form>
          </details>

          <div className="flex flex-wrap gap-3">
            {staff.active && (staff.openSessions > 0 || staff.passkeys > 0) ? (
              <StaffSignOutButton userId={staff.id} username={staff.username} passkeys={staff.passkeys} />
            ) : null}
            {staff.active ? (
              <StaffDisableButton userId={staff.id} username={staff.username} />
            ) : (
              <Form method="post">
                <Hidden intent="enable" userId={staff.id} />
                <button type="submit" className="btn-secondary" disabled={enabling}>
                  <UserCheck className="size-4" aria-hidden="true" />
                  {enabling ? "Enabling..." : "Re-enable"}
                  <span className="sr-only"> {staff.username}</span>
                </button>
              </Form>
            )}
          </div>
        </div>
      )}
    </article>
  );
}
