import type { Page } from "playwright-core";
import { url, waitUntilInteractive } from "./browser.ts";

/** Signs in through the real login page (demo accounts of the shared e2e server). */
export async function signIn(page: Page, username: "admin" | "editor" | string, password = "demo@2025") {
  await page.goto(url("/admin-login"));
  await waitUntilInteractive(page);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((u) => u.pathname.startsWith("/admin") && u.pathname !== "/admin-login");
}
