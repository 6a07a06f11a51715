import { chromium } from "playwright-core";
import { startServer } from "../tests/e2e/support/server.ts";
const s = await startServer({ env: { LOGIN_IP_LIMIT: "1000" } });
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
for (const [name, path] of [["about", "/about"], ["wellness", "/wellness-programs"], ["intl", "/international-patients"]]) {
  await p.goto(s.url + path);
  await p.screenshot({ path: `/tmp/shot2-${name}-390.png`, fullPage: true });
}
await p.goto(s.url + "/admin-login");
await p.getByLabel("Username").fill("editor");
await p.getByLabel("Password", { exact: true }).fill("demo@2025");
await p.getByRole("button", { name: "Sign In" }).click();
await p.waitForURL((u) => u.pathname === "/admin");
await p.goto(s.url + "/admin/content/international-page");
await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
await p.locator("#doc-planning-steps-0-details-0-text").scrollIntoViewIfNeeded();
await p.screenshot({ path: `/tmp/shot2-admin-intl-390.png` });
await b.close(); await s.stop();
