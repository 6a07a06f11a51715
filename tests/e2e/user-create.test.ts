import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { after, describe, it } from "node:test";
import { allowErrors, launchBrowser, openPage } from "./support/browser.ts";
import { startServer, tempDataDir } from "./support/server.ts";

// The way a real installation gets its first admin: demo mode off, `npm run user:create`
// on the server's own data folder, then a sign-in through the real login page.
const dataDir = tempDataDir("user-create");
after(() => rmSync(dataDir, { recursive: true, force: true }));

function userCreate(args: string[], stdin: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "-s", "user:create", "--", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", DEMO_MODE: "false" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, out, err }));
    child.stdin.end(stdin);
  });
}

describe("npm run user:create", () => {
  it("refuses weak passwords, creates the first admin from stdin, refuses a taken username", async () => {
    const weak = await userCreate(["--username", "meera", "--role", "admin"], "demo@2025\n");
    assert.notEqual(weak.code, 0);
    assert.match(weak.err, /Use at least 12 characters \(this one has 9\)\. .* Nothing was created\./);

    const common = await userCreate(["--username", "meera", "--role", "admin"], "qwertyuiop12\n");
    assert.notEqual(common.code, 0);
    assert.match(common.err, /That password is too common/);

    const created = await userCreate(["--username", "Meera", "--role", "admin"], "tide pool lantern 42\n");
    assert.equal(created.code, 0, created.err);
    assert.match(created.out, /Created admin "meera" on the embedded database in /);

    const again = await userCreate(["--username", "MEERA", "--role", "editor"], "harbour kite morning 7\n");
    assert.notEqual(again.code, 0);
    assert.match(again.err, /The username "meera" is already taken\. Nothing was created\./);

    const usage = await userCreate(["--username", "ravi"], "");
    assert.equal(usage.code, 2);
    assert.match(usage.err, /Usage: npm run user:create -- --username NAME --role admin\|editor/);
  });

  it("lets the created admin sign in on a server without demo mode, where the demo password opens nothing", async () => {
    const server = await startServer({ dataDir, database: "pglite", env: { DEMO_MODE: "false" } });
    const browser = await launchBrowser();
    try {
      const t = await openPage(browser, { baseURL: server.url });
      await t.page.goto(`${server.url}/admin-login`);
      await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      assert.equal(await t.page.getByRole("heading", { name: "Demo credentials" }).count(), 0, "no demo box");

      for (const [username, password] of [
        ["admin", "demo@2025"],
        ["meera", "demo@2025"],
      ]) {
        await t.page.locator("#username").fill(username ?? "");
        await t.page.locator("#password").fill(password ?? "");
        await t.page.getByRole("button", { name: "Sign In" }).click();
        await t.page.getByRole("alert").getByText("Invalid credentials. Please try again.").waitFor({ timeout: 60_000 });
        assert.equal(new URL(t.page.url()).pathname, "/admin-login");
      }

      await t.page.locator("#username").fill("meera");
      await t.page.locator("#password").fill("tide pool lantern 42");
      await Promise.all([t.page.waitForURL(`${server.url}/admin`), t.page.getByRole("button", { name: "Sign In" }).click()]);
      await t.page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
      assert.equal(await t.page.getByTestId("shell-role").first().innerText(), "Admin");
      await t.page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Staff" }).click();
      await t.page.getByRole("heading", { name: "Staff accounts", level: 1 }).waitFor();
      // Only the command-line account exists: no demo users were seeded.
      assert.deepEqual(await t.page.locator("article[data-staff]").evaluateAll((els) => els.map((e) => e.getAttribute("data-staff"))), [
        "meera",
      ]);

      allowErrors(t, /status of 401/); // the refused sign-ins
      assert.deepEqual(t.errors, []);
      assert.deepEqual(t.thirdParty, []);
      await t.context.close();
    } finally {
      await browser.close();
      assert.equal(await server.stop(), 0);
    }
  });
});
