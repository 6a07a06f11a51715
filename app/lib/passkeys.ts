// Pure rules for passkeys (issue 16; docs/decisions/029-passkeys.md): the relying party a
// request may use, passkey names, and the counter rule. No React Router, no server imports.
import { z } from "zod";
import { safeRedirect } from "./permissions";

export const PASSKEY_NAME_MAX = 60;

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, "Please give the passkey a name.")
  .max(PASSKEY_NAME_MAX, `A passkey's name can be at most ${PASSKEY_NAME_MAX} characters.`);

/** A suggested name from the browser's User-Agent: "Passkey on Chrome", "Passkey on iPhone". */
export function defaultPasskeyName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const device = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /Edg\//.test(ua)
          ? "Edge"
          : /Firefox\//.test(ua)
            ? "Firefox"
            : /Chrom(e|ium)\//.test(ua)
              ? "Chrome"
              : /Safari\//.test(ua)
                ? "Safari"
                : null;
  return device ? `Passkey on ${device}` : "Passkey";
}

/** Where a WebAuthn ceremony may happen: the RP ID the authenticator scopes keys to, and the page origin it reports. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

/**
 * The relying party for a request, or null when passkeys are not offered at that address.
 * - At SITE_URL's host: that host as RP ID, SITE_URL's own origin as the only origin accepted
 *   (never the request's, which a proxy or a forged Host header could change).
 * - At `localhost` reached from this machine (a local run, the tests): `localhost` and the
 *   request's own origin, http://localhost:PORT. WebAuthn refuses IP addresses as RP ID, so
 *   127.0.0.1 gets no passkeys.
 */
export function relyingPartyFor(siteUrl: string, requestUrl: string, fromLoopback: boolean): RelyingParty | null {
  let site: URL;
  let here: URL;
  try {
    site = new URL(siteUrl);
    here = new URL(requestUrl);
  } catch {
    return null;
  }
  if (here.hostname === site.hostname) return { rpID: site.hostname, origin: site.origin };
  if (here.hostname === "localhost" && fromLoopback) return { rpID: "localhost", origin: here.origin };
  return null;
}

/**
 * WebAuthn's signature-counter rule (clone detection): once either the stored counter or the
 * one presented is non-zero, the presented one must be greater than the stored one. Two
 * zeros mean an authenticator that keeps no counter (synced passkeys), which is allowed.
 */
export function counterAccepted(stored: number, presented: number): boolean {
  if (stored === 0 && presented === 0) return true;
  return presented > stored;
}

/** Where a sign-in goes next: a staff page only; anything else (or nothing) goes to the dashboard. */
export function adminRedirect(target: string | null | undefined): string {
  const path = safeRedirect(target?.slice(0, 500));
  return path === "/admin" || /^\/admin[/?#]/.test(path) ? path : "/admin";
}
