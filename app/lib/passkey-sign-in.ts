/**
 * Signing in with a passkey (issue 16; docs/decisions/029), without React: the sign-in page's
 * island and the two-step page's React component both run it. No username: the browser offers
 * the passkeys it holds for this site. @simplewebauthn/browser is loaded only when asked for,
 * so the pages that offer a passkey do not carry it.
 */
export const PASSKEY_NOT_ACCEPTED = "That passkey was not accepted.";
export const PASSKEY_CANCELLED = "Signing in with a passkey was cancelled.";

export type PasskeySignInResult = { ok: true; redirectTo: string } | { ok: false; error: string };

/** Whether this browser can use a passkey at all. */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/**
 * Posts a form to one of a passkey ceremony's JSON endpoints (signing in here, adding a passkey
 * in My Account); answers its JSON, or `{ error: notJson }` when the answer is not JSON (a page
 * the server sent instead, such as the sign-in page for a session that ended).
 */
export async function postPasskeyForm(path: string, fields: Record<string, string>, notJson: string): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams(fields),
    credentials: "same-origin",
  });
  if (!(response.headers.get("Content-Type") ?? "").includes("application/json")) return { error: notJson };
  return (await response.json()) as Record<string, unknown>;
}

const postForm = (path: string, fields: Record<string, string>) => postPasskeyForm(path, fields, PASSKEY_NOT_ACCEPTED);

const failure = (error: unknown): PasskeySignInResult => ({ ok: false, error: typeof error === "string" ? error : PASSKEY_NOT_ACCEPTED });

/** Asks the server for a challenge, the browser for a passkey, and the server to accept it. */
export async function signInWithPasskey(redirectTo: string): Promise<PasskeySignInResult> {
  try {
    const started = await postForm("/admin-login/passkey/options", {});
    if (typeof started.error === "string" || !started.options) return failure(started.error);
    const { startAuthentication } = await import("@simplewebauthn/browser");
    let assertion;
    try {
      // The options come from our own server, in the shape startAuthentication takes.
      assertion = await startAuthentication({ optionsJSON: started.options as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
    } catch {
      return failure(PASSKEY_CANCELLED);
    }
    const finished = await postForm("/admin-login/passkey/verify", { response: JSON.stringify(assertion), redirectTo });
    if (finished.ok === true && typeof finished.redirectTo === "string") return { ok: true, redirectTo: finished.redirectTo };
    return failure(finished.error);
  } catch {
    return failure(PASSKEY_NOT_ACCEPTED);
  }
}
