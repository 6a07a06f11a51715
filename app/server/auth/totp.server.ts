// Authenticator-app codes (TOTP, RFC 6238) for two-step sign-in (issue 16; docs/decisions/031).
// otpauth computes and checks the codes; this module adds what the RFC leaves to us: a code is
// accepted once (its 30-second step must be newer than the last one used), and one step either
// side is allowed for a phone's clock.
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now that still count: 30 s of clock drift each way. */
const WINDOW = 1;

/** A fresh 160-bit secret (RFC 4226's recommended length), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = "staff", issuer = "Samudra"): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), digits: DIGITS, period: PERIOD_SECONDS, algorithm: "SHA1" });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, username: string, issuer: string): string {
  return totp(secret, username, issuer).toString();
}

/** The QR code of that address as an SVG document (drawn on the server: no script, no third party). */
export async function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#0b3b46", light: "#ffffff" } });
}

/** The secret in groups of four, for typing it in by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** Digits only: "123 456" and "123-456" are what people type. */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]/g, "");
}

export const TOTP_CODE = /^\d{6}$/;

/**
 * The 30-second step a code belongs to, when it is right for `now` (± one step) and newer than
 * `lastStep`; otherwise null. The caller stores the step so the same code cannot be used twice.
 */
export function acceptTotpStep(secret: string, code: string, lastStep: number | null, nowMs = Date.now()): number | null {
  const token = normaliseCode(code);
  if (!TOTP_CODE.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: nowMs, window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

/** The code for a moment (tests, and nothing else, need to compute one). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return totp(secret).generate({ timestamp: nowMs });
}
