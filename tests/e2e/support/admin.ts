import type { Cookie, Page } from "playwright-core";
import { BASE_URL, waitUntilInteractive } from "./browser.ts";

/**
 * Session cookies of this test file's earlier sign-ins, per server and account. A test that
 * only needs to be signed in reuses one (a page load instead of the login page, its hydration
 * and a password hash, about 1.5 s); the sign-in itself is what admin.test.ts and the
 * sessions, two-step and passkey files exercise, each with its own steps.
 */
const sessions = new Map<string, Cookie[]>();

export interface SignInOptions {
  password?: string;
  /**
   * The staff page to open once signed in (default: the dashboard). Given here rather than
   * loaded after, the sign-in lands on it directly (`redirectTo`, or a kept session opening it):
   * one staff page load instead of two, and about 1 s of Chromium's CPU saved each time.
   */
  to?: string;
}

/**
 * Signs in to the server at `base` and opens `to`: with a session this file already opened,
 * else through the real login page.
 */
export async function signInAt(page: Page, base: string, username = "admin", options: SignInOptions = {}) {
  const { password = "demo@2025", to = "/admin" } = options;
  const key = `${base}|${username}|${password}`;
  const kept = sessions.get(key);
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto(new URL(to, base).toString());
    // A test that signed out or ended the session sends this one back to the login page.
    if (!new URL(page.url()).pathname.startsWith("/admin-login")) return;
    sessions.delete(key);
    await page.context().clearCookies();
  }
  const login = to === "/admin" ? "/admin-login" : `/admin-login?redirectTo=${encodeURIComponent(to)}`;
  await page.goto(new URL(login, base).toString());
  await waitUntilInteractive(page);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((u) => u.pathname.startsWith("/admin") && u.pathname !== "/admin-login");
  // A second step (an account with two-step sign-in) is not a session yet: nothing to keep.
  if (new URL(page.url()).pathname.startsWith("/admin-login")) return;
  const origin = new URL(base).origin;
  sessions.set(
    key,
    (await page.context().cookies(origin)).filter((c) => c.name === "admin_user"),
  );
}

/** Signs in to the shared e2e server (demo accounts) and opens `options.to` (default: the dashboard). */
export function signIn(page: Page, username: "admin" | "editor" | string, options: SignInOptions = {}) {
  return signInAt(page, BASE_URL, username, options);
}
