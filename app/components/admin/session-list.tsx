import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { LogOut, MonitorSmartphone } from "~/components/ui/lucide";
import { ProofField } from "./proof-field";

/** One session as the page shows it: times already written out on the server (India time). */
export interface SessionRow {
  /** An opaque reference, matched on the server among the user's own sessions only. */
  handle: string;
  device: string;
  method: string;
  created: string;
  createdIso: string;
  lastSeen: string;
  lastSeenIso: string;
  current: boolean;
  sameNetwork: boolean;
}

function useBusy(intent: string, handle?: string) {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    (handle === undefined || navigation.formData.get("session") === handle)
  );
}

function SessionItem({ session }: { session: SessionRow }) {
  const busy = useBusy("end-session", session.handle);
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="session-row"
      data-current={session.current || undefined}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-ocean-950">
          <MonitorSmartphone className="size-4 shrink-0 text-ocean-700" aria-hidden="true" />
          <span data-testid="session-device">{session.device}</span>
          {session.current ? (
            <span className="rounded-full bg-ocean-700 px-2.5 py-0.5 text-xs font-medium text-white">This device</span>
          ) : null}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted">Signed in with</dt>
          <dd className="text-ink">{session.method}</dd>
          <dt className="text-muted">First signed in</dt>
          <dd className="text-ink">
            <time dateTime={session.createdIso}>{session.created}</time>
          </dd>
          <dt className="text-muted">Last active</dt>
          <dd className="text-ink">{session.current ? "Now" : <time dateTime={session.lastSeenIso}>{session.lastSeen}</time>}</dd>
          {session.sameNetwork ? (
            <>
              <dt className="text-muted">Network</dt>
              <dd className="text-ink">Same as this device</dd>
            </>
          ) : null}
        </dl>
      </div>
      {session.current ? null : (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value="end-session" />
          <input type="hidden" name="session" value={session.handle} />
          <button type="submit" className="btn-secondary w-full sm:w-auto" disabled={busy}>
            <LogOut className="size-4" aria-hidden="true" />
            {busy ? "Signing out..." : "Sign out"}
            <span className="sr-only">
              {" "}
              {session.device}, last active {session.lastSeen}
            </span>
          </button>
        </Form>
      )}
    </li>
  );
}

/** Signing out everywhere may remove the account's passkeys too (issue 49): one added with a taken session would outlive it. */
export interface PasskeyRemoval {
  passkeys: number;
  totpOn: boolean;
  /** The last answer's: the box was ticked, and what was wrong with the proof. */
  checked: boolean;
  proofError: string | null;
}

/** My Account's "Where you're signed in": every working session, each but this one with a Sign out. */
export function SessionList({ sessions, message, removal }: { sessions: SessionRow[]; message: string | null; removal: PasskeyRemoval }) {
  const others = sessions.filter((s) => !s.current).length;
  const endingAll = useBusy("end-other-sessions");
  const alert = useRef<HTMLParagraphElement>(null);
  const allForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);
  useEffect(() => {
    if (removal.proofError) allForm.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [removal.proofError]);

  return (
    <section aria-labelledby="sessions-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
      <h2 id="sessions-title" className="text-lg font-semibold text-ocean-950">
        Where you’re signed in
      </h2>
      <p className="mt-1 text-sm text-muted">
        <span data-testid="other-sessions">
          {others === 0
            ? "You are not signed in anywhere else."
            : `You are also signed in on ${others} other device${others === 1 ? "" : "s"}.`}
        </span>
        {others > 0 ? " Sign out any you don’t recognise, then change your password." : null}
      </p>
      {message ? (
        <p ref={alert} tabIndex={-1} role="alert" className="mt-3 rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
          {message}
        </p>
      ) : null}
      <ul className="mt-2 divide-y divide-seaglass-100">
        {sessions.map((s) => (
          <SessionItem key={s.handle} session={s} />
        ))}
      </ul>
      {others > 0 ? (
        <Form ref={allForm} method="post" className="mt-2 space-y-4 border-t border-seaglass-100 pt-4">
          <input type="hidden" name="intent" value="end-other-sessions" />
          {removal.passkeys > 0 ? (
            <fieldset className="space-y-3">
              <legend className="sr-only">Passkeys</legend>
              <label className="flex min-h-11 items-start gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  name="removePasskeys"
                  defaultChecked={removal.checked}
                  aria-describedby="remove-passkeys-hint"
                  className="mt-0.5 size-5 shrink-0 accent-ocean-700"
                />
                <span>
                  Also remove my {removal.passkeys === 1 ? "passkey" : `${removal.passkeys} passkeys`}
                  <span id="remove-passkeys-hint" className="block text-muted">
                    If someone else may have used your account, a passkey they added would still sign them in. You can add your own again
                    afterwards.
                  </span>
                </span>
              </label>
              <ProofField id="sessions-proof" totpOn={removal.totpOn} error={removal.proofError} required={false} />
            </fieldset>
          ) : null}
          <button
            type="submit"
            className="btn border border-coral-700 bg-white text-coral-700 hover:bg-coral-700/10 w-full sm:w-auto"
            disabled={endingAll}
          >
            <LogOut className="size-4" aria-hidden="true" />
            {endingAll ? "Signing out..." : "Sign out all other devices"}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
