import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Fingerprint } from "~/components/ui/lucide";
import { useHydrated } from "~/hooks/use-hydrated";
import { passkeysSupported, signInWithPasskey } from "~/lib/passkey-sign-in";

const ALERT_CLASS = "mt-4 rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700";
const BUSY_LABEL = "Waiting for your passkey...";
const LABEL = "Use a passkey";

/**
 * "Sign in with a passkey" on the two-step page (issue 16), a hydrated React page. The sign-in
 * page is not hydrated and uses `PasskeySignInIsland` below; both run app/lib/passkey-sign-in.ts.
 */
export function PasskeySignIn() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  // Until React runs, the block's place is kept (invisible, and only when the page has
  // JavaScript at all), so the button's arrival does not push what follows down (CLS).
  if (!hydrated) {
    return (
      <div className="invisible mt-6 hidden js:block" aria-hidden="true" inert data-testid="passkey-placeholder">
        <Divider />
        <span className="btn-secondary mt-4 w-full">
          <Fingerprint className="size-4" aria-hidden="true" />
          {LABEL}
        </span>
      </div>
    );
  }
  if (!passkeysSupported()) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    const result = await signInWithPasskey(searchParams.get("redirectTo") ?? "");
    // A full load: the staff area starts fresh with the new session cookie.
    if (result.ok) return window.location.assign(result.redirectTo);
    setError(result.error);
    setBusy(false);
    // After React has drawn it.
    requestAnimationFrame(() => alert.current?.focus());
  }

  return (
    <div className="mt-6">
      <Divider />
      {error ? (
        <p ref={alert} tabIndex={-1} role="alert" className={ALERT_CLASS}>
          {error}
        </p>
      ) : null}
      <button type="button" onClick={() => void signIn()} disabled={busy} className="btn-secondary mt-4 w-full">
        <Fingerprint className="size-4" aria-hidden="true" />
        {busy ? BUSY_LABEL : LABEL}
      </button>
    </div>
  );
}

/**
 * The same block on the sign-in page, rendered by the server and brought to life by
 * app/islands/passkey-sign-in.island.ts. Shown from the first paint when the page has
 * JavaScript (the `js` class), so nothing shifts; the island hides it again in a browser
 * without WebAuthn. The alert's markup waits in a template.
 */
export function PasskeySignInIsland({ redirectTo }: { redirectTo: string }) {
  return (
    <div className="mt-6 hidden js:block" data-island="passkey-sign-in" data-redirect-to={redirectTo}>
      <Divider />
      <template data-passkey-alert>
        <p tabIndex={-1} role="alert" className={ALERT_CLASS} />
      </template>
      <button type="button" className="btn-secondary mt-4 w-full" data-busy-label={BUSY_LABEL}>
        <Fingerprint className="size-4" aria-hidden="true" />
        <span data-label>{LABEL}</span>
      </button>
    </div>
  );
}

function Divider() {
  return (
    <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
      <span className="h-px flex-1 bg-seaglass-200" />
      or
      <span className="h-px flex-1 bg-seaglass-200" />
    </div>
  );
}
