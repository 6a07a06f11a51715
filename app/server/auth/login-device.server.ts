// Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser
// that has signed in as someone carries a signed cookie saying so. Its sign-ins for that
// person are throttled on their own, so a stranger's wrong guesses, or a shared address
// (the clinic's Wi-Fi), cannot lock that staff member out.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isHttps } from "./session.server";

export const DEVICE_COOKIE = "admin_device";
export const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export interface KnownDevice {
  userId: number;
  /** Random, names the device's own throttle bucket. */
  id: string;
}

// Derived from the installation's secret salt with its own label, so neither can stand in for the other.
function deviceKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("samudra login-device cookie v1").digest();
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", deviceKey(secret)).update(payload).digest("base64url");
}

export function issueDeviceToken(secret: string, userId: number, id = randomBytes(16).toString("base64url")): string {
  const payload = `${userId}.${id}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The device a cookie names, or null for anything not signed by this installation. */
export function readDeviceToken(secret: string, token: string | null): KnownDevice | null {
  const match = token ? /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return null;
  const [, userId, id, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${userId}.${id}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(userId), id };
}

export function deviceCookie(request: Request, token: string): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    // Only the sign-in page needs it.
    "Path=/admin-login",
    `Max-Age=${DEVICE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(isHttps(request) ? ["Secure"] : []),
  ].join("; ");
}
