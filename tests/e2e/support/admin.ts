import type { Cookie, Page } from "playwright-core";
import { BASE_URL, waitUntilInteractive } from "./browser.ts";

/**
 * Session cookies of this test file's earlier sign-ins, per server and account. A test that
 * only needs to be signed in reuses one (a page load instead of the login page, its hydration
 * and a password hash, about 1.5 s); the sign-in itself is what admin.test.ts and the
 * sessions, two-step and passkey files exercise, each with its own steps.
 */
const sessions = new Map<string, Cookie[]>();

/** Signs in to the server at `base`: with a session this file already opened, else through the real login page. */
export async function signInAt(page: Page, base: string, username = "admin", password = "demo@2025") {
  const key = `${base}|${username}|${password}`;
  const kept = sessions.get(key);
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto(new URL("/admin", base).toString());
    // A test that signed out or ended the session sends this one back to the login page.
    if (new URL(page.url()).pathname === "/admin") return;
    sessions.delete(key);
    await page.context().clearCookies();
  }
  await page.goto(new URL("/admin-login", base).toString());
  await waitUntilInteractive(page);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((u) => u.pathname.startsWith("/admin") && u.pathname !== "/admin-login");
  if (new URL(page.url()).pathname === "/admin") {
    const origin = new URL(base).origin;
    sessions.set(
      key,
      (await page.context().cookies(origin)).filter((c) => c.name === "admin_user"),
    );
  }
}

/** Signs in to the shared e2e server (demo accounts). */
export function signIn(page: Page, username: "admin" | "editor" | string, password = "demo@2025") {
  return signInAt(page, BASE_URL, username, password);
}
