import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Fingerprint } from "lucide-react";
import { useHydrated } from "~/hooks/use-hydrated";

const NOT_ACCEPTED = "That passkey was not accepted.";
const CANCELLED = "Signing in with a passkey was cancelled.";

async function postForm(path: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams(fields),
    credentials: "same-origin",
  });
  if (!(response.headers.get("Content-Type") ?? "").includes("application/json")) return { error: NOT_ACCEPTED };
  return (await response.json()) as Record<string, unknown>;
}

/**
 * "Sign in with a passkey" on /admin-login (issue 16): no username, the browser offers the
 * passkeys it holds for this site. @simplewebauthn/browser loads only on click, so the
 * sign-in page's script stays as light as before. Shown once JavaScript runs, in a browser
 * that has WebAuthn.
 */
export function PasskeySignIn() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  // Until React runs, the block's place is kept (invisible, and only when the page has
  // JavaScript at all), so the button's arrival does not push "Back to Website" down (CLS).
  if (!hydrated) {
    return (
      <div className="invisible mt-6 hidden js:block" aria-hidden="true" inert data-testid="passkey-placeholder">
        <Divider />
        <span className="btn-secondary mt-4 w-full">
          <Fingerprint className="size-4" aria-hidden="true" />
          Use a passkey
        </span>
      </div>
    );
  }
  if (typeof window.PublicKeyCredential !== "function") return null;

  const fail = (message: string) => {
    setError(message);
    setBusy(false);
    // After React has drawn it.
    requestAnimationFrame(() => alert.current?.focus());
  };

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const started = await postForm("/admin-login/passkey/options", {});
      if (typeof started.error === "string" || !started.options)
        return fail(typeof started.error === "string" ? started.error : NOT_ACCEPTED);
      const { startAuthentication } = await import("@simplewebauthn/browser");
      let assertion;
      try {
        // The options come from our own server, in the shape startAuthentication takes.
        assertion = await startAuthentication({ optionsJSON: started.options as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
      } catch {
        return fail(CANCELLED);
      }
      const finished = await postForm("/admin-login/passkey/verify", {
        response: JSON.stringify(assertion),
        redirectTo: searchParams.get("redirectTo") ?? "",
      });
      if (finished.ok === true && typeof finished.redirectTo === "string") {
        // A full load: the staff area starts fresh with the new session cookie.
        window.location.assign(finished.redirectTo);
        return;
      }
      fail(typeof finished.error === "string" ? finished.error : NOT_ACCEPTED);
    } catch {
      fail(NOT_ACCEPTED);
    }
  }

  return (
    <div className="mt-6">
      <Divider />
      {error ? (
        <p ref={alert} tabIndex={-1} role="alert" className="mt-4 rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
          {error}
        </p>
      ) : null}
      <button type="button" onClick={() => void signIn()} disabled={busy} className="btn-secondary mt-4 w-full">
        <Fingerprint className="size-4" aria-hidden="true" />
        {busy ? "Waiting for your passkey..." : "Use a passkey"}
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
