// `npm run dev`, as a newcomer runs it: the Vite-driven server answers, public pages get
// their islands script from source and staff pages hydrate. (It once answered every page
// with a 500 — two copies of React Router — and nothing noticed.)
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "./support/browser.ts";
import { tempDataDir } from "./support/server.ts";

const dataDir = tempDataDir("dev");
let child: ChildProcess;
let base = "";
let browser: Browser;

before(async () => {
  // Its own process group, so that stopping it stops npm, the shell and node together.
  child = spawn("npm", ["run", "dev"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output: string[] = [];
  base = await new Promise<string>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`npm run dev did not start:\n${output.join("")}`)), 120_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /running at (http:\/\/\S+)/.exec(output.join(""));
      if (match?.[1]) {
        clearTimeout(timeout);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.once("exit", (code) => reject(new Error(`npm run dev exited with ${code}:\n${output.join("")}`)));
  });
  browser = await launchBrowser();
  // On a fresh clone Vite discovers the staff pages' dependencies on the first visit,
  // pre-bundles them and reloads the page (that first attempt logs a failed import). A
  // developer sees it once; the tests below check the server as it is from then on.
  const warmUp = await openPage(browser);
  try {
    await warmUp.page.goto(`${base}/admin-login`);
    await warmUp.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 120_000 });
  } finally {
    await warmUp.context.close();
  }
});

after(async () => {
  await browser?.close();
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("serves a public page with the islands script from source, and it runs", async () => {
    const response = await fetch(`${base}/`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<script type="module" src="\/app\/islands\/main\.ts"/);
    const t = await openPage(browser);
    try {
      await t.page.goto(`${base}/`);
      await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      assert.deepEqual(t.errors, []);
    } finally {
      await t.context.close();
    }
  });

  it("hydrates a staff page with React", async () => {
    const t = await openPage(browser);
    try {
      await t.page.goto(`${base}/admin-login`);
      // The first visit makes Vite transform (and maybe pre-bundle) React and the admin code.
      await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 120_000 });
      // Uncaught errors only: React's development build also warns about attributes the
      // browser hides from it (nonces), which production does not check.
      assert.deepEqual(
        t.errors.filter((e) => e.startsWith("pageerror:")),
        [],
      );
    } finally {
      await t.context.close();
    }
  });
});
